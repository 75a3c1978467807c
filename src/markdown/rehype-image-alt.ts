import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { isHighlighted } from './highlighted-code.js';

/**
 * An image written as raw HTML without `alt` would be read out by its file name: it gets
 * an empty `alt` (decorative), the same as markdown's `![](image.png)`.
 */
export function rehypeImageAlt() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (isHighlighted(node)) return SKIP;
      if (node.tagName === 'img' && node.properties.alt === undefined) node.properties.alt = '';
    });
  };
}
