import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root } from 'mdast';
import { unified, type Pluggable, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { errors } from '../errors/catalogue.js';
import { isDocgenError } from '../errors/docgen-error.js';
import type { MarkdownPlugins } from '../config/markdown-schema.js';
import type { Messages } from '../i18n/messages.js';
import { IslandCollector } from '../islands/island.js';
import { plainCopy } from '../util/plain-copy.js';
import './types.js';
import { findComplexityProblem } from './complexity-guard.js';
import type { TocEntry } from './types.js';
import type { KeyedReaderBody, ReaderRequest } from '../core/reader-twin.js';
import { admonitionNames, type CustomAdmonitions } from '../config/admonition-types.js';
import { builtinComponents, TITLED_BUILTINS } from './builtins/remark-builtins.js';
import { bracketLegacyTitles } from './legacy-directive-titles.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { remarkMdxCodeBlocks } from './remark-mdx-code-block.js';
import { remarkInclude } from './remark-include.js';
import { remarkAdmonitionOverride } from '../components/remark-admonition-override.js';
import { BROKEN_MARKDOWN_LINK, remarkLinks, type LinkOptions, type MarkdownLink } from './remark-links.js';
import { remarkSafeUrls } from './remark-safe-urls.js';
import { FAILS_STRICT, remarkWidgets, type WidgetDirectiveOptions } from './remark-widgets.js';
import { remarkUnclosedDirectives } from './remark-unclosed-directives.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.js';
import { rehypeMath } from './math.js';
import { remarkMermaid } from './remark-mermaid.js';
import { rehypeImageLoading } from './rehype-image-loading.js';
import { remarkLinkedFiles } from './remark-linked-files.js';
import { remarkImageSizes, type DocImage, type ImageSizeOptions } from './remark-image-sizes.js';
import { accessibilityEnhancements, headingEnhancements, linkEnhancements, markdownSyntax } from './presets.js';

export interface MarkdownOptions extends LinkOptions, WidgetDirectiveOptions {
  /** The engine's words in the pages' locale; English when not given. */
  messages?: Messages;
  /** The site's own admonition types (`markdown.admonitions`). */
  admonitions?: CustomAdmonitions;
  /** The site's replacement of the admonition (`components/overrides/Admonition`). */
  admonitionOverride?: Parameters<typeof remarkAdmonitionOverride>[0];
  /** The site's own remark and rehype plugins (`markdown` in the config). */
  plugins?: MarkdownPlugins;
  /** Where local images are read for their width and height; without it images get no size. */
  images?: ImageSizeOptions;
  /** The site folder: partials are read only inside it (and its node_modules). Default: the current folder. */
  siteRoot?: string;
}

export interface MarkdownInput {
  /** Absolute path, for messages. */
  path: string;
  /** Path relative to docs/, for resolving relative links. */
  sourcePath: string;
  body: string;
  /** Lines of frontmatter before the body, so warnings point at file lines. */
  lineOffset: number;
  /** The page's twin for AI readers is made with its HTML (docs pages on workers). */
  reader?: ReaderRequest;
}

export interface MarkdownWarning {
  file: string;
  line?: number;
  column?: number;
  message: string;
  /** A broken rule tolerated by default, that `--strict` turns into an error. */
  failsStrict?: boolean;
  /** A markdown link to a `.md` file that is no page (see `Diagnostic.brokenMarkdownLink`). */
  brokenMarkdownLink?: boolean;
}

export interface MarkdownOutput {
  html: string;
  toc: TocEntry[];
  /** Every heading of levels 2 to 6 (the TOC of a page that sets `toc_max_heading_level`). */
  headings?: TocEntry[];
  widgets: string[];
  warnings: MarkdownWarning[];
  /** The page's site-relative links and where they are written, to name the source of a broken one. */
  links?: MarkdownLink[];
  /** The page has math, so it links KaTeX's stylesheet. */
  math?: boolean;
  /** Images of the docs folder the page shows and files its links point at, for the build to copy. */
  docImages?: DocImage[];
  /** Files read besides the page (partials, images), so a cached page is stale when one changes. */
  dependencies?: string[];
  /** The body of the page's twin for AI readers, when it was asked for. */
  reader?: KeyedReaderBody;
  /** HTML for the document's head that the page wrote (an MDX page's `<head>`, as in Docusaurus). */
  head?: string;
}

export type MarkdownRenderer = (input: MarkdownInput) => Promise<MarkdownOutput>;

/** A page parsed and transformed as far as it can be without knowing the site's routes. */
export interface ParsedMarkdown {
  input: MarkdownInput;
  tree: Root;
  file: VFile;
  /** With `keepSyntaxTree`: the tree as parsed, before the transforms (the page's twin reads it). */
  syntaxTree?: SyntaxTree;
}

/** A text's markdown tree straight from the parser (GitHub-flavoured, with directives), untouched by transforms. */
export interface SyntaxTree {
  text: string;
  tree: Root;
}

/**
 * The build's markdown pipeline in two stages, so that the first can run before the route
 * table exists (while API documents still load) and the second resolves links against it.
 */
export interface MarkdownStages {
  /**
   * Parses a page and runs the transforms that need only the page itself. With
   * `keepSyntaxTree`, keeps a copy of the parser's tree when the page has no syntax beyond
   * GitHub's and directives (no math), so that its twin is not parsed a second time.
   */
  parse(input: MarkdownInput, keepSyntaxTree?: boolean): Promise<ParsedMarkdown>;
  /** Resolves links, turns the page into HTML and collects its headings and widgets. */
  finish(parsed: ParsedMarkdown): Promise<MarkdownOutput>;
}

/** The plugins every page (`.md` or `.mdx`) goes through, in order, in the stages that run them. */
export interface DocsPlugins {
  /** On the markdown tree, before the route table exists: syntax, directives, widgets, the site's remark plugins. */
  remarkEarly: PluggableList;
  /** On the markdown tree, once routes are known: links. */
  remarkLate: PluggableList;
  /** On the HTML tree: code, raw HTML (`rawHtml`), headings and TOC, links, accessibility, the site's rehype plugins. */
  rehype: PluggableList;
}

/**
 * The docs' plugin lists, shared by the markdown pipeline below and MDX pages
 * (src/mdx/), so a feature added here reaches both. Order matters: widgets are resolved
 * on the markdown tree, links once routes are known; ids come before the TOC, the TOC
 * before the anchors (so "#" is not part of TOC text). `rawHtml` handles raw HTML nodes
 * (parsed for markdown, kept verbatim for MDX).
 */
export function docsPlugins(options: MarkdownOptions, rawHtml: Pluggable = rehypeRawWhenNeeded): DocsPlugins {
  return {
    remarkEarly: [
      markdownSyntax,
      remarkDirective,
      remarkUnclosedDirectives,
      [remarkInclude, { siteRoot: options.siteRoot }],
      ...(options.plugins?.math === false ? [] : [remarkMath]),
      remarkMdxCodeBlocks,
      remarkHeadingIds,
      // A site's Admonition override takes admonitions first; the built-in renders the rest.
      [remarkAdmonitionOverride, options.admonitionOverride],
      [remarkAdmonitions, { custom: options.admonitions }],
      builtinComponents(options),
      remarkSafeUrls,
      [remarkMermaid, options],
      [remarkWidgets, options],
      ...(options.images ? [[remarkImageSizes, options.images] as Pluggable] : []),
      // Files links point at are published where images beside the pages are.
      ...(options.images?.docsPrefix !== undefined && options.siteRoot
        ? [[remarkLinkedFiles, { siteRoot: options.siteRoot }] as Pluggable]
        : []),
      ...((options.plugins?.remarkPlugins ?? []) as PluggableList),
    ],
    remarkLate: [[remarkLinks, options]],
    rehype: [
      rehypeMath,
      // Code meta lives in node.data, which rehype-raw drops: highlight first.
      rehypeCodeBlocks,
      rawHtml,
      headingEnhancements,
      linkEnhancements,
      accessibilityEnhancements,
      rehypeImageLoading,
      ...((options.plugins?.rehypePlugins ?? []) as PluggableList),
    ],
  };
}

/** Builds the one markdown pipeline of a build from the docs' plugin lists. */
export function createMarkdownStages(options: MarkdownOptions): MarkdownStages {
  const plugins = docsPlugins(options);
  const early = unified().use(remarkParse).use(plugins.remarkEarly).freeze();
  const late = unified()
    .use(plugins.remarkLate)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(plugins.rehype)
    .use(rehypeStringify)
    .freeze();

  return {
    async parse(input, keepSyntaxTree = false) {
      const file = createPageFile(input, options);
      let syntaxTree: SyntaxTree | undefined;
      const tree = await tooDeep(input.path, () => {
        const parsed = early.parse(file);
        if (keepSyntaxTree && readsWithoutExtensions(String(file.value), options))
          syntaxTree = { text: String(file.value), tree: plainCopy(parsed) };
        return early.run(parsed, file);
      });
      return { input, tree: tree as Root, file, ...(syntaxTree ? { syntaxTree } : {}) };
    },
    async finish({ input, tree, file }) {
      const hast = await tooDeep(input.path, () => late.run(tree, file));
      const html = late.stringify(hast as Parameters<typeof late.stringify>[0], file);
      return pageOutput(String(html), file, input);
    },
  };
}

/** Whether the page's parser reads `text` as GitHub's syntax and directives alone do: math needs a `$`, a site's plugins may add syntax. */
function readsWithoutExtensions(text: string, options: MarkdownOptions): boolean {
  return !options.plugins?.remarkPlugins?.length && (options.plugins?.math === false || !text.includes('$'));
}

/** A page's file for the plugins, with what they read; refuses input too complex to parse safely. */
export function createPageFile(input: MarkdownInput, options: MarkdownOptions): VFile {
  const problem = findComplexityProblem(input.body);
  if (problem) throw errors.markdownTooComplex({ file: input.path, line: problem.line + input.lineOffset }, problem.message);
  // Docusaurus's `:::tip Title` is rewritten to `:::tip[Title]` before parsing (same line).
  const titled = new Set([...admonitionNames(options.admonitions), ...TITLED_BUILTINS]);
  const file = new VFile({ path: input.path, value: bracketLegacyTitles(input.body, titled) });
  file.data.sourcePath = input.sourcePath;
  file.data.lineOffset = input.lineOffset;
  file.data.islands = new IslandCollector('m');
  if (options.messages) file.data.messages = options.messages;
  return file;
}

/** The page's HTML with what the plugins collected on its file. */
export function pageOutput(html: string, file: VFile, input: MarkdownInput): MarkdownOutput {
  return {
    html,
    toc: file.data.toc ?? [],
    headings: file.data.headings ?? [],
    widgets: file.data.widgets ?? [],
    links: file.data.links ?? [],
    ...(file.data.math ? { math: true } : {}),
    ...(file.data.docImages ? { docImages: file.data.docImages } : {}),
    ...(file.data.dependencies ? { dependencies: [...new Set(file.data.dependencies)] } : {}),
    warnings: file.messages.map((message) => ({
      file: input.path,
      line: message.line ?? undefined,
      column: message.column ?? undefined,
      message: message.reason,
      ...(message.ruleId === FAILS_STRICT ? { failsStrict: true } : {}),
      ...(message.ruleId === BROKEN_MARKDOWN_LINK ? { brokenMarkdownLink: true } : {}),
    })),
  };
}

/** Both stages at once, for a page rendered on its own. */
export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  const stages = createMarkdownStages(options);
  return async (input) => stages.finish(await stages.parse(input));
}

/** A tree deep in a way the complexity guard does not foresee: still a clear error, not a crash. */
async function tooDeep<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      throw errors.markdownTooComplex(
        { file: path },
        'The page is nested too deeply to render (lists, quotes, emphasis or HTML inside each other).',
      );
    }
    throw error;
  }
}

/** A plugin's unexpected failure, as an error naming the page (and its line when known). */
export async function asMarkdownError<T>(input: Pick<MarkdownInput, 'path' | 'lineOffset'>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDocgenError(error)) throw error;
    const line = (error as { line?: number }).line;
    throw errors.markdownFailed(
      { file: input.path, line: line === undefined ? undefined : line + input.lineOffset, cause: error },
      input.path,
    );
  }
}
