import type { Page } from 'playwright-core';
import type { BrowserSession } from './browser.js';

/** A stored cookie choice without Targeting: no tag manager, but the country lookup may run. */
export const CONSENT_FUNCTIONAL = {
  'docgen.cookie-consent': JSON.stringify({ accepted: ['necessary', 'functional'], date: new Date().toISOString() }),
};

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Waits until every island that hydrates at load or idle has hydrated (not those waiting to be seen or reached). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('docgen-island')]
      .filter((element) => !['visible', 'interaction'].includes(element.getAttribute('data-hydrate') ?? ''))
      .every((element) => element.getAttribute('data-hydrated') === 'true'),
  );
}

/**
 * Opens `path` in a new page with exactly `storage` in localStorage (and no cookies), and
 * waits for its islands. Clears the session's recorded console problems and third-party
 * requests first, so a test sees only its own.
 */
export async function openPage(
  session: BrowserSession,
  siteUrl: string,
  path: string,
  options: { viewport?: { width: number; height: number }; storage?: Record<string, string>; wait?: boolean } = {},
): Promise<Page> {
  session.consoleProblems.length = 0;
  session.thirdPartyRequests.length = 0;
  await session.context.clearCookies();
  const page = await session.newPage(options.viewport ?? DESKTOP);
  await visitOrigin(page, siteUrl);
  await page.evaluate((storage) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, options.storage ?? CONSENT_FUNCTIONAL);
  await page.goto(`${siteUrl}${path}`);
  if (options.wait !== false) await waitForIslands(page);
  return page;
}

/**
 * Opens an empty page of the site's origin, to set its storage before the first visit.
 * It names no icon: a text file (robots.txt) would have Chromium ask for /favicon.ico,
 * a 404 in the console of a site without one that no page of the site caused.
 */
export async function visitOrigin(page: Page, siteUrl: string): Promise<void> {
  const blank = `${new URL(siteUrl).origin}/__docgen-test-origin`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>origin</title><link rel="icon" href="data:,">' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
}

/** Closes every page of the session (between tests). */
export async function closePages(session: BrowserSession): Promise<void> {
  await Promise.all(
    session.context
      .pages()
      .filter((page) => page.url() !== 'about:blank')
      .map((page) => page.close()),
  );
}

/** Problems that matter: console errors/warnings and page errors, minus expected ones. */
export function unexpectedProblems(session: BrowserSession, expected: RegExp[] = []): string[] {
  return session.consoleProblems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
}

/**
 * Scrolls each island that waits to be visible into view, has the pointer reach each one
 * that waits for the reader (`interaction`), and waits until all have hydrated.
 */
export async function hydrateVisibleIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('docgen-island[data-hydrate="interaction"]'))
      (island.firstElementChild ?? island).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  const count = await page.locator('docgen-island[data-hydrate="visible"]').count();
  for (let index = 0; index < count; index++) {
    await page.evaluate((position) => {
      const island = document.querySelectorAll('docgen-island[data-hydrate="visible"]')[position];
      (island?.firstElementChild ?? island)?.scrollIntoView();
    }, index);
    // Wait while it is in view: scrolled past before the observer fires, it would (rightly)
    // wait to be seen again, and on a busy machine that makes the test flaky.
    await page.waitForFunction(
      (position) => document.querySelectorAll('docgen-island[data-hydrate="visible"]')[position]?.getAttribute('data-hydrated') === 'true',
      index,
    );
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll('docgen-island')].every((element) => element.getAttribute('data-hydrated') === 'true'),
  );
}

/**
 * Waits until the page has done what it was about to do, so that a test may assert that
 * something did NOT happen: its islands have hydrated, a frame has passed, and then a
 * request of the page's own (the positive control) has been seen. The browser reports
 * requests in the order they start, so any request the page began earlier (a prefetch, a
 * third-party script) has been recorded by then.
 */
export async function settle(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  const control = `/robots.txt?settled=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(control)),
    page.evaluate((url) => fetch(url).then(() => undefined), control),
  ]);
}
