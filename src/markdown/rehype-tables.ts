import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * Tables scroll sideways on narrow screens, so each is a focusable scroll area (keyboard
 * users can scroll it); a header cell without text (the corner of a matrix) becomes a
 * plain cell, since a header that says nothing labels nothing.
 */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
      if (node.tagName === 'th' && toString(node).trim() === '') node.tagName = 'td';
    });
  };
}
