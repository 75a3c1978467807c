import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { parseCodeMeta } from './code-meta.js';
import { grammarFor, highlightToHast } from './highlight.js';

/**
 * Turns `<pre><code class="language-x">` into a highlighted, titled figure:
 * `<figure class="code-block"><figcaption>title</figcaption><pre>…</pre></figure>`.
 * The meta string's other attributes are kept as `data-*` on the figure.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = toString(code).replace(/\n$/, '');
      const grammar = grammarFor(language);
      const languageClass = `language-${grammar ?? language ?? 'text'}`;
      const pre: Element = {
        type: 'element',
        tagName: 'pre',
        properties: { className: [languageClass], tabIndex: 0 },
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: { className: [languageClass] },
            children: highlightToHast(source, language).children as Element[],
          },
        ],
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
      figure.children.push(pre);
      parent.children[index] = figure;
      return SKIP;
    });
  };
}

function dataAttributes(meta: Record<string, string | true>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta)) {
    if (key === 'title') continue;
    data[`data-${key.toLowerCase()}`] = value === true ? '' : value;
  }
  return data;
}
