import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaNodeProps } from '../../../templates/api/model-props.js';
import { ModelLinksContext } from '../../../templates/api/model-links.js';
import { SchemaView } from '../../../templates/api/schema-tree.js';
import { expandedSize, linkDepthFor, MAX_EXPANDED_NODES, MAX_HTML_NODES, shownSize } from '../../../templates/api/tree-size.js';

let nextId = 0;
const node = (name: string | undefined, properties: SchemaNodeProps['properties'] = []): SchemaNodeProps => ({
  kind: 'schema',
  id: nextId++,
  name,
  types: ['object'],
  nullable: false,
  typeLabel: name ?? 'object',
  deprecated: false,
  readOnly: false,
  writeOnly: false,
  examples: [],
  constraints: [],
  properties,
});

/** Models that each hold `width` of the next level, `levels` deep: a DAG of width x levels nodes, a tree of width^levels. */
function layeredModels(width: number, levels: number): SchemaNodeProps {
  let level: SchemaNodeProps[] = Array.from({ length: width }, (_, index) => node(`Leaf${index}`));
  for (let depth = 1; depth < levels; depth++) {
    const below = level;
    level = Array.from({ length: width }, (_, index) =>
      node(
        `Level${depth}Model${index}`,
        below.map((child, at) => ({ name: `p${at}`, required: false, schema: child })),
      ),
    );
  }
  return node(
    'Root',
    level.map((child, at) => ({ name: `top${at}`, required: false, schema: child })),
  );
}

const routes = (root: SchemaNodeProps): Record<string, string> => {
  const found: Record<string, string> = {};
  const visit = (tree: SchemaNodeProps) => {
    if (tree.name) found[tree.name] = `/api/s/models/${tree.name.toLowerCase()}`;
    for (const property of tree.properties) if (property.schema.kind === 'schema') visit(property.schema);
  };
  visit(root);
  return found;
};

const render = (schema: SchemaNodeProps) =>
  renderToStaticMarkup(
    <ModelLinksContext.Provider value={{ routes: routes(schema), collapse: false }}>
      <SchemaView schema={schema} direction="response" />
    </ModelLinksContext.Provider>,
  );

describe('schema trees of large documents', () => {
  it('count the nodes a tree spells out, shared models once per use, up to the cap', () => {
    expect(expandedSize(layeredModels(3, 2), 1_000)).toBe(1 + 3 + 9);
    expect(expandedSize(layeredModels(10, 6))).toBe(MAX_EXPANDED_NODES);
  });

  it('spell a small tree out in full, nested models included', () => {
    const html = render(layeredModels(3, 3));
    expect(html).not.toContain('class="schema-model-ref"');
    expect(html.match(/>p2</g)?.length).toBe(3 + 9);
  });

  it('find the deepest level from which nested models become links so that the tree fits the page’s budget', () => {
    const isModel = () => true;
    expect(linkDepthFor(layeredModels(3, 3), isModel)).toBeUndefined(); // 40 nodes: all spelled out
    const wide = layeredModels(6, 5); // 1 + 6 + 36 + 216 + 1296 + 7776 nodes as a tree
    expect(shownSize(wide, 2, isModel, 10_000)).toBe(1 + 6 + 36 + 216);
    expect(shownSize(wide, 3, isModel, 10_000)).toBe(1 + 6 + 36 + 216 + 1296);
    expect(linkDepthFor(wide, isModel)).toBe(2);
    expect(linkDepthFor(wide, isModel, 200)).toBe(1);
    expect(linkDepthFor(wide, isModel, 20)).toBe(0);
    // Names without pages are spelled out whatever the depth.
    expect(shownSize(wide, 0, () => false, MAX_HTML_NODES)).toBe(MAX_HTML_NODES);
  });

  it('spell a large tree out down to that level, its deeper models as links, under the budget', () => {
    const html = render(layeredModels(6, 5));
    // Level 2 (the third) is links: the first two levels of properties are spelled out.
    expect(html.match(/<a class="schema-model-link" href="\/api\/s\/models\/level2model\d">/g)).toHaveLength(36 * 6);
    expect(html).not.toContain('/api/s/models/level1model0"><');
    expect(html.match(/class="schema-property"/g)!.length).toBeLessThan(MAX_HTML_NODES);
  });

  it('show the nested models of a tree too large to spell out as links to their pages', () => {
    const html = render(layeredModels(10, 6)); // a million nodes as a tree
    // The root's ten properties are spelled out (111 nodes fit, 1,111 would not); theirs link
    // their models, whose own properties are on their pages.
    expect(html.match(/<a class="schema-model-link" href="\/api\/s\/models\/level4model\d">/g)).toHaveLength(100);
    expect(html).not.toContain('/api/s/models/level3model0');
    expect(html.length).toBeLessThan(50_000);
  });
});
