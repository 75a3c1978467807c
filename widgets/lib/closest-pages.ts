import { editDistance } from '../../src/util/closest-match.js';

/** A page of the site as the 404 page knows it: its route (no base URL) and title. */
export type KnownPage = readonly [route: string, title: string];

/** How far a page may be from the address asked for and still be suggested (0: the same, 1: nothing alike). */
export const CLOSE_ENOUGH = 0.4;

/** What a page that moved to another folder costs beyond its name's own distance. */
const MOVED = 0.15;

/**
 * An address as it is compared: decoded, lower case, without the trailing slash, a final
 * `index`, `.html` or `.md`, with `_` and spaces read as `-`: `/Guides/Quick_Start/` and
 * `/guides/quick-start.html` are the same.
 */
export function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape: compare the address as it is.
  }
  return decoded
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/[_\s]+/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/\.(html?|md)$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\/+$/, '');
}

/**
 * How far a page's route is from an address, from 0 (the same) up: the edit distance of
 * the whole paths against their length (a typo, a folder misspelt, a path cut short or
 * with a segment too many), or that of their last segments plus a little for the folder
 * (a page that moved: `/quickstart` for `/guides/quickstart`), whichever is closer.
 */
export function pathDistance(requested: string, route: string): number {
  const a = normalisePath(requested);
  const b = normalisePath(route);
  if (a === b) return 0;
  const whole = editDistance(a, b) / Math.max(a.length, b.length, 1);
  const leafA = a.slice(a.lastIndexOf('/') + 1);
  const leafB = b.slice(b.lastIndexOf('/') + 1);
  if (!leafA || !leafB) return whole;
  const leaf = editDistance(leafA, leafB) / Math.max(leafA.length, leafB.length) + MOVED;
  return Math.min(whole, leaf);
}

/**
 * The pages closest to an address that does not exist, closest first (then shorter routes,
 * which are more general), at most `limit` of them and none that is not close: an address
 * like nothing on the site gets no suggestion.
 */
export function closestPages(requested: string, pages: readonly KnownPage[], limit = 5): KnownPage[] {
  return pages
    .map((page) => ({ page, distance: pathDistance(requested, page[0]) }))
    .filter(({ distance }) => distance <= CLOSE_ENOUGH)
    .sort((x, y) => x.distance - y.distance || x.page[0].length - y.page[0].length || (x.page[0] < y.page[0] ? -1 : 1))
    .slice(0, limit)
    .map(({ page }) => page);
}

/** The site route of an address under the base URL (`/docs/guides/x` under `/docs/` is `/guides/x`). */
export function routeOfAddress(pathname: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/';
  return pathname;
}

/**
 * The href of a page's route (what `withBase` makes of it, for page routes alone: the 404
 * page's script stays small): `/guides/x` under `/docs/` is `/docs/guides/x`, with a
 * trailing slash when the site writes them.
 */
export function hrefOfRoute(route: string, baseUrl: string, trailingSlash: boolean): string {
  if (route === '/') return baseUrl;
  return `${baseUrl.replace(/\/$/, '')}${route}${trailingSlash ? '/' : ''}`;
}
