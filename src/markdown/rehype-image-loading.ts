import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { isHighlighted } from './highlighted-code.js';

/**
 * Images load when they come near the screen (`loading="lazy"`) and decode off the main
 * thread, except the page's first image: it is the one most likely on the first screen,
 * and deferring it would delay the page's largest paint. An author's own `loading` stays.
 */
export function rehypeImageLoading() {
  return (tree: Root) => {
    let first = true;
    visit(tree, 'element', (node: Element) => {
      // Highlighted code is most of the tree of a code-heavy page, and holds no images.
      if (node.tagName === 'pre' || isHighlighted(node)) return SKIP;
      if (node.tagName !== 'img') return;
      if (node.properties.decoding === undefined) node.properties.decoding = 'async';
      if (!first && node.properties.loading === undefined) node.properties.loading = 'lazy';
      first = false;
    });
  };
}
