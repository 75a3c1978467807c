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

const heapStatistics = (): HeapStatistics => {
  const { used_heap_size: used, heap_size_limit: limit } = v8.getHeapStatistics();
  return { used, limit };
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

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * A check for long loops (pages, operations): when the live heap nears Node's limit, the
 * build stops with DG250 (what to raise) instead of V8's "heap out of memory" abort,
 * which exits with a crash report and no hint.
 */
export function createHeapGuard(options: HeapGuardOptions = {}): (stage: string) => void {
  const { ratio = 0.92, every = 20, statistics = heapStatistics, collectGarbage = fullCollection } = options;
  let calls = 0;
  return (stage) => {
    if (++calls % every) return;
    const now = statistics();
    if (now.used < ratio * now.limit) return;
    collectGarbage();
    const after = statistics();
    if (after.used < ratio * after.limit) return;
    throw errors.heapExhausted(undefined, stage, mb(after.used), mb(after.limit));
  };
}
