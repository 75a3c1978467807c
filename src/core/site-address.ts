// Contracts (core layer): the site's address. What used to travel as `baseUrl` and
// `trailingSlash` (and often `url`) side by side is one value, so that every link, canonical
// URL and served path applies the base URL and the trailing-slash policy the same way.
// Pure and free of Node imports: the browser's widgets bundle it too.
import { isHttpUrl, urlKind } from '../util/url-kind.js';

/**
 * The address as plain data: what crosses a thread (a worker's context, a build's summary)
 * or is written into a page as JSON; `siteAddress` makes the value again on the other side.
 */
export interface SiteAddressData {
  /** The site's production origin, as configured (`https://docs.example.com`). */
  url: string;
  /** The path the site is served under: `/`, or `/docs/` (it starts and ends with `/`). */
  baseUrl: string;
  /** Pages are addressed `/x/` rather than `/x` (files never are). */
  trailingSlash: boolean;
}

/**
 * What a site path is to its address: a `page` takes the trailing-slash policy (unless its
 * name ends in a file extension); a `file` (an asset, a twin, the mock's endpoint) never does.
 */
export type PathKind = 'page' | 'file';

export interface SiteAddress extends SiteAddressData {
  /**
   * A site path as linked (`/guides/x#y` -> `/docs/guides/x/#y`): under the base URL, with
   * the slash on a page when the site uses them, the query and hash kept. External URLs
   * and `#fragments` are returned as they are.
   */
  href(path: string, kind?: PathKind): string;
  /** The absolute URL of a site path (canonical, sitemap, social metadata); an http(s) URL stays as it is. */
  absolute(path: string, kind?: PathKind): string;
  /**
   * The address of a built page by its name under the base URL (`guides/x` for
   * `guides/x/index.html`, `''` for the home page, `404.html`): a folder's page takes the
   * slash when the site uses them. Unlike `href`, which tells a file by its extension, the
   * output knows which pages are folders (`v1.2/index.html` is `/v1.2/`).
   */
  outputHref(name: string, folder: boolean): string;
}

/** The address of a site from its configuration (`url`, `baseUrl`, `trailingSlash`), or from its plain data. */
export function siteAddress({ url, baseUrl, trailingSlash }: SiteAddressData): SiteAddress {
  const origin = url.replace(/\/$/, '');
  const href = (path: string, kind: PathKind = 'page') => withBase(baseUrl, path, kind === 'page' && trailingSlash);
  return {
    url,
    baseUrl,
    trailingSlash,
    href,
    absolute: (path, kind = 'page') => (isHttpUrl(path) ? path : origin + href(path, kind)),
    outputHref: (name, folder) => `${baseUrl}${name}${trailingSlash && folder && name !== '' ? '/' : ''}`,
  };
}

/**
 * A site at the root of no known origin, its pages without a slash: what a server assumes
 * until the first build says otherwise, and what a template sees outside a page. A plain
 * literal, not frozen: a bundle that does not use it (the browser's search) drops it.
 */
export const rootAddress: Readonly<SiteAddressData> = { url: '', baseUrl: '/', trailingSlash: false };

/** The plain data of an address (what `siteAddress` takes), without its functions: it can cross a thread. */
export function addressData({ url, baseUrl, trailingSlash }: SiteAddressData): SiteAddressData {
  return { url, baseUrl, trailingSlash };
}

/**
 * Prefixes a site-relative path with the base URL and applies the trailing-slash policy:
 * the join behind `SiteAddress.href`. Exported for the browser's search, which gets the
 * base URL and the policy as two props of the navbar (their JSON is part of every page).
 */
export function withBase(baseUrl: string, route: string, trailingSlash = false): string {
  if (urlKind(route) !== 'path') return route;
  const [pathPart, suffix = ''] = splitSuffix(route);
  let joined = `${baseUrl.replace(/\/$/, '')}${pathPart.startsWith('/') ? '' : '/'}${pathPart}`;
  if (joined === '') joined = '/';
  const isFile = /\.[a-z0-9]+$/i.test(joined);
  if (trailingSlash && !isFile && !joined.endsWith('/')) joined += '/';
  return joined + suffix;
}

function splitSuffix(route: string): [string, string] {
  const index = route.search(/[?#]/);
  return index === -1 ? [route, ''] : [route.slice(0, index), route.slice(index)];
}
