import { describe, expect, it } from 'vitest';
import { baseUrlProblem, withBaseUrl } from '../../../src/config/base-url.js';
import { loadConfig } from '../../../src/config/load.js';
import { fixtureSite } from '../../helpers/paths.js';
import { docgenErrorOf } from '../../helpers/temp.js';

describe('withBaseUrl (--base-url)', () => {
  it('returns a new frozen config with the base URL, leaving the loaded one as it was', async () => {
    const loaded = await loadConfig(fixtureSite('basic'));
    const preview = withBaseUrl(loaded, '/preview/pr-42/');
    expect(preview.baseUrl).toBe('/preview/pr-42/');
    expect(preview.title).toBe(loaded.title);
    expect(loaded.baseUrl).toBe('/');
    expect(Object.isFrozen(preview)).toBe(true);
    expect(withBaseUrl(loaded, undefined)).toBe(loaded);
  });

  it('refuses a value the config could not have, as DG150 naming the option', async () => {
    const loaded = await loadConfig(fixtureSite('basic'));
    for (const value of ['preview/', '/preview', '', 'https://x.test/']) {
      const error = docgenErrorOf(() => withBaseUrl(loaded, value));
      expect(error.code, value).toBe('DG150');
      expect(error.message).toContain(`--base-url ${JSON.stringify(value)}`);
      expect(error.message).toContain('starts and ends with "/"');
    }
    expect(baseUrlProblem('/')).toBeUndefined();
    expect(baseUrlProblem('/a/b/')).toBeUndefined();
  });
});
