import { withoutNumberPrefixes } from './number-prefix.js';

/** Which files of a docs folder are pages, partials and folder metadata: one place for the rules. */

/** A markdown page, `.md` or `.mdx`. */
export function isMarkdownFile(relativePath: string): boolean {
  return /\.mdx?$/.test(relativePath);
}

/** An MDX page: imports, exports, JSX and expressions, compiled with @mdx-js/mdx (src/mdx/). */
export function isMdxFile(relativePath: string): boolean {
  return relativePath.endsWith('.mdx');
}

/** The path without its markdown extension: `guides/intro.mdx` -> `guides/intro`. */
export function withoutMarkdownExtension(relativePath: string): string {
  return relativePath.replace(/\.mdx?$/, '');
}

/**
 * A partial: a file or folder whose name starts with `_` is text for other pages to
 * include, never a page of its own (Docusaurus's rule).
 */
export function isPartial(relativePath: string): boolean {
  return relativePath.split('/').some((part) => part.startsWith('_'));
}

/**
 * A folder's own page, by Docusaurus's convention: `index.md`, `README.md`, or a file
 * named like its folder (`guides/guides.md`); `.mdx` too, number prefixes aside. Its URL
 * is the folder's, and the folder's category links it.
 */
export function isIndexFile(relativePath: string): boolean {
  const parts = withoutNumberPrefixes(relativePath).split('/');
  const name = withoutMarkdownExtension(parts.pop()!);
  return /^(index|readme)$/i.test(name) || (parts.length > 0 && name === parts.at(-1));
}

/** The category metadata files of a folder, Docusaurus's spellings included. */
export const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml', '_category.json', '_category.yml', '_category.yaml'];
