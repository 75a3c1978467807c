import { urlKind } from '../util/url-kind.js';
import { markdownRoute } from './markdown-paths.js';
import type { Routes } from '../core/route.js';
import { siteAddress, type SiteAddress } from '../core/site-address.js';

/** Where links in the pages for AI readers point: absolute URLs, a page's markdown twin for a page. */
export interface ReaderLinks {
  /** Absolute URL of a page's twin (`https://site/guides/x.md`). */
  markdownUrl(route: string): string;
  /**
   * A link as written on the page at `from` (a site path `/x`, or relative to the page as
   * a browser resolves it) -> absolute: the twin for a page of the site, the file itself
   * otherwise. Other sites' links and `#fragments` stay as they are.
   */
  resolve(href: string, from: string): string;
}

export function createReaderLinks(address: SiteAddress, routes: Pick<Routes, 'has'>): ReaderLinks {
  const markdownUrl = (route: string) => address.absolute(markdownRoute(route));
  // Pages' addresses without the base URL: what a relative link resolves to is then a route.
  const routeAddress = siteAddress({ ...address, baseUrl: '/' });
  return {
    markdownUrl,
    resolve(href, from) {
      if (urlKind(href) !== 'path' || href === '') return href;
      // The page's public address, as the HTML page resolves relative links against it.
      const page = new URL(`http://site${routeAddress.outputHref(from.slice(1), true)}`);
      let url: URL;
      try {
        url = new URL(href, page);
      } catch {
        return href;
      }
      const path = safeDecode(url.pathname).replace(/(.)\/$/, '$1');
      const suffix = url.search + url.hash;
      if (routes.has(path)) return markdownUrl(path) + suffix;
      // No route (a file, a path the site has no page at): the path as written, no slash added.
      return address.absolute(url.pathname, 'file') + suffix;
    },
  };
}

/** A path as routes hold it (`/guides/écrire`); one with a malformed escape stays encoded (it names no route). */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
