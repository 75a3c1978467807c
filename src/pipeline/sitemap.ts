import { escapeAttribute } from '../util/html.js';
import type { Route } from '../core/route.js';
import type { SiteAddress } from '../core/site-address.js';

/** sitemap.xml of every page but the 404 page and unlisted pages. */
export function buildSitemap(address: SiteAddress, routes: readonly Route[]): string {
  const urls = routes
    .filter((route) => route.kind !== 'not-found' && !route.unlisted)
    .map((route) => address.absolute(route.path))
    .sort()
    .map((url) => `<url><loc>${escapeAttribute(url)}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function buildRobots(address: SiteAddress): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${address.absolute('/sitemap.xml')}\n`;
}
