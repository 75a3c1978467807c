/**
 * Zero axe-core violations (WCAG 2.0, 2.1 and 2.2 A and AA, and best practices) on every
 * page of the fixture sites, at 1280 and 390 px, in light and dark mode, on a first visit
 * (cookie banner open). A failure lists each rule, page and element.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../../helpers/browser.js';
import { violationsOfSite } from '../../helpers/axe-sweep.js';
import { fixtureSite } from '../../helpers/build-fixture.js';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('every page of the fixture sites', () => {
  // reader-chrome: French and Arabic chrome in a yellow brand colour, with the helpful question.
  // openapi-docs: API pages at the plugin's URLs in a docs sidebar, and a schema inside an MDX page.
  // openapi32: an OpenAPI 3.2 reference (nested tags and their cards, QUERY and COPY badges, streams by their items).
  // src-pages: a Docusaurus site's own React pages (a hero with its CSS module, SVG features) and markdown pages (an admonition, a code block, tabs, a TOC), in two locales.
  const sites = [
    'basic',
    'api',
    'widgets',
    'versions-locales',
    'docusaurus',
    'docusaurus-v3',
    'builtins',
    'reader-chrome',
    'openapi-docs',
    'openapi32',
    'src-pages',
  ];
  for (const name of sites)
    it(`the ${name} site, light and dark`, async () => {
      expect(await violationsOfSite(session, fixtureSite(name), ['light', 'dark'])).toEqual([]);
    }, 900_000);
});
