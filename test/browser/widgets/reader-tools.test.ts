/**
 * The tools around reading a page, in real Chromium, on test/fixtures/sites/reader-tools:
 * the dark-mode logo. One build, one server and one browser for the file; no request
 * leaves the machine (the browser resolves no host but the loopback).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureSite } from '../../helpers/build-fixture.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { CONSENT_FUNCTIONAL, visitOrigin } from '../../helpers/widget-pages.js';

const reader = useBuiltSite(fixtureSite('reader-tools'), {
  countryLookup: 'https://geo.docgen.test/json/',
  countryAnswer: (country) => ({ country }),
  tagManager: /^$/,
});

/** The `src` of each image of `selector` that is shown (not `display: none`). */
const shownImages = (page: Page, selector: string) =>
  page.$$eval(selector, (images) =>
    images.filter((image) => getComputedStyle(image).display !== 'none').map((image) => new URL((image as HTMLImageElement).src).pathname),
  );

describe('the logo in dark mode (navbar.logo.srcDark)', () => {
  it('shows the dark logo in dark mode and the light one in light mode, switching without moving anything', async () => {
    const page = await reader.open('/guides/getting-started');
    expect(await shownImages(page, '.navbar-brand img')).toEqual(['/img/logo.svg']);
    expect(await shownImages(page, '.footer img')).toEqual(['/img/logo.svg']);
    const box = () => page.locator('.navbar-brand').boundingBox();
    const before = await box();
    await page.locator('.navbar-items-right .color-mode-toggle').click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    expect(await shownImages(page, '.navbar-brand img')).toEqual(['/img/logo-dark.svg']);
    expect(await shownImages(page, '.footer img')).toEqual(['/img/logo-dark.svg']);
    expect(await box()).toEqual(before);
    // The dark logo has loaded: it is drawn, not a broken image.
    expect(await page.$eval('.navbar-brand img[src$="logo-dark.svg"]', (image) => (image as HTMLImageElement).naturalWidth)).toBe(120);
  });

  it('shows the dark logo from the first paint when dark mode was chosen before, before any script of the page runs', async () => {
    const page = await reader.session.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await visitOrigin(page, reader.site.url);
    await page.evaluate((storage) => Object.entries(storage).forEach(([key, value]) => localStorage.setItem(key, value)), {
      ...CONSENT_FUNCTIONAL,
      theme: 'dark',
    });
    await page.goto(`${reader.site.url}/guides/getting-started`);
    expect(await shownImages(page, '.navbar-brand img')).toEqual(['/img/logo-dark.svg']);
  });
});
