import type { Element, ElementContent, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import { urlKind } from '../util/url-kind.js';
import { canonicalAnchor, parseRedocAnchor } from './redoc-anchors.js';
import type { SpecLinkOptions } from './model.js';

/**
 * Links in an API document were written for wherever its author publishes it. In-page
 * links (`#section`) name headings that our pages do not have: they become plain text,
 * except Redoc's anchors (`#tag/pets`), which keep one spelling the page maps to its own
 * pages when it renders (`canonicalAnchor`; templates/api/description-anchors.ts).
 * Relative links resolve against the document's own documentation site when it names one
 * (`externalDocs.url`, or the service's configured `linkBase`); otherwise they stay links
 * into this site (`relative: 'site'`) or become plain text (`relative: 'text'`).
 */
export function rehypeSpecLinks(options: SpecLinkOptions = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      const value = attribute ? node.properties[attribute] : undefined;
      if (typeof value !== 'string') return;
      const target = specLinkTarget(value, node.tagName === 'a' ? 'link' : 'image', options);
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
 * both show it: undefined for what is shown as text alone (an in-page link, a relative
 * link with nowhere to resolve), a Redoc anchor in its canonical spelling, `https://` added to a scheme-less `www.` address, the
 * target resolved against the base when relative, else the target as written.
 */
export function specLinkTarget(value: string, use: 'link' | 'image', options: SpecLinkOptions = {}): string | undefined {
  if (urlKind(value) === 'external') return value;
  if (/^www\.[a-z0-9-]+\.[a-z]/i.test(value)) return `https://${value}`;
  if (value.startsWith('#')) {
    if (use === 'image') return value;
    const anchor = parseRedocAnchor(value);
    return anchor && canonicalAnchor(anchor);
  }
  if (options.base) return new URL(value, options.base).href;
  return options.relative === 'text' ? undefined : value;
}
