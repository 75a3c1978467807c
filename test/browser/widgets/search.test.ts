/**
 * Search on the built portal, in Chromium: section results with highlighted excerpts,
 * grouped by the site's sections, opened by mouse or keyboard (landing on the heading,
 * through the client-side router), the keyboard model, the phone's search button, the
 * index loaded only when search opens, and axe with results open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { repoRoot } from '../../helpers/build-fixture.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { MOBILE, settle, unexpectedProblems } from '../../helpers/widget-pages.js';

const portal = useBuiltSite(repoRoot, {
  countryLookup: 'https://ipapi.co/json/',
  countryAnswer: (country) => ({ ip: '203.0.113.9', country }),
  tagManager: /^https:\/\/www\.googletagmanager\.com\//,
});

/** Polls wait longer than the default second: the machine's two cores are shared with builds. */
const WAIT = { timeout: 10_000 };

const indexRequests = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().endsWith('/search-index.json') && requests.push(request.url()));
  return requests;
};

/** Types `query` into the visible search box and waits for its results. */
async function search(page: Page, query: string) {
  const input = page.getByRole('combobox', { name: 'Search the docs' }).locator('visible=true');
  await input.focus();
  await input.fill(query);
  const results = page.getByRole('listbox', { name: 'Search results' }).locator('visible=true');
  await results.waitFor();
  return { input, results, options: results.getByRole('option') };
}

/** The id of the heading nearest the top of the viewport, among those at or below it. */
const headingInView = (page: Page, id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
  }, id);

describe('search on the portal', () => {
  it('loads no index until search opens, then shows sections with the matched words highlighted and opens one at its heading', async () => {
    const page = await portal.open('/guides/gettingstarted/create-app');
    const requests = indexRequests(page);
    await settle(page);
    expect(requests).toEqual([]);

    const { input, options } = await search(page, 'record confirmed transaction');
    expect(requests).toHaveLength(1);
    const first = options.first();
    expect(await first.locator('.search-hit-title').textContent()).toBe('Record a confirmed transaction › POST /transactions/confirmed');
    expect(await first.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Record', 'confirmed', 'transaction']));
    // The excerpt is the section's text, not HTML: no element but <mark> inside it.
    expect(await first.locator('.search-hit-excerpt *').evaluateAll((elements) => elements.map((element) => element.tagName))).toEqual(
      expect.arrayContaining(['MARK']),
    );
    expect(await first.locator('.search-hit-excerpt :not(mark)').count()).toBe(0);

    // A guide's section links its heading; opening it is a client-side navigation that lands on it.
    const section = options.filter({ hasText: 'Step 1: Record a transaction' }).first();
    const href = await section.getAttribute('href');
    expect(href).toBe('/guides/gettingstarted/transaction-log#step-1-record-a-transaction');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await section.click();
    await page.waitForURL(/\/guides\/gettingstarted\/transaction-log#step-1-record-a-transaction$/);
    await expect.poll(() => headingInView(page, 'step-1-record-a-transaction'), WAIT).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await input.isVisible()).toBe(true);
    expect(requests).toHaveLength(1);
    expect(unexpectedProblems(portal.session)).toEqual([]);
  });

  it('groups results under the site’s own sections and finds an operation by method and path', async () => {
    const page = await portal.open('/');
    const { results, options } = await search(page, 'signature');
    const status = page.locator('.navbar-search [role="status"]').first();
    await expect.poll(() => status.textContent(), WAIT).toMatch(/^\d+ results$/);
    // Every match is listed, rendered as the list scrolls.
    const total = Number((await status.textContent())!.match(/\d+/)![0]);
    const rendered = await options.count();
    expect(rendered).toBeLessThan(total);
    await expect
      .poll(async () => {
        await results.evaluate((list) => (list.scrollTop = list.scrollHeight));
        return options.count();
      }, WAIT)
      .toBe(total);
    const groups = await results
      .getByRole('group')
      .evaluateAll((elements) => elements.map((element) => document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent));
    expect(groups).toEqual(expect.arrayContaining(['Guides', 'API reference', 'SDKs']));
    expect(new Set(groups).size).toBe(groups.length);

    const { input } = await search(page, 'POST /transactions');
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await expect.poll(() => first.getAttribute('href'), WAIT).toBe('/api/metering-service/create-transaction');
    await input.press('Enter');
    await page.waitForURL(/\/api\/metering-service\/create-transaction$/);
    expect(await page.locator('h1').textContent()).toContain('Create a transaction in a chosen initial state');
  });

  it('moves through the results with the arrows, Home and End, renders more as needed, and closes with Escape', async () => {
    const page = await portal.open('/');
    const { input, results } = await search(page, 'token');
    const count = Number((await page.locator('.navbar-search [role="status"]').first().textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(50);
    const active = () => input.getAttribute('aria-activedescendant');
    const selected = () => results.locator('[aria-selected="true"]').getAttribute('id');
    expect(await active()).toMatch(/-hit-0$/);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    expect(await active()).toMatch(/-hit-2$/);
    expect(await selected()).toBe(await active());
    // End selects the last result, rendered on demand (the list starts shorter), in view.
    expect(await results.getByRole('option').count()).toBeLessThan(count);
    await input.press('End');
    expect(await active()).toMatch(new RegExp(`-hit-${count - 1}$`));
    expect(await selected()).toBe(await active());
    expect(await results.getByRole('option').last().isVisible()).toBe(true);
    await input.press('Home');
    expect(await active()).toMatch(/-hit-0$/);
    await input.press('ArrowUp');
    expect(await active()).toMatch(new RegExp(`-hit-${count - 1}$`));
    await input.press('Home');
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.inputValue()).toBe('token');
    // An arrow reopens the list at the result that was current (the first), skipping none.
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await active()).toMatch(/-hit-0$/);
    await input.press('ArrowDown');
    expect(await active()).toMatch(/-hit-1$/);
    await input.press('Escape');
    await input.press('Escape');
    expect(await input.inputValue()).toBe('');
  });

  it('passes axe with results open, and Ctrl-K and "/" still open search', async () => {
    const page = await portal.open('/guides/gettingstarted/create-app');
    await page.locator('#main-content').focus();
    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: 'Search the docs' }).locator('visible=true');
    const focused = () => input.evaluate((element) => element === document.activeElement);
    expect(await focused()).toBe(true);
    await page.locator('#main-content').focus();
    await page.keyboard.press('Control+k');
    expect(await focused()).toBe(true);
    await search(page, 'access token');
    expect(describeViolations('search results open', await axeViolations(page))).toEqual([]);
  });
});

describe('search on a phone (390 px)', () => {
  it('opens from a button in the top bar, finds and opens a section, and closes with Escape back to the button', async () => {
    const page = await portal.open('/guides/gettingstarted/create-app', { viewport: MOBILE });
    const requests = indexRequests(page);
    const button = page.locator('.navbar-inner').getByRole('button', { name: 'Search the docs' });
    expect(await button.isVisible()).toBe(true);
    // In the top bar itself, not in the menu.
    const box = (await button.boundingBox())!;
    const bar = (await page.locator('.navbar-inner').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    expect(await page.getByRole('combobox', { name: 'Search the docs' }).locator('visible=true').count()).toBe(0);
    expect(requests).toEqual([]);

    await button.click();
    const input = page.getByRole('combobox', { name: 'Search the docs' }).locator('visible=true');
    await expect.poll(() => input.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const { options } = await search(page, 'sec-kit install');
    const install = options.filter({ hasText: 'Security kit › Install' }).first();
    // Results fit the screen's width.
    const resultBox = await install.boundingBox();
    expect(resultBox!.x).toBeGreaterThanOrEqual(0);
    expect(resultBox!.x + resultBox!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(describeViolations('phone search open', await axeViolations(page))).toEqual([]);
    await install.click();
    await page.waitForURL(/\/sdks\/kits\/sec-kit#install$/);
    await expect.poll(() => headingInView(page, 'install'), WAIT).toBe(true);
    expect(await input.isVisible()).toBe(false);

    // Escape on an empty box closes it and gives the focus back to the button.
    await button.click();
    await expect.poll(() => input.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
    await input.press('Escape');
    expect(await input.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // Ctrl-K opens it too.
    await page.keyboard.press('Control+k');
    await expect.poll(() => input.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
  });
});

describe('search on a first visit, with the cookie banner shown', () => {
  it('draws its results over the banner, so every listed result can be pointed at', async () => {
    const page = await portal.open('/guides/gettingstarted/create-app', { viewport: { width: 1280, height: 700 }, storage: {} });
    const banner = page.locator('.cookie-banner');
    await banner.waitFor();
    const { results } = await search(page, 'transaction');
    const bannerTop = (await banner.boundingBox())!.y;
    const covered = await results.evaluate((list, top) => {
      const blocked: string[] = [];
      let checked = 0;
      // The list scrolls: only the options in its visible part are drawn.
      const bottom = Math.min(list.getBoundingClientRect().bottom, window.innerHeight);
      for (const option of list.querySelectorAll('[role="option"]')) {
        const box = option.getBoundingClientRect();
        // Only the part of the list drawn where the banner is.
        if (box.bottom <= top || box.top >= bottom - 4 || box.height === 0) continue;
        checked++;
        const y = Math.min(box.bottom, bottom) - 2;
        const hit = document.elementFromPoint(box.left + box.width / 2, y);
        if (!hit || !option.contains(hit)) blocked.push(`${option.textContent?.slice(0, 40)} under ${hit?.className}`);
      }
      return { blocked, checked };
    }, bannerTop);
    // Some options really are drawn where the banner is, so the check below checks something.
    expect(covered.checked).toBeGreaterThan(0);
    expect(covered.blocked).toEqual([]);
  });
});
