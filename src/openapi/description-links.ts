import { unsafeUrlReason } from '../util/safe-url.js';
import { toPointer } from '../util/json-pointer.js';
import type { SpecWarning } from './slugs.js';

/** Link and image targets written in markdown or HTML: `](url)`, `<url>`, `href="url"`, `src="url"`. */
const TARGETS = /\]\(\s*<?([^\s)>]+)|<([a-z][a-z0-9+.-]*:[^\s>]*)>|\b(?:href|src)\s*=\s*["']?([^"'\s>]+)/gi;
/** Cheap first look: only descriptions that name a scheme other than http(s) get a closer one. */
const SOME_SCHEME = /(?<![a-z0-9+.-])(?!https?:)[a-z][a-z0-9+.-]*\s*:/i;

/**
 * Warnings for links in the document's descriptions whose scheme is unsafe. The
 * markdown sanitiser removes them from the page; this says where they were written.
 * Walks the (dereferenced, possibly circular) document once, each object at its first
 * pointer.
 */
export function unsafeDescriptionLinks(document: unknown): SpecWarning[] {
  const warnings: SpecWarning[] = [];
  const seen = new WeakSet<object>();
  const visit = (value: unknown, path: (string | number)[]) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === 'description' && typeof child === 'string' && SOME_SCHEME.test(child)) {
        for (const url of linkTargetsOf(child)) {
          const reason = unsafeUrlReason(url, 'link');
          if (reason)
            warnings.push({
              pointer: toPointer([...path, key]),
              message: `A link to ${JSON.stringify(url)} in this description was left out: ${reason}.`,
            });
        }
      } else visit(child, [...path, Array.isArray(value) ? Number(key) : key]);
    }
  };
  visit(document, []);
  return warnings;
}

/** The link and image targets written in a description (markdown or HTML). */
export function linkTargetsOf(markdown: string): string[] {
  return [...markdown.matchAll(TARGETS)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}
