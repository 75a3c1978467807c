/**
 * Zero axe-core violations (WCAG 2.0, 2.1 and 2.2 A and AA, and best practices) on every
 * page of the portal and of the fixture sites, at 1280 and 390 px, in every colour mode
 * the site can show. A failure lists each rule, page and element.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from '../../helpers/browser.js';
import { sweepSite, type ColorMode } from '../../helpers/axe-sweep.js';
import { buildToTemp, fixtureSite, repoRoot } from '../../helpers/build-fixture.js';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** Builds a site, serves it and sweeps it; the server is closed whatever happens. */
async function violationsOf(root: string, modes: ColorMode[]): Promise<string[]> {
  const { outDir } = await buildToTemp(root);
  const site = await serveFolder(outDir);
  try {
    return await sweepSite(session, site.url, outDir, modes);
  } finally {
    await site.close();
  }
}

describe('accessibility of every page', () => {
  // The portal turns the colour switch off: it is only ever light.
  it('the portal', async () => {
    expect(await violationsOf(repoRoot, ['light'])).toEqual([]);
  }, 600_000);

  for (const name of ['basic', 'api', 'widgets'])
    it(`the ${name} fixture site, light and dark`, async () => {
      expect(await violationsOf(fixtureSite(name), ['light', 'dark'])).toEqual([]);
    }, 300_000);
});
