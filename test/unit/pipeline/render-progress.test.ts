import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { buildSite } from '../../../src/pipeline/build-site.js';
import { fixtureSite } from '../../helpers/paths.js';

describe('buildSite onProgress', () => {
  it('is called once per rendered page, counting up to the number of pages', async () => {
    const calls: [number, number][] = [];
    const config = await loadConfig(fixtureSite('basic'));
    const result = await buildSite(config, { onProgress: (done, total) => calls.push([done, total]) });
    expect(result.pages).toBe(7);
    expect(calls).toEqual(Array.from({ length: 7 }, (_, index) => [index + 1, 7]));
  });
});
