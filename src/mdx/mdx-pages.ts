import path from 'node:path';
import type { VFile } from 'vfile';
import { isDocgenError } from '../errors/docgen-error.js';
import {
  asMarkdownError,
  createPageFile,
  docsPlugins,
  pageOutput,
  type MarkdownInput,
  type MarkdownOptions,
  type MarkdownOutput,
  type MarkdownWarning,
} from '../markdown/processor.js';
import type { MdxPages, ParsedMdx } from '../markdown/mdx-hook.js';
import { bundleMdxPages } from './bundle-pages.js';
import { unwrapMdxCodeBlocks } from '../markdown/remark-mdx-code-block.js';
import { isMdxSource } from '../content/page-files.js';
import { compileMdx } from './compile-page.js';
import { RawHtmlStore, rehypeRawTokens } from './raw-html.js';
import type { MdxPageContext } from './provided-components.js';
import type { CardCategory, DocusaurusSidebar, DocusaurusVersion } from '../core/sidebar.js';
import { locateFailure, renderError, renderMdxContent, type RenderFailure } from './render-page.js';
import { mdxIslandHtml } from '../components/mdx-island.js';
import { codeTranslationsFile, readTranslationFile } from '../i18n/docusaurus-translations.js';
import type { ComponentDirectives } from '../components/directive-use.js';

/** A site without components of its own: any `client:*` element is an unknown component. */
const noComponents: ComponentDirectives = {
  names: new Set(),
  render: () => {
    throw new Error('the site has no components');
  },
};

export interface MdxPagesOptions {
  markdown: MarkdownOptions;
  /** The site folder (`@site/` imports). */
  siteRoot: string;
  /** The docs folder the pages were read from: links in imported files resolve from it. */
  docsDir: string;
  /** The sidebar category whose own page a file is, as cards (`<DocCardList />`). */
  categoryOf?: (file: string) => CardCategory | undefined;
  /** The sidebar a file's page shows (`useDocsSidebar()`). */
  sidebarOf?: (file: string) => DocusaurusSidebar | undefined;
  /** The docs version with its docs (`useDocsVersion()`). */
  versionOf?: () => DocusaurusVersion;
  /** The HTML of an imported file the site does not have and docgen makes (a generated schema). */
  generatedImport?: (absolutePath: string) => Promise<string | undefined>;
}

/**
 * MDX pages: checked as soon as they are read, then compiled, bundled and rendered all
 * together once routes are known (links resolve against them), into the same output as
 * a markdown page: HTML, TOC, widgets, links and warnings.
 */
export function createMdxPages(options: MdxPagesOptions): MdxPages {
  return {
    parse(input: MarkdownInput): ParsedMdx {
      createPageFile(input, options.markdown); // refuses input too complex to parse, as for markdown
      return { input };
    },
    finishAll: (pages: readonly ParsedMdx[]) => finishMdxPages(pages, options),
  };
}

async function finishMdxPages(pages: readonly ParsedMdx[], options: MdxPagesOptions): Promise<Map<string, MarkdownOutput>> {
  const store = new RawHtmlStore();
  // What the built-in components read: the locale's words and the site's admonition types.
  const builtinWords = { messages: options.markdown.messages, admonitions: options.markdown.admonitions };
  const plugins = docsPlugins(options.markdown, rehypeRawTokens(store));
  const importedWarnings: MarkdownWarning[] = [];
  const compileImported = async (file: string, source: string) => {
    const { body: written, lineOffset } = withoutFrontmatter(source);
    // An imported file is MDX by the same rules as a page (`markdown.format`).
    const mdx = isMdxSource(file, written, options.markdown.plugins?.format);
    const body = mdx ? unwrapMdxCodeBlocks(written) : written;
    const input = { path: file, sourcePath: path.relative(options.docsDir, file).split(path.sep).join('/'), body, lineOffset };
    const vfile = createPageFile(input, options.markdown);
    const code = await compileMdx(vfile, { plugins, format: mdx ? 'mdx' : 'md' });
    importedWarnings.push(...pageOutput('', vfile, input).warnings);
    return code;
  };
  const files = new Map<string, { input: MarkdownInput; file: VFile }>();
  const codes = new Map<string, string>();
  for (const page of pages) {
    const input = { ...page.input, body: withDocusaurusExports(unwrapMdxCodeBlocks(page.input.body)) };
    const file = createPageFile(input, options.markdown);
    files.set(input.path, { input, file });
    codes.set(input.path, await asMarkdownError(input, () => compileMdx(file, { plugins })));
  }
  const sourceOf = (file: string) => files.get(file)?.input;
  const generatedImport = options.generatedImport;
  // `<Translate>` and `translate()` read the locale's code.json (Docusaurus's layout).
  const locale = options.markdown.messages?.locale;
  const codeTranslations = locale ? await readTranslationFile(codeTranslationsFile(options.siteRoot, locale)) : undefined;
  const modules = await bundleMdxPages({ siteRoot: options.siteRoot, pages: codes, compileImported, sourceOf, generatedImport });

  // Widgets placed by provided components become islands of the page, like directives.
  const sitePath = options.markdown.sitePath;
  const pageContext = (file: VFile): MdxPageContext => ({
    island: (widget, props) => store.token(options.markdown.renderWidget(widget, props, file)),
    siteIsland: (use) => store.token(mdxIslandHtml(options.markdown.components ?? noComponents, file, use)),
    ...builtinWords,
    ...(sitePath ? { sitePath: (path: string) => sitePath(path, 'file') } : {}),
    headings: file.data.headings ?? [],
    ...(codeTranslations ? { codeTranslations } : {}),
    ...(options.categoryOf ? { sidebarCategory: () => options.categoryOf!(file.path) } : {}),
    ...(options.sidebarOf ? { docsSidebar: () => options.sidebarOf!(file.path) } : {}),
    ...(options.versionOf ? { docsVersion: options.versionOf } : {}),
  });
  const outputs = new Map<string, MarkdownOutput>();
  for (const [pagePath, { input, file }] of files) {
    let html: string;
    const head: string[] = [];
    try {
      html = store.restore(renderMdxContent(modules.get(pagePath)!, { ...pageContext(file), head: (tags) => head.push(tags) }));
    } catch (error) {
      if (isDocgenError(error)) throw error; // already names its file and line (a site component's island)
      throw renderError(input.path, input.lineOffset, await rerunForLine(input, error));
    }
    const output = pageOutput(html, file, input);
    outputs.set(pagePath, {
      ...output,
      widgets: [...new Set([...output.widgets, ...file.data.islands!.used])],
      ...(head.length ? { head: head.join('') } : {}),
    });
  }
  const first = outputs.values().next().value;
  if (first) first.warnings.push(...importedWarnings);
  return outputs;

  /**
   * Renders a failed page again with MDX's development runtime, which knows the line of
   * each component, to point at it; the fast production build does not pay for it. The
   * error reported stays the first one.
   */
  async function rerunForLine(input: MarkdownInput, error: unknown): Promise<RenderFailure> {
    try {
      const file = createPageFile(input, options.markdown);
      const code = await compileMdx(file, { plugins, development: true });
      const again = await bundleMdxPages({
        siteRoot: options.siteRoot,
        pages: new Map([[input.path, code]]),
        compileImported,
        sourceOf,
        generatedImport,
      });
      renderMdxContent(again.get(input.path)!, pageContext(file));
    } catch (rerunError) {
      if (!isDocgenError(rerunError)) return { ...locateFailure(rerunError), error };
    }
    return { error };
  }
}

/** An imported file's text without its frontmatter (a partial's frontmatter is not read). */
export function withoutFrontmatter(source: string): { body: string; lineOffset: number } {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  if (!match) return { body: source, lineOffset: 0 };
  return { body: source.slice(match[0].length), lineOffset: match[0].split('\n').length - 1 };
}

/**
 * Docusaurus gives each MDX page a `toc` export, which pages pass on (`<TOCInline
 * toc={toc} />`): a page that names it and does not define it gets an empty one, and
 * TOCInline then lists the page's headings (known to docgen once the page compiled).
 * Appended after the body, so the lines keep their numbers.
 */
export function withDocusaurusExports(body: string): string {
  if (!/\btoc\b/.test(body) || /^export\s+(const|let|var|function)\s+toc\b/m.test(body)) return body;
  return /\{\s*toc\s*\}/.test(body) ? `${body}\n\nexport const toc = [];\n` : body;
}
