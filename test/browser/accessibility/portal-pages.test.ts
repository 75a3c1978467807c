/**
 * Zero axe-core violations (WCAG 2.0, 2.1 and 2.2 A and AA, and best practices) on every
 * page of the portal, at 1280 and 390 px, in light and dark mode, on a first visit (cookie
 * banner open). A failure lists each rule, page and element.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../../helpers/browser.js';
import { violationsOfSite } from '../../helpers/axe-sweep.js';
import { repoRoot } from '../../helpers/build-fixture.js';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

// The portal turns its colour switch off, but its dark colours are checked all the same.
it('every page of the portal, light and dark', async () => {
  expect(await violationsOfSite(session, repoRoot, ['light', 'dark'])).toEqual([]);
}, 1_200_000); // a budget for two busy cores, not a timing
