/**
 * The widgets and behaviours in real Chromium, on a fixture site that uses all of them
 * (test/fixtures/sites/widgets). One build, one server and one browser for the file.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from '../helpers/browser.js';
import { buildToTemp, fixtureSite } from '../helpers/build-fixture.js';
import { PROGRESS_DELAY_MS } from '../../widgets/runtime/progress.js';
import {
  closePages,
  DESKTOP,
  hydrateVisibleIslands,
  MOBILE,
  openPage,
  settle,
  unexpectedProblems,
  waitForIslands,
} from '../helpers/widget-pages.js';

const GEO_URL = 'https://geo.docgen.test/json/';
const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-TEST123$/;

let outDir: string;
let site: Awaited<ReturnType<typeof serveFolder>>;
let session: BrowserSession;
/** What the fake country lookup answers (undefined: the request fails). */
let country: string | undefined = 'US';

beforeAll(async () => {
  ({ outDir } = await buildToTemp(fixtureSite('widgets')));
  site = await serveFolder(outDir);
  session = await launchBrowser({
    thirdParty: (url) => {
      if (url === GEO_URL) return country ? { status: 200, body: JSON.stringify({ country }) } : undefined;
      if (GTM.test(url)) return { status: 200, body: 'window.gtmLoaded = true;', contentType: 'text/javascript' };
      return undefined;
    },
  });
});

afterAll(async () => {
  await session?.close();
  await site?.close();
});

afterEach(async () => {
  country = 'US';
  await closePages(session);
});

/** Turns the mouse wheel over the page and waits until the page has seen the event and painted a frame. */
async function wheelAndWait(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { wheels: number }).wheels = 0;
    window.addEventListener('wheel', () => (window as unknown as { wheels: number }).wheels++, { passive: true, capture: true });
  });
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(() => (window as unknown as { wheels: number }).wheels > 0);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

const open = (pathname: string, options: Parameters<typeof openPage>[3] = {}) => openPage(session, site.url, pathname, options);
const pagesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesOf(full);
    return entry.name === 'index.html' ? [`/${path.relative(outDir, dir)}`.replace(/\/$/, '') || '/'] : [];
  });

describe('islands', () => {
  it('hydrate on every page, at both sizes, without errors or hydration warnings', async () => {
    const pages = pagesOf(outDir);
    expect(pages.length).toBeGreaterThan(5);
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const pathname of pages) {
        const page = await open(pathname, { viewport });
        await hydrateVisibleIslands(page);
        expect(unexpectedProblems(session), `${pathname} at ${viewport.width}px`).toEqual([]);
        await page.close();
      }
    }
  });

  it("load only the page's widget chunks, a visible-triggered one when it scrolls into view", async () => {
    const requested: string[] = [];
    session.context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      const intro = await open('/guide/intro');
      expect(requested.some((file) => /\/assets\/qr-code-/.test(file))).toBe(false);
      expect(requested.some((file) => /\/assets\/navbar-/.test(file))).toBe(true);
      await intro.close();
      requested.length = 0;
      const codes = await open('/guide/codes');
      expect(requested.some((file) => /\/assets\/qr-code-/.test(file))).toBe(false);
      await codes.locator('.qr-code').first().scrollIntoViewIfNeeded();
      await codes.waitForFunction(
        () => document.querySelector('docgen-island[data-widget="qr-code"]')?.getAttribute('data-hydrated') === 'true',
      );
      expect(requested.filter((file) => /\/assets\/qr-code-/.test(file))).toHaveLength(1);
      // React is one shared chunk: loaded once for all islands.
      expect(requested.filter((file) => /\/assets\/hydrate-/.test(file)).length).toBeLessThanOrEqual(1);
    } finally {
      session.context.removeAllListeners('request');
    }
  });

  it('leave the page working with JavaScript off', async () => {
    const page = await session.newPage(MOBILE);
    const cdp = await session.context.newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${site.url}/guide/codes`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false);
    // Content, the QR code (server-rendered SVG) and the sidebar are all there.
    await expect(page.locator('h1').textContent()).resolves.toBe('Codes');
    expect(await page.locator('.qr-code svg').count()).toBeGreaterThan(0);
    expect(await page.locator('.sidebar').isVisible()).toBe(true);
    expect(await page.locator('.navbar-toggle').isVisible()).toBe(false);
    // Categories and dropdowns are <details>: they open without scripts.
    await page.setViewportSize(DESKTOP);
    await page.locator('.navbar-dropdown > summary').click();
    expect(await page.locator('.navbar-dropdown .dropdown-link').first().isVisible()).toBe(true);
    await page.locator('.sidebar-link', { hasText: 'Usage' }).click();
    await page.waitForURL(/\/guide\/usage$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Usage');
  });
});

describe('announcement bar', () => {
  it('stays closed after a reload, without a flash, and shows again for a new id', async () => {
    const page = await open('/guide/usage');
    const bar = page.locator('.announcement-bar');
    expect(await bar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['true', 'release-2']);
    // Hidden before any bundle runs: block the scripts and reload.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await bar.isVisible()).toBe(false);
    await page.unroute(/\/assets\/.*\.js$/);
    // A new announcement (another id) shows again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-1'));
    await page.reload();
    await waitForIslands(page);
    expect(await bar.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

describe('cookie consent', () => {
  it('asks first, requests nothing third-party before, and loads the tag manager once after accepting', async () => {
    const page = await open('/guide/intro', { storage: {} });
    const banner = page.getByRole('dialog', { name: 'Cookie choices' });
    expect(await banner.isVisible()).toBe(true);
    await settle(page);
    expect(session.thirdPartyRequests).toEqual([]);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { gtmLoaded?: boolean }).gtmLoaded === true);
    expect(session.thirdPartyRequests.filter((url) => GTM.test(url))).toHaveLength(1);
    expect(await banner.isVisible()).toBe(false);
    // The choice is stored: no banner on the next page, and the tag manager loads at once.
    session.thirdPartyRequests.length = 0;
    await page.reload();
    await waitForIslands(page);
    await page.waitForFunction(() => (window as unknown as { gtmLoaded?: boolean }).gtmLoaded === true);
    expect(await banner.count()).toBe(0);
    expect(session.thirdPartyRequests.filter((url) => GTM.test(url))).toHaveLength(1);
  });

  it('shows the categories with their defaults and cookie tables', async () => {
    const page = await open('/guide/intro', { storage: {} });
    await page.getByRole('dialog', { name: 'Cookie choices' }).getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.locator('dialog.cookie-settings');
    expect(await settings.isVisible()).toBe(true);
    const necessary = settings.getByRole('switch', { name: 'Necessary' });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    expect(await settings.getByRole('switch', { name: 'Functional' }).isChecked()).toBe(true);
    expect(await settings.getByRole('switch', { name: 'Targeting' }).isChecked()).toBe(true);
    expect(await settings.locator('.cookie-table').count()).toBe(2);
    expect(await settings.locator('.cookie-table').first().textContent()).toContain('session end');
    // Saving without Targeting: nothing third-party.
    await settings.getByRole('switch', { name: 'Targeting' }).uncheck({ force: true });
    await settings.getByRole('button', { name: 'Save choices' }).click();
    await page.waitForFunction(() => localStorage.getItem('docgen.cookie-consent') !== null);
    await settle(page);
    expect(session.thirdPartyRequests.filter((url) => GTM.test(url))).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('docgen.cookie-consent')))!).accepted).toEqual([
      'necessary',
      'functional',
    ]);
  });

  it('deletes the analytics cookies when Targeting is switched off from the footer link', async () => {
    const page = await open('/guide/intro', {
      storage: { 'docgen.cookie-consent': JSON.stringify({ accepted: ['necessary', 'functional', 'targeting'], date: '' }) },
    });
    await page.evaluate(() => {
      for (const cookie of ['_ga=GA1.1.1', '_ga_ABC123=GS1.1', '_gid=GA1.1.2', 'keep=1']) document.cookie = `${cookie}; path=/`;
    });
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.locator('dialog.cookie-settings');
    await settings.getByRole('switch', { name: 'Targeting' }).uncheck({ force: true });
    await settings.getByRole('button', { name: 'Save choices' }).click();
    const cookies = (await page.evaluate(() => document.cookie)).split('; ').sort();
    expect(cookies).toEqual(['keep=1']);
  });
});

describe('navbar', () => {
  it('opens a dropdown with Enter and closes it on focus, mouse or Escape outside', async () => {
    const page = await open('/guide/intro');
    const dropdown = page.locator('.navbar-dropdown');
    const summary = dropdown.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await dropdown.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
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
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('hides on scroll down, shows on scroll up and near the top, hides after a jump to an anchor', async () => {
    const page = await open('/guide/intro');
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
    country = 'DE';
    const page = await open('/guide/intro', { storage: {} });
    await settle(page);
    expect(session.thirdPartyRequests).toEqual([]);
    expect(await page.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
    // Necessary only: the lookup (a third-party request) still does not happen.
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await page.waitForFunction(() => localStorage.getItem('docgen.cookie-consent') !== null);
    await settle(page);
    expect(session.thirdPartyRequests).toEqual([]);
    expect(await page.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
    await page.close();
    // With Functional accepted, the country is looked up and the logo switches.
    const accepted = await open('/guide/intro');
    await accepted.waitForFunction(() => document.querySelector('.navbar-logo')?.getAttribute('src') === '/img/alt-logo.svg');
    expect(await accepted.locator('.navbar-logo').getAttribute('alt')).toBe('Parent Co');
    expect(session.thirdPartyRequests).toEqual([GEO_URL]);
    // Listed country: the default logo stays.
    await accepted.close();
    country = 'CA';
    const other = await open('/guide/intro');
    await expect.poll(() => session.thirdPartyRequests).toEqual([GEO_URL]);
    await settle(other);
    expect(session.thirdPartyRequests).toEqual([GEO_URL]);
    expect(await other.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
  });

  it('keeps the default logo and logs the error when the lookup fails or times out', async () => {
    country = undefined;
    const page = await open('/guide/intro');
    await page.waitForFunction(() => true);
    await expect.poll(() => session.consoleProblems.filter((problem) => problem.includes('Error fetching image:')).length).toBe(1);
    expect(await page.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
    await page.close();
    // A lookup slower than the configured timeout (1500 ms).
    const slow = await session.newPage();
    await slow.route(GEO_URL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.fulfill({ status: 200, body: '{"country":"DE"}', contentType: 'application/json' }).catch(() => undefined);
    });
    session.consoleProblems.length = 0;
    await slow.goto(`${site.url}/guide/usage`);
    await expect
      .poll(() => session.consoleProblems.filter((problem) => problem.includes('Error fetching image:')).length, { timeout: 5000 })
      .toBe(1);
    expect(session.consoleProblems.join('\n')).toContain('timed out');
    expect(await slow.locator('.navbar-logo').getAttribute('src')).toBe('/img/logo.svg');
  });

  it('switches the colour mode, stores it, follows the system and other tabs, not while printing', async () => {
    const page = await open('/guide/intro');
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
    const other = await session.newPage();
    await other.goto(`${site.url}/guide/usage`);
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
    const page = await open('/guide/intro');
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
    await page.waitForURL(/\/guide\/advanced\/tuning$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Tuning');
    expect(indexRequests).toHaveLength(1);
  });
});

describe('mobile menu', () => {
  it('slides in with the page sidebar, locks scrolling, switches menus and closes', async () => {
    const page = await open('/guide/intro', { viewport: MOBILE });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await wheelAndWait(page, 600);
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
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('closes on back navigation and when a link is chosen', async () => {
    const page = await open('/guide/intro', { viewport: MOBILE });
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
    const page = await open('/reference/api', { viewport: MOBILE });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    expect(await menu.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.locator('.menu-link.active', { hasText: 'Reference' }).isVisible()).toBe(true);
  });
});

describe('doc page widgets', () => {
  it('highlights the heading in view in the table of contents', async () => {
    const page = await open('/guide/intro');
    await page.locator('#section-5').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('section-5')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') === '#section-5');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') !== '#section-5');
  });

  it('copies a code block', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await open('/guide/usage');
    const button = page.locator('.code-block .code-copy').first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("console.log('copy me');");
  });

  it('animates sidebar categories for a time that grows with height, 1 ms with reduced motion', async () => {
    const page = await open('/guide/intro');
    const transitions = async () => {
      await page.evaluate(() => {
        const record: string[] = [];
        (window as unknown as { transitions: string[] }).transitions = record;
        new MutationObserver(() => {
          const element = document.querySelector<HTMLElement>('.sidebar .sidebar-category-content');
          if (element?.style.transition) record.push(element.style.transition);
        }).observe(document.querySelector('.sidebar')!, { attributes: true, subtree: true, attributeFilter: ['style'] });
      });
      await page.locator('.sidebar .sidebar-category-label', { hasText: 'Advanced' }).click();
      await page.waitForFunction(() => (document.querySelector('.sidebar .sidebar-category details') as HTMLDetailsElement).open);
      return page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
    };
    const normal = await transitions();
    expect(normal[0]).toMatch(/^height \d+ms/);
    expect(Number(/(\d+)ms/.exec(normal[0]!)![1])).toBeGreaterThan(100);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await waitForIslands(page);
    const reduced = await transitions();
    expect(reduced[0]).toMatch(/^height 1ms/);
  });

  it('scrolls back to the top smoothly', async () => {
    const page = await open('/guide/intro');
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, -100);
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await page.waitForFunction(() => document.querySelector('.back-to-top')?.classList.contains('back-to-top-shown'));
    const positions: number[] = [];
    await button.click();
    for (let frame = 0; frame < 4; frame++)
      positions.push(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY)))));
    // Several frames, each covering part of the way (85 % of the rest remains per frame).
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions[1]).toBeLessThan(positions[0]!);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('shows the QR code displays: value, expired with Regenerate, placeholder and loading', async () => {
    const page = await open('/guide/codes');
    const first = page.locator('figure.qr-code').first();
    await first.scrollIntoViewIfNeeded();
    expect(await first.getAttribute('data-display')).toBe('value');
    expect(await first.locator('svg').getAttribute('width')).toBe('170');
    await page.waitForFunction(() => document.querySelector('figure.qr-code')?.getAttribute('data-display') === 'expired', undefined, {
      timeout: 6000,
    });
    await first.getByRole('button', { name: 'Regenerate' }).click();
    expect(await first.getAttribute('data-display')).toBe('loading');
    expect(await first.textContent()).toContain('Generation in Progress');
    await page.waitForFunction(() => document.querySelector('figure.qr-code')?.getAttribute('data-display') === 'value');
    const placeholder = page.locator('.qr-code-placeholder');
    expect(await placeholder.textContent()).toBe('Create an app to get a code');
    expect(await placeholder.evaluate((element) => element.getBoundingClientRect().width)).toBe(140);
    expect(await page.locator('.qr-code-loading').textContent()).toBe('Generation in Progress');
  });

  it('downloads a QR code as png by default, or jpg and webp', async () => {
    const page = await open('/guide/codes');
    const first = page.locator('figure.qr-code').first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('docgen-island[data-widget="qr-code"]')?.getAttribute('data-hydrated') === 'true',
    );
    for (const [format, extension] of [
      ['png', 'png'],
      ['jpg', 'jpg'],
      ['webp', 'webp'],
    ] as const) {
      await first.locator('select').selectOption(format);
      const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe(`qr-code.${extension}`);
    }
  });
});

describe('client-side navigation', () => {
  const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  it('swaps the page without a reload, updates the head, scrolls and goes back', async () => {
    const page = await open('/guide/intro');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.locator('.sidebar-link', { hasText: 'Usage' }).click();
    await page.waitForURL(/\/guide\/usage$/);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    expect(await marker(page)).toBe(42);
    expect(await page.title()).toBe('Usage | Widget Docs');
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
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('prefetches on hover, but not on a data-saving connection', async () => {
    const page = await open('/guide/intro');
    const fetched: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && fetched.push(new URL(request.url()).pathname));
    await page.locator('.sidebar-link', { hasText: 'Usage' }).hover();
    await expect.poll(() => fetched).toContain('/guide/usage');
    await page.close();
    const saving = await session.newPage();
    await saving.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await saving.goto(`${site.url}/guide/intro`);
    await waitForIslands(saving);
    const savingFetched: string[] = [];
    saving.on('request', (request) => request.resourceType() === 'fetch' && savingFetched.push(new URL(request.url()).pathname));
    await saving.locator('.sidebar-link', { hasText: 'Usage' }).hover();
    await settle(saving);
    expect(savingFetched.filter((pathname) => pathname !== '/robots.txt')).toEqual([]);
  });

  it('shows a progress bar and a spinner after 200 ms, then the page', async () => {
    const page = await open('/guide/intro');
    // The page's clock is ours: paused, time moves only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const requested = new Promise<void>((resolve) => (started = resolve));
    await page.route(`${site.url}/guide/usage`, async (route) => {
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
    const page = await open('/guide/intro');
    await page.route(`${site.url}/guide/usage`, (route) => route.abort('internetdisconnected'));
    await page.locator('.sidebar-link', { hasText: 'Usage' }).click();
    const alert = page.locator('.route-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This page could not be loaded');
    await page.unroute(`${site.url}/guide/usage`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    expect(page.url()).toMatch(/\/guide\/usage$/);
  });

  it('loads the whole page when the next page is gone (404)', async () => {
    const page = await open('/guide/intro');
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
    expect(session.consoleProblems.some((problem) => problem.startsWith('warning:') && problem.includes('HTTP 404'))).toBe(true);
  });
});

describe('page frame', () => {
  it('opens the help link in a new tab, safely', async () => {
    const page = await open('/guide/intro');
    const help = page.getByRole('link', { name: 'Help' });
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('rel')).toContain('noopener');
  });

  it('shows the base-URL banner when the site is served under another base URL', async () => {
    const wrong = await serveFolder(outDir, '/docs/');
    try {
      const page = await session.newPage();
      await page.goto(`${wrong.url}/guide/intro`);
      const banner = page.locator('#docgen-base-url-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('did not load properly');
      expect(await banner.textContent()).toContain('baseUrl = "/docs/"');
    } finally {
      await wrong.close();
    }
  });
});
