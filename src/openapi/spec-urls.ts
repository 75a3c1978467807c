import { unsafeUrlReason, type UrlUse } from '../util/safe-url.js';
import type { ApiLogo } from './model.js';
import { toPointer } from '../util/json-pointer.js';
import type { ExternalDocs, SpecLinkOptions } from './model.js';
import type { SpecWarning } from './slugs.js';
import { specLinkTarget } from './rehype-spec-links.js';
import { urlKind } from '../util/url-kind.js';

type Schema = Record<string, unknown>;
export type Warn = (warning: SpecWarning) => void;

/** A host name without its scheme (`example.com`, `api.example.com/help`), not a file (`terms.html`). */
const SCHEMELESS_HOST = /^(?:[a-z0-9-]+\.)+(?!(?:html?|md|mdx|json|ya?ml|txt|pdf|xml|png|jpe?g|svg)(?:[/?#:]|$))[a-z]{2,}(?:[/?#:]|$)/i;

/**
 * A URL from the document that will become an `href` or `src`: kept when its scheme is
 * safe (`https://` added to a scheme-less `www.` address), otherwise dropped with a
 * warning at its JSON pointer (documents are untrusted). Given the document's `links`
 * (how its description links resolve), a URL field read the same way: a host name
 * without a scheme gets `https://`, a relative URL resolves against the base or, with
 * none, is left out with a warning, so it never becomes a broken link into this site.
 */
export function specUrl(
  value: unknown,
  pointer: (string | number)[],
  warn: Warn,
  use: UrlUse = 'link',
  links?: SpecLinkOptions,
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const reason = unsafeUrlReason(value, use);
  if (reason !== undefined) {
    warn({ pointer: toPointer(pointer), message: `The URL ${JSON.stringify(value)} was left out: ${reason}.` });
    return undefined;
  }
  // A scheme-less `www.example.com` means the web site, not a page of this one.
  if (/^www\.[a-z0-9-]+\.[a-z]/i.test(value)) return `https://${value}`;
  if (!links || urlKind(value) !== 'path') return value;
  if (SCHEMELESS_HOST.test(value)) return `https://${value}`;
  const target = specLinkTarget(value, 'link', links);
  if (target === undefined)
    warn({
      pointer: toPointer(pointer),
      message: `The relative URL ${JSON.stringify(value)} was left out: the document does not say which site it belongs to. Give the document an externalDocs.url, or set api.services[].linkBase in the site's configuration, or write the full URL.`,
    });
  return target;
}

/** An `externalDocs` object at `pointer`, without it when its URL is missing or unsafe. */
export function externalDocsOf(raw: unknown, pointer: (string | number)[], warn: Warn, links?: SpecLinkOptions): ExternalDocs | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const docs = raw as Schema;
  const url = specUrl(docs.url, [...pointer, 'url'], warn, 'link', links);
  if (url === undefined) return undefined;
  return { url, description: typeof docs.description === 'string' ? docs.description : undefined };
}

/**
 * `info.x-logo` (Redoc's extension, which docusaurus-openapi-docs reads too): `url`,
 * `altText` (else the API's title), `href` and `backgroundColor`. Unsafe URLs are left
 * out with a warning, as every URL of the document.
 */
export function logoOf(value: unknown, warn: Warn, links: SpecLinkOptions | undefined, title: string): ApiLogo | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const logo = value as Record<string, unknown>;
  const at = ['info', 'x-logo'];
  const url = specUrl(logo.url, [...at, 'url'], warn, 'image', links);
  if (url === undefined) return undefined;
  const href = specUrl(logo.href, [...at, 'href'], warn, 'link', links);
  // A colour only: it goes into a style attribute.
  const background =
    typeof logo.backgroundColor === 'string' && /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(logo.backgroundColor) ? logo.backgroundColor : undefined;
  return {
    url,
    alt: typeof logo.altText === 'string' ? logo.altText : title,
    ...(href ? { href } : {}),
    ...(background ? { backgroundColor: background } : {}),
  };
}
