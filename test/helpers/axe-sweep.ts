import { readdirSync } from 'node:fs';
import path from 'node:path';
import { serveFolder, type BrowserSession } from './browser.js';
import { buildToTemp } from './build-fixture.js';
import type { Page } from 'playwright-core';
import { axeViolations, COLOUR_RULES, describeViolations } from './axe.js';
import { DESKTOP, hydrateVisibleIslands, MOBILE, waitForIslands } from './widget-pages.js';
import { layoutProblems } from './layout-audit.js';

export type ColorMode = 'light' | 'dark';

/** Every page of a built site, as a route. */
export function pagesOf(outDir: string, dir = outDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesOf(outDir, full);
    return entry.name === 'index.html' ? [`/${path.relative(outDir, dir)}`.replace(/\/$/, '') || '/'] : [];
  });
}

/**
 * The pages a whole-site browser sweep visits: every page, except that of the model pages
 * of an API (one template, hundreds of pages for a large document: the portal has 170) it
 * visits the first few of each service. Every model page of the models fixture is swept
 * on its own (test/browser/accessibility/models-pages.test.ts).
 */
export function sweepPagesOf(outDir: string, modelPagesPerService = 4): string[] {
  const seen = new Map<string, number>();
  return pagesOf(outDir)
    .sort()
    .filter((route) => {
      const models = /^(.*\/models)\/[^/]+$/.exec(route)?.[1];
      if (!models) return true;
      seen.set(models, (seen.get(models) ?? 0) + 1);
      return seen.get(models)! <= modelPagesPerService;
    });
}

/**
 * axe-core on every page of a served site, at desktop and mobile width, in each colour
 * mode given, after the islands hydrated, on a first visit (nothing stored, so the cookie
 * banner is open). A few pages at a time. Each page loads once and is resized to the other
 * width (even pages load at desktop width, odd ones at mobile, so both load widths are
 * seen); in dark mode only the colour rules run, since the dark theme changes colours and
 * nothing else (test/unit/theme/dark-theme.test.ts holds the theme to that).
 *
 * On the same load, when asked: `hydration` first checks that the page hydrates cleanly
 * (every island, those waiting to be seen included, and no console error or warning
 * but `expectedProblems`), and `layoutWidths` then makes the reader's cookie choice
 * ("Necessary only") and audits the layout at each width (test/helpers/layout-audit.ts).
 * The choice is forgotten again at once, so that every page is a first visit.
 *
 * Returns one line per problem, by check (`axe`, `hydration`, `layout`): rule or check, page,
 * viewport, mode, element and what is wrong.
 */
export async function sweepSite(
  session: BrowserSession,
  siteUrl: string | readonly string[],
  outDir: string,
  modes: ColorMode[],
  {
    concurrency = 3,
    routes: pages = sweepPagesOf(outDir),
    hydration = false,
    layoutWidths = [],
    expectedProblems = () => [],
  }: SweepOptions = {},
): Promise<SweepProblems> {
  const problems: SweepProblems[] = [];
  let next = 0;
  // A cookie choice is stored, and other tabs of the same origin follow it (storage events):
  // sweeps that make one give each tab an origin of its own (the same site on another port).
  const urls = typeof siteUrl === 'string' ? [siteUrl] : siteUrl;
  if (layoutWidths.length > 0 && urls.length < concurrency)
    throw new Error(`sweepSite: ${concurrency} tabs making cookie choices need as many site URLs`);
  // Each worker keeps one tab: its pages share the context's storage either way, and a tab
  // of its own per page would start a renderer process per page.
  const worker = async (url: string) => {
    let page: Page | undefined;
    const consoleProblems: string[] = [];
    try {
      while (next < pages.length) {
        const index = next++;
        const pathname = pages[index]!;
        const viewports = index % 2 === 0 ? [DESKTOP, MOBILE] : [MOBILE, DESKTOP];
        try {
          if (page) await page.setViewportSize(viewports[0]!);
          else {
            page = await session.newPage(viewports[0]);
            page.on('console', (message) => {
              if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(`${message.type()}: ${message.text()}`);
            });
            page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
          }
          consoleProblems.length = 0;
          const response = await page.goto(`${url}${pathname}`);
          await waitForIslands(page);
          const found: SweepProblems = { axe: [], hydration: [], layout: [] };
          if (hydration) {
            const status = response?.status();
            if (status !== (pathname === NOT_FOUND ? 404 : 200)) found.hydration.push(`${pathname}: answered ${status}`);
            await hydrateVisibleIslands(page);
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            const expected = expectedProblems(pathname);
            const unexpected = consoleProblems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
            if (unexpected.length) found.hydration.push(`${pathname} at ${viewports[0]!.width}px, hydrating: ${unexpected.join(' | ')}`);
          }
          for (const [step, viewport] of viewports.entries()) {
            if (step > 0) await resizeTo(page, viewport);
            for (const mode of modes) {
              // Colours that transition (Infima's buttons on a React page) are checked once they have arrived.
              await page.evaluate(async (theme) => {
                document.documentElement.setAttribute('data-theme', theme);
                const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
                await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
              }, mode);
              const where = `${pathname} at ${viewport.width}px, ${mode}`;
              found.axe.push(...describeViolations(where, await axeViolations(page, mode === 'dark' ? COLOUR_RULES : undefined)));
            }
          }
          if (layoutWidths.length > 0) {
            await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
            // By keyboard, as a keyboard user chooses: a pointer click first waits for two
            // animation frames with the button in place, and a renderer starved by the rest
            // of the suite once gave none in 30 s.
            await page.getByRole('button', { name: 'Necessary only' }).press('Enter');
            await page.locator('.cookie-banner').waitFor({ state: 'detached' });
            await forget(page);
            // Down from the widest on even pages, up from the narrowest on odd ones: both ways of resizing are seen.
            const widths = index % 2 === 0 ? [...layoutWidths].reverse() : layoutWidths;
            for (const viewport of widths) {
              await resizeTo(page, viewport);
              found.layout.push(...(await layoutProblems(page)).map((problem) => `${pathname} at ${viewport.width}px: ${problem}`));
            }
          }
          problems[index] = found;
        } catch (error) {
          // A step that failed (a timeout) names the page it failed on.
          throw new Error(`sweeping ${pathname}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
      }
    } finally {
      await page?.close();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(urls[index % urls.length]!)));
  return {
    axe: problems.flatMap((found) => found.axe),
    hydration: problems.flatMap((found) => found.hydration),
    layout: problems.flatMap((found) => found.layout),
  };
}

/** Clears the origin's storage: the next page loads as a first visit. */
function forget(page: Page): Promise<void> {
  return page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** What a sweep found, one line per problem, by check. */
export interface SweepProblems {
  axe: string[];
  hydration: string[];
  layout: string[];
}

/** A path no page has: the site answers it with its 404 page. */
export const NOT_FOUND = '/no-such-page';

export interface SweepOptions {
  /** Pages swept at once. */
  concurrency?: number;
  /** The pages to sweep (default: sweepPagesOf the output). */
  routes?: string[];
  /** Check the load: the answer's status, every island hydrated, no unexpected console problem. */
  hydration?: boolean;
  /** After the axe passes, make a cookie choice and audit the layout at each of these widths. */
  layoutWidths?: { width: number; height: number }[];
  /** Console problems a page is expected to log (the 404 page's status). */
  expectedProblems?: (route: string) => RegExp[];
}

/** Resizes the page and waits two frames, for its layout and resize listeners to follow. */
async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Builds a site, serves it and sweeps it; the server is closed whatever happens. */
export async function violationsOfSite(session: BrowserSession, root: string, modes: ColorMode[]): Promise<string[]> {
  const { outDir } = await buildToTemp(root);
  const site = await serveFolder(outDir);
  try {
    return (await sweepSite(session, site.url, outDir, modes)).axe;
  } finally {
    await site.close();
  }
}
