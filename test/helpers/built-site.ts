import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from './browser.js';
import { sweepPagesOf } from './axe-sweep.js';
import { buildToTemp } from './build-fixture.js';
import { closePages, openPage } from './widget-pages.js';

/** The third parties a site calls, answered locally: a country lookup and Google Tag Manager. */
export interface FakeThirdParties {
  countryLookup: string;
  /** The lookup's JSON body for a country. */
  countryAnswer: (country: string) => unknown;
  tagManager: RegExp;
}

export interface BuiltSite {
  readonly outDir: string;
  readonly site: Awaited<ReturnType<typeof serveFolder>>;
  readonly session: BrowserSession;
  /** The fake country lookup's answer until the test ends (undefined: the request fails). */
  setCountry(country: string | undefined): void;
  open(pathname: string, options?: Parameters<typeof openPage>[3]): ReturnType<typeof openPage>;
  /** Every page of the built site, as a route (the first few model pages of each API: see sweepPagesOf). */
  pages(): string[];
}

/**
 * Builds a site once for the test file, serves it and launches Chromium with the site's
 * third parties answered locally; between tests the country resets and pages close.
 */
export function useBuiltSite(root: string, thirdParties: FakeThirdParties): BuiltSite {
  let outDir: string;
  let site: Awaited<ReturnType<typeof serveFolder>>;
  let session: BrowserSession;
  let country: string | undefined = 'US';

  beforeAll(async () => {
    ({ outDir } = await buildToTemp(root));
    site = await serveFolder(outDir);
    session = await launchBrowser({
      thirdParty: (url) => {
        if (url === thirdParties.countryLookup)
          return country ? { status: 200, body: JSON.stringify(thirdParties.countryAnswer(country)) } : undefined;
        if (thirdParties.tagManager.test(url)) return { status: 200, body: 'window.gtmLoaded = true;', contentType: 'text/javascript' };
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
    pages: () => sweepPagesOf(outDir),
  };
}
