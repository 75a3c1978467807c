import { describe, expect, it } from 'vitest';
import type { OpenapiDocsOutput } from '../../../src/config/openapi-docs-plan.js';
import { planApiUrls } from '../../../src/openapi/urls.js';
import { generateOpenapiDocsSidebar } from '../../../src/sources/docs/openapi-docs-sidebar.js';
import { normalise } from '../openapi/helpers.js';

const ok = { '200': { description: 'ok' } };
const document = {
  info: { title: 'Shop API', version: '1' },
  tags: [{ name: 'Items' }, { name: 'Orders', 'x-displayName': 'All orders' }],
  'x-tagGroups': [{ name: 'Selling', tags: ['Items', 'Orders'] }],
  paths: {
    '/items': { get: { tags: ['Items'], operationId: 'listItems', summary: 'List items', responses: ok } },
    '/orders': { post: { tags: ['Orders'], summary: "Place a customer's order", deprecated: true, responses: ok } },
    '/health': { get: { operationId: 'getHealth', responses: ok } },
  },
  components: { schemas: { Item: { type: 'object', 'x-tags': ['Items'] }, Price: { title: 'Price Tag', type: 'object' } } },
};

/** The document placed as openapiDocs places it (its pages at the plugin's ids in /shop), and the folder's sidebar. */
async function sidebarOf(options: Partial<OpenapiDocsOutput> = {}, source: Record<string, unknown> = document) {
  const service = await normalise(source);
  const output: OpenapiDocsOutput = {
    key: 'shop',
    outputDir: 'docs/shop',
    basePath: 'shop',
    route: '/shop',
    specs: [],
    showSchemas: false,
    showInfoPage: true,
    groupPathsBy: 'tag',
    ...options,
  };
  const { urls } = planApiUrls(
    '/api',
    [service],
    () => '/shop',
    () => ({ folder: '/shop', infoPage: output.showInfoPage }),
  );
  return generateOpenapiDocsSidebar(output, [{ service, urls }]);
}

const labels = (items: unknown[]): unknown[] =>
  items.map((item) => {
    const entry = item as { type: string; label?: string; id?: string; items?: unknown[] };
    return entry.type === 'category' ? { [entry.label!]: labels(entry.items!) } : entry.id;
  });

describe("openapiDocs: the sidebar gen-api-docs writes, with the plugin's doc ids", () => {
  it('groups operations by tag (the info page first, untagged ones last, models with x-tags in their tags) and points each doc id at its page', async () => {
    const sidebar = await sidebarOf();
    expect(labels(sidebar.items)).toEqual([
      'shop/shop-api',
      { Items: ['shop/list-items', 'shop/schemas/item'] },
      { 'All orders': ['shop/place-a-customers-order'] },
      { UNTAGGED: ['shop/get-health'] },
    ]);
    expect(Object.fromEntries([...sidebar.targets].map(([id, link]) => [id, link.href]))).toEqual({
      'shop/shop-api': '/shop/shop-api',
      'shop/list-items': '/shop/list-items',
      'shop/place-a-customers-order': '/shop/place-a-customers-order',
      'shop/get-health': '/shop/get-health',
      'shop/schemas/item': '/shop/schemas/item',
    });
    expect(sidebar.items[2]).toMatchObject({
      items: [{ className: 'api-method post menu__list-item--deprecated', label: "Place a customer's order" }],
    });
  });

  it('nests tags in their x-tagGroups with tagGroup, and lists them flat with tagParent', async () => {
    expect(labels((await sidebarOf({ groupPathsBy: 'tagGroup' })).items)).toEqual([
      'shop/shop-api',
      { Selling: [{ Items: ['shop/list-items', 'shop/schemas/item'] }, { 'All orders': ['shop/place-a-customers-order'] }] },
      { UNTAGGED: ['shop/get-health'] },
    ]);
    // Without OpenAPI 3.2 parents, tagParent lists the tags as tag does.
    expect(labels((await sidebarOf({ groupPathsBy: 'tagParent' })).items)).toEqual(labels((await sidebarOf()).items));
  });

  it("nests each tag's category inside its parent's with tagParent (after the parent's own operations), a parent without operations holding only its children", async () => {
    const nested = {
      openapi: '3.2.0',
      info: { title: 'Bakery', version: '1' },
      tags: [
        { name: 'Products' },
        { name: 'Cakes', parent: 'Products' },
        { name: 'Seasonal', parent: 'Cakes' },
        { name: 'Breads', parent: 'Products' },
      ],
      paths: {
        '/cakes': { get: { tags: ['Cakes'], operationId: 'listCakes', responses: ok } },
        '/seasonal': { get: { tags: ['Seasonal'], operationId: 'listSeasonal', responses: ok } },
        '/breads': { get: { tags: ['Breads'], operationId: 'listBreads', responses: ok } },
      },
    };
    const parent = await sidebarOf({ groupPathsBy: 'tagParent', showInfoPage: false }, nested);
    expect(labels(parent.items)).toEqual([
      { Products: [{ Cakes: ['shop/list-cakes', { Seasonal: ['shop/list-seasonal'] }] }, { Breads: ['shop/list-breads'] }] },
    ]);
    // With tag, each tag that has operations is a category of its own, and the parent alone has none.
    expect(labels((await sidebarOf({ groupPathsBy: 'tag', showInfoPage: false }, nested)).items)).toEqual([
      { Cakes: ['shop/list-cakes'] },
      { Seasonal: ['shop/list-seasonal'] },
      { Breads: ['shop/list-breads'] },
    ]);
  });

  it("links each tag's category to its tag page (categoryLinkSource tag), a generated index (auto), or the document's info page (info, which is then not listed first)", async () => {
    const tagged = await sidebarOf({ categoryLinkSource: 'tag' });
    expect(tagged.items[1]).toMatchObject({ type: 'category', link: { type: 'doc', id: 'shop/items' } });
    expect(tagged.targets.get('shop/items')?.href).toBe('/shop/items');
    expect((await sidebarOf({ categoryLinkSource: 'auto' })).items[1]).toMatchObject({
      link: { type: 'generated-index', title: 'Items', slug: '/category/shop/items' },
    });
    const info = await sidebarOf({ categoryLinkSource: 'info' });
    expect(labels(info.items)[0]).toEqual({ Items: ['shop/list-items', 'shop/schemas/item'] });
    expect(info.items[0]).toMatchObject({ link: { type: 'doc', id: 'shop/shop-api' } });
    expect(info.targets.get('shop/shop-api')?.href).toBe('/shop/shop-api');
  });

  it('lists the models under Schemas with showSchemas, by title, and the pages in file order for autogenerated items', async () => {
    const sidebar = await sidebarOf({ showSchemas: true, sidebarCollapsed: false });
    expect(sidebar.items.at(-1)).toMatchObject({ label: 'Schemas', collapsed: false });
    expect(labels(sidebar.items).at(-1)).toEqual({ Schemas: ['shop/schemas/item', 'shop/schemas/price-tag'] });
    expect(sidebar.targets.get('shop/schemas/price-tag')).toEqual({ type: 'link', label: 'Price Tag', href: '/shop/schemas/price-tag' });
    expect(sidebar.autogenerated.map((link) => link.href)).toEqual([
      '/shop/shop-api',
      '/shop/get-health',
      '/shop/list-items',
      '/shop/place-a-customers-order',
    ]);
  });

  it('writes no grouped sidebar without groupPathsBy (autogenerated items still list the pages), and no info page without showInfoPage', async () => {
    const ungrouped = await sidebarOf({ groupPathsBy: undefined });
    expect(ungrouped.items).toEqual([]);
    // An autogenerated item over the folder still lists every page gen-api-docs would write there.
    expect(ungrouped.autogenerated.map((link) => link.href)).toEqual([
      '/shop/shop-api',
      '/shop/get-health',
      '/shop/list-items',
      '/shop/place-a-customers-order',
    ]);
    const noInfo = await sidebarOf({ showInfoPage: false });
    expect(noInfo.targets.has('shop/shop-api')).toBe(false);
    expect(noInfo.autogenerated.map((link) => link.href)).not.toContain('/shop/shop-api');
  });
});
