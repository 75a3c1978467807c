/**
 * Client-side navigation between pages, in real Chromium, on the fixture site that uses every widget
 * (test/fixtures/sites/widgets). One build, one server and one browser for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROGRESS_DELAY_MS } from '../../../widgets/runtime/progress.js';
import { settle, unexpectedProblems, waitForIslands } from '../../helpers/widget-pages.js';
import { useWidgetsSite } from '../../helpers/widgets-site.js';

const widgets = useWidgetsSite();

describe('client-side navigation', () => {
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  it('swaps the page without a reload, updates the head, scrolls and goes back', async () => {
    const page = await widgets.open('/guide/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.locator('.sidebar-link', { hasText: 'Usage' }).click();
    await page.waitForURL(/\/guide\/usage$/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    expect(await marker(page)).toBe(42);
    expect(await page.title()).toBe('Usage | Widget Docs');
    // Screen readers hear the new page's title, as they would on a full load.
    await expect.poll(() => page.locator('#docgen-route-announcer[role="status"]').textContent()).toBe('Usage | Widget Docs');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Using the widgets.');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://widgets.docgen.test/guide/usage');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('.sidebar-link.active').textContent()).toBe('Usage');
    await waitForIslands(page);
    // A link to a heading on another page scrolls to it.
    await page.locator('.markdown a', { hasText: 'introduction' }).click();
    await page.waitForURL(/\/guide\/intro#section-2$/);
    await page.waitForFunction(() => Math.abs(document.getElementById('section-2')!.getBoundingClientRect().top) < 150);
    // Back restores the previous page.
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    expect(await marker(page)).toBe(42);
    await waitForIslands(page);
    expect(await page.locator('#docgen-route-announcer').count()).toBe(1);
    expect(unexpectedProblems(widgets.session)).toEqual([]);
  });

  it('prefetches on hover, but not on a data-saving connection', async () => {
    const page = await widgets.open('/guide/intro');
    const fetched: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && fetched.push(new URL(request.url()).pathname));
    await page.locator('.sidebar-link', { hasText: 'Usage' }).hover();
    await expect.poll(() => fetched).toContain('/guide/usage');
    await page.close();
    const saving = await widgets.session.newPage();
    await saving.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await saving.goto(`${widgets.site.url}/guide/intro`);
    await waitForIslands(saving);
    const savingFetched: string[] = [];
    saving.on('request', (request) => request.resourceType() === 'fetch' && savingFetched.push(new URL(request.url()).pathname));
    await saving.locator('.sidebar-link', { hasText: 'Usage' }).hover();
    await settle(saving);
    expect(savingFetched.filter((pathname) => pathname !== '/robots.txt')).toEqual([]);
  });

  it('shows a progress bar and a spinner after 200 ms, then the page', async () => {
    const page = await widgets.open('/guide/intro');
    // The page's clock is ours: paused, time moves only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const requested = new Promise<void>((resolve) => (started = resolve));
    await page.route(`${widgets.site.url}/guide/usage`, async (route) => {
      started();
      await held;
      await route.continue();
    });
    await page.locator('.sidebar-link', { hasText: 'Usage' }).click();
    await requested;
    await page.clock.runFor(PROGRESS_DELAY_MS - 1);
    expect(await page.locator('#nprogress').count()).toBe(0);
    expect(await page.locator('.route-spinner').count()).toBe(0);
    await page.clock.runFor(1);
    await page.locator('.route-spinner').waitFor();
    await page.locator('#nprogress .bar').waitFor();
    await page.clock.resume();
    release();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    await page.waitForFunction(() => !document.querySelector('.route-spinner'));
  });

  it('shows the error with a Retry button when the network fails', async () => {
    const page = await widgets.open('/guide/intro');
    await page.route(`${widgets.site.url}/guide/usage`, (route) => route.abort('internetdisconnected'));
    await page.locator('.sidebar-link', { hasText: 'Usage' }).click();
    const alert = page.locator('.route-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This page could not be loaded');
    await page.unroute(`${widgets.site.url}/guide/usage`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    await page.waitForURL(/\/guide\/usage$/);
  });

  it('loads the whole page when the next page is gone (404)', async () => {
    const page = await widgets.open('/guide/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/guide/removed-page';
      link.textContent = 'gone';
      link.id = 'gone';
      document.querySelector('main')!.prepend(link);
    });
    await page.locator('#gone').click();
    await page.waitForURL(/\/guide\/removed-page$/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    expect(await marker(page)).toBeUndefined();
    expect(widgets.session.consoleProblems.some((problem) => problem.startsWith('warning:') && problem.includes('HTTP 404'))).toBe(true);
  });
});
