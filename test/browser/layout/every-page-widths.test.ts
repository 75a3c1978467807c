/**
 * Every page of the portal at a phone, a tablet, a laptop and a wide screen, in Chromium:
 * no sideways scrolling of the document, no text cut off by an element that clips, and no
 * fixed or sticky element (help button, back-to-top...) over the main content's text at
 * any scroll position (test/helpers/layout-audit.ts). After a cookie choice, so the banner
 * is closed (its own size is checked in phone-chrome.test.ts). One browser tab visits
 * each page once and is resized to each width. A failure lists page, width and element.
 */
import { expect, it } from 'vitest';
import { useBuiltSite } from '../../helpers/built-site.js';
import { repoRoot } from '../../helpers/build-fixture.js';
import { layoutProblems } from '../../helpers/layout-audit.js';
import { openPage, waitForIslands } from '../../helpers/widget-pages.js';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
];

const portal = useBuiltSite(repoRoot, {
  countryLookup: 'https://ipapi.co/json/',
  countryAnswer: (country) => ({ ip: '203.0.113.9', country }),
  tagManager: /^https:\/\/www\.googletagmanager\.com\//,
});

it('every page fits 390, 768, 1280 and 1920 px: no sideways scrolling, no text cut off or covered', async () => {
  // The 404 page is 404.html, not a folder's index.html: ask for a page that does not exist.
  const routes = [...portal.pages().sort(), '/no-such-page'];
  expect(routes.length).toBeGreaterThan(80);
  const page = await openPage(portal.session, portal.site.url, '/robots.txt', { viewport: WIDTHS[0], wait: false });
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    // Widths up, then down on the next page: a page loads at the width the last one ended at.
    const widths = index % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
    await page.goto(`${portal.site.url}${route}`);
    await waitForIslands(page);
    for (const [step, viewport] of widths.entries()) {
      if (step > 0) await page.setViewportSize(viewport);
      failures.push(...(await layoutProblems(page)).map((problem) => `${route} at ${viewport.width}px: ${problem}`));
    }
  }
  expect(failures).toEqual([]);
}, 900_000); // a budget for two busy cores, not a timing
