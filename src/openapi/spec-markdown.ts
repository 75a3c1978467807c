import { rehypeDemoteHeadings } from './rehype-demote-headings.js';
import type { Root } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import remarkDirective from 'remark-directive';
import { ADMONITION_TYPES } from '../config/admonition-types.js';
import { bracketLegacyTitles } from '../markdown/legacy-directive-titles.js';
import { remarkAdmonitions } from '../markdown/remark-admonitions.js';
import { hasAdmonition, remarkSpecDirectives } from './remark-spec-directives.js';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { escapeText } from '../util/html.js';
import { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import '../markdown/types.js';
import type { TocEntry } from '../markdown/types.js';
import type { MarkdownPlugins } from '../config/markdown-schema.js';
import { rehypeCodeBlocks } from '../markdown/rehype-code-blocks.js';
import { accessibilityEnhancements, headingEnhancements, linkEnhancements, markdownSyntax } from '../markdown/presets.js';
import { rehypeSpecLinks } from './rehype-spec-links.js';
import type { SpecLinkOptions } from './model.js';

/** Renders the CommonMark of an API document (descriptions) to sanitised HTML. */
export interface SpecMarkdown {
  /** Inline-level text such as a property description. */
  render(markdown: string | undefined): string | undefined;
  /** Page-level text (a service, tag or operation description): headings get ids and anchors. */
  renderWithHeadings(markdown: string | undefined): { html: string; toc: TocEntry[] } | undefined;
  /** The text an HTML result was rendered from: the pages for AI readers show descriptions as written. */
  sourceOf(html: string | undefined): string | undefined;
  /**
   * A page-level text's markdown tree as parsed for its HTML (without positions), when no
   * site plugin could have changed how it parses: the twin reads it instead of parsing
   * the text again. Shared: a reader changes a copy.
   */
  syntaxTreeOf(markdown: string): Root | undefined;
  /** How the document's relative links resolve (see `specLinkTarget`). */
  links: SpecLinkOptions;
}

// Raw HTML: a tag, a comment or a declaration.
const HTML = /<[a-z!/?]/i;
// Anything that could be markdown syntax, an HTML tag, an entity or an autolinked URL.
const MAYBE_MARKDOWN = /[\\`*_[\]<>#|~!&]|^\s*([-+*]|\d+[.)])\s|^ {4}|^\t|https?:|www\./m;

/**
 * The same syntax and enhancements as the docs' pipeline (src/markdown/presets.ts); what
 * differs is trust: no directives or widgets, and the HTML is sanitised (rehype-sanitize's
 * GitHub-like schema) before docgen adds its own highlighting classes and heading ids, so an API document cannot inject scripts, styles
 * or event handlers, whoever wrote it. Results are cached per text: big documents repeat
 * the same descriptions hundreds of times. One instance per document (its links resolve
 * against the document's own base). The site's own plugins (`markdown` in the config) run
 * where they run for docs: remark plugins after the syntax, rehype plugins last.
 */
export function createSpecMarkdown(links: SpecLinkOptions = {}, plugins?: MarkdownPlugins): SpecMarkdown {
  const sitePlugins = {
    remark: [...(plugins?.remarkPlugins ?? [])] as PluggableList,
    rehype: [...(plugins?.rehypePlugins ?? [])] as PluggableList,
  };
  // The site's plugins may change any text: no shortcut past them when there are some.
  const shortcuts = sitePlugins.remark.length + sitePlugins.rehype.length === 0;
  // An admonition looks like plain text to the shortcuts (colons are no markdown syntax).
  const plainParagraphsOf = (text: string) => (shortcuts && !hasAdmonition(text) ? plainParagraphs(text) : undefined);
  const codeSpanParagraphsOf = (text: string) => (shortcuts && !hasAdmonition(text) ? codeSpanParagraphs(text) : undefined);
  const base = (raw: boolean, admonitions = false) => {
    const syntax = unified().use(remarkParse).use(markdownSyntax);
    // Admonitions (`:::note`) as in docs; the directive syntax only for texts that have one.
    const parsed = admonitions ? syntax.use(remarkDirective).use(remarkSpecDirectives).use(remarkAdmonitions) : syntax;
    const processor = parsed.use(sitePlugins.remark).use(remarkRehype, { allowDangerousHtml: raw });
    // rehype-raw (an HTML parser) is costly: only texts with HTML in them go through it.
    return (raw ? processor.use(rehypeRaw) : processor)
      .use(rehypeSanitize, admonitions ? ADMONITION_SCHEMA : undefined)
      .use(rehypeSpecLinks, links)
      .use(rehypeCodeBlocks)
      .use(linkEnhancements)
      .use(accessibilityEnhancements);
  };
  // By raw HTML and admonitions, each made when first needed.
  const variants = <P extends { freeze: () => P }>(make: (raw: boolean, admonitions: boolean) => P) => {
    const made = new Map<string, P>();
    return (raw: boolean, admonitions: boolean): P => {
      const key = `${raw}|${admonitions}`;
      let processor = made.get(key);
      if (!processor) made.set(key, (processor = make(raw, admonitions).freeze()));
      return processor;
    };
  };
  const inline = variants((raw, admonitions) => base(raw, admonitions).use(sitePlugins.rehype).use(rehypeStringify));
  const withHeadings = variants((raw, admonitions) =>
    base(raw, admonitions).use(rehypeDemoteHeadings).use(headingEnhancements).use(sitePlugins.rehype).use(rehypeStringify),
  );
  // HTML inside code (`<token>`) is text: only HTML outside code needs the HTML parser.
  // Were this to miss real HTML, the plain pipeline drops it: never unsafe.
  const pick = <P>(processors: (raw: boolean, admonitions: boolean) => P, text: string) =>
    processors(HTML.test(withoutCode(text)), hasAdmonition(text));
  const cache = new Map<string, string>();
  const headingCache = new Map<string, { html: string; toc: TocEntry[] }>();
  // The same strings as the caches hold: a reference each, not a copy.
  const sources = new Map<string, string>();
  const remember = (html: string, markdown: string) => void (sources.has(html) || sources.set(html, markdown));
  const trees = new Map<string, Root>();
  let treeCharacters = 0;
  // processSync's steps, keeping the parsed tree for the twin: no transform of these pipelines changes it.
  const processed = (processor: ReturnType<typeof inline> | ReturnType<typeof withHeadings>, markdown: string) => {
    const admonitions = hasAdmonition(markdown);
    // Docusaurus's `:::tip Title` is read as `:::tip[Title]`, on the same line.
    const file = new VFile({ value: admonitions ? bracketLegacyTitles(markdown, BUILTIN_ADMONITIONS) : markdown });
    const tree = processor.parse(file);
    const html = String(processor.stringify(processor.runSync(tree, file), file));
    // The admonitions' transforms change the tree: the twin parses such a text itself.
    if (shortcuts && !admonitions && treeCharacters < TREE_CHARACTERS && !trees.has(markdown)) {
      trees.set(markdown, withoutPositions(tree));
      treeCharacters += markdown.length;
    }
    return { html, toc: file.data.toc ?? [] };
  };

  return {
    render(markdown) {
      if (markdown === undefined || markdown.trim() === '') return undefined;
      let html = cache.get(markdown);
      if (html === undefined) {
        html = plainParagraphsOf(markdown) ?? codeSpanParagraphsOf(markdown) ?? processed(pick(inline, markdown), markdown).html;
        cache.set(markdown, html);
        remember(html, markdown);
      }
      return html;
    },
    renderWithHeadings(markdown) {
      if (markdown === undefined || markdown.trim() === '') return undefined;
      let result = headingCache.get(markdown);
      if (!result) {
        // Text without block syntax has no headings: the fast paths apply here too.
        const simple = plainParagraphsOf(markdown) ?? codeSpanParagraphsOf(markdown);
        result = simple === undefined ? processed(pick(withHeadings, markdown), markdown) : { html: simple, toc: [] };
        headingCache.set(markdown, result);
        remember(result.html, markdown);
      }
      return result;
    },
    sourceOf: (html) => (html === undefined ? undefined : sources.get(html)),
    syntaxTreeOf: (markdown) => trees.get(markdown),
    links,
  };
}

const BUILTIN_ADMONITIONS: ReadonlySet<string> = new Set(ADMONITION_TYPES);

/**
 * GitHub's sanitising schema plus what an admonition is made of (remark-admonitions.ts):
 * its `<aside>` with the admonition's classes, role and name, and its title's class.
 */
const ADMONITION_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'aside'],
  attributes: {
    ...defaultSchema.attributes,
    aside: [['className', ...ADMONITION_TYPES.flatMap((type) => ['admonition', `admonition-${type}`])], ['role', 'note'], 'ariaLabel'],
    p: [...(defaultSchema.attributes?.p ?? []), ['className', 'admonition-title']],
  },
};

/** Characters of text whose trees a document keeps at most (GitHub's REST API keeps 0.45 M, in 868 trees). */
const TREE_CHARACTERS = 4_000_000;

/** The tree without its nodes' positions: only messages read them, and they are most of its weight. */
function withoutPositions(tree: Root): Root {
  visit(tree, (node) => void delete node.position);
  return tree;
}

function withoutCode(text: string): string {
  return text.replace(/^ {0,3}(```|~~~)[\s\S]*?^ {0,3}\1/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** What remark would make of text without any markdown syntax, without running it. */
export function plainParagraphs(text: string): string | undefined {
  if (MAYBE_MARKDOWN.test(text) || BLOCK_LINE.test(text.replace(/^\s*\n/, '').trimEnd())) return undefined;
  return text
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${paragraph.replace(/[ \t]*\n[ \t]*/g, '\n')}</p>`)
    .join('\n');
}

// Paragraphs of plain text and `code spans` only: the commonest description by far.
const CODE_SPAN_TEXT = /^(?:[^\\`*_[\]<>#|~!&@\n]|`[^`\n]+`|\n)*$/;
// Lines that could open a block (list, quote, heading, setext underline, code) or end in a hard break.
const BLOCK_LINE = /^(?:[ \t]*(?:[-+*>#=]|\d+[.)])|[ ]{4}|\t)|[ \t]{2,}$/m;

/** `<p>` with `<code>` for text whose only syntax is code spans; undefined for anything else. */
export function codeSpanParagraphs(text: string): string | undefined {
  const trimmed = text.trim();
  if (!CODE_SPAN_TEXT.test(trimmed) || BLOCK_LINE.test(text.replace(/^\s*\n/, '').trimEnd()) || /https?:|www\./.test(trimmed))
    return undefined;
  return trimmed
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => {
      const body = paragraph.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/`([^`\n]+)`/g, (_, code: string) => {
        const content = /^ .*[^ ].* $/.test(code) ? code.slice(1, -1) : code;
        return `<code>${escapeText(content)}</code>`;
      });
      return `<p>${body}</p>`;
    })
    .join('\n');
}
