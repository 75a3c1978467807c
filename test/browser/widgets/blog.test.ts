/**
 * The blog of test/fixtures/sites/blog in Chromium: its post, list, tag, author and archive
 * pages have no axe violations (WCAG 2.2 AA) in light and dark, at desktop and mobile
 * width, and hydrate cleanly; the keyboard reaches the sidebar of recent posts and the
 * list's pagination and follows them; Chromium's XML parser reads the feeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, serveFolder, type BrowserSession } from '../../helpers/browser.js';
import { buildToTemp, fixtureSite } from '../../helpers/build-fixture.js';
import { sweepSite } from '../../helpers/axe-sweep.js';
import { closePages, openPage, unexpectedProblems } from '../../helpers/widget-pages.js';

let session: BrowserSession;
let site: { url: string; close(): Promise<void> };
let outDir: string;

beforeAll(async () => {
  ({ outDir } = await buildToTemp(fixtureSite('blog')));
  [session, site] = await Promise.all([launchBrowser(), serveFolder(outDir)]);
}, 300_000);
afterAll(async () => {
  await Promise.all([session?.close(), site?.close()]);
});

const BLOG_PAGES = ['/blog', '/blog/2024/03/12/webhook-retries', '/blog/tags', '/blog/tags/release', '/blog/authors/ada', '/blog/archive'];

/** Presses Tab until the focused element matches `selector` (at most `limit` times); returns how many presses it took. */
async function tabTo(page: Page, selector: string, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return presses;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('the blog in a browser', () => {
  it('has no axe violations on its post, list, tag, author and archive pages, light and dark, desktop and mobile, and hydrates cleanly', async () => {
    const problems = await sweepSite(session, site.url, outDir, ['light', 'dark'], { routes: BLOG_PAGES, hydration: true });
    expect(problems.axe).toEqual([]);
    expect(problems.hydration).toEqual([]);
  }, 300_000);

  it('takes the keyboard through the sidebar of recent posts to a post', async () => {
    const page = await openPage(session, site.url, '/blog/2024/01/15/widgets-v2');
    const sidebar = 'aside[aria-label="Recent posts navigation"]';
    await expect.poll(() => page.locator(sidebar).isVisible()).toBe(true);
    // The sidebar's links come before the post's own: its title link, then the three newest posts.
    await tabTo(page, `${sidebar} a[href="/blog"]`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/blog/sdk-generator');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/blog/sdk-generator`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('SDKs generated from the OpenAPI document');
    expect(unexpectedProblems(session)).toEqual([]);
    await closePages(session);
  }, 120_000);

  it('takes the keyboard through the pagination of the list, older then newer, with each link named and visible when focused', async () => {
    const page = await openPage(session, site.url, '/blog');
    const nav = 'nav[aria-label="Blog list page navigation"]';
    await tabTo(page, `${nav} a[rel="next"]`);
    const focused = page.locator(`${nav} a[rel="next"]`);
    expect(await focused.textContent()).toBe('Older posts');
    expect(
      await focused.evaluate((link) => getComputedStyle(link).outlineStyle !== 'none' || getComputedStyle(link).boxShadow !== 'none'),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/blog/page/2`);
    await expect.poll(() => page.locator(`${nav} .blog-page-of`).textContent()).toBe('Page 2 of 2');
    await tabTo(page, `${nav} a[rel="prev"]`);
    expect(await page.locator(`${nav} a[rel="prev"]`).textContent()).toBe('Newer posts');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/blog`);
    await expect.poll(() => page.locator(`${nav} .blog-page-of`).textContent()).toBe('Page 1 of 2');
    expect(unexpectedProblems(session)).toEqual([]);
    await closePages(session);
  }, 120_000);

  it("serves feeds that Chromium's strict XML parser reads, with the latest three posts", async () => {
    const page = await openPage(session, site.url, '/blog');
    const feeds = await page.evaluate(async () => {
      const parse = async (file: string, item: string) => {
        const text = await (await fetch(file)).text();
        const document = new DOMParser().parseFromString(text, 'application/xml');
        return { error: document.querySelector('parsererror')?.textContent ?? null, items: document.getElementsByTagName(item).length };
      };
      const json = (await (await fetch('/blog/feed.json')).json()) as { items: unknown[] };
      return { rss: await parse('/blog/rss.xml', 'item'), atom: await parse('/blog/atom.xml', 'entry'), json: json.items.length };
    });
    expect(feeds).toEqual({ rss: { error: null, items: 3 }, atom: { error: null, items: 3 }, json: 3 });
    await closePages(session);
  }, 60_000);
});
