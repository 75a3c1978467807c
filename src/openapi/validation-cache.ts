import type { CacheStore } from '../cache/cache-store.js';
import { engineFingerprint, fileFingerprint, hashOf } from '../cache/cache-keys.js';
import type { DocumentReader, ValidationOutcome } from './parser.js';

/**
 * A document reader that takes a document's validation (the slowest step of loading it)
 * from the build cache when the file is unchanged, and stores each new verdict. The
 * validator reads only the one file (no `$ref` to other files), so its content and the
 * engine are the whole key. The document itself is still parsed: the model needs it.
 */
export function withValidationCache(reader: DocumentReader, store: CacheStore | undefined, engine = engineFingerprint()): DocumentReader {
  if (!store) return reader;
  return {
    read(file) {
      const key = hashOf('openapi-validation', engine, file, fileFingerprint(file));
      const cached = store.get(key) as ValidationOutcome | undefined;
      const job = reader.read(file, cached && Array.isArray(cached.problems) ? cached : undefined);
      // An invalid document's verdict carries a copy of the whole document: not worth storing.
      if (!cached) job.validation.then((outcome) => outcome.validated || store.set(key, outcome)).catch(() => undefined);
      return job;
    },
    close: () => reader.close(),
  };
}
