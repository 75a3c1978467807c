import type { Element } from 'hast';

/**
 * A code block's `<pre>` that the highlighter made holds only token spans and text: the
 * HTML tree's other passes (headings, tables, links, images) skip it, since highlighted
 * code is most of the tree of a code-heavy page. The mark lives in `node.data`, which the
 * HTML is not written from and which re-parsing raw HTML drops (then every pass looks
 * inside again, as it would at any `<pre>` an author writes).
 */
export function markHighlighted(pre: Element): Element {
  pre.data = { ...pre.data, docgenHighlighted: true } as Element['data'];
  return pre;
}

export function isHighlighted(node: Element): boolean {
  return (node.data as { docgenHighlighted?: boolean } | undefined)?.docgenHighlighted === true;
}
