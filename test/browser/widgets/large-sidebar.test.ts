/**
 * A large sidebar (400 guides, 40 categories) in real Chromium: its tree comes from the
 * shared file, the server HTML shows a window of it and the widget then every category;
 * a closed category renders its links when opened from the keyboard; no hydration
 * mismatch; the mobile menu shows the same tree.
 */
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../../helpers/built-site.js';
import { generatedSite } from '../../helpers/generated-site.js';
import { unexpectedProblems } from '../../helpers/widget-pages.js';

const site = useBuiltSite(generatedSite(400), {
  countryLookup: 'https://country.invalid/',
  countryAnswer: () => ({}),
  tagManager: /^$/,
});

describe('a large sidebar', () => {
  it('hydrates from its shared file and then lists every category, without a mismatch', async () => {
    const page = await site.open('/guides/part-20/guide-200');
    const categories = page.locator('aside.sidebar .sidebar-items').first().locator(':scope > li');
    await expect.poll(() => categories.count()).toBe(40);
    const current = page.locator('aside.sidebar .sidebar-link.active');
    expect(await current.textContent()).toBe('Guide 200');
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(unexpectedProblems(site.session)).toEqual([]);
  });

  it('renders a closed category’s links once it is opened from the keyboard', async () => {
    const page = await site.open('/guides/part-20/guide-200');
    const part = page.locator('aside.sidebar .sidebar-category', { has: page.locator('a[href="/guides/part-39"]') });
    await expect.poll(() => part.count()).toBe(1);
    const toggle = part.locator('.sidebar-category-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await part.locator('.sidebar-link').count()).toBe(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => part.locator('.sidebar-link', { hasText: 'Guide 399' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Guide 390');
  });

  it('shows the same tree in the mobile menu', async () => {
    const page = await site.open('/guides/part-20/guide-200', { viewport: { width: 390, height: 800 } });
    await page.locator('.navbar-toggle').click();
    const menu = page.locator('.navbar-sidebar-secondary');
    await expect.poll(() => menu.locator('.sidebar-link.active').textContent()).toBe('Guide 200');
    expect(await menu.locator('a[href="/guides/part-39"]').count()).toBe(1);
  });
});
