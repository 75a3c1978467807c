import type { DocusaurusNumberPrefixParser } from '../config/schema.js';

/**
 * Docusaurus's number prefixes: `01-intro.md` and `02-guides/` are ordered by the number
 * and known without it (id, URL and label `intro`, `guides`). Date-like and version-like
 * names (`2024-01-release.md`, `1.2-notes.md`) keep their digits, as in Docusaurus.
 */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const KEPT = /^\d+[-_.]\d+/;

export interface PrefixedName {
  /** The name without its number prefix. */
  name: string;
  /** The number, which orders the item when no position is written. */
  position?: number;
}

/**
 * How a docs folder reads number prefixes (`docs.numberPrefixParser`): Docusaurus's rule
 * by default, none (`false`: `01-intro.md` keeps its prefix in its id and URL), or the
 * site's own function.
 */
export type NumberPrefixParser = (name: string) => PrefixedName;

/** Docusaurus's default parser. */
export function splitNumberPrefix(name: string): PrefixedName {
  if (KEPT.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2]!, position: Number(match[1]) } : { name };
}

/** `numberPrefixParser: false`: names keep their digits and order nothing. */
export const noNumberPrefix: NumberPrefixParser = (name) => ({ name });

/** The parser of `docs.numberPrefixParser` (unset or true: Docusaurus's default). */
export function numberPrefixParserOf(option: boolean | DocusaurusNumberPrefixParser | undefined): NumberPrefixParser {
  if (option === false) return noNumberPrefix;
  if (typeof option !== 'function') return splitNumberPrefix;
  return (name) => {
    const { filename, numberPrefix } = option(name);
    return { name: filename, ...(typeof numberPrefix === 'number' ? { position: numberPrefix } : {}) };
  };
}

/** A file name's prefix, its extension aside: `02-install.md` -> 2, `404.md` -> none. */
export function splitFileNumberPrefix(fileName: string, parse: NumberPrefixParser = splitNumberPrefix): PrefixedName {
  const extension = /\.[^./]+$/.exec(fileName)?.[0] ?? '';
  const { name, position } = parse(fileName.slice(0, fileName.length - extension.length));
  return { name: name + extension, ...(position === undefined ? {} : { position }) };
}

/** `01-guides/02-install.md` -> `guides/install.md`: the path the doc's id and URL come from. */
export function withoutNumberPrefixes(relativePath: string, parse: NumberPrefixParser = splitNumberPrefix): string {
  const segments = relativePath.split('/');
  const file = segments.pop()!;
  return [...segments.map((segment) => parse(segment).name), splitFileNumberPrefix(file, parse).name].join('/');
}
