/**
 * The site's own components in Chromium (fixture test/fixtures/sites/components): each
 * interactive use hydrates on its trigger (client:load, client:idle, client:visible) and
 * then responds to a click or a key; an interactive container keeps its markdown children;
 * static uses load no component script; the footer and admonition overrides render.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { buildToTemp, fixtureSite } from '../../helpers/build-fixture.js';
import { launchBrowser, serveFolder, type BrowserSession } from '../../helpers/browser.js';
import { closePages, DESKTOP, openPage, unexpectedProblems } from '../../helpers/widget-pages.js';

const counter = (page: Page, label: string) => page.locator(`button.counter[data-label="${label}"]`);
const islandOf = (label: string) => `docgen-island:has(button.counter[data-label="${label}"])`;

/** Waits until the island around a counter has hydrated. */
async function hydrated(page: Page, label: string): Promise<void> {
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-hydrated') === 'true', islandOf(label));
}

describe("the site's components in the browser", () => {
  let session: BrowserSession;
  let site: Awaited<ReturnType<typeof serveFolder>>;
  beforeAll(async () => {
    const { outDir } = await buildToTemp(fixtureSite('components'));
    site = await serveFolder(outDir);
    session = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });
  afterEach(async () => {
    await closePages(session);
  });

  it('hydrates the client:load counter at once; it then counts on a click and on Enter', async () => {
    const page = await openPage(session, site.url, '/guide/interactive');
    await hydrated(page, 'Loaded');
    await counter(page, 'Loaded').click();
    await expect.poll(() => counter(page, 'Loaded').textContent()).toBe('Loaded: 3');
    await counter(page, 'Loaded').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counter(page, 'Loaded').textContent()).toBe('Loaded: 4');
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('hydrates a client:load counter placed in an MDX page; it then counts', async () => {
    const page = await openPage(session, site.url, '/guide/mdx-islands');
    await hydrated(page, 'MDX');
    await counter(page, 'MDX').click();
    await expect.poll(() => counter(page, 'MDX').textContent()).toBe('MDX: 11');
  });

  it('hydrates the islands of a page reached by client-side navigation from a page without any', async () => {
    const page = await openPage(session, site.url, '/');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('.callout-body a', { hasText: 'a link' }).click();
    await page.waitForURL(`${site.url}/guide/interactive`);
    // Same window: the router swapped the page in, no full load.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await hydrated(page, 'Loaded');
    await counter(page, 'Loaded').click();
    await expect.poll(() => counter(page, 'Loaded').textContent()).toBe('Loaded: 3');
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('hydrates the client:idle counter once the browser is idle; it then counts', async () => {
    const page = await openPage(session, site.url, '/guide/interactive');
    await hydrated(page, 'Idle');
    await counter(page, 'Idle').click();
    await expect.poll(() => counter(page, 'Idle').textContent()).toBe('Idle: 6');
  });

  it('hydrates the client:visible counter only when it scrolls into view; it then counts', async () => {
    const page = await openPage(session, site.url, '/guide/interactive');
    // Far below the fold: the load and idle islands are done, this one still waits.
    expect(await page.locator(islandOf('Visible')).getAttribute('data-hydrated')).toBeNull();
    await counter(page, 'Visible').scrollIntoViewIfNeeded();
    await hydrated(page, 'Visible');
    await counter(page, 'Visible').click();
    await expect.poll(() => counter(page, 'Visible').textContent()).toBe('Visible: 8');
  });

  it('keeps an interactive container’s markdown children through hydration, and its toggle works', async () => {
    const page = await openPage(session, site.url, '/guide/interactive');
    const callout = page.locator('docgen-island[data-widget="callout"]');
    await page.waitForFunction(
      () => document.querySelector('docgen-island[data-widget="callout"]')?.getAttribute('data-hydrated') === 'true',
    );
    const body = callout.locator('.callout-body');
    await expect.poll(() => body.locator('strong').textContent()).toBe('markdown');
    await callout.locator('button.callout-toggle').click();
    await expect.poll(() => callout.locator('button.callout-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await body.isVisible()).toBe(false);
    await callout.locator('button.callout-toggle').click();
    expect(await body.locator('p').textContent()).toBe('An interactive container keeps its markdown children.');
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('loads no component script on a page that uses components statically, and shows the overrides', async () => {
    const page = await openPage(session, site.url, '/', { viewport: DESKTOP });
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.filter((url) => /\/assets\/(counter|callout|greeting|price-chart)-/.test(url))).toEqual([]);
    expect(await page.locator('p.greeting').textContent()).toBe('Hello, ADA!');
    expect(await page.locator('.site-footer-note').isVisible()).toBe(true);
    expect(await page.locator('footer.footer').isVisible()).toBe(true);
    expect(await page.locator('.site-admonition-note .site-admonition-title').textContent()).toBe('Note');
  });

  it('has no accessibility violations on the interactive page', async () => {
    const page = await openPage(session, site.url, '/guide/interactive');
    expect(describeViolations('/guide/interactive', await axeViolations(page))).toEqual([]);
  });
});
