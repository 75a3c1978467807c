import { Worker } from 'node:worker_threads';
import { fromTransferredError } from '../workers/transferred-error.js';
import type { PageSink } from './page-sink.js';
import { slotOf, type FromRenderThread, type RenderThreadData, type ToRenderThread } from './render-thread-messages.js';
import type { ClientAssets } from '../core/output.js';
import type { Route } from '../core/route.js';

/** Render threads loading the site, as the build starts. */
export interface StartedRenderThreads {
  /** The queue's shared counter (the main thread takes routes from it too). */
  readonly counter: SharedArrayBuffer;
  readonly count: number;
  /** Gives the threads the queue, once the route table and client bundle are known: they take routes from then on. */
  begin(queue: readonly Route[], assets: ClientAssets, sink: PageSink): RenderThreads;
  /** Ends every thread (after `done`, when the build failed, or when the queue is too short to share). */
  close(): Promise<void>;
}

/** Render threads at work on a build's shared queue of routes. */
export interface RenderThreads {
  /** Resolves once every thread has finished and the sink took its pages; rejects with the first page's error. */
  readonly done: Promise<void>;
  /** The first failure of a thread, once there is one: the main thread stops taking routes then. */
  readonly failure: unknown;
  /** Why threads could not help (they loaded another site, failed to load it, or ran out of memory): the main thread rendered their share. */
  readonly unavailable: readonly string[];
  /** Pages under way on threads that ran out of memory: the main thread renders them once the threads are done. */
  readonly returned: readonly Route[];
}

/**
 * Starts `count` render threads from `file` (an entry that calls `runRenderThread`), which
 * load the site while this thread does. Each page a thread sends goes into the sink
 * (written, indexed) and is then acknowledged, so that a thread never runs far ahead of
 * the writes. A thread that cannot load the site says so and stops: the main thread,
 * taking routes from the same queue, renders its share.
 */
export function startRenderThreads(file: string, count: number, data: Omit<RenderThreadData, 'counter' | 'index'>): StartedRenderThreads {
  const counter = new SharedArrayBuffer(4 * (1 + count));
  const slots = new Int32Array(counter);
  for (let index = 0; index < count; index++) slots[slotOf(index)] = -1;
  const workers = Array.from(
    { length: count },
    (_, index) => new Worker(file, { workerData: { ...data, counter, index } satisfies RenderThreadData }),
  );
  // Until `begin`: a thread that fails to start is only noted (the main thread renders its share).
  const gone = new Map<Worker, string>();
  const watchers = workers.map((worker) => {
    const onError = (error: Error) => void (gone.has(worker) || gone.set(worker, error.message));
    const onExit = (code: number) => void (gone.has(worker) || gone.set(worker, `it stopped with exit code ${code}`));
    worker.on('error', onError).on('exit', onExit);
    return () => worker.off('error', onError).off('exit', onExit);
  });
  return {
    counter,
    count,
    begin(queue, assets, sink) {
      const { files: _files, inputs: _inputs, ...pageAssets } = assets;
      const unavailable: string[] = [];
      const returned: Route[] = [];
      let failure: unknown;
      const finished = workers.map(
        (worker, index) =>
          new Promise<void>((resolve, reject) => {
            watchers[index]!();
            if (gone.has(worker)) {
              unavailable.push(gone.get(worker)!);
              return resolve();
            }
            const taking = new Set<Promise<void>>();
            let ended = false;
            // Out of memory on a thread: its page under way returns to the main thread, and the thread ends (its memory with it).
            const giveUp = (reason: string) => {
              ended = true;
              unavailable.push(reason);
              const position = Atomics.exchange(slots, slotOf(index), -1);
              if (position >= 0) returned.push(queue[position]!);
              void worker.terminate();
              void Promise.all(taking).then(() => resolve());
            };
            const fail = (error: unknown) => {
              if ((error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') return giveUp((error as Error).message);
              failure ??= error;
              // No thread takes another route; the main thread stops at its next one.
              Atomics.store(new Int32Array(counter), 0, queue.length);
              reject(failure);
            };
            worker.on('message', (message: FromRenderThread) => {
              if (message.type === 'page') {
                const took: Promise<void> = sink
                  .take(message.page)
                  .then(() => worker.postMessage({ type: 'taken' } satisfies ToRenderThread))
                  .catch(fail)
                  .finally(() => taking.delete(took));
                taking.add(took);
              } else if (message.type === 'done') {
                ended = true;
                void Promise.all(taking).then(() => resolve());
              } else if (message.type === 'gave-up') giveUp(message.reason);
              else if (message.type === 'unavailable') {
                ended = true;
                unavailable.push(message.reason);
                void worker.terminate(); // the site it loaded is of no use now
                resolve();
              } else fail(fromTransferredError(message.error));
            });
            worker.on('error', fail);
            worker.on('exit', (code) => {
              if (!ended) fail(new Error(`a docgen render thread stopped with exit code ${code}`));
            });
            worker.postMessage({ type: 'start', queue: queue.map((route) => route.path), assets: pageAssets } satisfies ToRenderThread);
          }),
      );
      const done = Promise.all(finished).then(() => undefined);
      done.catch(() => undefined); // awaited by the build; until then, not unhandled
      return {
        done,
        get failure() {
          return failure;
        },
        unavailable,
        returned,
      };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
