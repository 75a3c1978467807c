/**
 * The portal's longest operation page, create-digital-twin, in Chromium: two panes from
 * 1200 px (the reference on the left, a sticky pane with samples, examples and Try it on
 * the right, scrolling within itself), one column below, error responses folded until a
 * link opens them, and the page's height and where Try it is. Layout assertions only.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBuiltSite } from '../../helpers/built-site.js';
import { repoRoot } from '../../helpers/build-fixture.js';

const ROUTE = '/api/gemini-service/create-digital-twin';

const portal = useBuiltSite(repoRoot, {
  countryLookup: 'https://ipapi.co/json/',
  countryAnswer: (country) => ({ ip: '203.0.113.9', country }),
  tagManager: /^https:\/\/www\.googletagmanager\.com\//,
});

/** Document coordinates (scroll 0) of the panes and of what the reader looks for. */
async function measure(page: Page) {
  return page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left, right: rect.right };
    };
    return {
      height: document.documentElement.scrollHeight,
      main: box('.api-pane-main'),
      side: box('.api-pane-side'),
      responses: box('#responses'),
      tryIt: box('#try-it'),
      tocShown: getComputedStyle(document.querySelector('.toc')!).display !== 'none',
    };
  });
}

describe('the operation page at 1280 px', () => {
  it('is under 8,000 px tall, with samples, examples and Try it in a pane beside the reference', async () => {
    const page = await portal.open(ROUTE, { viewport: { width: 1280, height: 900 } });
    const layout = await measure(page);
    console.log(`${ROUTE} at 1280 px: ${layout.height} px tall; Try it ${Math.round(layout.tryIt.top)} px down the side pane's scroll`);
    expect(layout.height).toBeLessThan(8000);
    expect(layout.side.left).toBeGreaterThanOrEqual(layout.main.right);
    expect(Math.abs(layout.side.top - layout.main.top)).toBeLessThan(2);
    expect(layout.tryIt.left).toBeGreaterThanOrEqual(layout.side.left);
    // Three columns do not fit next to the sidebar: the page's table of contents gives way.
    expect(layout.tocShown).toBe(false);
  });

  it('keeps the side pane on screen while the reference scrolls, and brings Try it into view before the schemas end', async () => {
    const page = await portal.open(ROUTE, { viewport: { width: 1280, height: 900 } });
    const { responses } = await measure(page);
    // The side pane is taller than the screen: it scrolls within itself.
    expect(await page.locator('.api-pane-side').evaluate((pane) => pane.scrollHeight > pane.clientHeight)).toBe(true);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), responses.top);
    const side = await page.locator('.api-pane-side').boundingBox();
    expect(side!.y).toBeGreaterThanOrEqual(0);
    expect(side!.y + side!.height).toBeLessThanOrEqual(900);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.click('.api-try-it-link');
    const sendPanel = page.locator('.send-panel');
    await expect.poll(() => sendPanel.evaluate((form) => form.getBoundingClientRect().top < innerHeight)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeLessThan(responses.top);
    // Nearing the screen, it hydrates (it is not part of the first load).
    await page.waitForFunction(
      () => document.querySelector('docgen-island[data-widget="send-panel"]')?.getAttribute('data-hydrated') === 'true',
    );
  });

  it('folds the error responses, and a link to one opens it', async () => {
    const page = await portal.open(ROUTE, { viewport: { width: 1280, height: 900 } });
    const isOpen = (status: string) =>
      page.locator(`.api-response:has(#response-${status}) > details`).evaluate((details) => (details as HTMLDetailsElement).open);
    expect(await isOpen('201')).toBe(true);
    expect(await isOpen('409')).toBe(false);
    expect(await page.locator('#response-409').isVisible()).toBe(true);
    await page.evaluate(() => {
      location.hash = 'response-409';
    });
    await expect.poll(() => isOpen('409')).toBe(true);
    expect(await isOpen('400')).toBe(false);
  });
});

describe('the operation page below 1200 px', () => {
  it('is one column: the side pane follows the reference, full width', async () => {
    const page = await portal.open(ROUTE, { viewport: { width: 1199, height: 900 } });
    const layout = await measure(page);
    expect(layout.side.top).toBeGreaterThanOrEqual(layout.main.bottom);
    expect(Math.abs(layout.side.left - layout.main.left)).toBeLessThan(2);
    expect(await page.locator('.api-pane-side').evaluate((pane) => getComputedStyle(pane).position)).toBe('static');
  });
});

describe('the operation page at 1920 px', () => {
  it('has room for the table of contents beside both panes', async () => {
    const page = await portal.open(ROUTE, { viewport: { width: 1920, height: 1080 } });
    const layout = await measure(page);
    expect(layout.tocShown).toBe(true);
    expect(layout.side.left).toBeGreaterThanOrEqual(layout.main.right);
  });
});
