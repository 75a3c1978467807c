/**
 * The adapter around @readme/openapi-parser: with its worker (validate-worker.mjs), the
 * only code that imports it. Local files only: no `$ref` to other files or URLs is
 * followed.
 */
import { dereference, parse } from '@readme/openapi-parser';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { engineRoot } from '../util/engine-root.js';
import { validateInProcess, type ValidationOutcome } from './validate-worker.mjs';

export type { ValidationOutcome };

const OPTIONS = { resolve: { external: false } } as const;

/** Reads and parses a YAML or JSON document (js-yaml, core schema); no `$ref` is resolved. */
export async function parseFile(file: string): Promise<Record<string, unknown>> {
  return (await parse(file, OPTIONS as never)) as unknown as Record<string, unknown>;
}

/**
 * Replaces every `$ref` with the object it points to, in place (the caller hands the
 * document over). Circular references become real cycles between objects, never
 * infinite copies, so consumers must track what they have visited; a schema referenced
 * twice is the same object both times.
 */
export async function dereferenceDocument<T extends object>(document: T): Promise<T> {
  return (await dereference(document as never, { ...OPTIONS, dereference: { circular: true } })) as T;
}

/** Validates documents against the OpenAPI schemas and rules; see `validate-worker.mjs`. */
export interface Validator {
  validate(file: string): Promise<ValidationOutcome>;
  close(): Promise<void>;
}

/**
 * Validation is the most expensive step (the parser compiles the OpenAPI JSON Schema
 * with ajv for every document), and nothing else needs its result until the end: it runs
 * on a worker thread, beside the main thread's parsing, normalising and markdown.
 */
export function createValidator(): Validator {
  let worker: Worker;
  try {
    worker = new Worker(path.join(engineRoot(), 'src/openapi/validate-worker.mjs'), { workerData: { docgenValidator: true } });
  } catch {
    return { validate: validateInProcess, close: async () => undefined };
  }
  const pending = new Map<number, { resolve: (outcome: ValidationOutcome) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on('message', (message: { id: number; outcome?: ValidationOutcome; error?: string }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.outcome) waiting?.resolve(message.outcome);
    else waiting?.reject(new Error(message.error ?? 'validation failed'));
  });
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the validation worker stopped')));
  return {
    validate(file) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, file });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
