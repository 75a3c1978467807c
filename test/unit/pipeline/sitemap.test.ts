import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from '../../../src/pipeline/sitemap.js';
import { validateConfig } from '../../../src/config/validate.js';
import type { Route } from '../../../src/core/route.js';
import { siteAddress } from '../../../src/core/site-address.js';

const route = (path: string, kind: Route['kind'] = 'doc'): Route => ({
  path,
  kind,
  outPath: '',
  source: 'docs',
  origin: { file: '' },
  ref: path,
  title: path,
});

describe('buildSitemap / buildRobots', () => {
  const config = validateConfig(
    { title: 'Acme', url: 'https://acme.test', baseUrl: '/docs/', trailingSlash: true },
    { root: '/s', file: '/s/site.config.ts' },
  );

  it('lists every page but the 404 page as absolute URLs, sorted, with base URL and trailing slash', () => {
    expect(
      buildSitemap(siteAddress(config), [route('/guides/b'), route('/404', 'not-found'), route('/'), route('/guides/a?x=1&y=2')]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://acme.test/docs/</loc></url>' +
        '<url><loc>https://acme.test/docs/guides/a/?x=1&amp;y=2</loc></url>' +
        '<url><loc>https://acme.test/docs/guides/b/</loc></url>' +
        '</urlset>\n',
    );
  });

  it('gives the pages whose last change is known a <lastmod>, and the others none', () => {
    const lastModified = (page: Route) => (page.path === '/guides/a' ? '2024-01-31' : undefined);
    expect(buildSitemap(siteAddress(config), [route('/guides/b'), route('/guides/a')], lastModified)).toContain(
      '<url><loc>https://acme.test/docs/guides/a/</loc><lastmod>2024-01-31</lastmod></url><url><loc>https://acme.test/docs/guides/b/</loc></url>',
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(buildRobots(siteAddress(config))).toBe('User-agent: *\nAllow: /\n\nSitemap: https://acme.test/docs/sitemap.xml\n');
  });
});
