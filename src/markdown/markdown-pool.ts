import { availableParallelism } from 'node:os';
import { engineFiles } from '../util/engine-root.js';
import { createTaskPool, type TaskPool } from '../workers/task-pool.js';
import type { MarkdownWorkerContext } from './markdown-worker-types.js';
import type { MarkdownInput, MarkdownOutput } from './processor.js';

/** The build's worker threads that render docs pages' markdown. */
export type MarkdownPool = TaskPool<MarkdownWorkerContext, MarkdownInput, MarkdownOutput>;

/** How many threads render markdown when neither `--workers` nor `build.workers` says: one per core. */
export const defaultWorkerCount = (): number => availableParallelism();

/**
 * Starts `workers` markdown threads, or none (the pages render on the main thread, as
 * with `--workers 1`) when one is asked for, or where workers cannot start: the engine
 * running from its TypeScript sources (docgen's own tests), or threads unavailable.
 */
export function startMarkdownPool(workers: number): MarkdownPool | undefined {
  const file = engineFiles.markdownWorker();
  if (workers <= 1 || !file) return undefined;
  try {
    return createTaskPool(file, workers);
  } catch {
    return undefined;
  }
}
