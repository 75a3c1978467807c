/**
 * The tabs built-in in real Chromium, on the builtins fixture site
 * (test/fixtures/sites/builtins): mouse and keyboard, a group kept in sync on the page,
 * on the next page and after a reload, a query-string link, and every panel readable
 * with JavaScript off. One build, one server and one browser for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../../helpers/build-fixture.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { unexpectedProblems, waitForIslands } from '../../helpers/widget-pages.js';

const site = useBuiltSite(fixtureSite('builtins'), {
  countryLookup: 'https://geo.docgen.test/json/',
  countryAnswer: () => ({}),
  tagManager: /^$/,
});

/** The text of every visible panel, group by group. */
const visiblePanels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.tabs')].map((tabs) =>
      [...tabs.querySelectorAll<HTMLElement>(':scope > .tab-panel')]
        .filter((panel) => panel.checkVisibility({ visibilityProperty: true }))
        .map((panel) => panel.innerText.trim()),
    ),
  );

const selectedTabs = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').allTextContents();

describe('tabs', () => {
  it('show one panel under a WAI-ARIA tablist, the default first, and switch on click', async () => {
    const page = await site.open('/components/tabs');
    expect(await page.locator('[role="tablist"]').count()).toBe(3);
    expect(await selectedTabs(page)).toEqual(['macOS', 'macOS', 'JavaScript']);
    expect(await visiblePanels(page)).toEqual([
      ['Run brew install tool on macOS.'],
      ['Edit ~/Library/tool.toml on macOS.'],
      ['npm install tool'],
    ]);
    const tab = page.getByRole('tab', { name: 'Python' });
    const panelId = await tab.getAttribute('aria-controls');
    expect(await page.locator(`[id="${panelId}"]`).getAttribute('role')).toBe('tabpanel');
    expect(await page.locator(`[id="${panelId}"]`).getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
    await tab.click();
    expect((await visiblePanels(page))[2]).toEqual(['pip install tool']);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(unexpectedProblems(site.session)).toEqual([]);
  });

  it('move by keyboard with a roving tabindex: arrows wrap, Home and End', async () => {
    const page = await site.open('/components/tabs');
    const tabs = page.locator('.tabs').first().getByRole('tab');
    expect(await tabs.evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([0, -1, -1]);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Linux');
    expect(await tabs.evaluateAll((all) => all.map((tab) => (tab as HTMLElement).tabIndex))).toEqual([-1, 0, -1]);
    expect((await visiblePanels(page))[0]).toEqual(['Run apt install tool on Linux.']);
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Windows');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('macOS');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Windows');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('macOS');
    // Tab leaves the tablist for the panel (a tab stop of its own), not for the next tab.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });

  it('keep a group in sync on the page, without moving the chosen tabs on screen', async () => {
    const page = await site.open('/components/tabs');
    const second = page.locator('.tabs').nth(1);
    await second.scrollIntoViewIfNeeded();
    const before = await second.evaluate((element) => element.getBoundingClientRect().top);
    await second.getByRole('tab', { name: 'Windows' }).click();
    expect(await selectedTabs(page)).toEqual(['Windows', 'Windows', 'JavaScript']);
    const [first, secondPanels, third] = await visiblePanels(page);
    expect(first).toEqual([expect.stringMatching(/^Run winget install tool on Windows\.\s+Then open a new terminal/)]);
    expect([secondPanels, third]).toEqual([['Edit %APPDATA%\\tool.toml on Windows.'], ['npm install tool']]);
    // The group above grew by two paragraphs; the page scrolled by as much.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await second.evaluate((element) => element.getBoundingClientRect().top)).toBeCloseTo(before, 0);
  });

  it('keep the choice on the next page, after a client-side navigation and after a reload', async () => {
    const page = await site.open('/components/tabs');
    await page.getByRole('tab', { name: 'Linux' }).first().click();
    await page.locator('.markdown a', { hasText: 'the next page' }).click();
    await page.waitForFunction(() => location.pathname === '/components/tabs-next');
    await waitForIslands(page);
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Linux');
    expect(await visiblePanels(page)).toEqual([['Uninstall with apt on Linux.']]);
    await page.reload();
    await waitForIslands(page);
    expect(await selectedTabs(page)).toEqual(['Linux']);
    // The MDX page's <Tabs groupId="os"> is in the same group.
    await page.goto(`${site.site.url}/components/mdx-components`);
    await waitForIslands(page);
    expect(await selectedTabs(page)).toEqual(['GNU/Linux']);
    const fresh = await site.open('/components/tabs');
    expect(await selectedTabs(fresh)).toEqual(['macOS', 'macOS', 'JavaScript']); // a new visitor gets the default
  });

  it('select the tab a query string names (?os=linux) and write the choice into the address', async () => {
    const page = await site.open('/components/tabs?os=linux');
    // The query is read once the tabs have hydrated: wait for the choice it names.
    await expect.poll(() => selectedTabs(page)).toEqual(['Linux', 'Linux', 'JavaScript']);
    expect((await visiblePanels(page))[0]).toEqual(['Run apt install tool on Linux.']);
    await page.getByRole('tab', { name: 'Windows' }).first().click();
    // The address changes within the document: Playwright hears of it by an event, so this waits for it.
    await page.waitForURL((url) => url.searchParams.get('os') === 'windows');
    const unknown = await site.open('/components/tabs?os=beos');
    await expect.poll(() => selectedTabs(unknown)).toEqual(['macOS', 'macOS', 'JavaScript']);
  });

  it('show every panel with its caption when JavaScript is off', async () => {
    const page = await site.session.newPage();
    const cdp = await site.session.context.newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${site.site.url}/components/tabs`);
    expect(await page.locator('[role="tablist"]').count()).toBe(0);
    const captions = page.locator('.tab-caption');
    expect(await captions.allTextContents()).toEqual(['macOS', 'Linux', 'Windows', 'macOS', 'Linux', 'Windows', 'JavaScript', 'Python']);
    for (const text of ['brew install', 'apt install', 'winget install', 'tool.toml on Windows', 'pip install tool']) {
      expect(await page.getByText(text).first().isVisible(), text).toBe(true);
    }
  });

  it('show the panel that holds a linked heading: on load with its #hash, and from the table of contents', async () => {
    const direct = await site.open('/components/tabs#linux-config-paths');
    expect(await selectedTabs(direct)).toEqual(['macOS', 'Linux', 'JavaScript']);
    await direct.waitForFunction(() => {
      const box = document.getElementById('linux-config-paths')!.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    const page = await site.open('/components/tabs');
    expect(await page.locator('#linux-config-paths').isVisible()).toBe(false);
    await page.locator('.toc a[href="#linux-config-paths"]').click();
    await page.waitForFunction(() => document.getElementById('linux-config-paths')!.checkVisibility());
    expect(await selectedTabs(page)).toEqual(['macOS', 'Linux', 'JavaScript']);
  });

  it('look folded while their script loads (no layout shift), and unfold when it cannot load', async () => {
    const page = await site.session.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const requestSeen = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/assets\/tabs-\w+\.js$/, async (route) => {
      requested();
      await held;
      await route.abort();
    });
    await page.goto(`${site.site.url}/components/tabs`);
    await requestSeen;
    // Only the default panels show, without captions, while the script is on its way.
    expect(await visiblePanels(page)).toEqual([
      ['Run brew install tool on macOS.'],
      ['Edit ~/Library/tool.toml on macOS.'],
      ['npm install tool'],
    ]);
    expect(await page.locator('.tab-caption').first().isVisible()).toBe(false);
    release();
    await page.waitForFunction(
      () => document.querySelector('docgen-island[data-widget="tabs"]')?.getAttribute('data-hydrated') === 'failed',
    );
    expect(await page.locator('[role="tablist"]').count()).toBe(0);
    expect((await visiblePanels(page)).map((panels) => panels.length)).toEqual([3, 3, 2]);
    expect(
      await page
        .locator('.tab-caption')
        .evaluateAll((all) => all.every((caption) => (caption as HTMLElement).checkVisibility({ visibilityProperty: true }))),
    ).toBe(true);
  });

  it('unfold by themselves when no script runs at all (the runtime cannot load)', async () => {
    const page = await site.session.newPage();
    await page.route(/\/assets\/runtime-\w+\.js$/, (route) => route.abort());
    await page.goto(`${site.site.url}/components/tabs`);
    // The stylesheet's fallback shows everything after a few seconds.
    await page.waitForFunction(
      () => [...document.querySelectorAll('.tab-panel')].every((panel) => panel.checkVisibility({ visibilityProperty: true })),
      undefined,
      { timeout: 10_000 },
    );
    expect(
      await page
        .locator('.tab-caption')
        .evaluateAll((all) => all.every((caption) => (caption as HTMLElement).checkVisibility({ visibilityProperty: true }))),
    ).toBe(true);
  });

  it('print every panel under its caption', async () => {
    const page = await site.open('/components/tabs');
    await page.emulateMedia({ media: 'print' });
    expect((await visiblePanels(page)).map((panels) => panels.length)).toEqual([3, 3, 2]);
    expect(
      await page
        .locator('.tab-caption')
        .evaluateAll((all) => all.every((caption) => (caption as HTMLElement).checkVisibility({ visibilityProperty: true }))),
    ).toBe(true);
    expect(await page.locator('[role="tablist"]').first().isVisible()).toBe(false);
  });

  it('ship their script only to pages that have tabs', async () => {
    const withTabs = await site.open('/components/tabs');
    const without = await site.open('/components/layout');
    const scripts = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"], script[src]')].map(
          (el) => el.getAttribute('href') ?? el.getAttribute('src'),
        ),
      );
    expect((await scripts(withTabs)).some((url) => /\/tabs-[\w]+\.js$/.test(url ?? ''))).toBe(true);
    expect((await scripts(without)).some((url) => /\/tabs-[\w]+\.js$/.test(url ?? ''))).toBe(false);
  });
});
