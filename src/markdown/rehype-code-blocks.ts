import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { parseCodeMeta } from './code-meta.js';
import {
  diffLanguage,
  diffLines,
  extractMagicComments,
  lineNumberStart,
  parseLineRanges,
  withoutLineRanges,
  type LineKind,
} from './code-lines.js';
import { splitIntoLines, wrapLines } from './hast-lines.js';
import { grammarFor, highlightToHast } from './highlight.js';
import { markHighlighted } from './highlighted-code.js';

/**
 * Turns `<pre><code class="language-x">` into a highlighted, titled figure:
 * `<figure class="code-block"><figcaption>title</figcaption><pre>…</pre></figure>`.
 * The meta string's other attributes are kept as `data-*` on the figure. A block that
 * asks for line features (`{1,4-6}`, magic comments, `showLineNumbers`, a diff) has each
 * line wrapped in an element; the others keep the plain token markup (less work, less HTML).
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const rawMeta = (code.data as { meta?: string } | undefined)?.meta;
      const meta = parseCodeMeta(withoutLineRanges(rawMeta));
      const { diff, inner } = diffLanguage(language);
      const grammar = grammarFor(inner);
      const languageClass = `language-${grammar ?? inner ?? 'text'}`;
      const pre: Element = {
        type: 'element',
        tagName: 'pre',
        properties: { className: [languageClass], tabIndex: 0 },
        children: [highlightedCode(toString(code).replace(/\n$/, ''), inner, languageClass, rawMeta, meta, diff)],
      };
      const figure: Element = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['code-block'], dataLanguage: language ?? 'text', ...dataAttributes(meta) },
        children: [],
      };
      if (typeof meta.title === 'string') {
        figure.children.push({
          type: 'element',
          tagName: 'figcaption',
          properties: { className: ['code-block-title'] },
          children: [{ type: 'text', value: meta.title }],
        });
      }
      figure.children.push(markHighlighted(pre));
      parent.children[index] = figure;
      return SKIP;
    });
  };
}

/** The `<code>` element: tokens, and line elements when the block asks for line features. */
function highlightedCode(
  written: string,
  language: string | undefined,
  languageClass: string,
  rawMeta: string | undefined,
  meta: Record<string, string | true>,
  diff: boolean,
): Element {
  const magic = extractMagicComments(written);
  const ranges = parseLineRanges(rawMeta);
  const changes = diff ? diffLines(magic.source, language !== 'diff') : undefined;
  const source = changes?.source ?? magic.source;
  const start = lineNumberStart(meta.showLineNumbers);
  const tokens = highlightToHast(source, language).children as ElementContent[];
  const className = [languageClass];
  const byLine = ranges.size > 0 || magic.highlighted.size > 0 || (changes?.kinds.size ?? 0) > 0 || start !== undefined;
  if (!byLine) return { type: 'element', tagName: 'code', properties: { className }, children: tokens };
  const kindOf = (line: number): LineKind | undefined =>
    changes?.kinds.get(line) ?? (ranges.has(line) || magic.highlighted.has(line) ? 'highlighted' : undefined);
  className.push('code-lines');
  const properties: Element['properties'] = { className };
  if (start !== undefined) {
    className.push('code-numbered');
    // The numbers are CSS counters: never selected, never copied.
    if (start !== 1) properties.style = `counter-reset:code-line ${start - 1}`;
  }
  if (changes && language !== 'diff') className.push('code-diff-markers');
  return { type: 'element', tagName: 'code', properties, children: wrapLines(splitIntoLines(tokens), kindOf) };
}

function dataAttributes(meta: Record<string, string | true>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta)) {
    if (key === 'title') continue;
    data[`data-${key.toLowerCase()}`] = value === true ? '' : value;
  }
  return data;
}
