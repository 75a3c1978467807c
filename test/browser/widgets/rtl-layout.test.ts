/**
 * Right-to-left layout in real Chromium, on the fixture site that uses every widget
 * (test/fixtures/sites/widgets). No fixture has a right-to-left locale yet, so each test sets
 * dir on <html> in the page; every check runs under dir="ltr" too, as the positive control.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE } from '../../helpers/widget-pages.js';
import { useWidgetsSite } from '../../helpers/widgets-site.js';

const widgets = useWidgetsSite();

type Direction = 'ltr' | 'rtl';
const DIRECTIONS: Direction[] = ['ltr', 'rtl'];

interface Extent {
  left: number;
  right: number;
}

async function openIn(dir: Direction, pathname: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await widgets.open(pathname, viewport ? { viewport } : {});
  await page.evaluate((value) => (document.documentElement.dir = value), dir);
  return page;
}

/** The horizontal extent of the first element matching each selector. */
async function extents<K extends string>(page: Page, selectors: Record<K, string>): Promise<Record<K, Extent>> {
  return page.evaluate(
    (wanted) => {
      const found: Record<string, Extent> = {};
      for (const [name, selector] of Object.entries(wanted)) {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`no element matches ${selector}`);
        const { left, right } = element.getBoundingClientRect();
        found[name] = { left, right };
      }
      return found;
    },
    selectors as Record<string, string>,
  ) as Promise<Record<K, Extent>>;
}

/** Asserts that `first` lies wholly to the left of `second`. */
function expectLeftOf(first: Extent, second: Extent, what: string): void {
  expect(first.right, what).toBeLessThanOrEqual(second.left);
}

/**
 * Which way a fold chevron points, from its computed transform: the chevron is the corner of
 * a right and a bottom border, so it points along the image of (1, 1).
 */
async function chevronPointsLeft(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const transform = getComputedStyle(document.querySelector(target)!, '::after').transform;
    const { a, c } = new DOMMatrixReadOnly(transform);
    return a + c < 0;
  }, selector);
}

describe('right-to-left layout', () => {
  it('mirrors the doc page (sidebar, table of contents, breadcrumbs, pagination, help button) and keeps code left to right', async () => {
    for (const dir of DIRECTIONS) {
      const page = await openIn(dir, '/guide/usage');
      const box = await extents(page, {
        sidebar: '.sidebar',
        article: 'article.doc',
        toc: '.toc',
        firstCrumb: '.breadcrumbs li:first-child',
        lastCrumb: '.breadcrumbs li:last-child',
        previous: '.pagination-prev',
        next: '.pagination-next',
        help: '.help-button',
      });
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      if (dir === 'ltr') {
        expectLeftOf(box.sidebar, box.article, 'ltr: sidebar, then article');
        expectLeftOf(box.article, box.toc, 'ltr: article, then table of contents');
        expectLeftOf(box.firstCrumb, box.lastCrumb, 'ltr: breadcrumbs');
        expectLeftOf(box.previous, box.next, 'ltr: previous, then next');
        expect(box.help.left, 'ltr: help button on the right').toBeGreaterThan(width / 2);
      } else {
        expectLeftOf(box.article, box.sidebar, 'rtl: sidebar right of the article');
        expectLeftOf(box.toc, box.article, 'rtl: table of contents left of the article');
        expectLeftOf(box.lastCrumb, box.firstCrumb, 'rtl: breadcrumbs');
        expectLeftOf(box.next, box.previous, 'rtl: next on the left');
        expect(box.help.right, 'rtl: help button on the left').toBeLessThan(width / 2);
      }
      const direction = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).direction);
      expect(await direction('.markdown p')).toBe(dir);
      expect(await direction('.code-block')).toBe('ltr');
      expect(await direction('.code-block pre')).toBe('ltr');
      expect(await direction('.markdown p code')).toBe('ltr');
      await page.close();
    }
  });

  it('opens dropdown menus from their item’s start edge and points closed fold chevrons to the end', async () => {
    for (const dir of DIRECTIONS) {
      const page = await openIn(dir, '/guide/usage');
      await page.locator('.navbar-dropdown > summary').click();
      await page.locator('.dropdown-menu').waitFor({ state: 'visible' });
      const box = await extents(page, { item: '.navbar-dropdown > summary', menu: '.dropdown-menu' });
      if (dir === 'ltr') expect(box.menu.left).toBeCloseTo(box.item.left, 0);
      else expect(box.menu.right).toBeCloseTo(box.item.right, 0);
      // The chevron turns (150 ms) when the direction changes: wait for where it ends up.
      const toggle = page.locator('.sidebar').getByRole('button', { name: 'Pages of Advanced' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => chevronPointsLeft(page, '.sidebar .sidebar-category-toggle')).toBe(dir === 'rtl');
      await page.close();
    }
  });

  it('slides the mobile menu in from the start edge and back out, with its panes and back arrow mirrored', async () => {
    for (const dir of DIRECTIONS) {
      const page = await openIn(dir, '/guide/intro', MOBILE);
      const panel = () => extents(page, { menu: '.navbar-sidebar' }).then((box) => box.menu);
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await menu.waitFor({ state: 'visible' });
      await expect.poll(() => panel().then((box) => (dir === 'ltr' ? box.left : box.right))).toBe(dir === 'ltr' ? 0 : width);

      // The page's sidebar (the second pane) shows first; Back brings the first pane into the panel.
      const paneInPanel = async (selector: string) => {
        const box = await extents(page, { menu: '.navbar-sidebar', pane: selector });
        return Math.round(box.pane.left) === Math.round(box.menu.left) && Math.round(box.pane.right) === Math.round(box.menu.right);
      };
      await expect.poll(() => paneInPanel('.navbar-sidebar-secondary')).toBe(true);
      const arrow = await page
        .locator('.navbar-sidebar-back-arrow')
        .evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);
      expect(arrow).toBe(dir === 'ltr' ? 1 : -1);
      await menu.getByRole('button', { name: /Back to main menu/ }).click();
      await expect.poll(() => paneInPanel('.navbar-sidebar-primary')).toBe(true);

      // Closed, it slides back out past its own edge.
      await menu.getByRole('button', { name: 'Close navigation bar' }).click();
      if (dir === 'ltr') await expect.poll(() => panel().then((box) => box.right <= 0)).toBe(true);
      else await expect.poll(() => panel().then((box) => box.left >= width)).toBe(true);
      await page.close();
    }
  });
});
