/**
 * The React pages of test/fixtures/sites/src-pages (a Docusaurus site's src/pages) in
 * Chromium: each hydrates without a mismatch or a console error, and then runs in the
 * browser as in Docusaurus (state and handlers, effects, useIsBrowser), in both locales;
 * keyboard users reach and press the page's own button; its one main landmark is the page's;
 * Infima's classes are styled as in Docusaurus, in the theme's colours, light and dark.
 * So do the routes a Docusaurus plugin adds, with their props and the plugin's global data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from '../../helpers/browser.js';
import { buildToTemp, fixtureSite } from '../../helpers/build-fixture.js';
import { sweepSite } from '../../helpers/axe-sweep.js';
import { MOBILE, openPage, unexpectedProblems } from '../../helpers/widget-pages.js';
import type { Page } from 'playwright-core';

let session: BrowserSession;
let site: { url: string; close(): Promise<void> };
let outDir: string;

beforeAll(async () => {
  ({ outDir } = await buildToTemp(fixtureSite('src-pages')));
  [session, site] = await Promise.all([launchBrowser(), serveFolder(outDir)]);
}, 300_000);
afterAll(async () => {
  await Promise.all([session?.close(), site?.close()]);
});

describe('the React pages of src/pages in a browser', () => {
  it('hydrates every page in both locales without a console error, and has no axe violation', async () => {
    const problems = await sweepSite(session, site.url, outDir, ['light', 'dark'], {
      routes: ['/', '/team', '/status', '/fr', '/fr/team', '/launches', '/launches/aurora-1', '/fr/launches/borealis-2'],
      hydration: true,
    });
    expect(problems.hydration).toEqual([]);
    expect(problems.axe).toEqual([]);
  }, 300_000);

  it("runs the page's state, handlers and effects once hydrated, by keyboard", async () => {
    const page = await openPage(session, site.url, '/');
    const counter = page.getByRole('region', { name: 'Passes' });
    await expect.poll(() => counter.locator('[data-browser]').textContent()).toBe('Running in the browser');
    await expect.poll(() => counter.locator('[data-effect]').textContent()).toBe('Effect: / in the browser');
    // A CSS module's class the page adds in the browser is the one its stylesheet styles (named as on the server).
    await expect.poll(() => counter.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(0, 128, 0)');
    const button = counter.getByRole('button', { name: 'Log a pass' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect.poll(() => counter.locator('output').textContent()).toBe('2');
    // One main landmark, the page's own; the skip link still leads to the content.
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.locator('#main-content main').count()).toBe(1);
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it("keeps the server render's links and words in French once hydrated", async () => {
    const page = await openPage(session, site.url, '/fr');
    await expect.poll(() => page.locator('[data-browser]').textContent()).toBe('Running in the browser');
    expect(await page.getByRole('link', { name: 'Commencer la lecture' }).getAttribute('href')).toBe('/fr/docs/intro');
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it("hydrates a Docusaurus plugin's route with its props and the plugin's global data, and runs its handler by keyboard", async () => {
    const page = await openPage(session, site.url, '/fr/launches/borealis-2');
    const button = page.getByRole('button', { name: 'Watch this launch' });
    await button.focus();
    await page.keyboard.press('Enter');
    // The handler ran: the button says so, and the links from the global data kept the locale.
    await expect.poll(() => page.getByRole('button', { name: 'Watching this launch' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-launch]').getAttribute('data-locale')).toBe('fr');
    expect(await page.getByRole('link', { name: 'Aurora 1' }).getAttribute('href')).toBe('/fr/launches/aurora-1');
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it("runs the site's client modules on every page: their code, then onRouteUpdate and onRouteDidUpdate with the location", async () => {
    for (const route of ['/docs/intro', '/fr/team']) {
      const page = await openPage(session, site.url, route);
      const root = page.locator('html');
      await expect.poll(() => root.getAttribute('data-route-did-update')).toBe(route);
      expect(await root.getAttribute('data-client-module')).toBe('loaded');
      expect(await root.getAttribute('data-route-update')).toBe(`${route} from nowhere`);
    }
    // onRouteDidUpdate found the page's headings, and the CSS client module styles what it marked.
    const page = await openPage(session, site.url, '/docs/intro');
    const heading = page.locator('main h2[data-number="1"]');
    await expect.poll(() => heading.count()).toBe(1);
    expect(await heading.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"1. "');
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it("styles the page's Infima classes in the theme's colours, and the site's customCss over them, light and dark", async () => {
    const page = await openPage(session, site.url, '/');
    const style = (selector: string, property: string) =>
      page
        .locator(`.site-page ${selector}`)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    // The grid: a flex row of two half-width columns inside the container.
    expect(await style('.row', 'display')).toBe('flex');
    const [row, column] = await Promise.all([width(page, '.row'), width(page, '.col--6')]);
    expect(column / row).toBeCloseTo(0.5, 2);
    expect(await style('.text--center', 'text-align')).toBe('center');
    // Infima's button, not the pill of docgen's own .button (its radius, its padding).
    expect(await style('.button--primary', 'border-top-left-radius')).toBe('6.4px');
    expect(parseFloat(await style('.button--lg', 'font-size'))).toBeCloseTo(0.875 * 16 * 1.35, 1);
    // Infima's card and badge, not the theme's (no border, no capitals).
    expect(await style('.card', 'border-top-style')).toBe('none');
    expect(await style('.badge', 'text-transform')).toBe('none');
    // The site's customCss over Infima's card (and the theme's), as in Docusaurus.
    expect(await style('.card', 'border-top-left-radius')).toBe('4px');
    // In light mode the primary family is the theme's brand colour.
    const brand = await colourOf(page, 'var(--color-primary)');
    expect(await style('.button--primary', 'background-color')).toBe(brand);
    expect(await style('.button--outline.button--primary', 'color')).toBe(brand);
    // The page's CSS module overrides Infima's hero--primary, as in Docusaurus (its night sky).
    expect(await style('.hero', 'display')).toBe('flex');
    expect(await style('.hero--primary', 'background-color')).toBe('rgb(11, 29, 58)');
    // The page's text in the body's font (Infima's default font is not the page's), and the theme's text colour.
    const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await style('.card__body', 'font-family')).toBe(body);
    expect(await style('.card__body', 'color')).toBe(await colourOf(page, 'var(--color-text)'));
    // Nothing of Infima reaches the frame: the navbar keeps docgen's height.
    expect(await page.locator('.navbar').evaluate((element) => getComputedStyle(element).height)).toBe('60px');

    // Dark mode: the site's customCss sets its own --ifm-color-primary there, which wins.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(() => style('.button--primary', 'background-color')).toBe('rgb(140, 196, 240)');
    expect(await style('.card', 'background-color')).toBe(await colourOf(page, 'var(--color-bg-soft)'));
    expect(await style('.card__body', 'color')).toBe(await colourOf(page, 'var(--color-text)'));
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it("stacks Infima's columns on a phone: the row still a flex row, each column as wide as it", async () => {
    const page = await openPage(session, site.url, '/', { viewport: MOBILE });
    const row = page.locator('.site-page .row').first();
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    const [first, second] = await row
      .locator(':scope > .col')
      .evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect()));
    expect(first!.width).toBeCloseTo(await width(page, '.row'), 0);
    expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    expect(unexpectedProblems(session)).toEqual([]);
  });
});

/** The rendered width of the first element of the page matching `selector`. */
const width = (page: Page, selector: string) =>
  page
    .locator(`.site-page ${selector}`)
    .first()
    .evaluate((element) => element.getBoundingClientRect().width);

/** A CSS colour (`var(--color-primary)`) as the browser computes it on the page: `rgb(...)`. */
function colourOf(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.querySelector('.site-page')!.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}
