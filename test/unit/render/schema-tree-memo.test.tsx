import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaNodeProps } from '../../../templates/api/model-props.js';
import { ModelLinksContext } from '../../../templates/api/model-links.js';
import { AnchorRoutesContext } from '../../../templates/api/description-anchors.js';
import { SchemaView } from '../../../templates/api/schema-tree.js';
import { createRenderMemo, PageMemoProvider, type RenderMemo } from '../../../src/util/render-memo.js';

const schema: SchemaNodeProps = {
  kind: 'schema',
  id: 1,
  name: 'Pet',
  types: ['object'],
  nullable: false,
  typeLabel: 'Pet',
  deprecated: false,
  readOnly: false,
  writeOnly: false,
  examples: [],
  constraints: [],
  descriptionHtml: '<p>See <a href="#tag/pets">the pets</a>.</p>',
  properties: [],
};

/** The tree on one page of a service placed at `routes`, with the build's memo. */
function page(memo: RenderMemo, anchors: Record<string, string>, models: Record<string, string>): string {
  const pageMemo = memo.page();
  const html = renderToStaticMarkup(
    <PageMemoProvider value={pageMemo}>
      <AnchorRoutesContext.Provider value={anchors}>
        <ModelLinksContext.Provider value={{ routes: models, collapse: false }}>
          <SchemaView schema={schema} direction="response" />
        </ModelLinksContext.Provider>
      </AnchorRoutesContext.Provider>
    </PageMemoProvider>,
  );
  return pageMemo.finish(html);
}

describe('a schema tree rendered once per build', () => {
  it('is rendered again where the service is placed elsewhere (another version): its links follow the page', () => {
    const memo = createRenderMemo();
    const v1 = { anchors: { '#tag/pets': '/api/shop/pets' }, models: { Pet: '/api/shop/models/pet' } };
    const v2 = { anchors: { '#tag/pets': '/v2/api/shop/pets' }, models: { Pet: '/v2/api/shop/models/pet' } };
    for (let count = 0; count < 3; count++) expect(page(memo, v1.anchors, v1.models)).toContain('href="/api/shop/pets"');
    // The same model routes, other anchors: the anchors are part of what the cached HTML depends on.
    expect(page(memo, v2.anchors, v1.models)).toContain('href="/v2/api/shop/pets"');
    expect(page(memo, v2.anchors, v2.models)).toContain('href="/v2/api/shop/models/pet"');
  });

  it('gives a model nested at different depths of different trees the HTML it has without the memo', () => {
    const node = (name: string, properties: SchemaNodeProps['properties'], extra: Partial<SchemaNodeProps> = {}): SchemaNodeProps => ({
      ...schema,
      name: undefined,
      typeLabel: 'object',
      descriptionHtml: undefined,
      ...extra,
      id: name.length,
      properties,
    });
    const text = node('text', [], { types: ['string'], typeLabel: 'string', descriptionHtml: '<p>A name &amp; more.</p>' });
    const owner = node('Owner', [
      { name: 'login', required: true, schema: text },
      { name: 'site', required: false, schema: node('site', [{ name: 'url', required: false, schema: text }]) },
    ]);
    const list = node('list', [], { types: ['array'], typeLabel: 'array', items: owner });
    const trees = [
      node('repo', [{ name: 'owner', required: true, schema: owner }]),
      node('event', [{ name: 'actor', required: false, schema: node('wrapper', [{ name: 'who', required: true, schema: owner }]) }]),
      node('page', [{ name: 'owners', required: true, schema: list }]),
    ];
    const render = (tree: SchemaNodeProps, memo?: RenderMemo) => {
      const pageMemo = memo?.page() ?? null;
      const html = renderToStaticMarkup(
        <PageMemoProvider value={pageMemo}>
          <ModelLinksContext.Provider value={{ routes: {}, collapse: false }}>
            <SchemaView schema={tree} direction="response" />
          </ModelLinksContext.Provider>
        </PageMemoProvider>,
      );
      return pageMemo ? pageMemo.finish(html) : html;
    };
    const memo = createRenderMemo();
    for (let round = 0; round < 3; round++) for (const tree of trees) expect(render(tree, memo)).toBe(render(tree));
    // Only the top level's properties are open, wherever the model is.
    expect(render(trees[0]!)).toContain('<details class="schema-expand" open="">');
    expect(render(trees[1]!).match(/open=""/g)).toHaveLength(1);
  });
});
