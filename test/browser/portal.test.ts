/**
 * The portal itself (this repository's site) in Chromium: every page hydrates cleanly at
 * desktop and mobile sizes, the portal's own choices (light only, its tag-manager
 * container, its logos), and the JavaScript a guide page and an API page load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from '../helpers/browser.js';
import { buildToTemp, repoRoot } from '../helpers/build-fixture.js';
import { measureFirstLoadJs, type JsSize } from '../helpers/js-size.js';
import {
  closePages,
  CONSENT_FUNCTIONAL,
  DESKTOP,
  hydrateVisibleIslands,
  MOBILE,
  openPage,
  settle,
  unexpectedProblems,
  waitForIslands,
} from '../helpers/widget-pages.js';

const LOOKUP = 'https://ipapi.co/json/';
const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-VRT7K2Q$/;

let outDir: string;
let site: Awaited<ReturnType<typeof serveFolder>>;
let session: BrowserSession;
let country = 'US';

beforeAll(async () => {
  ({ outDir } = await buildToTemp(repoRoot));
  site = await serveFolder(outDir);
  session = await launchBrowser({
    thirdParty: (url) => {
      if (url === LOOKUP) return { status: 200, body: JSON.stringify({ ip: '203.0.113.9', country }) };
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

function pageRoutes(dir = outDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(full);
    return entry.name === 'index.html' ? [`/${path.relative(outDir, dir)}`.replace(/\/$/, '') || '/'] : [];
  });
}

/** One page of each kind, for the mobile pass (the desktop pass visits every page). */
const SAMPLE = [
  '/',
  '/guides',
  '/guides/gettingstarted/create-app',
  '/guides/companions/create-companion',
  '/sdks/kits/sec-kit',
  '/api',
  '/api/gemini-service',
  '/api/gemini-service/create-digital-twin',
  '/api/metering-service/count-transaction',
  '/probe',
  '/no-such-page',
];

describe('every page of the portal', () => {
  for (const [name, viewport, storage, routes] of [
    ['every page at desktop size, first visit', DESKTOP, {}, () => pageRoutes()],
    ['each kind of page at mobile size, after consent', MOBILE, CONSENT_FUNCTIONAL, () => SAMPLE],
  ] as const) {
    it(`hydrates without console errors or hydration warnings: ${name}`, async () => {
      const list = routes();
      const page = await openPage(session, site.url, '/robots.txt', { viewport, storage, wait: false });
      const failures: string[] = [];
      for (const route of list) {
        session.consoleProblems.length = 0;
        const response = await page.goto(`${site.url}${route}`);
        expect(response?.status(), route).toBe(route === '/no-such-page' ? 404 : 200);
        await waitForIslands(page);
        await hydrateVisibleIslands(page);
        const problems = unexpectedProblems(session, route === '/no-such-page' ? [/status of 404/] : []);
        if (problems.length) failures.push(`${route}: ${problems.join(' | ')}`);
      }
      expect(failures).toEqual([]);
      // Nothing third-party before consent; after it (without Targeting) only the country lookup.
      expect([...new Set(session.thirdPartyRequests)]).toEqual(Object.keys(storage).length ? [LOOKUP] : []);
    });
  }
});

describe('portal configuration', () => {
  it('is light only, without a colour-mode switch', async () => {
    const page = await openPage(session, site.url, '/guides/fundamental/transactions');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    expect(await page.locator('.color-mode-toggle').count()).toBe(0);
  });

  it('loads its tag-manager container only after Targeting consent', async () => {
    const page = await openPage(session, site.url, '/guides/gettingstarted/create-app', { storage: {} });
    await settle(page);
    expect(session.thirdPartyRequests).toEqual([]);
    await page.getByRole('dialog', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { gtmLoaded?: boolean }).gtmLoaded === true);
    expect(session.thirdPartyRequests.filter((url) => GTM.test(url))).toHaveLength(1);
  });

  it("shows the parent company's logo outside the US and Canada", async () => {
    country = 'DE';
    const page = await openPage(session, site.url, '/');
    await page.waitForFunction(() => document.querySelector('.navbar-logo')?.getAttribute('src') === '/img/halvorsen-logo.svg');
    expect(await page.locator('.navbar-logo').getAttribute('alt')).toBe('Halvorsen Group');
  });

  it('migrates the legacy announcement id and keeps the bar dismissed', async () => {
    const page = await openPage(session, site.url, '/', {
      storage: { ...CONSENT_FUNCTIONAL, 'docusaurus.announcement.id': 'annoucement-bar', 'docusaurus.announcement.dismiss': 'true' },
    });
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('announcement-bar');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  });

  it('has the Help button open the support desk in a new tab, safely', async () => {
    const page = await openPage(session, site.url, '/');
    const help = page.getByRole('link', { name: 'Help', exact: true });
    expect(await help.getAttribute('href')).toBe('https://support.veriton.example/hc/requests/new');
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('rel')).toContain('noopener');
  });
});

describe('JavaScript shipped', () => {
  it('is measured for a guide page and an API operation page (first load)', async () => {
    const page = await session.newPage();
    await page.goto(`${site.url}/robots.txt`);
    await page.evaluate(
      (storage) => Object.entries(storage).forEach(([key, value]) => localStorage.setItem(key, value)),
      CONSENT_FUNCTIONAL,
    );
    const manifest = reactChunks();
    const report = async (route: string) => {
      const size = await measureFirstLoadJs(page, `${site.url}${route}`);
      const react = size.scripts.filter((script) => manifest.has(script.path));
      return { route, size, reactGzip: react.reduce((sum, script) => sum + script.gzip, 0) };
    };
    const guide = await report('/guides/fundamental/transactions');
    const api = await report('/api/gemini-service/create-digital-twin');
    const line = ({ route, size, reactGzip }: { route: string; size: JsSize; reactGzip: number }) =>
      `${route}: ${size.scripts.length} scripts, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip (React ${kb(reactGzip)}, the rest ${kb(size.gzip - reactGzip)})`;
    console.log(`First-load JavaScript\n  ${line(guide)}\n  ${line(api)}`);
    // Each script once: React is one shared copy.
    expect(new Set(guide.size.scripts.map((script) => script.path)).size).toBe(guide.size.scripts.length);
    // Budget for our own code on a guide page (React itself is fixed at ~71 kB gzip).
    expect(guide.size.gzip - guide.reactGzip).toBeLessThan(20_000);
  });
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Paths of React's chunks: the `hydrate` entry (React DOM) and every chunk it imports. */
function reactChunks(): Set<string> {
  const assets = path.join(outDir, 'assets');
  const hydrate = readdirSync(assets).find((file) => /^hydrate-.*\.js$/.test(file))!;
  const found = new Set<string>();
  const visit = (file: string) => {
    const route = `/assets/${path.relative(assets, file).split(path.sep).join('/')}`;
    if (found.has(route)) return;
    found.add(route);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:^|[;}])import(?:[^"']*?from)?\s*["'](\.[^"']+)["']/g))
      visit(path.resolve(path.dirname(file), match[1]!));
  };
  visit(path.join(assets, hydrate));
  return found;
}
