/** Pure decisions of the client-side router, kept apart so they can be tested. */

/** File-like paths (`/search-index.json`, `/img/a.png`) are not pages. */
const FILE = /\.(?!html?$)[a-z0-9]+$/i;

export interface LinkFacts {
  href: string;
  target?: string | null;
  download?: boolean;
  rel?: string | null;
}

/**
 * The URL the router should load itself for a link, or undefined to let the browser
 * handle it: other origins, other tabs, downloads, files, paths outside the site and
 * jumps within the current page.
 */
export function routableUrl(link: LinkFacts, current: URL, baseUrl: string): URL | undefined {
  if (link.target && link.target !== '_self') return undefined;
  if (link.download) return undefined;
  if (link.rel && /\bexternal\b/.test(link.rel)) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (!`${url.pathname}/`.startsWith(baseUrl) && url.pathname !== baseUrl.replace(/\/$/, '')) return undefined;
  if (FILE.test(url.pathname)) return undefined;
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return undefined;
  return url;
}

/** Whether the visitor's connection asks us not to fetch ahead (2G or data saver). */
export function isConstrainedConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}
