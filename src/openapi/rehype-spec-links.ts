import type { Element, ElementContent, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import { urlKind } from '../util/url-kind.js';

export interface SpecLinkOptions {
  /** Where the document's relative links point (its `externalDocs.url`); none: they stay site links. */
  base?: string;
}

/**
 * Links in an API document were written for wherever its author publishes it. In-page
 * links (`#section`) name headings that our pages do not have: they become plain text.
 * Relative links resolve against the document's own documentation site when it names one
 * (`externalDocs.url`); otherwise they stay relative to this site and are link-checked.
 */
export function rehypeSpecLinks(options: SpecLinkOptions = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      const value = attribute ? node.properties[attribute] : undefined;
      if (typeof value !== 'string' || urlKind(value) === 'external') return;
      if (node.tagName === 'a' && value.startsWith('#') && parent && index !== undefined) {
        parent.children.splice(index, 1, ...(node.children as ElementContent[]));
        return [SKIP, index];
      }
      if (options.base && !value.startsWith('#')) node.properties[attribute!] = new URL(value, options.base).href;
      return undefined;
    });
  };
}
