import type { MarkdownInput, MarkdownOptions, MarkdownOutput } from './processor.js';
import type { CardCategory, DocusaurusSidebar, DocusaurusVersion } from '../core/sidebar.js';
import type { Messages } from '../i18n/messages.js';

/**
 * The HTML of a file a page imports that the site does not have and docgen makes in its
 * stead (a schema gen-api-docs would have written), in the page's locale; undefined for
 * any other file, whose import then fails as it would.
 */
export type GeneratedImport = (absolutePath: string, messages: Messages) => Promise<string | undefined>;

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
  /** The sidebar a file's page shows and its docs version, for Docusaurus's docs client hooks. */
  sidebarOf?: (file: string) => DocusaurusSidebar | undefined;
  versionOf?: () => DocusaurusVersion;
  /** A missing imported file docgen makes (see GeneratedImport), the locale bound. */
  generatedImport?: (absolutePath: string) => Promise<string | undefined>;
}) => Promise<MdxPages>;
