import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import '../markdown/types.js';
import type { TocEntry } from '../markdown/types.js';
import { rehypeCodeBlocks } from '../markdown/rehype-code-blocks.js';
import { rehypeExternalLinks } from '../markdown/rehype-external-links.js';
import { rehypeHeadingAnchors, rehypeHeadingIds, rehypeToc } from '../markdown/rehype-headings.js';

/** Renders the CommonMark of an API document (descriptions) to sanitised HTML. */
export interface SpecMarkdown {
  /** Inline-level text such as a property description. */
  render(markdown: string | undefined): string | undefined;
  /** Page-level text (a service, tag or operation description): headings get ids and anchors. */
  renderWithHeadings(markdown: string | undefined): { html: string; toc: TocEntry[] } | undefined;
}

// Anything that could be markdown syntax, an HTML tag, an entity or an autolinked URL.
const MAYBE_MARKDOWN = /[\\`*_[\]<>#|~!&]|^\s*([-+*]|\d+[.)])\s|^ {4}|^\t|https?:|www\./m;

/**
 * The HTML is sanitised (rehype-sanitize's GitHub-like schema) before docgen adds its own
 * highlighting classes and heading ids, so an API document cannot inject scripts, styles
 * or event handlers, whoever wrote it. Results are cached per text: big documents repeat
 * the same descriptions hundreds of times.
 */
export function createSpecMarkdown(): SpecMarkdown {
  const base = () =>
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeSanitize)
      .use(rehypeCodeBlocks)
      .use(rehypeExternalLinks);
  const inline = base().use(rehypeStringify).freeze();
  const withHeadings = base().use(rehypeHeadingIds).use(rehypeToc).use(rehypeHeadingAnchors).use(rehypeStringify).freeze();
  const cache = new Map<string, string>();
  const headingCache = new Map<string, { html: string; toc: TocEntry[] }>();

  return {
    render(markdown) {
      if (markdown === undefined || markdown.trim() === '') return undefined;
      let html = cache.get(markdown);
      if (html === undefined) {
        html = MAYBE_MARKDOWN.test(markdown) ? String(inline.processSync(markdown)) : plainParagraphs(markdown);
        cache.set(markdown, html);
      }
      return html;
    },
    renderWithHeadings(markdown) {
      if (markdown === undefined || markdown.trim() === '') return undefined;
      let result = headingCache.get(markdown);
      if (!result) {
        const file = withHeadings.processSync(new VFile({ value: markdown }));
        result = { html: String(file), toc: file.data.toc ?? [] };
        headingCache.set(markdown, result);
      }
      return result;
    },
  };
}

/** What remark would make of text without any markdown syntax, without running it. */
function plainParagraphs(text: string): string {
  return text
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${paragraph.replace(/[ \t]*\n[ \t]*/g, '\n')}</p>`)
    .join('\n');
}
