import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** The component MDX pages get (through MDX's `components`) for a `<head>` they write. */
export const MDX_HEAD_COMPONENT = 'DocgenHead';

/**
 * remark plugin for MDX: a page's `<head>` (Docusaurus puts its `<meta>`, `<link>` and
 * `<title>` in the document's head) becomes `<DocgenHead>`, which hands its children to
 * the page's head instead of writing them into the body. MDX never lets `components`
 * replace a lowercase tag written as JSX, hence the rename.
 */
export function remarkMdxHead() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name === 'head') element.name = MDX_HEAD_COMPONENT;
    });
  };
}
