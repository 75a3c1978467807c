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
      if (typeof value !== 'string') return;
      const target = specLinkTarget(value, node.tagName === 'a' ? 'link' : 'image', options.base);
      if (target === undefined && parent && index !== undefined) {
        parent.children.splice(index, 1, ...(node.children as ElementContent[]));
        return [SKIP, index];
      }
      if (target !== undefined) node.properties[attribute!] = target;
      return undefined;
    });
  };
}

/**
 * Where a link or image of an API document points, as its HTML page and its markdown twin
 * both show it: undefined for an in-page link (shown as its text alone), the target
 * resolved against `base` when relative, else the target as written.
 */
export function specLinkTarget(value: string, use: 'link' | 'image', base: string | undefined): string | undefined {
  if (urlKind(value) === 'external') return value;
  if (value.startsWith('#')) return use === 'link' ? undefined : value;
  return base ? new URL(value, base).href : value;
}
