import type { ResolvedConfig } from '../config/validate.js';
import { absoluteUrl } from '../render/head.js';
import { urlKind } from '../util/url-kind.js';
import { markdownRoute } from './markdown-paths.js';
import type { Routes } from '../core/route.js';

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

type LinkConfig = Pick<ResolvedConfig, 'url' | 'baseUrl' | 'trailingSlash'>;

export function createReaderLinks(config: LinkConfig, routes: Pick<Routes, 'has'>): ReaderLinks {
  const markdownUrl = (route: string) => absoluteUrl(config, markdownRoute(route));
  return {
    markdownUrl,
    resolve(href, from) {
      if (urlKind(href) !== 'path' || href === '') return href;
      // The page's public address, as the HTML page resolves relative links against it.
      const page = new URL(`http://site${from === '/' || !config.trailingSlash ? from : `${from}/`}`);
      let url: URL;
      try {
        url = new URL(href, page);
      } catch {
        return href;
      }
      const path = safeDecode(url.pathname).replace(/(.)\/$/, '$1');
      const suffix = url.search + url.hash;
      if (routes.has(path)) return markdownUrl(path) + suffix;
      return absoluteUrl({ ...config, trailingSlash: false }, url.pathname) + suffix;
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
