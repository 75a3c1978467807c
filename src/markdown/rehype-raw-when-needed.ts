import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { visit, EXIT, SKIP } from 'unist-util-visit';
import { isHighlighted } from './highlighted-code.js';

/**
 * Parses raw HTML written in markdown into real elements (as rehype-raw does), but only
 * when a page has any: re-parsing the whole tree with parse5 costs a third of the
 * markdown stage, and most pages are pure markdown. parse5 itself (260 KB of code) is
 * loaded by the first page that has some.
 */
export function rehypeRawWhenNeeded() {
  return async (tree: Root, file: VFile): Promise<Root> => {
    let hasRaw = false;
    visit(tree, (node) => {
      if (node.type === 'element' && isHighlighted(node)) return SKIP;
      if (node.type !== 'raw') return undefined;
      hasRaw = true;
      return EXIT;
    });
    if (!hasRaw) return tree;
    const { raw } = await import('hast-util-raw');
    return raw(tree, { file }) as Root;
  };
}
