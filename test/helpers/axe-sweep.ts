import { readdirSync } from 'node:fs';
import path from 'node:path';
import { serveFolder, type BrowserSession } from './browser.js';
import { buildToTemp } from './build-fixture.js';
import { axeViolations, describeViolations } from './axe.js';
import { DESKTOP, MOBILE, waitForIslands } from './widget-pages.js';

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
 * mode given, after the islands hydrated, on a first visit (nothing stored,
 * so the cookie banner is open). A few pages at a time. Returns one line per failing
 * element: rule, page, viewport, mode, element and what is wrong.
 */
export async function sweepSite(
  session: BrowserSession,
  siteUrl: string,
  outDir: string,
  modes: ColorMode[],
  concurrency = 3,
): Promise<string[]> {
  const jobs = sweepPagesOf(outDir).flatMap((pathname) => [DESKTOP, MOBILE].map((viewport) => ({ pathname, viewport })));
  const problems: string[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const { pathname, viewport } = jobs[index]!;
      const page = await session.newPage(viewport);
      try {
        await page.goto(`${siteUrl}${pathname}`);
        await waitForIslands(page);
        const found: string[] = [];
        for (const mode of modes) {
          await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
          found.push(...describeViolations(`${pathname} at ${viewport.width}px, ${mode}`, await axeViolations(page)));
        }
        problems[index] = found;
      } finally {
        await page.close();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return problems.flat();
}

/** Builds a site, serves it and sweeps it; the server is closed whatever happens. */
export async function violationsOfSite(session: BrowserSession, root: string, modes: ColorMode[]): Promise<string[]> {
  const { outDir } = await buildToTemp(root);
  const site = await serveFolder(outDir);
  try {
    return await sweepSite(session, site.url, outDir, modes);
  } finally {
    await site.close();
  }
}
