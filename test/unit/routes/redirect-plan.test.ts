import { describe, expect, it } from 'vitest';
import { hostRedirects, planRedirects, redirectHref, redirectPageOrigins, redirectsKey } from '../../../src/routes/redirect-plan.js';
import { RouteTable } from '../../../src/routes/route-table.js';
import type { RedirectInput, RouteInput } from '../../../src/core/route.js';
import { docgenErrorOf } from '../../helpers/temp.js';
import { siteAddress } from '../../../src/core/site-address.js';

const docsAddress = siteAddress({ url: 'https://acme.test', baseUrl: '/docs/', trailingSlash: true });
const rootAddress = siteAddress({ url: 'https://acme.test', baseUrl: '/', trailingSlash: false });

const page = (path: string, file: string, extra: Partial<RouteInput> = {}): RouteInput => ({
  path,
  source: 'docs',
  kind: 'doc',
  ref: path,
  title: `Title of ${path}`,
  origin: { file },
  ...extra,
});

function routesOf(...pages: RouteInput[]) {
  const table = new RouteTable();
  for (const input of pages) table.add(input);
  return table.freeze();
}

const routes = routesOf(
  page('/', '/site/docs/index.md'),
  page('/guides/intro', '/site/docs/guides/intro.md'),
  page('/guides/setup', '/site/docs/guides/setup.md', {
    origin: { file: '/site/docs/guides/setup.md', line: 3, what: 'frontmatter slug "/guides/setup"' },
  }),
  page('/404', '(generated)', { kind: 'not-found', outPath: '404.html' }),
);

const fromConfig = (from: string, to: string, index = 0): RedirectInput => ({
  from,
  to,
  origin: { file: '/site/site.config.ts', line: 10 + index, what: `redirects[${index}].from` },
});

describe('planRedirects', () => {
  it('places each redirect page where the old address is served: a folder with index.html, or the .html file it names', () => {
    const planned = planRedirects(
      [
        fromConfig('/old/intro/', '/guides/intro#install'),
        fromConfig('/legacy/setup.html', '/guides/setup', 1),
        fromConfig('/gone', 'https://example.com/x', 2),
      ],
      routes,
    );
    expect(planned.map(({ from, outPath, to, target }) => ({ from, outPath, to, target: target?.path }))).toEqual([
      { from: '/old/intro', outPath: 'old/intro/index.html', to: '/guides/intro#install', target: '/guides/intro' },
      { from: '/legacy/setup.html', outPath: 'legacy/setup.html', to: '/guides/setup', target: '/guides/setup' },
      { from: '/gone', outPath: 'gone/index.html', to: 'https://example.com/x', target: undefined },
    ]);
  });

  it('refuses an old address that is a page, naming the page and the redirect (DG260)', () => {
    const error = docgenErrorOf(() => planRedirects([fromConfig('/guides/setup/', '/guides/intro')], routes));
    expect(error.code).toBe('DG260');
    expect(error.message).toBe(
      'Both of these want the address /guides/setup, which a redirect page would take:\n' +
        '  /site/docs/guides/setup.md:3 (frontmatter slug "/guides/setup")\n' +
        '  /site/site.config.ts:10 (redirects[0].from)',
    );
    expect(error.location).toMatchObject({ file: '/site/site.config.ts', line: 10 });
  });

  it("refuses an old address that is a page's output file (/404.html)", () => {
    expect(docgenErrorOf(() => planRedirects([fromConfig('/404.html', '/')], routes)).code).toBe('DG260');
  });

  it('refuses two redirects from one address, naming both (a doc and the config)', () => {
    const doc: RedirectInput = {
      from: '/start',
      to: '/guides/intro',
      origin: { file: '/site/docs/guides/intro.md', line: 2, what: 'frontmatter redirect_from "/start"' },
    };
    const error = docgenErrorOf(() => planRedirects([doc, fromConfig('/start/', '/guides/setup', 3)], routes));
    expect(error.code).toBe('DG260');
    expect(error.message).toContain(
      '  /site/docs/guides/intro.md:2 (frontmatter redirect_from "/start")\n  /site/site.config.ts:13 (redirects[3].from)',
    );
  });

  it('refuses an old address where the site has a file of its own in static/', () => {
    const error = docgenErrorOf(() =>
      planRedirects([fromConfig('/kept', '/guides/intro')], routes, (outPath) => outPath === 'kept/index.html'),
    );
    expect(error.code).toBe('DG260');
    expect(error.message).toContain('static/kept/index.html');
  });

  it('refuses a target of the site that is no page (DG261), naming the `to` key', () => {
    const error = docgenErrorOf(() => planRedirects([fromConfig('/old', '/guides/missing#part', 2)], routes));
    expect(error.code).toBe('DG261');
    expect(error.message).toBe(
      'The redirect from /old leads to /guides/missing#part, which is no page of the site:\n  /site/site.config.ts:12 (redirects[2].to)',
    );
  });

  it('refuses a redirect to another redirect (its old address is no page)', () => {
    expect(docgenErrorOf(() => planRedirects([fromConfig('/a', '/guides/intro'), fromConfig('/b', '/a', 1)], routes)).code).toBe('DG261');
  });
});

describe('redirect addresses for hosts', () => {
  const planned = planRedirects(
    [
      fromConfig('/old/intro', '/guides/intro#install'),
      fromConfig('/old file.html', '/', 1),
      fromConfig('/gone', 'https://example.com/x', 2),
    ],
    routes,
  );

  it('applies the base URL and the trailing-slash policy to addresses of the site, not to other sites', () => {
    expect(redirectHref(planned[0]!, docsAddress)).toBe('/docs/guides/intro/#install');
    expect(redirectHref(planned[2]!, docsAddress)).toBe('https://example.com/x');
    expect(hostRedirects(planned, docsAddress)).toEqual([
      { from: '/docs/old/intro/', to: '/docs/guides/intro/#install' },
      { from: '/docs/old%20file.html', to: '/docs/' },
      { from: '/docs/gone/', to: 'https://example.com/x' },
    ]);
    expect(hostRedirects(planned, rootAddress)[0]).toEqual({ from: '/old/intro', to: '/guides/intro#install' });
  });

  it('names a redirect page by its config key for the link check', () => {
    const origin = redirectPageOrigins({ routes, redirects: [fromConfig('/old', '/guides/intro#nope', 4)] });
    expect(origin('old/index.html')).toEqual({ file: '/site/site.config.ts', line: 14, key: 'redirects[4].from' });
    expect(origin('guides/intro/index.html')).toBeUndefined();
  });

  it("keys a site's redirects by what their pages show: a renamed target or a taken address changes the key", () => {
    const redirects = [fromConfig('/old', '/guides/intro')];
    expect(redirectsKey({ routes, redirects: [] })).toBe('');
    const key = redirectsKey({ routes, redirects });
    expect(key).toContain('/guides/intro');
    const renamed = routesOf(page('/', 'a'), page('/guides/intro', 'b', { title: 'New title' }));
    expect(redirectsKey({ routes: renamed, redirects })).not.toBe(key);
    const taken = routesOf(page('/', 'a'), page('/guides/intro', 'b'), page('/old', 'c'));
    expect(redirectsKey({ routes: taken, redirects })).toBe('invalid');
  });
});
