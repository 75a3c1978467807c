/**
 * Islands, the announcement bar, cookie consent and the page frame, in real Chromium, on the fixture site that uses every widget
 * (test/fixtures/sites/widgets). One build, one server and one browser for the file.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { serveFolder } from '../../helpers/browser.js';
import { DESKTOP, hydrateVisibleIslands, MOBILE, settle, unexpectedProblems, waitForIslands } from '../../helpers/widget-pages.js';
import { useWidgetsSite } from '../../helpers/widgets-site.js';

const widgets = useWidgetsSite();

describe('islands', () => {
  it('hydrate on every page, at both sizes, without errors or hydration warnings', async () => {
    const pages = widgets.pages();
    expect(pages.length).toBeGreaterThan(5);
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const pathname of pages) {
        const page = await widgets.open(pathname, { viewport });
        await hydrateVisibleIslands(page);
        expect(unexpectedProblems(widgets.session), `${pathname} at ${viewport.width}px`).toEqual([]);
        await page.close();
      }
    }
  });

  it("load only the page's widget chunks, a visible-triggered one when it scrolls into view", async () => {
    const requested: string[] = [];
    widgets.session.context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      const intro = await widgets.open('/guide/intro');
      expect(requested.some((file) => /\/assets\/qr-code-/.test(file))).toBe(false);
      expect(requested.some((file) => /\/assets\/navbar-/.test(file))).toBe(true);
      await intro.close();
      requested.length = 0;
      const codes = await widgets.open('/guide/codes');
      expect(requested.some((file) => /\/assets\/qr-code-/.test(file))).toBe(false);
      await codes.locator('.qr-code').first().scrollIntoViewIfNeeded();
      await codes.waitForFunction(
        () => document.querySelector('docgen-island[data-widget="qr-code"]')?.getAttribute('data-hydrated') === 'true',
      );
      expect(requested.filter((file) => /\/assets\/qr-code-/.test(file))).toHaveLength(1);
      // React is one shared chunk: loaded once for all islands.
      expect(requested.filter((file) => /\/assets\/hydrate-/.test(file)).length).toBeLessThanOrEqual(1);
    } finally {
      widgets.session.context.removeAllListeners('request');
    }
  });

  it('leave the page working with JavaScript off', async () => {
    const page = await widgets.session.newPage(MOBILE);
    const cdp = await widgets.session.context.newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${widgets.site.url}/guide/codes`);
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
    const page = await widgets.open('/guide/usage');
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

describe('focus', () => {
  it('shows a visible focus ring on every stop of the keyboard path through a page', async () => {
    const page = await widgets.open('/guide/intro');
    const seen = new Set<string>();
    const missing: string[] = [];
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return undefined;
        const style = getComputedStyle(element);
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
        return { name: `${element.tagName.toLowerCase()}.${element.className} ${element.textContent?.trim().slice(0, 30) ?? ''}`, ring };
      });
      if (!focused) continue;
      seen.add(focused.name);
      if (!focused.ring) missing.push(focused.name);
    }
    expect(seen.size).toBeGreaterThan(15); // the positive control: the path went through the page
    expect(missing).toEqual([]);
  });
});

describe('error boundary', () => {
  it('shows a crashed widget as an accessible panel that keeps the rest of the page working', async () => {
    const page = await widgets.session.newPage();
    // The table of contents gets props it cannot render: its island crashes on hydration.
    await page.route(/\/guide\/intro$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /data-widget="toc" data-props="[^"]*"/,
        'data-widget="toc" data-props="{&quot;toc&quot;:null}"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${widgets.site.url}/guide/intro`);
    const panel = page.locator('.error-boundary');
    await panel.waitFor();
    expect(await panel.getAttribute('role')).toBe('alert');
    expect(await panel.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(describeViolations('error boundary', await axeViolations(page))).toEqual([]);
  });
});

describe('cookie consent', () => {
  it('asks first, requests nothing third-party before, and loads the tag manager once after accepting', async () => {
    const page = await widgets.open('/guide/intro', { storage: {} });
    const banner = page.getByRole('dialog', { name: 'Cookie choices' });
    expect(await banner.isVisible()).toBe(true);
    await settle(page);
    expect(widgets.session.thirdPartyRequests).toEqual([]);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { gtmLoaded?: boolean }).gtmLoaded === true);
    expect(widgets.session.thirdPartyRequests.filter((url) => widgets.GTM.test(url))).toHaveLength(1);
    expect(await banner.isVisible()).toBe(false);
    // The choice is stored: no banner on the next page, and the tag manager loads at once.
    widgets.session.thirdPartyRequests.length = 0;
    await page.reload();
    await waitForIslands(page);
    await page.waitForFunction(() => (window as unknown as { gtmLoaded?: boolean }).gtmLoaded === true);
    expect(await banner.count()).toBe(0);
    expect(widgets.session.thirdPartyRequests.filter((url) => widgets.GTM.test(url))).toHaveLength(1);
  });

  it('is reachable right after the skip link, and gives the focus back to what opened the settings', async () => {
    const page = await widgets.open('/guide/intro', { storage: {} });
    const banner = page.getByRole('dialog', { name: 'Cookie choices' });
    const focusedInBanner = () => page.evaluate(() => !!document.activeElement?.closest('.cookie-banner'));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Tab');
    expect(await focusedInBanner()).toBe(true);

    // From the banner: Escape closes the settings and the focus is on the banner's button again.
    const bannerSettings = banner.getByRole('button', { name: 'Cookie settings' });
    await bannerSettings.focus();
    await page.keyboard.press('Enter');
    const settings = page.locator('dialog.cookie-settings');
    await settings.waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog.cookie-settings'))).toBe(true);
    expect(describeViolations('settings dialog', await axeViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    await expect.poll(() => bannerSettings.evaluate((element) => element === document.activeElement)).toBe(true);

    // From the footer link, after a choice: back to the footer link.
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    const footerSettings = page.locator('[data-cookie-settings]');
    await footerSettings.focus();
    await page.keyboard.press('Enter');
    await settings.waitFor();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    await expect.poll(() => footerSettings.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows the categories with their defaults and cookie tables', async () => {
    const page = await widgets.open('/guide/intro', { storage: {} });
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
    expect(widgets.session.thirdPartyRequests.filter((url) => widgets.GTM.test(url))).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('docgen.cookie-consent')))!).accepted).toEqual([
      'necessary',
      'functional',
    ]);
  });

  it('deletes the analytics cookies when Targeting is switched off from the footer link', async () => {
    const page = await widgets.open('/guide/intro', {
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

describe('page frame', () => {
  it('opens the help link in a new tab, safely', async () => {
    const page = await widgets.open('/guide/intro');
    const help = page.getByRole('link', { name: 'Help' });
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('rel')).toContain('noopener');
  });

  it('shows the base-URL banner when the site is served under another base URL', async () => {
    const wrong = await serveFolder(widgets.outDir, '/docs/');
    try {
      const page = await widgets.session.newPage();
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
