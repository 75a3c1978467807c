import { describe, expect, it } from 'vitest';
import {
  closestPages,
  hrefOfRoute,
  normalisePath,
  pathDistance,
  routeOfAddress,
  type KnownPage,
} from '../../../widgets/lib/closest-pages.js';
import { withBase } from '../../../src/core/site-address.js';

/** Routes of the portal (docs and API), as the 404 page gets them. */
const pages: KnownPage[] = [
  ['/', 'Veriton Developers'],
  ['/guides', 'Guides'],
  ['/guides/gettingstarted', 'Getting started'],
  ['/guides/fundamental/transactions', 'Transactions'],
  ['/guides/fundamental/apps-and-api-tokens', 'Apps and API tokens'],
  ['/guides/companions/create-companion', 'Create a companion'],
  ['/guides/companions/use-companion', 'Use a companion'],
  ['/guides/digitaltwins/create-digital-twin', 'Create a digital twin'],
  ['/guides/digitaltwins/resolve-digital-twin', 'Resolve a digital twin'],
  ['/api', 'API reference'],
  ['/api/gemini-service', 'Gemini service'],
  ['/api/gemini-service/create-digital-twin', 'Create a digital twin'],
  ['/api/metering-service/create-transaction', 'Create a transaction'],
  ['/sdk', 'SDKs'],
];
const closest = (path: string) => closestPages(path, pages).map(([route]) => route);

describe('normalisePath', () => {
  it('reads case, a trailing slash, index, .html, .md, underscores and escapes alike', () => {
    for (const path of ['/Guides/Quick_Start/', '/guides/quick-start.html', '/guides/quick%2Dstart/index.html', '/guides/quick start.md'])
      expect(normalisePath(path), path).toBe('/guides/quick-start');
    expect(normalisePath('/')).toBe('');
    expect(normalisePath('/index.html')).toBe('');
    expect(normalisePath('/bad%E0%A4%A')).toBe('/bad%e0%a4%a'); // a broken escape, as it is
  });
});

describe('pathDistance', () => {
  it('is 0 for the same page and grows with the difference', () => {
    expect(pathDistance('/guides/gettingstarted/', '/guides/gettingstarted')).toBe(0);
    const typo = pathDistance('/guides/gettingstrated', '/guides/gettingstarted');
    const other = pathDistance('/guides/gettingstrated', '/guides/fundamental/transactions');
    expect(typo).toBeGreaterThan(0);
    expect(typo).toBeLessThan(other);
  });

  it('finds a page that moved to another folder by its last segment', () => {
    expect(pathDistance('/transactions', '/guides/fundamental/transactions')).toBeCloseTo(0.15);
  });
});

describe('closestPages: what the 404 page suggests', () => {
  it('suggests the page of a mistyped address first', () => {
    expect(closest('/guides/gettingstrated')[0]).toBe('/guides/gettingstarted');
    expect(closest('/guide/gettingstarted')[0]).toBe('/guides/gettingstarted'); // a folder misspelt
    expect(closest('/guides/fundamental/transaction')[0]).toBe('/guides/fundamental/transactions');
    expect(closest('/Guides/Getting_Started/')[0]).toBe('/guides/gettingstarted'); // case, "_" and "/" do not count
  });

  it('suggests a page that moved, by its name', () => {
    expect(closest('/transactions')).toEqual(['/guides/fundamental/transactions']);
    expect(closest('/docs/guides/companions/use-companion')[0]).toBe('/guides/companions/use-companion');
  });

  it('ranks closer pages first, and lists at most five', () => {
    expect(closest('/guides/digitaltwins/create-digital-twins')).toEqual([
      '/guides/digitaltwins/create-digital-twin',
      '/guides/digitaltwins/resolve-digital-twin',
      '/api/gemini-service/create-digital-twin',
    ]);
    const many: KnownPage[] = Array.from({ length: 9 }, (_, index) => [`/guides/page-${index}`, `Page ${index}`]);
    expect(closestPages('/guides/page', many)).toHaveLength(5);
    expect(closestPages('/guides/page', many, 3)).toHaveLength(3);
  });

  it('suggests nothing for an address like no page of the site', () => {
    expect(closest('/wp-admin/setup-config.php')).toEqual([]);
    expect(closest('/completely/unrelated')).toEqual([]);
  });
});

describe('hrefOfRoute', () => {
  it("makes a page route's href as withBase does", () => {
    for (const baseUrl of ['/', '/docs/'])
      for (const trailingSlash of [false, true])
        for (const route of ['/', '/guides', '/guides/x'])
          expect(hrefOfRoute(route, baseUrl, trailingSlash), `${baseUrl} ${trailingSlash} ${route}`).toBe(
            withBase(baseUrl, route, trailingSlash),
          );
  });
});

describe('routeOfAddress', () => {
  it('takes the base URL off an address under it, and leaves others as they are', () => {
    expect(routeOfAddress('/docs/guides/x', '/docs/')).toBe('/guides/x');
    expect(routeOfAddress('/docs', '/docs/')).toBe('/');
    expect(routeOfAddress('/docsx/a', '/docs/')).toBe('/docsx/a');
    expect(routeOfAddress('/guides/x', '/')).toBe('/guides/x');
  });
});
