/**
 * Versions and locales in real Chromium, on the versions-locales fixture (2.x and 1.x,
 * English and Arabic): the switchers go to the same page (keeping query and hash), the
 * page's language and direction follow, banners link to the latest version, and search
 * finds the pages of the version and locale being read.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../../helpers/build-fixture.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { waitForIslands } from '../../helpers/widget-pages.js';

const site = useBuiltSite(fixtureSite('versions-locales'), {
  countryLookup: 'https://country.invalid/json',
  countryAnswer: () => ({}),
  tagManager: /googletagmanager/,
});

const menu = (page: Page, className: string) => page.locator(`.navbar-dropdown${className}`).first();
const htmlAttributes = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('the locale switcher', () => {
  it('opens the same page in Arabic, keeping query and hash, and the page turns right to left', async () => {
    const page = await site.open('/guide/intro?from=test#concepts');
    await waitForIslands(page);
    const locales = menu(page, '.navbar-locale');
    await locales.locator('summary').click();
    await locales.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(/\/ar\/guide\/intro\?from=test#concepts$/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'مقدمة');
    expect(await htmlAttributes(page)).toEqual(['ar', 'rtl']);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe('https://docs.orbit.test/guide/intro');
  });

  it('is reachable by keyboard, and an untranslated page says so with its content marked English', async () => {
    const page = await site.open('/guide/setup');
    await waitForIslands(page);
    const summary = menu(page, '.navbar-locale').locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const arabic = menu(page, '.navbar-locale').getByRole('link', { name: 'العربية' });
    await arabic.waitFor({ state: 'visible' });
    await arabic.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ar\/guide\/setup$/);
    const notice = page.locator('.page-notice-untranslated');
    await notice.waitFor();
    expect(await htmlAttributes(page)).toEqual(['ar', 'rtl']);
    expect(await page.locator('#main-content div[lang="en"] h1').textContent()).toBe('Setup');
  });
});

describe('a right-to-left locale', () => {
  it('mirrors the layout: sidebar on the right, table of contents on the left, code left to right', async () => {
    const box = (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().toJSON());
    const arabic = await site.open('/ar/guide/intro');
    const [sidebar, main, toc] = await Promise.all(['.sidebar', '#main-content', '.toc'].map((selector) => box(arabic, selector)));
    expect(sidebar.left).toBeGreaterThanOrEqual(main.right - 1);
    expect(toc.right).toBeLessThanOrEqual(sidebar.left);
    // The English page, as the control: the other way round.
    const english = await site.open('/guide/intro');
    const [enSidebar, enMain] = await Promise.all(['.sidebar', '#main-content'].map((selector) => box(english, selector)));
    expect(enSidebar.right).toBeLessThanOrEqual(enMain.left + 1);
  });
});

describe('the version switcher', () => {
  it('opens the same page in 1.x, where a banner links back to the latest version of it', async () => {
    const page = await site.open('/guide/intro');
    await waitForIslands(page);
    const versions = menu(page, ':not(.navbar-locale)');
    expect(await versions.locator('summary').textContent()).toContain('2.x');
    await versions.locator('summary').click();
    await versions.getByRole('link', { name: '1.x' }).click();
    await page.waitForURL(/\/1\.x\/guide\/intro$/);
    const banner = page.locator('.page-notice-version-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('no longer actively maintained');
    await banner.getByRole('link').click();
    await page.waitForURL(/\/guide\/intro$/);
    await page.waitForFunction(() => !document.querySelector('.page-notice-version-banner'));
  });

  it('lands on the version’s first page when the page does not exist there', async () => {
    const page = await site.open('/guide/constellations');
    await waitForIslands(page);
    const versions = menu(page, ':not(.navbar-locale)');
    await versions.locator('summary').click();
    await versions.getByRole('link', { name: '1.x' }).click();
    await page.waitForURL(/\/1\.x$/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Orbit documentation');
  });
});

describe('search in a version and locale', () => {
  const search = async (page: Page, query: string) => {
    const input = page.locator('.navbar-search input');
    await input.focus();
    await input.fill(query);
    return page.locator('.navbar-search [role="status"]');
  };

  it('finds 1.x’s own pages on a 1.x page, and not on a 2.x page', async () => {
    const older = await site.open('/1.x/guide/intro');
    await waitForIslands(older);
    await search(older, 'polling');
    const result = older.getByRole('option').first();
    await result.waitFor();
    expect(await result.textContent()).toContain('Polling for positions');
    await older.locator('.navbar-search input').press('Enter');
    await older.waitForURL(/\/1\.x\/guide\/polling$/);

    const current = await site.open('/guide/intro');
    await waitForIslands(current);
    const status = await search(current, 'polling');
    await expect.poll(() => status.textContent()).toMatch(/^No results/);
  });

  it('finds Arabic pages in the Arabic index', async () => {
    const page = await site.open('/ar/guide/setup');
    await waitForIslands(page);
    await search(page, 'مقدمة');
    const result = page.getByRole('option').first();
    await result.waitFor();
    await page.locator('.navbar-search input').press('Enter');
    await page.waitForURL(/\/ar\/guide\/intro$/);
  });
});
