import { Worker } from 'node:worker_threads';
import { fromTransferredError, type TransferredError } from './transferred-error.js';

/** What the pool posts to a worker: a shared context once, then tasks that name it. */
export type PoolMessage<Context, Task> =
  { kind: 'context'; contextId: number; context: Context } | { kind: 'task'; taskId: number; contextId: number; task: Task };

/** What a worker answers for each task. */
export type PoolReply<Result> = { taskId: number; result: Result } | { taskId: number; error: TransferredError };

/** A fixed set of worker threads running one kind of task, one task per worker at a time. */
export interface TaskPool<Context, Task, Result> {
  /** Registers a context (sent to each worker once, before its first task that needs it). */
  addContext(context: Context): number;
  /** Runs a task on the first free worker; rejects with the task's own error (a DocgenError stays one). */
  run(contextId: number, task: Task): Promise<Result>;
  /** Starts the threads now (they load their code while this thread does other work); else the first task starts them. */
  start(): void;
  /** How many threads have started (none until the first task). */
  readonly threads: number;
  /** Ends every worker; pending tasks reject. */
  close(): Promise<void>;
}

interface Job<Task, Result> {
  taskId: number;
  contextId: number;
  task: Task;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Starts `size` workers from `file`. Tasks wait in a queue in this thread (they are small:
 * a page's text), so no more than `size` are ever posted at once; a worker that dies
 * fails its task and the pool, which is closed (its workers ended) by its owner.
 */
export function createTaskPool<Context, Task, Result>(file: string, size: number): TaskPool<Context, Task, Result> {
  const contexts: Context[] = [];
  const queue: Job<Task, Result>[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job<Task, Result>>();
  const contextsSent = new Map<Worker, Set<number>>();
  let nextTask = 0;
  let failure: unknown;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      const sent = contextsSent.get(worker)!;
      if (!sent.has(job.contextId)) {
        sent.add(job.contextId);
        worker.postMessage({ kind: 'context', contextId: job.contextId, context: contexts[job.contextId] } satisfies PoolMessage<
          Context,
          Task
        >);
      }
      worker.postMessage({ kind: 'task', taskId: job.taskId, contextId: job.contextId, task: job.task } satisfies PoolMessage<
        Context,
        Task
      >);
    }
  };

  const fail = (error: unknown) => {
    failure ??= error;
    for (const job of [...queue.splice(0), ...running.values()]) job.reject(failure);
    running.clear();
  };

  const workers: Worker[] = [];
  // Threads start with the first task: a build whose pages all stay on the main thread starts none.
  const start = () => {
    while (workers.length < size) workers.push(startWorker());
  };
  const startWorker = () => {
    const worker = new Worker(file);
    contextsSent.set(worker, new Set());
    worker.on('message', (reply: PoolReply<Result>) => {
      const job = running.get(worker);
      running.delete(worker);
      idle.push(worker);
      if (job && job.taskId === reply.taskId) {
        if ('error' in reply) job.reject(fromTransferredError(reply.error));
        else job.resolve(reply.result);
      }
      dispatch();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`a docgen worker thread stopped with exit code ${code}`));
    });
    idle.push(worker);
    return worker;
  };

  return {
    addContext: (context) => contexts.push(context) - 1,
    start: () => void (failure === undefined && start()),
    get threads() {
      return workers.length;
    },
    run(contextId, task) {
      if (failure) return Promise.reject(failure);
      start();
      return new Promise<Result>((resolve, reject) => {
        queue.push({ taskId: nextTask++, contextId, task, resolve, reject });
        dispatch();
      });
    },
    async close() {
      fail(new Error('the worker pool was closed'));
      await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
    },
  };
}
