import { describe, expect, it } from 'vitest';
import { errors } from '../../../src/errors/catalogue.js';
import { errorData } from '../../../src/errors/error-data.js';
import { isDocgenError } from '../../../src/errors/docgen-error.js';

const entries = Object.entries(errorData);

describe('the error catalogue', () => {
  it('gives every entry its own DGnnn code', () => {
    const codes = entries.map(([, entry]) => entry.code);
    expect(codes.every((code) => /^DG\d{3}$/.test(code))).toBe(true);
    const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
    expect(repeated).toEqual([]);
  });

  it('documents every entry: a title, a hint and a paragraph for the reference', () => {
    for (const [name, entry] of entries) {
      expect(entry.title.length, name).toBeGreaterThan(5);
      expect(entry.docs.length, name).toBeGreaterThan(20);
      expect(entry.hint, name).toBeTruthy();
    }
  });

  it('builds errors with the location given where they are thrown, and the details in message and hint', () => {
    const error = errors.defaultLocaleUnknown({ file: '/site/site.config.ts', line: 7 }, 'fr', ['en', 'de']);
    expect(isDocgenError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'DG115', location: { file: '/site/site.config.ts', line: 7 } });
    expect(error.message).toBe('i18n.defaultLocale is "fr", but i18n.locales is ["en", "de"].');
    expect(error.hint).toBe('Set i18n.defaultLocale to one of "en", "de", or add "fr" to i18n.locales.');
    const cause = new Error('EACCES');
    const withCause = errors.outputNotWritable({ file: '/out', cause }, '/out');
    expect(withCause.cause).toBe(cause);
    expect(errors.portInUse(undefined, 3000).location).toBeUndefined();
  });

  it('is not confused with other errors that carry a code', () => {
    expect(isDocgenError(Object.assign(new Error('x'), { code: 'DG001', name: 'DocgenError' }))).toBe(false);
  });
});
