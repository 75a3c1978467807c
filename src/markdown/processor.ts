import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { errors } from '../errors/catalogue.js';
import { IslandCollector } from '../islands/island.js';
import './types.js';
import { findComplexityProblem } from './complexity-guard.js';
import type { TocEntry } from './types.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkLinks, type LinkOptions, type MarkdownLink } from './remark-links.js';
import { remarkSafeUrls } from './remark-safe-urls.js';
import { remarkWidgets, type WidgetDirectiveOptions } from './remark-widgets.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeExternalLinks } from './rehype-external-links.js';
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.js';
import { rehypeHeadingAnchors, rehypeHeadingIds, rehypeToc } from './rehype-headings.js';

export interface MarkdownOptions extends LinkOptions, WidgetDirectiveOptions {}

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

/**
 * Builds the one unified processor of a build. Order matters: links and widgets are
 * resolved on the markdown tree; ids come before the TOC, the TOC before the anchors
 * (so "#" is not part of TOC text).
 */
export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkSafeUrls)
    .use(remarkWidgets, options)
    .use(remarkLinks, options)
    .use(remarkRehype, { allowDangerousHtml: true })
    // Code meta lives in node.data, which rehype-raw drops: highlight first.
    .use(rehypeCodeBlocks)
    .use(rehypeRawWhenNeeded)
    .use(rehypeHeadingIds)
    .use(rehypeToc)
    .use(rehypeHeadingAnchors)
    .use(rehypeExternalLinks)
    .use(rehypeStringify)
    .freeze();

  return async (input) => {
    const problem = findComplexityProblem(input.body);
    if (problem) throw errors.markdownTooComplex(input.path, problem.message, problem.line + input.lineOffset);
    const file = new VFile({ path: input.path, value: input.body });
    file.data.sourcePath = input.sourcePath;
    file.data.lineOffset = input.lineOffset;
    file.data.islands = new IslandCollector('m');
    const result = await processor.process(file).catch((error: unknown) => {
      // A tree deep in a way the limits above do not foresee: still a clear error, not a crash.
      if (error instanceof RangeError && /call stack/i.test(error.message)) {
        throw errors.markdownTooComplex(
          input.path,
          'The page is nested too deeply to render (lists, quotes, emphasis or HTML inside each other).',
        );
      }
      throw error;
    });
    return {
      html: String(result),
      toc: result.data.toc ?? [],
      widgets: result.data.widgets ?? [],
      links: result.data.links ?? [],
      warnings: result.messages.map((message) => ({
        file: input.path,
        line: message.line ?? undefined,
        column: message.column ?? undefined,
        message: message.reason,
      })),
    };
  };
}
