import { isWebUrl } from '../util/url-kind.js';
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { isHighlighted } from './highlighted-code.js';

/**
 * External links (http, https and protocol-relative `//host/...`) open in a new tab,
 * safely: `target="_blank" rel="noopener noreferrer"`.
 */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (isHighlighted(node)) return SKIP;
      if (node.tagName !== 'a') return;
      const href = node.properties.href;
      if (typeof href !== 'string' || !isWebUrl(href)) return;
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}
