import { Worker } from 'node:worker_threads';
import type { ClientAssets } from '../assets/bundle.js';
import type { Route } from '../routes/route-table.js';
import { fromTransferredError } from '../workers/transferred-error.js';
import type { PageSink } from './page-sink.js';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-thread-messages.js';

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
  /** Why threads could not help (they loaded another site, or failed to load it): the main thread rendered their share. */
  readonly unavailable: readonly string[];
}

/**
 * Starts `count` render threads from `file` (an entry that calls `runRenderThread`), which
 * load the site while this thread does. Each page a thread sends goes into the sink
 * (written, indexed) and is then acknowledged, so that a thread never runs far ahead of
 * the writes. A thread that cannot load the site says so and stops: the main thread,
 * taking routes from the same queue, renders its share.
 */
export function startRenderThreads(file: string, count: number, data: Omit<RenderThreadData, 'counter'>): StartedRenderThreads {
  const counter = new SharedArrayBuffer(4);
  const workerData: RenderThreadData = { ...data, counter };
  const workers = Array.from({ length: count }, () => new Worker(file, { workerData }));
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
            const fail = (error: unknown) => {
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
              } else if (message.type === 'unavailable') {
                ended = true;
                unavailable.push(message.reason);
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
      };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
