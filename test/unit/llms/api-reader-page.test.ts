import type { Link, Paragraph } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../src/i18n/messages.js';
import { createDescriptionCache, mayHaveLinks } from '../../../src/llms/api-reader-page.js';
import { readerPageOf as kindReaderPage } from '../../../src/sources/api/page-kinds.js';
import type { ApiRouteTarget } from '../../../src/openapi/routes.js';
import { createReaderLinks } from '../../../src/llms/reader-links.js';
import { createSchemaMarkdownMemo, type SchemaMarkdownMemo } from '../../../src/llms/schema-markdown-memo.js';
import type { ApiOperation, ApiService } from '../../../src/openapi/model.js';
import { planApiUrls } from '../../../src/openapi/urls.js';
import { siteAddress } from '../../../src/core/site-address.js';

/** An operation whose description's HTML maps back to `source`, in a service whose links resolve against `base`. */
function pageOf(source: string, base?: string): string {
  return readerPageOf(source, base).markdown;
}

function readerPageOf(
  source: string,
  base?: string,
  text = 'description',
  kind: 'api-operation' | 'api-index' | 'api-service' = 'api-operation',
  cache = createDescriptionCache(),
  schemaMemo?: SchemaMarkdownMemo,
  extra: Partial<ApiService> = {},
) {
  const operation = {
    key: 'get /pets',
    pointer: '/paths/~1pets/get',
    slug: 'list-pets',
    method: 'get',
    path: '/pets',
    summary: 'List pets',
    descriptionHtml: `<p>${text}</p>`,
    deprecated: false,
    tags: [],
    servers: [],
    security: [],
    parameters: [],
    responses: [],
    customCodeSamples: [],
  } as unknown as ApiOperation;
  const service = {
    id: 'pets',
    label: 'Pets',
    title: 'Pets API',
    tags: [],
    operations: [operation],
    untagged: [operation],
    servers: [],
    securitySchemes: [],
    webhooks: [],
    models: [],
    descriptionHtml: `<p>${text}</p>`,
    descriptionSource: (html: string | undefined) => (html === '<p>description</p>' ? source : undefined),
    descriptionLinks: { base },
    ...extra,
  } as unknown as ApiService;
  const urls = planApiUrls('/api', [service], () => '/api/pets').urls;
  const links = createReaderLinks(siteAddress({ url: 'https://zoo.test', baseUrl: '/', trailingSlash: false }), {
    has: (path) => ['/api', '/api/pets', '/api/pets/list-pets', '/guides/setup'].includes(path),
  });
  const site = { title: 'API reference', urls, messages: englishMessages };
  const target = kind === 'api-index' ? { kind } : { kind, service, operation };
  const path = { 'api-index': urls.index, 'api-service': urls.service(service), 'api-operation': urls.operation(service, operation) }[kind];
  return kindReaderPage(
    site,
    [service],
    { path, target: target as ApiRouteTarget },
    { codeSamples: [] } as never,
    links,
    cache,
    schemaMemo,
  );
}

describe("an API description's links in its twin", () => {
  it("resolve relative links against the document's externalDocs.url, as its HTML page does", () => {
    const markdown = pageOf('See [auth](auth.html) and [setup](/setup).', 'https://docs.pets.test/rest/');
    expect(markdown).toContain('[auth](https://docs.pets.test/rest/auth.html)');
    expect(markdown).toContain('[setup](https://docs.pets.test/setup)');
  });

  it('resolve relative links against the operation page without one (a page of the site becomes its twin)', () => {
    const markdown = pageOf('See [setup](/guides/setup) and [the list](../pets).');
    expect(markdown).toContain('[setup](https://zoo.test/guides/setup.md)');
    expect(markdown).toContain('[the list](https://zoo.test/api/pets.md)');
  });

  it('show in-page links (`#section`), inline or by reference, as their text, as the HTML does', () => {
    const markdown = pageOf('Read [the limits](#limits) and [the quotas][q].\n\n[q]: #quotas');
    expect(markdown).toContain('Read the limits and the quotas.');
    expect(markdown).not.toMatch(/#limits|#quotas/);
  });

  it('never carry an unsafe link, wherever its definition is written (a quote, a list item)', () => {
    for (const source of [
      '> [x]: javascript:alert(1)\n>\n> [click][x]',
      '- [x]: javascript:alert(1)\n- [click][x]',
      'Go [here](javascript:alert(1)).',
    ])
      expect(pageOf(source)).not.toContain('javascript:');
  });
});

describe("a description's tree in its twin", () => {
  it('is the one the HTML was made from when the service kept it, read from a copy', () => {
    const source = 'See [the text](/text).';
    // The kept tree of the same text, told apart by its link: the twin's link reads `/tree` only if the tree was used.
    const tree = unified().use(remarkParse).parse(source);
    ((tree.children[0] as Paragraph).children[1] as Link).url = '/tree';
    const before = structuredClone(tree);
    const markdown = readerPageOf(source, undefined, 'description', 'api-operation', undefined, undefined, {
      descriptionTree: (text) => (text === source ? tree : undefined),
    }).markdown;
    expect(markdown).toContain('See [the text](https://zoo.test/tree).');
    expect(markdown).not.toContain('/text)');
    expect(tree).toEqual(before);
  });
});

describe("the twins' description cache", () => {
  it('keeps one entry for a text whose links read the same on every page', () => {
    const cache = createDescriptionCache();
    const source = 'See [setup](/guides/setup) and [docs](https://docs.pets.test/).';
    const onOperation = readerPageOf(source, undefined, 'description', 'api-operation', cache).markdown;
    const held = cache.size;
    const onService = readerPageOf(source, undefined, 'description', 'api-service', cache).markdown;
    expect(cache.size).toBe(held);
    for (const markdown of [onOperation, onService]) expect(markdown).toContain('[setup](https://zoo.test/guides/setup.md)');
  });

  it('resolves a relative link against each page that shows it, from one cache', () => {
    const cache = createDescriptionCache();
    const operation = readerPageOf('See [the operation](list-pets).', undefined, 'description', 'api-operation', cache).markdown;
    const service = readerPageOf('See [the operation](list-pets).', undefined, 'description', 'api-service', cache).markdown;
    expect(operation).toContain('[the operation](https://zoo.test/api/pets/list-pets.md)');
    expect(service).toContain('[the operation](https://zoo.test/api/list-pets)');
  });

  it("tells the schema lists' memo of a text that reads per page, each time a page reads it, and only then", () => {
    const memo = createSchemaMarkdownMemo();
    let perPage = 0;
    const counting: SchemaMarkdownMemo = { lines: memo.lines, readPerPage: () => void perPage++ };
    const cache = createDescriptionCache();
    for (let time = 0; time < 2; time++)
      readerPageOf('See [the operation](list-pets).', undefined, 'description', 'api-operation', cache, counting);
    expect(perPage).toBe(2);
    readerPageOf('See [setup](/guides/setup).', undefined, 'description', 'api-operation', cache, counting);
    expect(perPage).toBe(2);
  });
});

describe('one-line descriptions of API pages', () => {
  const text = 'Lists pets, e.g. cats and dogs. Paged.';
  it("describe an operation by its description's first sentence, by the same rule as its HTML page", () => {
    expect(readerPageOf('', undefined, text).description).toBe('GET /pets. Lists pets, e.g. cats and dogs.');
  });

  it("summarise a service on the reference's index by the same rule", () => {
    expect(readerPageOf('', undefined, text, 'api-index').markdown).toContain('(1 operation): Lists pets, e.g. cats and dogs.\n');
  });
});

describe('mayHaveLinks', () => {
  it('lets text without any link or HTML skip the markdown pass', () => {
    expect(mayHaveLinks('Lists the *repos* of a user [beta].')).toBe(false);
  });

  it('sends any link, definition or HTML through it, absolute http(s) ones too', () => {
    for (const text of ['Hi <b>there</b>', '[a](https://a.test)', '[a][b]', ' - [b]: https://a.test', '<javascript:x>'])
      expect(mayHaveLinks(text)).toBe(true);
  });
});
