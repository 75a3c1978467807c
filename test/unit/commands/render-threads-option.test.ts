import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRenderThreads, hasLargeSpecs, LARGE_SPEC_BYTES } from '../../../src/commands/render-threads-option.js';
import { tempDir } from '../../helpers/temp.js';

describe('hasLargeSpecs', () => {
  it("sums the sizes of the site's API documents on disk, against the threshold for early render threads", () => {
    const root = tempDir({ 'specs/a.json': '{}' });
    writeFileSync(path.join(root, 'specs/big.json'), 'x'.repeat(LARGE_SPEC_BYTES - 1));
    const services = (...specs: string[]) => ({ root, api: { services: specs.map((spec) => ({ spec })) } }) as never;
    expect(hasLargeSpecs(services('specs/big.json'))).toBe(false);
    expect(hasLargeSpecs(services('specs/big.json', 'specs/a.json'))).toBe(true);
    // A missing document is not counted (the API stage reports it).
    expect(hasLargeSpecs(services('specs/missing.json'))).toBe(false);
  });

  it('offers render threads to a build with an API reference only, never to serve --watch', () => {
    const root = tempDir({ 'specs/a.json': '{}' });
    writeFileSync(path.join(root, 'specs/big.json'), 'x'.repeat(LARGE_SPEC_BYTES));
    const site = (...specs: string[]) => ({ root, api: { services: specs.map((spec) => ({ spec })) } }) as never;
    expect(cliRenderThreads(site(), { watch: false })).toBeUndefined();
    expect(cliRenderThreads(site('specs/big.json'), { watch: true })).toBeUndefined();
    expect(cliRenderThreads(site('specs/a.json'), { watch: false, mockServed: true })).toMatchObject({
      sources: { api: { mockServed: true } },
      likelyLarge: false,
    });
    expect(cliRenderThreads(site('specs/big.json'), { watch: false })?.likelyLarge).toBe(true);
  });
});
