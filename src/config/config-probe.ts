import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { errors } from '../errors/catalogue.js';

/** Bundles already seen to finish in this process: each is proven once (render threads, rebuilds). */
const proven = new Set<string>();

/** Heap a configuration may use while it is proven (a real one uses a few megabytes). */
const PROBE_HEAP_MB = 512;

/**
 * Proves, on a worker thread, that the configuration's module finishes running within
 * `timeoutMs`. A timer on the main thread cannot stop a synchronous endless loop (it
 * never gets to run); a worker can be terminated. The main thread imports the module
 * only once it is proven: a module that throws is left for that import to report.
 * The worker's output is dropped, so that what the configuration prints is printed once.
 */
export async function proveConfigFinishes(url: string, file: string, timeoutMs: number): Promise<void> {
  const key = createHash('sha256').update(url).digest('hex');
  if (proven.has(key)) return;
  const worker = new Worker(
    `import(${JSON.stringify(url)}).then(() => 'done', () => 'failed').then((outcome) => require('node:worker_threads').parentPort.postMessage(outcome));`,
    { eval: true, stdout: true, stderr: true, resourceLimits: { maxOldGenerationSizeMb: PROBE_HEAP_MB } },
  );
  worker.stdout.resume();
  worker.stderr.resume();
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(errors.configTimedOut({ file }, file, timeoutMs)), timeoutMs);
      worker.once('message', () => resolve());
      worker.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          reject(
            errors.configLoadFailed(
              { file, cause: new Error(`running it took more than ${PROBE_HEAP_MB} MB of memory (a loop that keeps allocating?)`) },
              file,
            ),
          );
        else resolve();
      });
      worker.once('exit', () => resolve());
    });
    proven.add(key);
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
