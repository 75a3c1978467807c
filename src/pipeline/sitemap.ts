import { escapeAttribute } from '../util/html.js';
import type { Route } from '../core/route.js';
import type { SiteAddress } from '../core/site-address.js';

/**
 * sitemap.xml of every page but the 404 page and unlisted pages, with the date each page
 * last changed (`<lastmod>`) where `lastModified` knows it (docs with `docs.showLastUpdateTime`).
 */
export function buildSitemap(
  address: SiteAddress,
  routes: readonly Route[],
  lastModified: (route: Route) => string | undefined = () => undefined,
): string {
  const urls = routes
    .filter((route) => route.kind !== 'not-found' && !route.unlisted)
    .map((route) => ({ url: address.absolute(route.path), lastmod: lastModified(route) }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .map(
      ({ url, lastmod }) =>
        `<url><loc>${escapeAttribute(url)}</loc>${lastmod ? `<lastmod>${escapeAttribute(lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function buildRobots(address: SiteAddress): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${address.absolute('/sitemap.xml')}\n`;
}
