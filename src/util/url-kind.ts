/**
 * What kind of URL a string is, decided in one place for every stage (links in markdown,
 * navbar items, base URLs, code samples, canonical URLs):
 * - `external`: it has a scheme (`https:`, `mailto:`) or is protocol-relative (`//cdn`);
 * - `fragment`: `#section` on the same page;
 * - `path`: anything else, absolute (`/guides/x`) or relative (`../x.md`, `?tab=go`).
 */
export type UrlKind = 'external' | 'fragment' | 'path';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The URL's scheme in lower case (`https`, `mailto`), or undefined when it has none. */
export function schemeOf(url: string): string | undefined {
  return SCHEME.exec(url)?.[1]?.toLowerCase();
}

export function urlKind(url: string): UrlKind {
  if (schemeOf(url) !== undefined || url.startsWith('//')) return 'external';
  return url.startsWith('#') ? 'fragment' : 'path';
}

/** An absolute http(s) URL: `https://example.com/x`. */
export const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/** A link to a web page elsewhere: http(s) or protocol-relative. */
export const isWebUrl = (url: string) => isHttpUrl(url) || url.startsWith('//');

/** A URL with a scheme and a host (`wss://host`, `https://host`), as server URLs are. */
export const hasHost = (url: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
