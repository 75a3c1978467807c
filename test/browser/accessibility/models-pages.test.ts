/**
 * Zero axe-core violations on the pages of test/fixtures/openapi/models-keywords.yaml: the
 * models index, each model page (schema trees with every keyword, nested models as
 * links, the example, "Used by") and the operation pages that link them, at 1280 and
 * 390 px, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../../helpers/browser.js';
import { violationsOfSite } from '../../helpers/axe-sweep.js';
import { modelsSite } from '../../helpers/models-site.js';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('the models pages', () => {
  it('have no axe violation, light and dark', async () => {
    expect(await violationsOfSite(session, modelsSite(), ['light', 'dark'])).toEqual([]);
  }, 300_000);
});
