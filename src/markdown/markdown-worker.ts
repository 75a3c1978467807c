// A worker thread of the build's markdown pool (src/markdown/markdown-pool.ts): renders
// docs pages (parse and finish) with options made from the context the pool sends.
import { parentPort } from 'node:worker_threads';
import { messagesFor } from '../i18n/messages.js';
import { withBase } from '../routes/paths.js';
import type { PoolMessage, PoolReply } from '../workers/task-pool.js';
import { toTransferredError } from '../workers/transferred-error.js';
import { docsMarkdownOptions } from './docs-markdown-options.js';
import { createImageSizes } from './image-size-cache.js';
import type { MarkdownWorkerContext } from './markdown-worker-types.js';
import { asMarkdownError, createMarkdownStages, type MarkdownInput, type MarkdownOutput, type MarkdownStages } from './processor.js';

const stagesByContext = new Map<number, MarkdownStages>();
const sizeOf = createImageSizes();

function stagesFor(context: MarkdownWorkerContext): MarkdownStages {
  const messages = messagesFor(context.locale, context.overrides);
  const options = docsMarkdownOptions(
    {
      messages,
      admonitions: context.admonitions,
      plugins: context.math === undefined ? undefined : { remarkPlugins: [], rehypePlugins: [], math: context.math },
      images: context.images && { ...context.images, sizeOf },
    },
    {
      routeForDoc: (relativePath) => context.routes[relativePath],
      sitePath: (path, kind) => withBase(context.baseUrl, path, kind === 'page' && context.trailingSlash),
    },
  );
  return createMarkdownStages(options);
}

parentPort!.on('message', async (message: PoolMessage<MarkdownWorkerContext, MarkdownInput>) => {
  if (message.kind === 'context') return void stagesByContext.set(message.contextId, stagesFor(message.context));
  const stages = stagesByContext.get(message.contextId)!;
  let reply: PoolReply<MarkdownOutput>;
  try {
    const input = message.task;
    const result = await asMarkdownError(input, async () => stages.finish(await stages.parse(input)));
    reply = { taskId: message.taskId, result };
  } catch (error) {
    reply = { taskId: message.taskId, error: toTransferredError(error) };
  }
  parentPort!.postMessage(reply);
});
