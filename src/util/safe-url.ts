import { schemeOf } from './url-kind.js';

/**
 * Which URLs may become an `href` or `src`: relative ones and those with a scheme that
 * cannot run code (http, https, mailto, tel); `data:` only for images, and only image
 * types. Everything else (`javascript:`, `vbscript:`, `data:text/html`, `file:`...) is
 * refused. Browsers ignore tabs, newlines and leading control characters in a URL, so
 * they are removed before the scheme is read (`java\tscript:` is `javascript:`).
 */
export type UrlUse = 'link' | 'image';

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;
// eslint-disable-next-line no-control-regex
export const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;

/** Why a URL is refused, or undefined when it is safe to use as `use`. */
export function unsafeUrlReason(url: string, use: UrlUse = 'link'): string | undefined {
  const cleaned = url.replace(IGNORED_BY_BROWSERS, '');
  const scheme = schemeOf(cleaned);
  if (scheme === undefined) return undefined; // relative: a path, #fragment, ?query or //host
  if (scheme === 'data')
    return use === 'image' && DATA_IMAGE.test(cleaned) ? undefined : `a data: URL is allowed only as an image (data:image/...)`;
  const allowed = use === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES;
  if (allowed.has(scheme)) return undefined;
  return `the ${scheme}: scheme is not allowed (only ${[...allowed].join(', ')}${use === 'image' ? ', data:image/...' : ''} or a relative URL)`;
}

export const isSafeUrl = (url: string, use: UrlUse = 'link') => unsafeUrlReason(url, use) === undefined;
