import type { Routes } from '../core/route.js';
import { normaliseRoute } from '../routes/paths.js';
import type { LinkOptions } from './remark-links.js';

/**
 * A locale's pages under its prefix (`/fr`), the prefix taken off (`/docs/intro`): the
 * absolute links of that locale's pages go to these in the locale.
 */
export function localizedRoutes(routes: Routes, prefix: string): Set<string> {
  const localized = new Set<string>();
  for (const { path } of routes.all())
    if (path === prefix || path.startsWith(`${prefix}/`)) localized.add(path.slice(prefix.length) || '/');
  return localized;
}

/**
 * How a locale's markdown writes a site path. Docusaurus builds each locale with its own
 * base URL, so an absolute link to a page (`/docs/intro`) in a French doc goes to
 * `/fr/docs/intro`: here too, when the page exists in the locale (else it stays, as
 * written). Files (`/img/a.png`) are the site's, in no locale.
 */
export function localizedSitePath(
  href: NonNullable<LinkOptions['sitePath']>,
  prefix: string,
  localized: ReadonlySet<string> | undefined,
): NonNullable<LinkOptions['sitePath']> {
  if (!prefix || !localized) return href;
  return (path, kind) => {
    if (kind !== 'page') return href(path, kind);
    const [, route = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path)!;
    const page = normaliseRoute(route || '/');
    return href(localized.has(page) ? `${normaliseRoute(`${prefix}${page}`)}${rest}` : path, kind);
  };
}

/** The locale prefix of a docs folder's pages (`/fr`), or `''` for the default locale. */
export const localePrefixOf = (locale: { isDefault: boolean; path: string } | undefined): string =>
  locale && !locale.isDefault ? `/${locale.path}` : '';

/** What the markdown threads are told to write a locale's links the same: the prefix and the locale's pages. */
export interface LocalizedLinks {
  prefix: string;
  routes: string[];
}
