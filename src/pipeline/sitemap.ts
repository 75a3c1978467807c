import { escapeAttribute } from '../util/html.js';
import type { Route } from '../core/route.js';
import type { SiteAddress } from '../core/site-address.js';
import type { SiteView } from '../core/page-source.js';
import { createVariantLinks } from '../render/variant-links.js';
import { canonicalPath } from '../render/page-placement.js';

/** The site's sitemap.xml: its pages that are their own canonical page. */
export function siteSitemap(site: SiteView, lastModified: (route: Route) => string | undefined): string {
  const links = createVariantLinks(site);
  return buildSitemap(site.address, site.routes.all(), lastModified, (route) => canonicalPath(site, links, route) === route.path);
}

/**
 * sitemap.xml of every page but the 404 page, unlisted pages and pages whose canonical URL
 * names another page (`isCanonical`: older versions' pages, untranslated fallback pages),
 * with the date each page last changed (`<lastmod>`) where `lastModified` knows it (docs
 * with `docs.showLastUpdateTime`).
 */
export function buildSitemap(
  address: SiteAddress,
  routes: readonly Route[],
  lastModified: (route: Route) => string | undefined = () => undefined,
  isCanonical: (route: Route) => boolean = () => true,
): string {
  const urls = routes
    .filter((route) => route.kind !== 'not-found' && !route.unlisted && isCanonical(route))
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
