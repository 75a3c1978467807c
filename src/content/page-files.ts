import { withoutNumberPrefixes } from './number-prefix.js';

/** Which files of a docs folder are pages, partials and folder metadata: one place for the rules. */

/** A markdown page, `.md` or `.mdx`. */
export function isMarkdownFile(relativePath: string): boolean {
  return /\.mdx?$/.test(relativePath);
}

/** An `.mdx` file: MDX whatever `markdown.format` says, but `md`. */
export function isMdxFile(relativePath: string): boolean {
  return relativePath.endsWith('.mdx');
}

/**
 * `markdown.format`, Docusaurus's: `mdx` (its default) reads `.md` files as MDX too,
 * `detect` only `.mdx` files, `md` none.
 */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * Whether a page is compiled as MDX (src/mdx/): an `.mdx` file (unless the format is `md`),
 * or, with the `mdx` format, a `.md` file that uses MDX: `import`/`export` lines, JSX
 * components (`<Tabs>`), attributes written as expressions (`style={{…}}`) or
 * ```` ```mdx-code-block ```` fences. Other `.md` pages read the same either way and take
 * the faster markdown pipeline.
 */
export function isMdxSource(relativePath: string, body: string, format: MarkdownFormat = 'mdx'): boolean {
  if (format === 'md') return false;
  if (isMdxFile(relativePath)) return true;
  return format === 'mdx' && usesMdx(body);
}

/** A doc compiled as MDX: as decided when it was read (`DocSource.mdx`), else by its extension. */
export function isMdxDoc(doc: { relativePath: string; mdx?: boolean }): boolean {
  return doc.mdx ?? isMdxFile(doc.relativePath);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
const MODULE_LINE = /^(import|export)\s/;
const JSX = /<(?:[A-Z][\w.]*(?=[\s/>])|>|\/[A-Z])|<[a-z][\w-]*\s[^<>]*=\{/;

/** MDX syntax in a markdown body, outside code blocks and inline code. */
export function usesMdx(body: string): boolean {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length && !opening[2]) fence = undefined;
      continue;
    }
    if (opening) {
      if (opening[2] === 'mdx-code-block') return true;
      fence = opening[1]!;
      continue;
    }
    if (MODULE_LINE.test(line)) return true;
    if (JSX.test(line.replace(/(`+)[^`]*?\1/g, ''))) return true;
  }
  return false;
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
