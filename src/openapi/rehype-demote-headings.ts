import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const HEADING = /^h([1-6])$/;

/**
 * Puts a page-level description that uses level-1 headings (many documents do, as Redoc
 * shows them as sections) one level down: the page's own title is its only `h1`, and the
 * description's sections reach the table of contents and claim their ids before the
 * page's own sections choose theirs. Level 6 stays 6. Descriptions without an `h1` are
 * left as they are.
 */
export function rehypeDemoteHeadings() {
  return (tree: Root) => {
    const headings: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (HEADING.test(node.tagName)) headings.push(node);
    });
    if (!headings.some((node) => node.tagName === 'h1')) return;
    for (const node of headings) node.tagName = `h${Math.min(6, Number(HEADING.exec(node.tagName)![1]) + 1)}`;
  };
}
