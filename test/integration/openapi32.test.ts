import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

/**
 * Builds test/fixtures/sites/openapi32: an OpenAPI 3.2 document with nested tags (`parent`,
 * `summary`), a QUERY operation, an additional COPY operation, streams described by their
 * `itemSchema`, `dataValue` / `serializedValue` examples and an `in: querystring` form.
 */
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('openapi32'));
}, 120_000);

const html = (file: string) => textOf(result, file);
/** The words of an element's HTML, tags left out. */
const words = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const sidebar = (file: string) => {
  const page = html(file);
  return page.slice(page.indexOf('<aside'), page.indexOf('</aside>'));
};

describe('an OpenAPI 3.2 document', () => {
  it('builds without a warning: the document is valid against the 3.2 schema', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it("nests each tag's sidebar category inside its parent's, named by the tag's summary", () => {
    expect(words(sidebar('api/bakery/cakes/index.html'))).toBe(
      'API reference Bakery API Products Cakes GET List cakes QUERY Search cakes Seasonal cakes GET List seasonal cakes Breads GET List breads Orders COPY Copy an order GET Follow an order Models Cake Bread Order',
    );
  });

  it("gives a parent tag a page of cards for the tags under it, and every page breadcrumbs through the tag's parents", () => {
    const products = html('api/bakery/products/index.html');
    expect(products).toContain('<h1>Products</h1>');
    expect(
      [...products.matchAll(/<a class="card-link" href="([^"]+)"><h2 class="card-title">([^<]+)</g)].map((match) => [match[1], match[2]]),
    ).toEqual([
      ['/api/bakery/cakes', 'Cakes'],
      ['/api/bakery/breads', 'Breads'],
    ]);
    const breadcrumbs = (file: string) => {
      const page = html(file);
      return words(page.slice(page.indexOf('<nav class="breadcrumbs'), page.indexOf('</nav>', page.indexOf('<nav class="breadcrumbs'))));
    };
    expect(breadcrumbs('api/bakery/list-seasonal-cakes/index.html')).toBe(
      'API reference Bakery API Products Cakes Seasonal cakes List seasonal cakes',
    );
    expect(breadcrumbs('api/bakery/seasonal/index.html')).toBe('API reference Bakery API Products Cakes Seasonal cakes');
    expect(textOf(result, 'api/bakery/products.md')).toContain(
      '- [Cakes](https://docs.bakery.test/api/bakery/cakes.md)\n- [Breads](https://docs.bakery.test/api/bakery/breads.md)',
    );
  });

  it('lists a nested tag after its parent on the service page, a heading level down, and only the top-level tags in its table of contents', () => {
    const service = html('api/bakery/index.html');
    expect([...service.matchAll(/<h([3-6]) id="([^"]+)"><a href="[^"]+">/g)].map((match) => `h${match[1]} ${match[2]}`)).toEqual([
      'h3 products',
      'h4 cakes',
      'h5 seasonal',
      'h4 breads',
      'h3 orders',
    ]);
    expect([...service.matchAll(/toc-depth-3"><a class="toc-link" href="#([^"]+)"/g)].map((match) => match[1])).toEqual([
      'products',
      'orders',
    ]);
  });

  it('shows QUERY and additional operations with their methods, in the page, its code samples and its send panel', () => {
    const query = html('api/bakery/search-cakes/index.html');
    expect(query).toContain('method-badge method-query');
    expect(words(query)).toContain('curl --request QUERY');
    expect(words(query)).toContain('QUERY https://bakery.example.test/v1/cakes Send');
    const copy = html('api/bakery/copy-order/index.html');
    expect(copy).toContain('>COPY<');
    expect(words(copy)).toContain('curl --request COPY');
  });

  it('shows a stream by each of its items, with an example of one item', () => {
    const breads = html('api/bakery/list-breads/index.html');
    expect(breads).not.toContain('No schema given.');
    expect(words(breads)).toContain('application/jsonl Each item of the stream: object Bread name string required example Sourdough');
    expect(breads).toMatch(/Sourdough/);
    expect(textOf(result, 'api/bakery/list-breads.md')).toContain(
      '#### `application/jsonl`\n\nEach item of the stream:\n\nSchema: `object`',
    );
    expect(words(html('api/bakery/follow-order/index.html'))).toContain('text/event-stream Each item of the stream: object');
  });

  it("takes an example's dataValue or serializedValue, a response's summary, and a querystring form's fields as query parameters", () => {
    const list = html('api/bakery/list-cakes/index.html');
    expect(words(list)).toContain('200 OK The cakes');
    expect(list).toContain('Linzer torte');
    expect(html('api/bakery/search-cakes/index.html')).toContain('Chocolate under 30');
    const seasonal = words(html('api/bakery/list-seasonal-cakes/index.html'));
    expect(seasonal).toContain('Query parameters season string');
    expect(seasonal).toContain("curl --request GET \\ --url 'https://bakery.example.test/v1/cakes/seasonal?season=winter'");
  });
});
