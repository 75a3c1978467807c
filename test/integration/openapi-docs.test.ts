import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

/**
 * Builds test/fixtures/sites/openapi-docs, a site laid out for docusaurus-plugin-openapi-docs
 * without the files gen-api-docs writes (sidebars.js imports ./docs/shop/sidebar, a page
 * imports ./shop/schemas/item.schema.mdx): the plugin's config in `openapiDocs` stands for them.
 */
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('openapi-docs'));
}, 120_000);

const html = (file: string) => textOf(result, file);
const sidebarLinks = (file: string) => {
  const page = html(file);
  const aside = page.slice(page.indexOf('<aside'), page.indexOf('</aside>'));
  return [...aside.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
};

describe('a site of docusaurus-plugin-openapi-docs builds unchanged', () => {
  it("puts every page of the document at the URL Docusaurus gives the plugin's file", () => {
    const pages = [...result.files.keys()].filter((file) => file.startsWith('shop/') && file.endsWith('index.html')).sort();
    expect(pages).toEqual([
      'shop/get-an-items-details/index.html',
      'shop/get-health/index.html',
      'shop/items/index.html',
      'shop/list-items/index.html',
      'shop/schemas/item/index.html',
      'shop/schemas/price-tag/index.html',
      'shop/shop-api/index.html',
      'shop/shop-api/models/index.html',
    ]);
    expect(html('shop/list-items/index.html')).toContain('<h1>List items');
    expect(html('shop/schemas/price-tag/index.html')).toContain('<h1>Price');
  });

  it('builds the sidebar the site imports, its doc ids linking those pages', () => {
    expect(sidebarLinks('category/shop-api/index.html')).toEqual([
      '/shop/shop-api',
      '/shop/shop-api', // the version selector's one version
      '/category/shop-api',
      '/shop/shop-api',
      '/shop/items',
      '/shop/list-items',
      '/shop/get-an-items-details',
      '/shop/get-health',
      '/shop/schemas/item',
      '/shop/schemas/price-tag',
    ]);
  });

  it("shows that sidebar on the pages it links, as Docusaurus does; a page only docgen has keeps the reference's", () => {
    for (const page of ['shop/list-items', 'shop/items', 'shop/schemas/item', 'shop/shop-api']) {
      expect(sidebarLinks(`${page}/index.html`), page).toEqual(sidebarLinks('category/shop-api/index.html'));
    }
    expect(sidebarLinks('shop/shop-api/models/index.html')).toContain('/api');
  });

  it("shows the sidebar's html items as written, the plugin's version selector a list of links that opens without JavaScript", () => {
    const aside = html('shop/list-items/index.html').slice(html('shop/list-items/index.html').indexOf('<aside'));
    expect(aside).toContain(
      '<li class="sidebar-item sidebar-html sidebar-html-default version-button"><details class="sidebar-version-select"><summary>Select API Version</summary><ul><li><a href="/shop/shop-api">v1</a></li></ul></details></li>',
    );
    expect(aside).toContain('<li class="sidebar-item sidebar-html sidebar-html-default"><p class="sidebar-version-crumb">v1</p></li>');
  });

  it("gives those pages the breadcrumbs of that sidebar's categories, as doc pages have; a page only docgen has keeps the reference's", () => {
    const breadcrumbs = (file: string) => {
      const page = html(file);
      const nav = page.slice(page.indexOf('<nav class="breadcrumbs"'), page.indexOf('</nav>', page.indexOf('<nav class="breadcrumbs"')));
      return [...nav.matchAll(/<(?:a href="([^"]+)"|span)>([^<]+)</g)].map((match) => `${match[2]}${match[1] ? ` ${match[1]}` : ''}`);
    };
    expect(breadcrumbs('shop/list-items/index.html')).toEqual([
      'Shop /shop/shop-api',
      'Shop /category/shop-api',
      'Items /shop/items',
      'List items',
    ]);
    expect(breadcrumbs('shop/schemas/item/index.html')).toEqual(['Shop /shop/shop-api', 'Shop /category/shop-api', 'Schemas', 'Item']);
    expect(breadcrumbs('shop/shop-api/models/index.html')).toEqual(['API reference /api', 'Shop API /shop/shop-api', 'Models']);
  });

  it("shows an imported generated schema as the model's page does, its nested models linked", () => {
    const intro = html('intro/index.html');
    expect(intro).toContain('<div class="generated-import"><div class="api-page api-model api-schema-import"><div class="schema">');
    expect(intro).toContain('Something the shop sells.');
    expect(intro).toContain('href="/shop/schemas/price-tag"');
  });

  it("puts an MDX page's <head> in the document's head, its <title> replacing the page's", () => {
    const intro = html('intro/index.html');
    const head = intro.slice(0, intro.indexOf('</head>'));
    expect(head).toContain('<meta name="theme-color" content="#25c2a0"/><title>Shop intro</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(intro.slice(intro.indexOf('</head>'))).not.toContain('theme-color');
  });

  it('names the options of the plugin docgen does not use', () => {
    const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').map((diagnostic) => diagnostic.message);
    expect(warnings).toContainEqual(expect.stringContaining('openapiDocs.shop.template'));
  });
});
