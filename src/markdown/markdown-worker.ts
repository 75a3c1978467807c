// A worker thread of the build's markdown pool (src/markdown/markdown-pool.ts): renders
// docs pages (parse and finish) with options made from the context the pool sends.
import { parentPort } from 'node:worker_threads';
import { createReaderBodyMaker, readerDocOf } from '../llms/docs-reader-body.js';
import { messagesFor } from '../i18n/messages.js';
import { withBase } from '../routes/paths.js';
import type { PoolMessage, PoolReply } from '../workers/task-pool.js';
import { toTransferredError } from '../workers/transferred-error.js';
import { docsMarkdownOptions } from './docs-markdown-options.js';
import { createImageSizes } from './image-size-cache.js';
import type { MarkdownWorkerContext } from './markdown-worker-types.js';
import {
  asMarkdownError,
  createMarkdownStages,
  type MarkdownInput,
  type MarkdownOutput,
  type MarkdownStages,
  type SyntaxTree,
} from './processor.js';

interface ContextTools {
  stages: MarkdownStages;
  readerBody?: ReturnType<typeof createReaderBodyMaker>;
}

const toolsByContext = new Map<number, ContextTools>();
const sizeOf = createImageSizes();

function toolsFor(context: MarkdownWorkerContext): ContextTools {
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
  const readerBody =
    context.reader && createReaderBodyMaker(context.reader, (type) => messages.format(`admonition.${type}`), context.admonitions);
  return { stages: createMarkdownStages(options), readerBody };
}

/** A twin that fails here is made again on the main thread, which reports the failure as it always has. */
function readerBodyOrNone<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}

parentPort!.on('message', async (message: PoolMessage<MarkdownWorkerContext, MarkdownInput>) => {
  if (message.kind === 'context') return void toolsByContext.set(message.contextId, toolsFor(message.context));
  const { stages, readerBody } = toolsByContext.get(message.contextId)!;
  let reply: PoolReply<MarkdownOutput>;
  try {
    const input = message.task;
    const twin = input.reader && readerBody;
    let syntaxTree: SyntaxTree | undefined;
    const result = await asMarkdownError(input, async () => {
      const parsed = await stages.parse(input, Boolean(twin));
      syntaxTree = parsed.syntaxTree;
      return stages.finish(parsed);
    });
    // The page's twin for AI readers, from the same text (and tree): off the main thread too.
    if (twin) result.reader = readerBodyOrNone(() => twin(readerDocOf(input), input.reader!, syntaxTree));
    reply = { taskId: message.taskId, result };
  } catch (error) {
    reply = { taskId: message.taskId, error: toTransferredError(error) };
  }
  parentPort!.postMessage(reply);
});
