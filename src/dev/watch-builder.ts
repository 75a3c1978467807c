import { readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { outputPaths, recoverInterruptedBuild } from '../write/output-folder.js';
import type { Reporter } from '../report/reporter.js';
import { terminal } from '../report/terminal.js';
import { formatDocgenError, isDocgenError } from '../errors/docgen-error.js';
import { engineFiles } from '../util/engine-root.js';
import type { SwapGate } from '../http/swap-gate.js';
import type { FromBuilder, ToBuilder, WatchWorkerData } from './watch-messages.js';
import { createWatchSession, type WatchSessionOptions, type WatchUpdate } from './watch-session.js';

/** A build that failed: its message, already formatted for the terminal and the error overlay. */
export class WatchBuildError extends Error {}

/** The builds of `serve --watch`: the first one, then one per batch of changes. */
export interface WatchBuilder {
  start(): Promise<WatchUpdate>;
  update(changes: string[]): Promise<WatchUpdate>;
  close(): Promise<void>;
}

/**
 * Runs the watch session on a thread of its own (the compiled engine), so that the
 * server answers requests while a rebuild runs; its changes of the output folder wait
 * for the server's swap gate. From the sources (tests) it runs on this thread.
 */
export function startWatchBuilder(options: Omit<WatchSessionOptions, 'exclusive'>, gate: SwapGate, reporter: Reporter): WatchBuilder {
  const file = engineFiles.watchWorker();
  if (!file) return inThisThread(options, gate, reporter);
  const worker = new Worker(file, { workerData: { options, terminal: { ...terminal } } satisfies WatchWorkerData });
  const waiting = new Map<number, { resolve: (update: WatchUpdate) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let release: (() => void) | undefined;
  let closed: (() => void) | undefined;
  const send = (message: ToBuilder) => worker.postMessage(message);
  worker.on('message', (message: FromBuilder) => {
    if (message.type === 'report') (reporter[message.call.method] as (...args: unknown[]) => void)(...message.call.args);
    else if (message.type === 'exclusive')
      void gate.exclusive(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
            send({ type: 'exclusive-granted' });
          }),
      );
    else if (message.type === 'exclusive-done') release?.();
    else if (message.type === 'closed') closed?.();
    else {
      const pending = waiting.get(message.id)!;
      waiting.delete(message.id);
      if ('error' in message) pending.reject(new WatchBuildError(message.error));
      else pending.resolve(message.update);
    }
  });
  // A crash of the thread itself (not a failed build) fails what waits for it, and what asks later.
  let crashed: Error | undefined;
  const failAll = (error: Error) => {
    crashed ??= error;
    release?.(); // a change of the output it held the gate for will not finish: requests go on
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('error', (error) => {
    reporter.error(`docgen: the build thread of serve --watch failed: ${error.message}`);
    failAll(error);
  });
  worker.on('exit', (code) => failAll(new Error(`the build thread of serve --watch stopped (exit code ${code}); restart docgen serve`)));
  const ask = (changes: string[] | undefined) =>
    new Promise<WatchUpdate>((resolve, reject) => {
      if (crashed) return reject(crashed);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      send({ type: 'update', id, changes });
    });
  return {
    start: () => ask(undefined),
    update: (changes) => ask(changes),
    async close() {
      // A build under way is not waited for (Ctrl-C must not wait minutes): the thread
      // stops, and what its build left (a staging folder, the output's lock) is put right.
      const busy = waiting.size > 0;
      if (!busy)
        await new Promise<void>((resolve) => {
          closed = resolve;
          send({ type: 'close' });
          worker.once('exit', () => resolve());
        });
      await worker.terminate();
      if (busy) await putRightAfterStop(path.resolve(options.root, options.out));
    },
  };
}

/**
 * After a build thread stopped mid-build: its staging folder goes, and the output's lock
 * if this process holds it, or if it has no pid yet (the thread stopped between creating
 * the lock file and writing its pid into it).
 */
async function putRightAfterStop(outDir: string): Promise<void> {
  const paths = outputPaths(outDir);
  await recoverInterruptedBuild(paths).catch(() => undefined);
  try {
    const holder = readFileSync(paths.lock, 'utf8').trim();
    if (holder === String(process.pid) || holder === '') unlinkSync(paths.lock);
  } catch {
    // no lock left
  }
}

function inThisThread(options: Omit<WatchSessionOptions, 'exclusive'>, gate: SwapGate, reporter: Reporter): WatchBuilder {
  const session = createWatchSession({ ...options, exclusive: gate.exclusive }, reporter);
  const formatted = (error: unknown): never => {
    throw new WatchBuildError(isDocgenError(error) ? formatDocgenError(error) : String((error as Error)?.stack ?? error));
  };
  return {
    start: () => session.start().catch(formatted),
    update: (changes) => session.update(changes).catch(formatted),
    close: () => session.close(),
  };
}
