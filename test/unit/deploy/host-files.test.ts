import { describe, expect, it } from 'vitest';
import { headersFile, hostFiles, redirectsFile } from '../../../src/deploy/host-files.js';
import { parseHeadersFile, rulesMatching } from '../../helpers/host-rules.js';

const OUTPUT = [
  'index.html',
  '404.html',
  'guides/index.html',
  'guides/setup/index.html',
  'fr/index.html',
  'fr/404.html',
  'assets/runtime-ABCDEFGH.js',
  'assets/chunks/chunk-ABCDEFGH.js',
  'img/logo.svg',
  'sitemap.xml',
  'search-index.json',
];

describe('_headers', () => {
  it('caches the hashed assets for a year and revalidates everything else, one rule per path', () => {
    const rules = parseHeadersFile(headersFile('/docs/', OUTPUT));
    const cacheOf = (urlPath: string) => {
      const matching = rulesMatching(rules, urlPath);
      expect(
        matching.map((rule) => rule.pattern),
        `rules matching ${urlPath}`,
      ).toHaveLength(1);
      return matching[0]!.headers['Cache-Control'];
    };
    expect(cacheOf('/docs/assets/runtime-ABCDEFGH.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheOf('/docs/assets/chunks/chunk-ABCDEFGH.js')).toBe('public, max-age=31536000, immutable');
    for (const page of [
      '/docs/',
      '/docs/guides',
      '/docs/guides/',
      '/docs/guides/setup',
      '/docs/fr/',
      '/docs/img/logo.svg',
      '/docs/sitemap.xml',
    ]) {
      expect(cacheOf(page), page).toBe('no-cache');
    }
  });

  it('leaves the revalidation rules to the host default past the 100 rules Cloudflare Pages reads', () => {
    const many = Array.from({ length: 120 }, (_, index) => `page-${index}/index.html`);
    const rules = parseHeadersFile(headersFile('/', ['assets/a-ABCDEFGH.js', ...many]));
    expect(rules.map((rule) => rule.pattern)).toEqual(['/assets/*']);
  });
});

describe('_redirects', () => {
  it("sends each locale's missing paths to its own 404 page, longest folder first", () => {
    expect(redirectsFile('/', ['404.html', 'fr/404.html', 'pt-br/404.html'])).toBe(
      '# Written by docgen: each folder with its own 404 page (Netlify reads this file).\n/pt-br/*  /pt-br/404.html  404\n/fr/*  /fr/404.html  404\n',
    );
  });

  it('adds the root 404 page under a base URL, and is not written when the host finds /404.html by itself', () => {
    expect(redirectsFile('/docs/', ['404.html'])).toContain('/docs/*  /docs/404.html  404');
    expect(redirectsFile('/', ['404.html'])).toBeUndefined();
    expect(hostFiles({ baseUrl: '/', outputPaths: OUTPUT, notFoundPages: ['404.html'], staticFiles: [] }).files.has('_redirects')).toBe(
      false,
    );
  });
});

describe("_redirects with the site's redirects", () => {
  it("writes them as permanent redirects before the 404 rules (static rules first, as Cloudflare Pages asks), without Netlify's `!`", () => {
    const file = redirectsFile(
      '/',
      ['404.html', 'fr/404.html'],
      [
        { from: '/old', to: '/guides/new#part' },
        { from: '/gone', to: 'https://example.com/x' },
      ],
    );
    expect(file).toBe(
      "# Written by docgen: the site's redirects (Netlify and Cloudflare Pages read this file).\n" +
        '/old  /guides/new#part  301\n' +
        '/gone  https://example.com/x  301\n' +
        '# Written by docgen: each folder with its own 404 page (Netlify reads this file).\n' +
        '/fr/*  /fr/404.html  404\n',
    );
    expect(file).not.toContain('301!');
  });

  it('is written for redirects alone, when the host finds the 404 page by itself', () => {
    const { files } = hostFiles({
      baseUrl: '/',
      outputPaths: OUTPUT,
      notFoundPages: ['404.html'],
      staticFiles: [],
      redirects: [{ from: '/old', to: '/guides/setup' }],
    });
    expect(files.get('_redirects')).toContain('\n/old  /guides/setup  301\n');
    expect(files.get('_redirects')).not.toContain('404');
  });
});

describe('hostFiles', () => {
  it('writes _headers and an empty .nojekyll, and warns about a static file in the assets folder', () => {
    const { files, warnings } = hostFiles({
      baseUrl: '/',
      outputPaths: OUTPUT,
      notFoundPages: ['404.html', 'fr/404.html'],
      staticFiles: [
        { relativePath: 'assets/logo.png', absolutePath: '/site/static/assets/logo.png' },
        { relativePath: 'img/logo.svg', absolutePath: '/site/static/img/logo.svg' },
      ],
    });
    expect([...files.keys()].sort()).toEqual(['.nojekyll', '_headers', '_redirects']);
    expect(files.get('.nojekyll')).toBe('');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ severity: 'warning', file: '/site/static/assets/logo.png' });
    expect(warnings[0]!.message).toContain('cache for a year');
  });
});
