import { unsafeUrlReason, type UrlUse } from '../util/safe-url.js';
import { toPointer } from '../util/json-pointer.js';
import type { ExternalDocs } from './model.js';
import type { SpecWarning } from './slugs.js';

type Schema = Record<string, unknown>;
export type Warn = (warning: SpecWarning) => void;

/**
 * A URL from the document that will become an `href` or `src`: kept when its scheme is
 * safe (`https://` added to a scheme-less `www.` address), otherwise dropped with a
 * warning at its JSON pointer (documents are untrusted).
 */
export function specUrl(value: unknown, pointer: (string | number)[], warn: Warn, use: UrlUse = 'link'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const reason = unsafeUrlReason(value, use);
  // A scheme-less `www.example.com` means the web site, not a page of this one.
  if (reason === undefined) return /^www\.[a-z0-9-]+\.[a-z]/i.test(value) ? `https://${value}` : value;
  warn({ pointer: toPointer(pointer), message: `The URL ${JSON.stringify(value)} was left out: ${reason}.` });
  return undefined;
}

/** An `externalDocs` object at `pointer`, without it when its URL is missing or unsafe. */
export function externalDocsOf(raw: unknown, pointer: (string | number)[], warn: Warn): ExternalDocs | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const docs = raw as Schema;
  const url = specUrl(docs.url, [...pointer, 'url'], warn);
  if (url === undefined) return undefined;
  return { url, description: typeof docs.description === 'string' ? docs.description : undefined };
}
