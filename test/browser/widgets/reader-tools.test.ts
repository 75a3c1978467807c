/**
 * The tools around reading a page, in real Chromium, on test/fixtures/sites/reader-tools:
 * the page menu, image zoom, the print stylesheet, the dark-mode logo and the 404 page's
 * suggestions. One build, one server and one browser for the file; no request
 * leaves the machine (the browser resolves no host but the loopback).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureSite } from '../../helpers/build-fixture.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
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

describe('the page menu', () => {
  /** The name of the focused element (its text), and whether the menu shows. */
  const state = (page: Page) =>
    page.evaluate(() => ({
      focused: document.activeElement?.textContent?.trim(),
      open: !document.querySelector<HTMLElement>('.page-menu [role="menu"]')!.hidden,
      expanded: document.querySelector('.page-menu-button')!.getAttribute('aria-expanded'),
    }));

  /** Waits until the menu shows (the first key or click may come before the widget's script has run). */
  const opened = (page: Page) => page.waitForFunction(() => !document.querySelector<HTMLElement>('.page-menu [role="menu"]')!.hidden);

  it('loads its script only when the reader reaches it, and a click made before it ran is not lost', async () => {
    const page = await reader.open('/guides/getting-started');
    const menuScript = (url: string) => /\/assets\/page-menu-[^/]*\.js$/.test(url);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.some(menuScript)).toBe(false);
    expect(await page.locator('docgen-island[data-widget="page-menu"]').getAttribute('data-hydrated')).toBeNull();
    const loading = page.waitForRequest((request) => menuScript(request.url()));
    // The pointer reaches the button and clicks it at once: the click waits for the script.
    await page.getByRole('button', { name: 'Page options' }).click();
    await loading;
    await opened(page);
    expect(await state(page)).toEqual({ focused: 'Copy page as Markdown', open: true, expanded: 'true' });
  });

  it('works by keyboard: Enter, Space and Down open it on the first item, Up on the last, arrows move, Escape closes it', async () => {
    const page = await reader.open('/guides/getting-started');
    const button = page.getByRole('button', { name: 'Page options' });
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await state(page)).toMatchObject({ open: false, expanded: 'false' });
    await button.focus();
    await page.keyboard.press('Enter');
    await opened(page);
    expect(await state(page)).toEqual({ focused: 'Copy page as Markdown', open: true, expanded: 'true' });
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Copy page as Markdown',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    const focusedAfter = async (key: string) => {
      await page.keyboard.press(key);
      return (await state(page)).focused;
    };
    expect(await focusedAfter('ArrowDown')).toBe('View as Markdown');
    expect(await focusedAfter('ArrowDown')).toBe('Open in ChatGPT');
    expect(await focusedAfter('ArrowDown')).toBe('Open in Claude');
    expect(await focusedAfter('ArrowDown')).toBe('Copy page as Markdown'); // round to the first
    expect(await focusedAfter('ArrowUp')).toBe('Open in Claude'); // and back to the last
    expect(await focusedAfter('Home')).toBe('Copy page as Markdown');
    expect(await focusedAfter('End')).toBe('Open in Claude');
    await page.keyboard.press('Escape');
    expect(await state(page)).toEqual({ focused: 'Page options', open: false, expanded: 'false' });

    await page.keyboard.press('ArrowDown');
    expect(await state(page)).toEqual({ focused: 'Copy page as Markdown', open: true, expanded: 'true' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    expect(await state(page)).toEqual({ focused: 'Open in Claude', open: true, expanded: 'true' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    expect(await state(page)).toEqual({ focused: 'Copy page as Markdown', open: true, expanded: 'true' });
    // Tab leaves the menu and closes it.
    await page.keyboard.press('Tab');
    expect((await state(page)).open).toBe(false);
    // A click opens it, a click outside closes it.
    await button.click();
    expect((await state(page)).open).toBe(true);
    await page.locator('h1').click();
    expect((await state(page)).open).toBe(false);
  });

  it('copies the markdown twin, fetched only then, and says so in a live region', async () => {
    await reader.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: reader.site.url });
    const page = await reader.open('/guides/getting-started');
    const twinRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('.md') && twinRequests.push(new URL(request.url()).pathname));
    await page.getByRole('button', { name: 'Page options' }).focus();
    await page.keyboard.press('Enter');
    await opened(page);
    expect(twinRequests).toEqual([]); // nothing fetched for opening the menu
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Page copied as Markdown' });
    await status.waitFor();
    expect(await status.isVisible()).toBe(true);
    expect(twinRequests).toEqual(['/guides/getting-started.md']);
    const twin = readFileSync(path.join(reader.outDir, 'guides/getting-started.md'), 'utf8');
    expect(twin.startsWith('# Getting started\n')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    // The menu closed and gave the focus back to its button.
    expect(await state(page)).toMatchObject({ focused: 'Page options', open: false });
  });

  it('links the twin, and ChatGPT and Claude with a prompt naming the page, in new tabs', async () => {
    const page = await reader.open('/guides/getting-started');
    const link = (name: string) => page.getByRole('menuitem', { name, includeHidden: true });
    expect(await link('View as Markdown').getAttribute('href')).toBe('/guides/getting-started.md');
    const prompt = encodeURIComponent('Read https://reader.docgen.test/guides/getting-started so I can ask questions about it.');
    expect(await link('Open in ChatGPT').getAttribute('href')).toBe(`https://chatgpt.com/?q=${prompt}`);
    expect(await link('Open in Claude').getAttribute('href')).toBe(`https://claude.ai/new?q=${prompt}`);
    for (const name of ['Open in ChatGPT', 'Open in Claude']) {
      expect(await link(name).getAttribute('target')).toBe('_blank');
      expect(await link(name).getAttribute('rel')).toContain('noopener');
    }
    // The twin it links is the page's markdown.
    const twin = await page.evaluate((href) => fetch(href).then((response) => response.text()), '/guides/getting-started.md');
    expect(twin.startsWith('# Getting started\n')).toBe(true);
    expect(reader.session.thirdPartyRequests).toEqual([]);
    // Chosen by keyboard, ChatGPT opens in a new tab (its request intercepted and refused
    // here), and the focus comes back to the menu's button.
    await page.getByRole('button', { name: 'Page options' }).focus();
    await page.keyboard.press('Enter');
    await opened(page);
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    expect((await state(page)).focused).toBe('Open in ChatGPT');
    const popup = reader.session.context.waitForEvent('page');
    await page.keyboard.press('Enter');
    await popup;
    await expect.poll(() => reader.session.thirdPartyRequests).toEqual([`https://chatgpt.com/?q=${prompt}`]);
    expect(await state(page)).toMatchObject({ focused: 'Page options', open: false });
  });

  it('is on API pages too, and not on the 404 page', async () => {
    const operation = await reader.open('/api/notes/list-notes');
    expect(await operation.getByRole('menuitem', { name: 'View as Markdown', includeHidden: true }).getAttribute('href')).toBe(
      '/api/notes/list-notes.md',
    );
    const missing = await reader.open('/guides/nothing-here');
    expect(await missing.locator('h1').textContent()).toBe('Page Not Found');
    expect(await missing.locator('.page-menu').count()).toBe(0);
  });

  it('has no axe-core violations with the menu open, in light and dark mode', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await reader.open('/guides/getting-started', { storage: { ...CONSENT_FUNCTIONAL, theme } });
      await page.getByRole('button', { name: 'Page options' }).focus();
      await page.keyboard.press('Enter');
      await opened(page);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      const violations = await axeViolations(page);
      expect(describeViolations(`${theme}: /guides/getting-started`, violations)).toEqual([]);
    }
  });
});

describe('image zoom', () => {
  /** Whether the zoom dialog is open, the focused element's accessible name, and the shown image. */
  const zoom = (page: Page) =>
    page.evaluate(() => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog.image-zoom')!;
      const focused = document.activeElement;
      return {
        open: dialog.open,
        focused: focused?.getAttribute('aria-label') ?? focused?.textContent?.trim(),
        image: dialog.querySelector('img') ? new URL(dialog.querySelector('img')!.src).pathname : undefined,
      };
    });

  it('makes each content image a button named after its alt text, but not one in a link or marked data-no-zoom', async () => {
    const page = await reader.open('/guides/getting-started');
    const triggers = page.locator('.markdown .image-zoom-trigger');
    expect(await triggers.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Enlarge image: The dashboard with two charts',
      'Enlarge image', // an image without alt text
    ]);
    expect(await page.getByRole('button', { name: 'Enlarge image: The dashboard with two charts' }).count()).toBe(1);
    expect(await page.locator('.markdown a img').evaluate((image) => image.parentElement!.tagName)).toBe('A');
    expect(await page.locator('img[data-no-zoom]').evaluate((image) => image.parentElement!.className)).toBe('markdown');
  });

  it('leaves each image where it was: wrapped in its button, it moves by not a pixel', async () => {
    // Each image's box, from the top left corner of the text (a page without scripts has the cookie banner above).
    const boxes = (page: Page) =>
      page.$$eval('.markdown img', (images) => {
        const text = document.querySelector('.markdown')!.getBoundingClientRect();
        return images.map((image) => {
          const { x, y, width, height } = image.getBoundingClientRect();
          return { x: x - text.x, y: y - text.y, width, height };
        });
      });
    const page = await reader.open('/guides/getting-started');
    const plain = await reader.session.newPage();
    await plain.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await plain.goto(`${reader.site.url}/guides/getting-started`);
    expect(await plain.locator('.image-zoom-trigger').count()).toBe(0); // without scripts, plain images
    expect(await boxes(page)).toEqual(await boxes(plain));
  });

  it('opens an image large on a click and closes on Escape, giving the focus back to its button', async () => {
    const page = await reader.open('/guides/getting-started');
    await page.getByRole('button', { name: 'Enlarge image: The dashboard with two charts' }).click();
    const dialog = page.getByRole('dialog', { name: 'The dashboard with two charts' });
    await dialog.waitFor();
    expect(await zoom(page)).toEqual({ open: true, focused: 'Close', image: '/img/dashboard.png' });
    const shown = await dialog.locator('img').boundingBox();
    expect(shown!.width).toBe(320); // its own size: the window has room for it
    // The dialog's close event comes a task after it closed: the focus moves back then.
    await page.keyboard.press('Escape');
    await expect.poll(() => zoom(page)).toEqual({ open: false, focused: 'Enlarge image: The dashboard with two charts', image: undefined });
    // A click on the enlarged image closes it too.
    await page.getByRole('button', { name: 'Enlarge image: The dashboard with two charts' }).click();
    await dialog.waitFor();
    await dialog.locator('img').click();
    await expect.poll(() => zoom(page)).toMatchObject({ open: false, focused: 'Enlarge image: The dashboard with two charts' });
  });

  it('works by keyboard: Enter or Space on the image opens it, the close button closes it', async () => {
    const page = await reader.open('/guides/getting-started');
    const trigger = page.getByRole('button', { name: 'Enlarge image', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Enlarged image' }).waitFor();
    expect(await zoom(page)).toEqual({ open: true, focused: 'Close', image: '/img/settings.png' });
    await page.keyboard.press('Enter'); // on the close button
    await expect.poll(() => zoom(page)).toMatchObject({ open: false, focused: 'Enlarge image' });
    await page.keyboard.press('Space');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Space');
    await expect.poll(() => zoom(page)).toMatchObject({ open: false, focused: 'Enlarge image' });
  });

  it('loads only on pages with images', async () => {
    const page = await reader.open('/guides/authentication');
    const scripts = await page.$$eval('script[src], link[rel="modulepreload"]', (elements) =>
      elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href')),
    );
    expect(scripts.some((src) => /image-zoom/.test(src ?? ''))).toBe(false);
    expect(await page.locator('docgen-island[data-widget="image-zoom"]').count()).toBe(0);
  });

  it('has no axe-core violations with an image open, in light and dark mode', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await reader.open('/guides/getting-started', { storage: { ...CONSENT_FUNCTIONAL, theme } });
      await page.getByRole('button', { name: 'Enlarge image: The dashboard with two charts' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      expect(describeViolations(`${theme}: /guides/getting-started`, await axeViolations(page))).toEqual([]);
    }
  });
});

describe('a printed page', () => {
  const HIDDEN_ON_PAPER = [
    '.navbar',
    '.announcement-bar',
    '.cookie-banner',
    '.sidebar',
    '.toc',
    '.page-menu',
    '.pagination-nav',
    '.footer',
  ];

  it('shows the article alone: no navbar, announcement, cookie banner, sidebar, table of contents, page menu or footer', async () => {
    // A first visit: the cookie banner is open.
    const page = await reader.open('/guides/getting-started', { storage: {} });
    const shown = (selectors: string[]) =>
      page.evaluate(
        (list) =>
          list.filter((selector) => [...document.querySelectorAll(selector)].some((element) => element.getClientRects().length > 0)),
        selectors,
      );
    expect(await shown(HIDDEN_ON_PAPER)).toEqual(HIDDEN_ON_PAPER); // all there on screen
    await page.emulateMedia({ media: 'print' });
    expect(await shown(HIDDEN_ON_PAPER)).toEqual([]);
    expect(await page.locator('article.doc h1').isVisible()).toBe(true);
    expect(await page.locator('article.doc .markdown').isVisible()).toBe(true);
    // The article takes the page's width: nothing is left beside it.
    const article = await page.locator('article.doc').boundingBox();
    expect(article!.x).toBeLessThan(1);
    expect(article!.width).toBeGreaterThan(1200);
  });

  it("prints an external link's address after its text, and no address for a link within the site", async () => {
    const page = await reader.open('/guides/getting-started');
    const after = (selector: string) => page.locator(selector).evaluate((link) => getComputedStyle(link, '::after').content);
    await page.emulateMedia({ media: 'print' });
    expect(await after('.markdown a[href="https://example.com/reference"]')).toBe('" (https://example.com/reference)"');
    expect(await after('.markdown a[href="/guides/authentication"]')).toBe('none');
  });

  it('wraps code instead of cutting it at the edge of the paper', async () => {
    const page = await reader.open('/guides/getting-started', { viewport: { width: 600, height: 800 } });
    const pre = page.locator('.code-block pre').first();
    const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await overflows()).toBe(true); // on screen it scrolls
    await page.emulateMedia({ media: 'print' });
    expect(await pre.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
    expect(await overflows()).toBe(false);
  });

  it('prints in the light colours in dark mode: no dark backgrounds', async () => {
    const page = await reader.open('/guides/getting-started', { storage: { ...CONSENT_FUNCTIONAL, theme: 'dark' } });
    const colours = () =>
      page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('.markdown p')!).color,
        code: getComputedStyle(document.querySelector('.code-block')!).backgroundColor,
        keyword: getComputedStyle(document.querySelector('.code-block .token.keyword')!).color,
      }));
    const screen = await colours();
    expect(screen.body).toBe('rgb(20, 23, 31)'); // dark on screen
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    const paper = await colours();
    expect(paper.body).toBe('rgb(255, 255, 255)');
    expect(paper.text).toBe('rgb(0, 0, 0)');
    expect(paper.code).toBe('rgb(246, 248, 250)');
    expect(paper.keyword).not.toBe(screen.keyword); // the light theme's colours for code too
    // The logo's light version, were it printed.
    expect(await shownImages(page, '.footer img')).toEqual(['/img/logo.svg']);
  });
});

describe("the 404 page's suggestions", () => {
  /** The suggestions' heading and links (text and href), once the page has worked them out. */
  const suggestions = async (page: Page) => {
    const section = page.locator('.not-found-closest');
    if ((await section.count()) === 0) return undefined;
    return {
      heading: await section.getByRole('heading').textContent(),
      links: await section.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
    };
  };

  it('suggests the page of a mistyped address, by its title', async () => {
    const page = await reader.open('/guides/authentcation');
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    await page.locator('.not-found-closest').waitFor();
    expect(await suggestions(page)).toEqual({
      heading: 'Did you mean this page?',
      links: [['Authentication', '/guides/authentication']],
    });
  });

  it('finds a page that moved to another folder, and lists several close ones', async () => {
    const moved = await reader.open('/webhooks');
    await moved.locator('.not-found-closest').waitFor();
    expect((await suggestions(moved))!.links[0]).toEqual(['Webhooks', '/guides/webhooks']);
    const several = await reader.open('/guides/rate-limit/');
    await several.locator('.not-found-closest').waitFor();
    expect((await suggestions(several))!.links[0]).toEqual(['Rate limits', '/guides/rate-limits']);
  });

  it('shows nothing when no page is close to the address', async () => {
    const page = await reader.open('/wp-admin/setup-config.php');
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    expect(await page.locator('docgen-island[data-widget="not-found-suggestions"]').getAttribute('data-hydrated')).toBe('true');
    expect(await suggestions(page)).toBeUndefined();
  });

  it('has no axe-core violations with suggestions shown, in light and dark mode', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await reader.open('/guides/authentcation', { storage: { ...CONSENT_FUNCTIONAL, theme } });
      await page.locator('.not-found-closest').waitFor();
      expect(describeViolations(`${theme}: a 404`, await axeViolations(page))).toEqual([]);
    }
  });
});
