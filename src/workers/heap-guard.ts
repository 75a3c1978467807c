import v8 from 'node:v8';
import vm from 'node:vm';
import { errors } from '../errors/catalogue.js';

export interface HeapStatistics {
  used: number;
  limit: number;
}

export interface HeapGuardOptions {
  /** Stop when, after a full garbage collection, this share of the heap limit is still in use. */
  ratio?: number;
  /** Look only every this many calls (the check is cheap, the collection is not). */
  every?: number;
  statistics?: () => HeapStatistics;
  collectGarbage?: () => void;
}

/**
 * V8's heap limit counts the young generation's reserve (three 16 MB semispaces) on top of
 * `--max-old-space-size`, and V8 aborts when the old space is full: without it, the
 * guard's threshold lies above the real limit for heaps under about 600 MB.
 */
const YOUNG_GENERATION_RESERVE = 48 * 1024 * 1024;

const heapStatistics = (): HeapStatistics => {
  const { used_heap_size: used, heap_size_limit: total } = v8.getHeapStatistics();
  return { used, limit: Math.max(total - YOUNG_GENERATION_RESERVE, total / 2) };
};

let gc: (() => void) | undefined;
/** A full collection, so that garbage is not taken for live data (Node exposes `gc` only on request). */
export function fullCollection(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

/** The code of the guard's error (DG250). */
export const HEAP_EXHAUSTED = 'DG250';

/** Share of the heap limit the heap must grow by before the guard forces another collection. */
const COLLECTION_STEP = 0.03;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * A check for long loops (pages, operations): when the live heap nears Node's limit, the
 * build stops with DG250 (what to raise) instead of V8's "heap out of memory" abort,
 * which exits with a crash report and no hint.
 */
export function createHeapGuard(options: HeapGuardOptions = {}): (stage: string) => void {
  const { ratio = 0.92, every = 20, statistics = heapStatistics, collectGarbage = fullCollection } = options;
  let calls = 0;
  // Live data after the last forced collection: the next one waits until the heap has
  // grown by a step, since collections forced in a row make V8 itself give up and abort.
  let live = 0;
  return (stage) => {
    if (++calls % every) return;
    const now = statistics();
    if (now.used < Math.max(ratio * now.limit, live + COLLECTION_STEP * now.limit)) return;
    collectGarbage();
    const after = statistics();
    live = after.used;
    if (after.used < ratio * after.limit) return;
    throw errors.heapExhausted(undefined, stage, mb(after.used), mb(after.limit));
  };
}

/** How many pages render between two collections of `createPeriodicCollection` in a large build. */
export const PAGES_PER_COLLECTION = 1000;

/**
 * A full collection every `every` calls. While pages render beside the markdown threads,
 * V8 lets the main heap's garbage grow with the live data (the search index grows page by
 * page) rather than collect it: at 10,000 guides that put the process over 1 GB, with the
 * threads' heaps beside it. One collection per 1,000 pages costs a fraction of a second
 * of the main thread's time and keeps its heap near its live data.
 */
export function createPeriodicCollection(every = PAGES_PER_COLLECTION, collect: () => void = fullCollection): () => void {
  let calls = 0;
  return () => {
    if (++calls % every === 0) collect();
  };
}
