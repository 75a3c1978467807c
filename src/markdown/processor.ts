import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root } from 'mdast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { errors } from '../errors/catalogue.js';
import type { Messages } from '../i18n/messages.js';
import { IslandCollector } from '../islands/island.js';
import './types.js';
import { findComplexityProblem } from './complexity-guard.js';
import type { TocEntry } from './types.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkAdmonitionOverride } from '../components/remark-admonition-override.js';
import { remarkLinks, type LinkOptions, type MarkdownLink } from './remark-links.js';
import { remarkSafeUrls } from './remark-safe-urls.js';
import { remarkWidgets, type WidgetDirectiveOptions } from './remark-widgets.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.js';
import { accessibilityEnhancements, headingEnhancements, linkEnhancements, markdownSyntax } from './presets.js';

export interface MarkdownOptions extends LinkOptions, WidgetDirectiveOptions {
  /** The engine's words in the pages' locale; English when not given. */
  messages?: Messages;
  /** The site's replacement of the admonition (`components/overrides/Admonition`). */
  admonitionOverride?: Parameters<typeof remarkAdmonitionOverride>[0];
}

export interface MarkdownInput {
  /** Absolute path, for messages. */
  path: string;
  /** Path relative to docs/, for resolving relative links. */
  sourcePath: string;
  body: string;
  /** Lines of frontmatter before the body, so warnings point at file lines. */
  lineOffset: number;
}

export interface MarkdownWarning {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export interface MarkdownOutput {
  html: string;
  toc: TocEntry[];
  widgets: string[];
  warnings: MarkdownWarning[];
  /** The page's site-relative links and where they are written, to name the source of a broken one. */
  links?: MarkdownLink[];
}

export type MarkdownRenderer = (input: MarkdownInput) => Promise<MarkdownOutput>;

/** A page parsed and transformed as far as it can be without knowing the site's routes. */
export interface ParsedMarkdown {
  input: MarkdownInput;
  tree: Root;
  file: VFile;
}

/**
 * The build's markdown pipeline in two stages, so that the first can run before the route
 * table exists (while API documents still load) and the second resolves links against it.
 */
export interface MarkdownStages {
  /** Parses a page and runs the transforms that need only the page itself. */
  parse(input: MarkdownInput): Promise<ParsedMarkdown>;
  /** Resolves links, turns the page into HTML and collects its headings and widgets. */
  finish(parsed: ParsedMarkdown): Promise<MarkdownOutput>;
}

/**
 * Builds the one markdown pipeline of a build. Order matters: widgets are resolved on the
 * markdown tree, links once routes are known; ids come before the TOC, the TOC before the
 * anchors (so "#" is not part of TOC text).
 */
export function createMarkdownStages(options: MarkdownOptions): MarkdownStages {
  const early = unified()
    .use(remarkParse)
    .use(markdownSyntax)
    .use(remarkDirective)
    .use(remarkAdmonitionOverride, options.admonitionOverride)
    .use(remarkAdmonitions)
    .use(remarkSafeUrls)
    .use(remarkWidgets, options)
    .freeze();
  const late = unified()
    .use(remarkLinks, options)
    .use(remarkRehype, { allowDangerousHtml: true })
    // Code meta lives in node.data, which rehype-raw drops: highlight first.
    .use(rehypeCodeBlocks)
    .use(rehypeRawWhenNeeded)
    .use(headingEnhancements)
    .use(linkEnhancements)
    .use(accessibilityEnhancements)
    .use(rehypeStringify)
    .freeze();

  return {
    async parse(input) {
      const problem = findComplexityProblem(input.body);
      if (problem) throw errors.markdownTooComplex({ file: input.path, line: problem.line + input.lineOffset }, problem.message);
      const file = new VFile({ path: input.path, value: input.body });
      file.data.sourcePath = input.sourcePath;
      file.data.lineOffset = input.lineOffset;
      file.data.islands = new IslandCollector('m');
      if (options.messages) file.data.messages = options.messages;
      const tree = await tooDeep(input.path, () => early.run(early.parse(file), file));
      return { input, tree: tree as Root, file };
    },
    async finish({ input, tree, file }) {
      const hast = await tooDeep(input.path, () => late.run(tree, file));
      const html = late.stringify(hast as Parameters<typeof late.stringify>[0], file);
      return {
        html: String(html),
        toc: file.data.toc ?? [],
        widgets: file.data.widgets ?? [],
        links: file.data.links ?? [],
        warnings: file.messages.map((message) => ({
          file: input.path,
          line: message.line ?? undefined,
          column: message.column ?? undefined,
          message: message.reason,
        })),
      };
    },
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
