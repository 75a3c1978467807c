import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SchemaNodeProps } from '../../../templates/api/model-props.js';
import { ModelLinksContext } from '../../../templates/api/model-links.js';
import { AnchorRoutesContext } from '../../../templates/api/description-anchors.js';
import { SchemaView } from '../../../templates/api/schema-tree.js';
import { createRenderMemo, PageMemoProvider, type RenderMemo } from '../../../src/render/render-memo.js';

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
});
