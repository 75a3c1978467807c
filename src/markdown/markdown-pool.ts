import { availableParallelism } from 'node:os';
import { engineFiles } from '../util/engine-root.js';
import { createTaskPool, type TaskPool } from '../workers/task-pool.js';
import type { MarkdownWorkerContext } from './markdown-worker-types.js';
import type { MarkdownInput, MarkdownOutput } from './processor.js';

/** The build's worker threads that render docs pages' markdown. */
export interface MarkdownPool extends TaskPool<MarkdownWorkerContext, MarkdownInput, MarkdownOutput> {
  /** A docs folder with fewer markdown pages stays on the main thread (starting threads would cost more than they save). */
  readonly minPages: number;
}

/**
 * Below this many markdown pages in a docs folder, the default thread count (not one the
 * site or `--workers` asked for) keeps them on the main thread: measured on 2 cores, the
 * threads' start-up cost more CPU than they saved wall time at 100 pages, and paid at 1,000.
 */
export const AUTO_MIN_PAGES = 200;

/** How many threads render markdown when neither `--workers` nor `build.workers` says: one per core. */
export const defaultWorkerCount = (): number => availableParallelism();

/**
 * Starts `workers` markdown threads, or none (the pages render on the main thread, as
 * with `--workers 1`) when one is asked for, or where workers cannot start: the engine
 * running from its TypeScript sources (docgen's own tests), or threads unavailable.
 */
export function startMarkdownPool(workers: number, minPages = 0): MarkdownPool | undefined {
  const file = engineFiles.markdownWorker();
  if (workers <= 1 || !file) return undefined;
  try {
    return Object.assign(createTaskPool<MarkdownWorkerContext, MarkdownInput, MarkdownOutput>(file, workers), { minPages });
  } catch {
    return undefined;
  }
}
