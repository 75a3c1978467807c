import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from './browser.js';
import { buildToTemp, fixtureSite } from './build-fixture.js';
import { closePages, openPage } from './widget-pages.js';

const GEO_URL = 'https://geo.docgen.test/json/';
const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-TEST123$/;

export interface WidgetsSite {
  readonly outDir: string;
  readonly site: Awaited<ReturnType<typeof serveFolder>>;
  readonly session: BrowserSession;
  /** The fake country lookup's answer until the test ends (undefined: the request fails). */
  setCountry(country: string | undefined): void;
  open(pathname: string, options?: Parameters<typeof openPage>[3]): ReturnType<typeof openPage>;
  /** Turns the mouse wheel over the page and waits until the page has seen the event and painted a frame. */
  wheelAndWait(page: Page, deltaY: number): Promise<void>;
  /** Every page of a built folder, as a route. */
  pagesOf(dir: string): string[];
  readonly GEO_URL: string;
  readonly GTM: RegExp;
}

/**
 * Builds the widgets fixture site once for the test file, serves it and launches Chromium
 * with the third parties it calls (a country lookup, Google Tag Manager) answered locally.
 */
export function useWidgetsSite(): WidgetsSite {
  let outDir: string;
  let site: Awaited<ReturnType<typeof serveFolder>>;
  let session: BrowserSession;
  let country: string | undefined = 'US';

  beforeAll(async () => {
    ({ outDir } = await buildToTemp(fixtureSite('widgets')));
    site = await serveFolder(outDir);
    session = await launchBrowser({
      thirdParty: (url) => {
        if (url === GEO_URL) return country ? { status: 200, body: JSON.stringify({ country }) } : undefined;
        if (GTM.test(url)) return { status: 200, body: 'window.gtmLoaded = true;', contentType: 'text/javascript' };
        return undefined;
      },
    });
  });
  afterAll(async () => {
    await session?.close();
    await site?.close();
  });
  afterEach(async () => {
    country = 'US';
    await closePages(session);
  });

  const pagesOf = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return pagesOf(full);
      return entry.name === 'index.html' ? [`/${path.relative(outDir, dir)}`.replace(/\/$/, '') || '/'] : [];
    });

  return {
    get outDir() {
      return outDir;
    },
    get site() {
      return site;
    },
    get session() {
      return session;
    },
    setCountry: (value) => {
      country = value;
    },
    open: (pathname, options = {}) => openPage(session, site.url, pathname, options),
    async wheelAndWait(page, deltaY) {
      await page.evaluate(() => {
        (window as unknown as { wheels: number }).wheels = 0;
        window.addEventListener('wheel', () => (window as unknown as { wheels: number }).wheels++, { passive: true, capture: true });
      });
      await page.mouse.wheel(0, deltaY);
      await page.waitForFunction(() => (window as unknown as { wheels: number }).wheels > 0);
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    },
    pagesOf,
    GEO_URL,
    GTM,
  };
}
