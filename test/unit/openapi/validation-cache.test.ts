import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCacheStore } from '../../../src/cache/cache-store.js';
import type { DocumentReader, ValidationOutcome } from '../../../src/openapi/parser.js';
import { withValidationCache } from '../../../src/openapi/validation-cache.js';
import { tempDir } from '../../helpers/temp.js';

const verdict: ValidationOutcome = { valid: true, problems: [], warnings: ['a warning'] };

/** A reader that records the cached verdict each read was given, and validates to `verdict`. */
function fakeReader() {
  const given: (ValidationOutcome | undefined)[] = [];
  const reader: DocumentReader = {
    read(_file, cached) {
      given.push(cached);
      return { document: Promise.resolve({}), conversion: Promise.resolve(undefined), validation: Promise.resolve(cached ?? verdict) };
    },
    close: async () => undefined,
  };
  return { reader, given };
}

describe('the OpenAPI validation cache', () => {
  it('hands the stored verdict to the reader for an unchanged document, and validates again after an edit or a new engine', async () => {
    const dir = tempDir({ 'specs/pets.yaml': 'openapi: 3.0.3\n' });
    const spec = path.join(dir, 'specs/pets.yaml');
    const { reader, given } = fakeReader();
    // One build: a store of its own, committed once the build succeeded.
    const build = async (engine: string) => {
      const store = createCacheStore(path.join(dir, 'cache'));
      await withValidationCache(reader, store, engine).read(spec).validation;
      store.commit();
    };
    await build('engine 1');
    await build('engine 1');
    expect(given).toEqual([undefined, verdict]);

    await build('engine 2');
    expect(given[2]).toBeUndefined();

    writeFileSync(spec, 'openapi: 3.1.0\n');
    await build('engine 1');
    expect(given[3]).toBeUndefined();
  });

  it('does not store the verdict of an invalid document (it carries a copy of the document)', async () => {
    const dir = tempDir({ 'bad.yaml': 'openapi: 3.0.3\n' });
    const store = createCacheStore(path.join(dir, 'cache'));
    const invalid: ValidationOutcome = { valid: false, problems: ['x'], warnings: [], validated: {} };
    const reader: DocumentReader = {
      read: () => ({ document: Promise.resolve({}), conversion: Promise.resolve(undefined), validation: Promise.resolve(invalid) }),
      close: async () => undefined,
    };
    await withValidationCache(reader, store, 'e').read(path.join(dir, 'bad.yaml')).validation;
    expect(store.counts.writes).toBe(0);
  });
});
