// A worker thread of the build's markdown pool (src/markdown/markdown-pool.ts): renders
// docs pages (parse and finish) with options made from the context the pool sends. Its
// entry (pipeline/markdown-worker-entry.ts) gives it the hook that makes pages' twins.
import { parentPort } from 'node:worker_threads';
import { loadMessages, messagesFor } from '../i18n/messages.js';
import { siteAddress } from '../core/site-address.js';
import type { PoolMessage, PoolReply } from '../workers/task-pool.js';
import { toTransferredError } from '../workers/transferred-error.js';
import { docsMarkdownOptions } from './docs-markdown-options.js';
import { createImageSizes } from './image-size-cache.js';
import type { MarkdownWorkerContext } from './markdown-worker-types.js';
import { readerDocOf, type TwinMaker, type TwinMakerFactory } from './twins.js';
import {
  asMarkdownError,
  createMarkdownStages,
  type MarkdownInput,
  type MarkdownOutput,
  type MarkdownStages,
  type SyntaxTree,
} from './processor.js';
import { localizedSitePath } from './localized-links.js';

interface ContextTools {
  stages: MarkdownStages;
  readerBody?: TwinMaker;
}

const toolsByContext = new Map<number, Promise<ContextTools>>();
const sizeOf = createImageSizes();

function toolsFor(context: MarkdownWorkerContext, makeTwins: TwinMakerFactory | undefined): ContextTools {
  const messages = messagesFor(context.locale, context.overrides);
  const address = siteAddress(context.address);
  const options = docsMarkdownOptions(
    {
      messages,
      admonitions: context.admonitions,
      plugins: context.math === undefined ? undefined : { remarkPlugins: [], rehypePlugins: [], math: context.math },
      images: context.images && { ...context.images, sizeOf },
      siteRoot: context.siteRoot,
    },
    {
      routeForDoc: (relativePath) => context.routes[relativePath],
      sitePath: localizedSitePath(
        (path, kind) => address.href(path, kind),
        context.localizedLinks?.prefix ?? '',
        context.localizedLinks && new Set(context.localizedLinks.routes),
      ),
    },
  );
  const readerBody = context.reader && makeTwins?.(context.reader, (type) => messages.format(`admonition.${type}`), context.admonitions);
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

/** Answers the pool's tasks on this thread; `makeTwins` makes the pages' twins when a context asks for them. */
export function serveMarkdownTasks(makeTwins?: TwinMakerFactory): void {
  parentPort!.on('message', (message: PoolMessage<MarkdownWorkerContext, MarkdownInput>) => void answer(message, makeTwins));
}

async function answer(message: PoolMessage<MarkdownWorkerContext, MarkdownInput>, makeTwins: TwinMakerFactory | undefined): Promise<void> {
  if (message.kind === 'context') {
    // The locale's built-in words load first; the context's tasks wait for its tools.
    const { context } = message;
    toolsByContext.set(
      message.contextId,
      loadMessages([context.locale]).then(() => toolsFor(context, makeTwins)),
    );
    return;
  }
  let reply: PoolReply<MarkdownOutput>;
  try {
    const { stages, readerBody } = await toolsByContext.get(message.contextId)!;
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
}
