import { describe, expect, it } from 'vitest';
import { groupByTag, tagAncestors } from '../../../src/openapi/tags.js';
import { pathItemOperations } from '../../../src/openapi/path-item.js';
import { loadWithWarnings, normalise, openapiFixture } from './helpers.js';

const ok = { '200': { description: 'OK' } };

describe('OpenAPI 3.2 documents', () => {
  it("validates a 3.2 document against the 3.2 schema: a problem is a warning with the file's JSON pointer and line", async () => {
    const { service, warnings } = await loadWithWarnings(openapiFixture('openapi32-invalid.yaml'));
    expect(service.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['query /cakes']);
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        failsStrict: true,
        pointer: '/tags/0/parent',
        line: 15,
        message: expect.stringContaining('must be string'),
      }),
    ]);
  });

  it("lists a Path Item's QUERY operation and its additionalOperations, in lower case, with their pointers; a fixed method repeated there is left out", () => {
    const pathItem = {
      get: { responses: ok },
      query: { responses: ok },
      additionalOperations: { COPY: { responses: ok }, GET: { responses: ok }, 'not a method': { responses: ok } },
      summary: 'not an operation',
    };
    expect(pathItemOperations(pathItem).map(({ method, segments }) => [method, segments])).toEqual([
      ['get', ['get']],
      ['query', ['query']],
      ['copy', ['additionalOperations', 'COPY']],
    ]);
  });

  it('gives an additional operation its method and pointer in the model', async () => {
    const service = await normalise({
      openapi: '3.2.0',
      info: { title: 'Orders', version: '1' },
      paths: { '/orders/{id}': { additionalOperations: { LINK: { operationId: 'linkOrder', responses: ok } } } },
    });
    expect(service.operations).toEqual([
      expect.objectContaining({ method: 'link', pointer: '/paths/~1orders~1{id}/additionalOperations/LINK' }),
    ]);
  });

  it('nests tags by their parent, names them by their summary, keeps a parent only other tags use, and reports a missing parent or a cycle', () => {
    const warnings: string[] = [];
    const operations = ['cakes', 'seasonal', 'loose', 'a', 'b'].map((tag) => ({ tags: [tag], pointer: `/paths/~1${tag}/get` }) as never);
    const { tags } = groupByTag(
      [
        { name: 'products', summary: 'Products' },
        { name: 'cakes', summary: 'Cakes', parent: 'products' },
        { name: 'seasonal', parent: 'cakes' },
        { name: 'loose', parent: 'nowhere' },
        { name: 'a', parent: 'b' },
        { name: 'b', parent: 'a' },
      ],
      operations,
      () => undefined,
      (warning) => warnings.push(`${warning.pointer}: ${warning.message}`),
    );
    expect(tags.map((tag) => [tag.name, tag.label, tag.parent])).toEqual([
      ['products', 'Products', undefined],
      ['cakes', 'Cakes', 'products'],
      ['seasonal', 'seasonal', 'cakes'],
      ['loose', 'loose', undefined],
      ['a', 'a', undefined],
      ['b', 'b', undefined],
    ]);
    expect(tagAncestors(tags, tags[2]!).map((tag) => tag.name)).toEqual(['products', 'cakes']);
    expect(warnings).toEqual([
      '/tags/3/parent: Tag "loose" has the parent "nowhere", which is no tag of the document; it is listed at the top.',
      '/tags/4/parent: The parents of tag "a" form a cycle (a > b); it is listed at the top.',
      '/tags/5/parent: The parents of tag "b" form a cycle (b > a); it is listed at the top.',
    ]);
  });

  it('shows a stream by its itemSchema, and takes dataValue and serializedValue as examples', async () => {
    const service = await normalise({
      openapi: '3.2.0',
      info: { title: 'Streams', version: '1' },
      paths: {
        '/breads': {
          get: {
            responses: {
              '200': {
                summary: 'The loaves',
                content: {
                  'application/jsonl': { itemSchema: { type: 'object', properties: { name: { type: 'string', example: 'Rye' } } } },
                },
              },
            },
          },
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object' },
                  examples: { data: { dataValue: { name: 'Rye' } }, text: { serializedValue: '{"name":"Spelt"}' } },
                },
              },
            },
            responses: ok,
          },
        },
      },
    });
    const [get, post] = service.operations;
    const stream = get!.responses[0]!;
    expect(stream.descriptionHtml).toContain('The loaves');
    expect(stream.contents[0]!.schema).toBeUndefined();
    expect(stream.contents[0]!.itemSchema).toMatchObject({ kind: 'schema', types: ['object'] });
    expect(stream.contents[0]!.examples.map((example) => example.value)).toEqual([{ name: 'Rye' }]);
    expect(post!.requestBody!.contents[0]!.examples.map((example) => [example.name, example.value])).toEqual([
      ['data', { name: 'Rye' }],
      ['text', { name: 'Spelt' }],
    ]);
  });

  it('turns an in: querystring form into query parameters, one per property', async () => {
    const service = await normalise({
      openapi: '3.2.0',
      info: { title: 'Search', version: '1' },
      paths: {
        '/search': {
          get: {
            parameters: [
              {
                name: 'filter',
                in: 'querystring',
                content: {
                  'application/x-www-form-urlencoded': {
                    schema: {
                      type: 'object',
                      required: ['q'],
                      properties: { q: { type: 'string', description: 'Words' }, page: { type: 'integer' } },
                    },
                  },
                },
              },
            ],
            responses: ok,
          },
        },
      },
    });
    expect(service.operations[0]!.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['q', 'query', true],
      ['page', 'query', false],
    ]);
  });
});
