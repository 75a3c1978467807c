import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * An image written as raw HTML without `alt` would be read out by its file name: it gets
 * an empty `alt` (decorative), the same as markdown's `![](image.png)`.
 */
export function rehypeImageAlt() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'img' && node.properties.alt === undefined) node.properties.alt = '';
    });
  };
}
