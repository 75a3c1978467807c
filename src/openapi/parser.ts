/**
 * The adapter around @readme/openapi-parser. The parser itself runs on a worker thread
 * (validate-worker.mjs, the only code importing it): it reads each document, hands the
 * parsed data over at once, then validates it while the build goes on, since validation
 * is the most expensive step (ajv compiles the OpenAPI JSON Schema for every document).
 * Local files only: no `$ref` to other files or URLs is followed.
 */
import { Worker } from 'node:worker_threads';
import v8 from 'node:v8';
import { engineFiles } from '../util/engine-root.js';
import { errors } from '../errors/catalogue.js';
import type { ConversionNote, ValidationOutcome, WorkerError, WorkerMessage } from './validate-worker.mjs';

export type { ConversionNote, ValidationOutcome };

/** One document being read: its parsed data, and later its validation. */
export interface DocumentJob {
  document: Promise<Record<string, unknown>>;
  /** Settles with the document: how it was converted (Swagger 2.0), if it was. */
  conversion: Promise<ConversionNote | undefined>;
  validation: Promise<ValidationOutcome>;
}

export interface DocumentReader {
  /** `cached`: the document's validation from the build cache; the worker then only parses it. */
  read(file: string, cached?: ValidationOutcome): DocumentJob;
  /** Stops the worker (pending jobs reject). */
  close(): Promise<void>;
}

function readerOutOfMemory(file: string): Error {
  return errors.readerOutOfMemory({ file }, Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024));
}

/** Errors cross the thread boundary as data; this rebuilds them. */
function toError(error: WorkerError): Error {
  const rebuilt = new Error(error.message);
  if (error.name) rebuilt.name = error.name;
  return rebuilt;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  promise.catch(() => undefined); // callers await it; until then, not unhandled
  return { promise, resolve, reject };
}

/** Starts the reader's worker thread (or, where workers are unavailable, reads in-process). */
export function createDocumentReader(): DocumentReader {
  let worker: Worker;
  try {
    worker = new Worker(engineFiles.validateWorker(), { workerData: { docgenValidator: true } });
  } catch {
    return inProcessReader();
  }
  const pending = new Map<
    number,
    {
      file: string;
      document: ReturnType<typeof deferred<Record<string, unknown>>>;
      conversion: ReturnType<typeof deferred<ConversionNote | undefined>>;
      validation: ReturnType<typeof deferred<ValidationOutcome>>;
      cached: boolean;
    }
  >();
  let next = 0;
  worker.on('message', (message: WorkerMessage & { id: number }) => {
    const job = pending.get(message.id);
    if (!job) return;
    if (message.kind === 'document') {
      if (message.error) {
        job.document.reject(toError(message.error));
        job.conversion.resolve(undefined);
        job.validation.reject(toError(message.error));
        pending.delete(message.id);
      } else {
        job.conversion.resolve(message.conversion);
        job.document.resolve(message.document);
        if (job.cached) pending.delete(message.id);
      }
    } else {
      if (message.error) job.validation.reject(toError(message.error));
      else job.validation.resolve(message.outcome);
      pending.delete(message.id);
    }
  });
  const failAll = (error: Error) => {
    for (const job of pending.values()) {
      // V8 stops a worker whose heap is full (the process lives on): say what to raise.
      const failure = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? readerOutOfMemory(job.file) : error;
      job.document.reject(failure);
      job.conversion.resolve(undefined);
      job.validation.reject(failure);
    }
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the OpenAPI worker stopped')));
  return {
    read(file, cached) {
      const id = next++;
      const job = {
        file,
        document: deferred<Record<string, unknown>>(),
        conversion: deferred<ConversionNote | undefined>(),
        validation: deferred<ValidationOutcome>(),
        cached: cached !== undefined,
      };
      if (cached) job.validation.resolve(cached);
      pending.set(id, job);
      worker.postMessage({ id, file, validate: !cached });
      return { document: job.document.promise, conversion: job.conversion.promise, validation: job.validation.promise };
    },
    async close() {
      await worker.terminate();
    },
  };
}

/**
 * Reads on this thread (where workers are unavailable, or on a render thread, which is a
 * worker itself and has nothing else to do meanwhile).
 */
export function inProcessReader(): DocumentReader {
  return {
    read(file, cached) {
      const document = deferred<Record<string, unknown>>();
      const conversion = deferred<ConversionNote | undefined>();
      const validation = deferred<ValidationOutcome>();
      if (cached) validation.resolve(cached);
      void import('./validate-worker.mjs').then(({ readAndValidate }) =>
        readAndValidate(
          file,
          (message) => {
            if (message.kind === 'document') {
              conversion.resolve(message.error ? undefined : message.conversion);
              if (message.error) {
                document.reject(toError(message.error));
                validation.reject(toError(message.error));
              }
              // A copy only when the validator goes on with the document (it may change it).
              else document.resolve(cached ? message.document : structuredClone(message.document));
            } else if (message.error) validation.reject(toError(message.error));
            else validation.resolve(message.outcome);
          },
          !cached,
        ),
      );
      return { document: document.promise, conversion: conversion.promise, validation: validation.promise };
    },
    close: async () => undefined,
  };
}

/**
 * A reader that only parses: for a build thread that loads documents the main thread
 * validates already (their warnings are reported there, once).
 */
export function withoutValidation(reader: DocumentReader): DocumentReader {
  const unchecked: ValidationOutcome = { valid: true, problems: [], warnings: [] };
  return { read: (file) => reader.read(file, unchecked), close: () => reader.close() };
}
