import type { SourceLocation } from '../errors/docgen-error.js';
import { toPointer } from '../util/json-pointer.js';
import { readSource } from './load-document.js';
import { positionOfPointer } from '../util/source-position.js';

/**
 * The JSON pointer of the text in an OpenAPI document that links to `href` (a markdown
 * or HTML link in a description), preferring texts below `preferUnder` (the pointer of
 * the page's operation or tag): descriptions of shared components are found too.
 */
export function findLinkPointer(document: unknown, href: string, preferUnder = ''): string | undefined {
  const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The href as a whole link target: after `(`, `<`, a quote or `=`, before `)`, `>`, a quote or a space.
  const pattern = new RegExp(`(^|[(<"'=\\s])${escaped}($|[)>"'\\s])`);
  const found: string[] = [];
  const walk = (value: unknown, at: (string | number)[]) => {
    if (typeof value === 'string') {
      if (value.includes(href) && pattern.test(value)) found.push(toPointer(at));
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, index]));
    else if (value !== null && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...at, key]);
  };
  walk(document, []);
  return found.find((pointer) => preferUnder !== '' && (pointer === preferUnder || pointer.startsWith(`${preferUnder}/`))) ?? found[0];
}

/** Where in `specPath` a link to `href` is written: file, JSON pointer and line. Read only when a link is broken. */
export async function locateSpecLink(specPath: string, href: string, preferUnder?: string): Promise<SourceLocation | undefined> {
  const source = await readSource(specPath);
  const pointer = source && findLinkPointer(source.data, href, preferUnder);
  if (!source || pointer === undefined) return undefined;
  const position = positionOfPointer(source.text, pointer);
  return { file: specPath, pointer, line: position?.line, column: position?.column };
}
