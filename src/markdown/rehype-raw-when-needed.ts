import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';
import { visit, EXIT, SKIP } from 'unist-util-visit';
import { isHighlighted } from './highlighted-code.js';

/**
 * Parses raw HTML written in markdown into real elements (as rehype-raw does), but only
 * when a page has any: re-parsing the whole tree with parse5 costs a third of the
 * markdown stage, and most pages are pure markdown.
 */
export function rehypeRawWhenNeeded() {
  return (tree: Root, file: VFile): Root => {
    let hasRaw = false;
    visit(tree, (node) => {
      if (node.type === 'element' && isHighlighted(node)) return SKIP;
      if (node.type !== 'raw') return undefined;
      hasRaw = true;
      return EXIT;
    });
    return hasRaw ? (raw(tree, { file }) as Root) : tree;
  };
}
