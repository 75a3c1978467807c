import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { errors } from '../errors/catalogue.js';
import { takeClientDirective } from './client-directive.js';

/** The component MDX pages get (through MDX's `components`) to place islands. */
export const MDX_ISLAND_COMPONENT = 'DocgenIsland';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const stringAttribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * remark plugin for MDX: `<MyChart client:load data={[1, 2]} />` becomes
 * `<DocgenIsland island="MyChart" hydrate="load" source="page.mdx:12"><MyChart data={[1, 2]} /></DocgenIsland>`.
 * The element keeps its props as JSX expressions (MDX evaluates them); DocgenIsland
 * checks at render time that they are JSON and renders the island. Elements without a
 * `client:*` attribute are left alone: HTML only, no JavaScript.
 */
export function remarkMdxClientDirectives() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      const clientAttributes = element.attributes.filter(
        (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name.startsWith('client:'),
      );
      if (!clientAttributes.length || !parent || index === undefined) return;
      // MDX positions count from the body: the frontmatter's lines make them file lines.
      const start = element.position?.start.line;
      const line = start === undefined ? undefined : start + ((file.data.lineOffset as number | undefined) ?? 0);
      const name = element.name ?? '';
      let hydrate: string | undefined;
      try {
        hydrate = takeClientDirective(Object.fromEntries(clientAttributes.map((attribute) => [attribute.name, true]))).hydrate;
      } catch (error) {
        throw errors.clientDirectiveInvalid(
          { file: file.path, line, column: element.position?.start.column },
          name,
          (error as Error).message,
        );
      }
      if (!/^[A-Za-z][\w-]*$/.test(name)) {
        throw errors.clientDirectiveInvalid(
          { file: file.path, line },
          name,
          'only a component of the site, named as one word, can be interactive',
        );
      }
      element.attributes = element.attributes.filter((attribute) => !clientAttributes.includes(attribute as MdxJsxAttribute));
      const wrapper: JsxElement = {
        type: element.type,
        name: MDX_ISLAND_COMPONENT,
        attributes: [
          stringAttribute('island', name),
          stringAttribute('hydrate', hydrate!),
          stringAttribute('source', `${file.path}:${line ?? 0}`),
        ],
        children: [element as never],
        position: element.position,
      } as JsxElement;
      parent.children.splice(index, 1, wrapper as never);
      return 'skip';
    });
  };
}
