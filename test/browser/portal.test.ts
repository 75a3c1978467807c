/**
 * The portal itself (this repository's site) in Chromium: each kind of page hydrates
 * cleanly at mobile size after consent (every page, on a first visit, is swept in
 * portal-pages.test.ts), the portal's own choices (light only, its tag-manager container,
 * its logos), and the JavaScript a guide page and an API page load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from '../helpers/built-site.js';
import { repoRoot } from '../helpers/build-fixture.js';
import { measureFirstLoadJs, type JsSize } from '../helpers/js-size.js';
import {
  CONSENT_FUNCTIONAL,
  hydrateVisibleIslands,
  MOBILE,
  openPage,
  settle,
  unexpectedProblems,
  waitForIslands,
} from '../helpers/widget-pages.js';

const LOOKUP = 'https://ipapi.co/json/';
const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-VRT7K2Q$/;

const portal = useBuiltSite(repoRoot, {
  countryLookup: LOOKUP,
  countryAnswer: (country) => ({ ip: '203.0.113.9', country }),
  tagManager: GTM,
});

/** One page of each kind, for the mobile pass after consent. */
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

// Every page at its load width, on a first visit, is swept in portal-pages.test.ts (one load
// a page for hydration, axe and layout); here each kind of page loads at mobile size after consent.
describe('each kind of page of the portal at mobile size, after consent', () => {
  it('hydrates without console errors or hydration warnings', async () => {
    const page = await openPage(portal.session, portal.site.url, '/robots.txt', {
      viewport: MOBILE,
      storage: CONSENT_FUNCTIONAL,
      wait: false,
    });
    const failures: string[] = [];
    for (const route of SAMPLE) {
      portal.session.consoleProblems.length = 0;
      const response = await page.goto(`${portal.site.url}${route}`);
      expect(response?.status(), route).toBe(route === '/no-such-page' ? 404 : 200);
      await waitForIslands(page);
      await hydrateVisibleIslands(page);
      const problems = unexpectedProblems(portal.session, route === '/no-such-page' ? [/status of 404/] : []);
      if (problems.length) failures.push(`${route}: ${problems.join(' | ')}`);
    }
    expect(failures).toEqual([]);
    // After consent without Targeting: only the country lookup.
    expect([...new Set(portal.session.thirdPartyRequests)]).toEqual([LOOKUP]);
  }, 600_000); // a budget for a slow machine, not a timing
});

describe('portal configuration', () => {
  it('is light only, without a colour-mode switch', async () => {
    const page = await openPage(portal.session, portal.site.url, '/guides/fundamental/transactions');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    expect(await page.locator('.color-mode-toggle').count()).toBe(0);
  });

  it('loads its tag-manager container only after Targeting consent', async () => {
    const page = await openPage(portal.session, portal.site.url, '/guides/gettingstarted/create-app', { storage: {} });
    await settle(page);
    expect(portal.session.thirdPartyRequests).toEqual([]);
    await page.getByRole('dialog', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as unknown as { gtmLoaded?: boolean }).gtmLoaded === true);
    expect(portal.session.thirdPartyRequests.filter((url) => GTM.test(url))).toHaveLength(1);
  });

  it("shows the parent company's logo outside the US and Canada", async () => {
    portal.setCountry('DE');
    const page = await openPage(portal.session, portal.site.url, '/');
    await page.waitForFunction(() => document.querySelector('.navbar-logo')?.getAttribute('src') === '/img/halvorsen-logo.svg');
    expect(await page.locator('.navbar-logo').getAttribute('alt')).toBe('Halvorsen Group');
  });

  it('migrates the legacy announcement id and keeps the bar dismissed', async () => {
    const page = await openPage(portal.session, portal.site.url, '/', {
      storage: { ...CONSENT_FUNCTIONAL, 'docusaurus.announcement.id': 'annoucement-bar', 'docusaurus.announcement.dismiss': 'true' },
    });
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('announcement-bar');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  });

  it('has the Help button open the support desk in a new tab, safely', async () => {
    const page = await openPage(portal.session, portal.site.url, '/');
    const help = page.getByRole('link', { name: 'Help', exact: true });
    expect(await help.getAttribute('href')).toBe('https://support.veriton.example/hc/requests/new');
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('rel')).toContain('noopener');
  });
});

describe('JavaScript shipped', () => {
  it('is measured for a guide page and an API operation page (first load)', async () => {
    const page = await portal.session.newPage();
    await page.goto(`${portal.site.url}/robots.txt`);
    await page.evaluate(
      (storage) => Object.entries(storage).forEach(([key, value]) => localStorage.setItem(key, value)),
      CONSENT_FUNCTIONAL,
    );
    const manifest = reactChunks();
    const report = async (route: string) => {
      const size = await measureFirstLoadJs(page, `${portal.site.url}${route}`);
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
    // Budget for our own code on a guide page (React itself is fixed at ~47 kB gzip). Raised
    // from 20 kB for the shared sidebar file's loader and the sidebar trail, which took the
    // second copy of the sidebar out of every page's HTML. (The page menu's script waits
    // until the reader reaches it: not part of a first load.)
    expect(guide.size.gzip - guide.reactGzip).toBeLessThan(20_500);
    // The guide page's whole first load, React included.
    expect(guide.size.gzip).toBeLessThan(70_000);
    expect(guide.size.scripts.some((script) => /\/page-menu-[^/]*\.js$/.test(script.path))).toBe(false);
    // The API page's whole first load, React included, at 1280 px: the send panel's chunk
    // waits until Try it nears the screen.
    expect(api.size.scripts.some((script) => /\/send-panel-[^/]*\.js$/.test(script.path))).toBe(false);
    expect(api.size.gzip).toBeLessThan(70_000);
  });
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Paths of React's chunks: the `hydrate` entry (React DOM) and every chunk it imports. */
function reactChunks(): Set<string> {
  const assets = path.join(portal.outDir, 'assets');
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
