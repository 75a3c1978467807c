/**
 * The sidebar of a Docusaurus site in real Chromium (test/fixtures/sites/docusaurus):
 * `_category_` folding (`collapsed`, `collapsible: false`) and the keyboard path through a
 * folded category. One build, one server and one browser for the file.
 */
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../../helpers/built-site.js';
import { fixtureSite } from '../../helpers/build-fixture.js';
import { unexpectedProblems } from '../../helpers/widget-pages.js';

const site = useBuiltSite(fixtureSite('docusaurus'), {
  countryLookup: 'https://country.invalid/',
  countryAnswer: () => ({}),
  tagManager: /^$/,
});

describe('a Docusaurus sidebar', () => {
  it('shows a collapsible: false category open with no fold control, and a collapsed: false one open', async () => {
    const page = await site.open('/intro');
    const sidebar = page.locator('aside.sidebar');
    const extras = sidebar.locator('.sidebar-category', { hasText: 'Tutorial - Extras' });
    await expect.poll(() => extras.locator('.sidebar-link', { hasText: 'Deep table of contents' }).isVisible()).toBe(true);
    expect(await extras.locator('button, summary').count()).toBe(0);
    const reference = sidebar.locator('.sidebar-category', { hasText: 'Reference' });
    expect(await reference.locator('.sidebar-category-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await reference.locator('.sidebar-link', { hasText: 'API keys' }).isVisible()).toBe(true);
    expect(unexpectedProblems(site.session)).toEqual([]);
  });

  it('opens a folded category from the keyboard, and its sidebar_class_name item is there', async () => {
    const page = await site.open('/intro');
    const basics = page.locator('aside.sidebar .sidebar-category', { hasText: 'Tutorial - Basics' });
    const toggle = basics.locator('.sidebar-category-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await basics.locator('.sidebar-link', { hasText: 'A page' }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => basics.locator('li.page-link .sidebar-link', { hasText: 'A page' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('A page');
  });
});
