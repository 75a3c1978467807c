/**
 * Every page of the portal in Chromium, each loaded once (test/helpers/axe-sweep.ts), on a
 * first visit (nothing stored, cookie banner open), half loaded at 1280 px and half at 390 px:
 *
 * - it answers 200 (the 404 page 404), every island hydrates (those waiting to be seen
 *   included) and the console has no error or warning;
 * - zero axe-core violations (WCAG 2.0, 2.1 and 2.2 A and AA, and best practices) at
 *   1280 and 390 px, in light and dark mode (the portal turns its colour switch off, but
 *   its dark colours are checked all the same);
 * - after the reader's cookie choice, at a phone, a tablet, a laptop and a wide screen: no
 *   sideways scrolling of the document, no text cut off by an element that clips, and no
 *   fixed or sticky element (help button, back-to-top...) over the main content's text at
 *   any scroll position (test/helpers/layout-audit.ts; the banner's own size is checked in
 *   phone-chrome.test.ts);
 * - nothing reaches a third party: nothing loads before consent, and "Necessary only"
 *   allows none.
 *
 * A failure lists each check, page, width, mode and element.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from '../helpers/browser.js';
import { NOT_FOUND, sweepPagesOf, sweepSite, type SweepProblems } from '../helpers/axe-sweep.js';
import { buildToTemp, repoRoot } from '../helpers/build-fixture.js';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
];

let session: BrowserSession;
let outDir: string;
/** The portal on one port per tab of the sweep: each tab's cookie choice stays its own. */
let sites: Awaited<ReturnType<typeof serveFolder>>[] = [];
const TABS = 3;
// The 404 page is 404.html, not a folder's index.html: ask for a page that does not exist.
let routes: string[] = [];
/** One sweep for the file (each page loaded once); each test asserts one check of it. */
let problems: SweepProblems;

beforeAll(async () => {
  ({ outDir } = await buildToTemp(repoRoot));
  sites = await Promise.all(Array.from({ length: TABS }, () => serveFolder(outDir)));
  session = await launchBrowser();
  routes = [...sweepPagesOf(outDir), NOT_FOUND];
  problems = await sweepSite(
    session,
    sites.map((site) => site.url),
    outDir,
    ['light', 'dark'],
    {
      concurrency: TABS,
      routes,
      hydration: true,
      layoutWidths: WIDTHS,
      expectedProblems: (route) => (route === NOT_FOUND ? [/status of 404/] : []),
    },
  );
}, 1_800_000); // every page of the portal: a budget for two busy cores, not a timing
afterAll(async () => {
  await session?.close();
  await Promise.all(sites.map((site) => site.close()));
});

it('every page answers (the 404 page 404) and hydrates every island without a console error or warning', () => {
  expect(routes.length).toBeGreaterThan(80);
  expect(problems.hydration).toEqual([]);
});

it('every page has no axe violation at 1280 and 390 px, light and dark, with the cookie banner open', () => {
  expect(problems.axe).toEqual([]);
});

it('every page fits 390, 768, 1280 and 1920 px after a cookie choice: no sideways scrolling, no text cut off or covered', () => {
  expect(problems.layout).toEqual([]);
});

it('reaches no third party: nothing before consent, and nothing after "Necessary only"', () => {
  expect(session.thirdPartyRequests).toEqual([]);
});
