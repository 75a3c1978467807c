import type { MarkdownInput, MarkdownOptions, MarkdownOutput } from './processor.js';
import type { CardCategory } from '../core/sidebar.js';

/** An MDX page read and checked, waiting for the route table. */
export interface ParsedMdx {
  input: MarkdownInput;
}

/**
 * A docs folder's MDX pages, as the mdx stage compiles them: each checked as it is read,
 * then all compiled, bundled and rendered together once routes are known, into the same
 * output as a markdown page. Markdown reaches the compiler only through this hook (given
 * by the docs source), so it never imports the MDX stage, and a folder without MDX pages
 * never loads the compiler.
 */
export interface MdxPages {
  parse(input: MarkdownInput): ParsedMdx;
  finishAll(pages: readonly ParsedMdx[]): Promise<Map<string, MarkdownOutput>>;
}

/**
 * Loads the MDX compiler for a docs folder: `siteRoot` for `@site/` imports, `docsDir` for
 * links in imported files, `categoryOf` for the sidebar category whose page a file is
 * (`<DocCardList />`), asked once the routes are known.
 */
export type LoadMdxPages = (options: {
  markdown: MarkdownOptions;
  siteRoot: string;
  docsDir: string;
  categoryOf?: (file: string) => CardCategory | undefined;
}) => Promise<MdxPages>;
