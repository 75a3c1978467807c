import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };

describe('the llms key of the configuration', () => {
  it('turns the pages for AI readers on, with the full text, by default', () => {
    expect(validateConfig(minimal, context).llms).toEqual({ enabled: true, fullText: true, pageMenu: true });
  });

  it('takes true for all on, false for all off, or an object for each part', () => {
    expect(validateConfig({ ...minimal, llms: false }, context).llms).toEqual({ enabled: false, fullText: false, pageMenu: false });
    expect(validateConfig({ ...minimal, llms: true }, context).llms).toEqual({ enabled: true, fullText: true, pageMenu: true });
    expect(validateConfig({ ...minimal, llms: { fullText: false } }, context).llms).toEqual({
      enabled: true,
      fullText: false,
      pageMenu: true,
    });
    expect(validateConfig({ ...minimal, llms: { enabled: false } }, context).llms).toEqual({
      enabled: false,
      fullText: true,
      pageMenu: true,
    });
  });

  it('keeps the files and leaves out the page menu with pageMenu: false', () => {
    expect(validateConfig({ ...minimal, llms: { pageMenu: false } }, context).llms).toEqual({
      enabled: true,
      fullText: true,
      pageMenu: false,
    });
  });

  it('refuses other values, unknown fields and wrong types, naming the field', () => {
    for (const llms of ['yes', { enabled: 'yes' }, { full: true }, { pageMenu: 'no' }]) {
      const error = docgenErrorOf(() => validateConfig({ ...minimal, llms }, context));
      expect(error.message, JSON.stringify(llms)).toMatch(
        /llms(\.full)?: (expected true, false, or \{ enabled\?: boolean, fullText\?: boolean, pageMenu\?: boolean \}|unknown key)/,
      );
    }
  });
});
