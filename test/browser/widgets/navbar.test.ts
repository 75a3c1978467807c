/**
 * The navbar and the mobile menu, in real Chromium, on the fixture site that uses every widget
 * (test/fixtures/sites/widgets). One build, one server and one browser for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { DESKTOP, MOBILE, settle, unexpectedProblems, waitForIslands } from '../../helpers/widget-pages.js';
import { useWidgetsSite } from '../../helpers/widgets-site.js';

const widgets = useWidgetsSite();

describe('navbar', () => {
  it('opens a dropdown with Enter and closes it on focus, mouse or Escape outside', async () => {
    const page = await widgets.open('/guide/intro');
    const dropdown = page.locator('.navbar-dropdown');
    const summary = dropdown.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await dropdown.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(describeViolations('dropdown open', await axeViolations(page))).toEqual([]);
    // Tabbing through the links keeps it open; leaving it closes it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Reference');
    expect(await dropdown.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !(document.querySelector('.navbar-dropdown') as HTMLDetailsElement).open);
    // Mouse press outside.
    await summary.click();
    expect(await dropdown.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await page.locator('h1').click();
    await page.waitForFunction(() => !(document.querySelector('.navbar-dropdown') as HTMLDetailsElement).open);
    // Escape.
    await summary.click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(document.querySelector('.navbar-dropdown') as HTMLDetailsElement).open);
    expect(unexpectedProblems(widgets.session)).toEqual([]);
  });

  it('hides on scroll down, shows on scroll up and near the top, hides after a jump to an anchor', async () => {
    const page = await widgets.open('/guide/intro');
    const hidden = () => page.locator('nav.navbar').evaluate((element) => element.classList.contains('navbar-hidden'));
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar-hidden'));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-hidden'));
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar-hidden'));
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-hidden'));
    await page.locator('.toc-link', { hasText: 'Section 6' }).click();
    await page.waitForURL(/#section-6$/);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar-hidden'));
    expect(await hidden()).toBe(true);
  });

  it('switches to the alternative logo outside the listed countries, only once Functional cookies are accepted', async () => {
    widgets.setCountry('DE');
    const page = await widgets.open('/guide/intro', { storage: {} });
    await settle(page);
    expect(widgets.session.thirdPartyRequests).toEqual([]);
    expect(await page.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
    // Necessary only: the lookup (a third-party request) still does not happen.
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await page.waitForFunction(() => localStorage.getItem('docgen.cookie-consent') !== null);
    await settle(page);
    expect(widgets.session.thirdPartyRequests).toEqual([]);
    expect(await page.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
    await page.close();
    // With Functional accepted, the country is looked up and the logo switches.
    const accepted = await widgets.open('/guide/intro');
    await accepted.waitForFunction(() => document.querySelector('.navbar-logo')?.getAttribute('src') === '/img/alt-logo.svg');
    expect(await accepted.locator('.navbar-logo').getAttribute('alt')).toBe('Parent Co');
    expect(widgets.session.thirdPartyRequests).toEqual([widgets.GEO_URL]);
    // Listed country: the default logo stays.
    await accepted.close();
    widgets.setCountry('CA');
    const other = await widgets.open('/guide/intro');
    await expect.poll(() => widgets.session.thirdPartyRequests).toEqual([widgets.GEO_URL]);
    await settle(other);
    expect(widgets.session.thirdPartyRequests).toEqual([widgets.GEO_URL]);
    expect(await other.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
  });

  it('keeps the default logo and logs the error when the lookup fails or times out', async () => {
    widgets.setCountry(undefined);
    const page = await widgets.open('/guide/intro');
    await page.waitForFunction(() => true);
    await expect.poll(() => widgets.session.consoleProblems.filter((problem) => problem.includes('Error fetching image:')).length).toBe(1);
    expect(await page.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
    await page.close();
    // A lookup slower than the configured timeout (1500 ms).
    const slow = await widgets.session.newPage();
    await slow.route(widgets.GEO_URL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.fulfill({ status: 200, body: '{"country":"DE"}', contentType: 'application/json' }).catch(() => undefined);
    });
    widgets.session.consoleProblems.length = 0;
    await slow.goto(`${widgets.site.url}/guide/usage`);
    await expect
      .poll(() => widgets.session.consoleProblems.filter((problem) => problem.includes('Error fetching image:')).length, { timeout: 5000 })
      .toBe(1);
    expect(widgets.session.consoleProblems.join('\n')).toContain('timed out');
    expect(await slow.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
  });

  it('switches the colour mode, stores it, follows the system and other tabs, not while printing', async () => {
    const page = await widgets.open('/guide/intro');
    const theme = (target: Page = page) => target.evaluate(() => document.documentElement.getAttribute('data-theme'));
    expect(await theme()).toBe('light');
    // Nothing stored and the site respects the system preference.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    // Printing flips prefers-color-scheme in some browsers: ignored. A listener added after
    // the widget's sees the change after it, so once it has fired the widget has decided.
    await page.evaluate(() => {
      (window as unknown as { schemeChanges: number }).schemeChanges = 0;
      matchMedia('(prefers-color-scheme: dark)').addEventListener(
        'change',
        () => (window as unknown as { schemeChanges: number }).schemeChanges++,
      );
    });
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await page.waitForFunction(() => (window as unknown as { schemeChanges: number }).schemeChanges > 0);
    expect(await theme()).toBe('dark');
    await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
    // The switch flips and stores the choice.
    await page.locator('.navbar-items-right .color-mode-toggle').click();
    expect(await theme()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // Another tab follows.
    const other = await widgets.session.newPage();
    await other.goto(`${widgets.site.url}/guide/usage`);
    await waitForIslands(other);
    expect(await theme(other)).toBe('light');
    await page.locator('.navbar-items-right .color-mode-toggle').click();
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    // No flash: the stored mode applies before any bundle runs.
    await other.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await other.reload();
    expect(await theme(other)).toBe('dark');
  });

  it('shows the search results for a query, loading the index on first focus, keyboard navigable', async () => {
    const page = await widgets.open('/guide/intro');
    const indexRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/search-index.json') && indexRequests.push(request.url()));
    await settle(page);
    expect(indexRequests).toEqual([]);
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.focus();
    await expect.poll(() => indexRequests.length).toBe(1);
    await input.fill('caching');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.waitFor();
    expect(await results.getByRole('option').first().textContent()).toContain('Tuning');
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    expect(await results.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    // Results are sections: the best one is the page's "Caching" section, opened at its heading.
    await page.waitForURL(/\/guide\/advanced\/tuning#caching$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Tuning');
    expect(indexRequests).toHaveLength(1);
  });
});

describe('search by keyboard', () => {
  it('opens with Ctrl-K or "/" (not while typing elsewhere), announces the number of results, and passes axe with results open', async () => {
    const page = await widgets.open('/guide/intro');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    const inputFocused = () => input.evaluate((element) => element === document.activeElement);
    await page.locator('body').press('Control+k');
    expect(await inputFocused()).toBe(true);
    await page.locator('#main-content').focus();
    await page.keyboard.press('/');
    expect(await inputFocused()).toBe(true);
    expect(await input.inputValue()).toBe('');
    await input.fill('caching');
    await page.getByRole('listbox', { name: 'Search results' }).waitFor();
    await expect.poll(() => page.locator('.navbar-search [role="status"]').textContent()).toMatch(/^\d+ results?$/);
    expect(describeViolations('search with results', await axeViolations(page))).toEqual([]);
  });
});

describe('mobile menu', () => {
  it('slides in with the page sidebar, locks scrolling, switches menus and closes', async () => {
    const page = await widgets.open('/guide/intro', { viewport: MOBILE });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await widgets.wheelAndWait(page, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The secondary menu (this page's sidebar) comes first.
    const back = menu.getByRole('button', { name: /Back to main menu/ });
    expect(await back.isVisible()).toBe(true);
    expect(await menu.locator('.navbar-sidebar-secondary .sidebar-link.active').textContent()).toContain('Introduction');
    await back.click();
    expect(await menu.locator('.navbar-sidebar-primary .menu-link', { hasText: 'Console' }).isVisible()).toBe(true);
    expect(await menu.locator('.navbar-sidebar-secondary').getAttribute('aria-hidden')).toBe('true');
    // The dropdown has no active child here: collapsed.
    expect(await menu.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
    await menu.getByRole('button', { name: 'Close navigation bar' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // The positive control of the lock: the same wheel scrolls the page once it is open.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    // Closes at desktop width.
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    await page.setViewportSize(DESKTOP);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(unexpectedProblems(widgets.session)).toEqual([]);
  });

  it('is complete by keyboard: focus moves into the open menu, axe finds nothing, Escape gives the focus back', async () => {
    const page = await widgets.open('/guide/intro', { viewport: MOBILE });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'))).toBe(true);
    expect(describeViolations('mobile menu open', await axeViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('closes on back navigation and when a link is chosen', async () => {
    const page = await widgets.open('/guide/intro', { viewport: MOBILE });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Usage' }).click();
    await page.waitForURL(/\/guide\/usage$/);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    await page.goBack();
    await page.waitForURL(/\/guide\/intro$/);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('expands a dropdown that contains the current page', async () => {
    const page = await widgets.open('/reference/api', { viewport: MOBILE });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    expect(await menu.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.locator('.menu-link.active', { hasText: 'Reference' }).isVisible()).toBe(true);
  });
});
