import type { BlockContent, Blockquote, Heading, Nodes, Paragraph, PhrasingContent, Root, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { admonitionNames, type AdmonitionType, type CustomAdmonitions } from '../config/admonition-types.js';
import { bracketLegacyTitles } from '../markdown/legacy-directive-titles.js';
import { remarkSafeUrls } from '../markdown/remark-safe-urls.js';
import { stripHeadingIds } from '../markdown/remark-heading-ids.js';
import { extractMagicComments } from '../markdown/code-lines.js';
import { markdownSyntax } from '../markdown/presets.js';
import type { SyntaxTree } from '../markdown/processor.js';
import { IGNORED_BY_BROWSERS, isSafeUrl } from '../util/safe-url.js';
import { schemeOf } from '../util/url-kind.js';
import { snapshotTree, spliceMarkdown } from './splice-markdown.js';

export interface ReaderMarkdownOptions {
  /**
   * A link or image target as written -> where the reader's copy points (absolute, `.md`
   * for pages); undefined: the link is shown as its text alone.
   */
  url: (url: string, use: 'link' | 'image') => string | undefined;
  /** Added as `# title` when the text has no level-1 heading of its own. */
  title?: string;
  /** Docs: directives are read, admonitions become quotes; an API document's text has none. */
  directives?: { admonitionTitle: (type: AdmonitionType) => string; custom?: CustomAdmonitions };
  /** An API document's raw HTML is untrusted: shown as text, never as HTML. Docs keep theirs. */
  rawHtml: 'keep' | 'as-text';
  /** The text's tree, already parsed with the same syntax (a copy no one else uses), taken when it is of the same text. */
  parsed?: SyntaxTree;
}

export const STRINGIFY: StringifyOptions = { bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one' };
const withDirectives = unified().use(remarkParse).use(markdownSyntax).use(remarkDirective).use(remarkStringify, STRINGIFY).freeze();
const plain = unified().use(remarkParse).use(markdownSyntax).use(remarkStringify, STRINGIFY).freeze();

/**
 * Markdown as written, made readable out of context: parsed with the site's own syntax
 * (GitHub-flavoured, plus directives for docs), links and images pointed at absolute
 * URLs, unsafe URLs left out as the HTML leaves them out, admonitions (`:::warning`)
 * turned into quotes with their title in bold. What these changes leave alone stays as
 * the author wrote it; what they change is written anew. Widget directives
 * (`::qrcode{value="..."}`) stay as written: their attributes are what a reader needs.
 */
export function toReaderMarkdown(text: string, options: ReaderMarkdownOptions): string {
  return readerMarkdownOf(text, options).markdown;
}

/** The same, with the plain text of the first paragraph (a page's one-line description when it has none). */
export function readerMarkdownOf(text: string, options: ReaderMarkdownOptions): { markdown: string; firstParagraph?: string } {
  const processor = options.directives ? withDirectives : plain;
  // Docusaurus's `:::tip Title`, read as the HTML reads it.
  const admonitions = admonitionNames(options.directives?.custom);
  // Without a byte order mark, as the parser reads it: the tree's offsets count from after it.
  const unmarked = text.replace(/^\uFEFF/, '');
  const source = options.directives ? bracketLegacyTitles(unmarked, admonitions) : unmarked;
  const tree = options.parsed?.text === source ? options.parsed.tree : processor.parse(source);
  const before = snapshotTree(tree);
  remarkSafeUrls()(tree, new VFile());
  // Each walk below only when the text has what it looks for (a character reference may spell `{`): most have none.
  if (/\{\\?#|&/.test(source)) stripHeadingIds(tree);
  // Docusaurus's magic comments are instructions to the page, not code.
  if (source.includes('highlight-')) visit(tree, 'code', (node) => void (node.value = extractMagicComments(node.value).source));
  if (options.directives && source.includes('{')) dropScriptAttributes(tree);
  pointLinks(tree, options.url);
  const quotedFrom = new Map<object, Nodes>();
  if (options.directives && source.includes(':::')) {
    const { admonitionTitle, custom = {} } = options.directives;
    const titleOf = (name: string) => (Object.hasOwn(custom, name) ? custom[name]!.label : admonitionTitle(name as AdmonitionType));
    admonitionsAsQuotes(tree, admonitions, titleOf, quotedFrom);
  }
  if (options.rawHtml === 'as-text') htmlAsText(tree);
  if (options.title && !hasTitle(tree)) {
    const heading: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: options.title }] };
    tree.children.unshift(heading);
  }
  const first = tree.children.find((node) => node.type === 'paragraph');
  const markdown = spliceMarkdown(source, tree, before, { tree: (written) => processor.stringify(written), block: plainBlock }, quotedFrom);
  return { markdown, firstParagraph: first && plainText(first).trim() };
}

/**
 * Words separated by a space, `, `, `: `, `-` or `'`: text the serialiser writes as it is
 * in a heading or between `**` (no character it escapes there, no space at either end).
 */
const PLAIN_WORDS = /^[\p{L}\p{N}]+(?:(?: |, |: |[-'’])[\p{L}\p{N}]+)*$/u;

/**
 * A URL the serialiser writes as it is in a link's destination: a path, or a scheme's
 * `://` address, of characters it never escapes there (no space, parenthesis or `&`).
 */
const PLAIN_URL = /^(?:[a-z][a-z\d+.-]*:\/\/)?[\w./~#?=%-]+$/i;

/**
 * A block made of plain words as the serialiser writes it (STRINGIFY: ATX headings, `**`),
 * written here: a heading (the title a twin adds), a bold title (an admonition's), a link
 * pointed elsewhere. These are most pages' only changed blocks, and one call of the
 * serialiser costs a page more than their text.
 */
export function plainBlock(node: Nodes): string | undefined {
  const words = (children: readonly PhrasingContent[]) => {
    const text = children.every((child) => child.type === 'text') ? children.map((child) => (child as Text).value).join('') : '';
    return PLAIN_WORDS.test(text) ? text : undefined;
  };
  if (node.type === 'heading') {
    const text = words(node.children);
    return text && `${'#'.repeat(node.depth)} ${text}`;
  }
  if (node.type === 'link') {
    const text = !node.title && PLAIN_URL.test(node.url) ? words(node.children) : undefined;
    return text && `[${text}](${node.url})`;
  }
  const [strong, ...others] = node.type === 'paragraph' ? node.children : [];
  const text = strong?.type === 'strong' && others.length === 0 ? words(strong.children) : undefined;
  return text && `**${text}**`;
}

/** Links and images pointed where `url` says; a link it gives no target becomes its text, as do references to such a definition. */
function pointLinks(tree: Root, url: ReaderMarkdownOptions['url']): void {
  const unlinked = new Set<string>();
  visit(tree, 'definition', (node, index, parent) => {
    const target = url(node.url, 'link');
    if (target !== undefined) node.url = target;
    else if (parent && index !== undefined) {
      unlinked.add(node.identifier);
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    return undefined;
  });
  visit(tree, (node, index, parent) => {
    if (node.type === 'image') node.url = url(node.url, 'image') ?? node.url;
    if (node.type !== 'link' && node.type !== 'linkReference') return undefined;
    const target = node.type === 'link' ? url(node.url, 'link') : unlinked.has(node.identifier) ? undefined : '';
    if (node.type === 'link' && target !== undefined) node.url = target;
    if (target !== undefined || !parent || index === undefined) return undefined;
    parent.children.splice(index, 1, ...(node.children as never[]));
    return index;
  });
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}

function hasTitle(tree: Root): boolean {
  return tree.children.some((node) => node.type === 'heading' && node.depth === 1);
}

/**
 * `:::warning[Keep tokens secret]` -> `> **Warning: Keep tokens secret**` and the body
 * quoted. Each quote is recorded in `quotedFrom` with the admonition it replaces, whose
 * body it keeps, so the body can be copied as written.
 */
function admonitionsAsQuotes(
  tree: Root,
  names: ReadonlySet<string>,
  titleOf: (name: string) => string,
  quotedFrom: Map<object, Nodes>,
): void {
  visit(tree, 'containerDirective', (node: ContainerDirective, index, parent) => {
    if (!names.has(node.name) || !parent || index === undefined) return;
    const first = node.children[0];
    const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
    const defaultTitle = titleOf(node.name);
    const title: PhrasingContent[] = labelled
      ? [{ type: 'text', value: `${defaultTitle}: ` }, ...(first as Paragraph).children]
      : [{ type: 'text', value: defaultTitle }];
    const body = (labelled ? node.children.slice(1) : node.children) as BlockContent[];
    const quote: Blockquote = {
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...body],
    };
    quotedFrom.set(quote, node);
    parent.children.splice(index, 1, quote as never);
    return index; // visit the quote, so an admonition nested in this one becomes a quote too
  });
}

/** Raw HTML shown as the text it is (escaped when written back), so no tag reaches a renderer. */
function htmlAsText(tree: Root): void {
  visit(tree, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const text: Text = { type: 'text', value: node.value };
    const phrasing = parent.type === 'paragraph' || parent.type === 'heading' || isPhrasingParent(parent);
    parent.children.splice(index, 1, (phrasing ? text : ({ type: 'paragraph', children: [text] } satisfies Paragraph)) as never);
  });
}

function isPhrasingParent(node: Nodes): boolean {
  return ['emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell'].includes(node.type);
}

/**
 * A widget directive is copied as written, but an attribute that could run code
 * (`logoImage="javascript:..."`) is left out, as the HTML page leaves it out. Other
 * schemes stay: a QR code's `value="did:example:1"` is data, not a link.
 */
function dropScriptAttributes(tree: Root): void {
  visit(tree, (node) => {
    if (node.type !== 'leafDirective' && node.type !== 'textDirective' && node.type !== 'containerDirective') return;
    const attributes = node.attributes;
    if (!attributes) return;
    for (const [name, value] of Object.entries(attributes)) if (value && runsCode(value)) delete attributes[name];
  });
}

function runsCode(value: string): boolean {
  const scheme = schemeOf(value.replace(IGNORED_BY_BROWSERS, ''));
  return scheme === 'javascript' || scheme === 'vbscript' || (scheme === 'data' && !isSafeUrl(value, 'image'));
}
