import { describe, expect, it } from 'vitest';
import { createMock } from '../../../src/mock/mock-api.js';
import { normalise } from './helpers.js';

/**
 * Constraints openapi-sampler leaves out (a string's pattern, a number's multipleOf,
 * uniqueItems over an enum): the generated example must pass the document's own
 * validation, which the mock applies to the request the send panel sends.
 */
const schema = {
  type: 'object',
  required: ['sku', 'count', 'legacyCount', 'levels', 'note', 'code'],
  properties: {
    sku: { type: 'string', pattern: '^SKU-[0-9]{5}$' },
    count: { type: 'integer', exclusiveMinimum: 100, multipleOf: 7 },
    legacyCount: { type: 'number', minimum: 10, maximum: 20, multipleOf: 4 },
    levels: { type: 'array', minItems: 3, uniqueItems: true, items: { type: 'integer', enum: [1, 2, 3, 4] } },
    note: { type: 'string', pattern: '^[a-z]+( [a-z]+)*$', maxLength: 40 },
    code: { type: 'string', pattern: '^\\p{Lu}{3}$' },
    state: { type: 'string', enum: ['open'], pattern: '^x$' },
    level: { type: 'string', enum: ['low', 'high'], default: 'high' },
    size: { type: 'integer', enum: [1, 2, 3], default: 2, example: 3 },
  },
};
const document = {
  openapi: '3.1.0',
  info: { title: 'Constraints', version: '1' },
  paths: {
    '/orders': {
      post: {
        requestBody: { content: { 'application/json': { schema } } },
        responses: { '201': { description: 'made', content: { 'application/json': { schema } } } },
      },
    },
    '/orders/{sku}': {
      get: {
        parameters: [{ name: 'sku', in: 'path', required: true, schema: { type: 'string', pattern: '^SKU-[0-9]{5}$' } }],
        responses: { '204': { description: 'found' } },
      },
    },
  },
};

const service = await normalise(structuredClone(document));
const operation = (path: string) => service.operations.find((candidate) => candidate.path === path)!;
const example = () => operation('/orders').requestBody!.contents[0]!.examples[0]!.value as Record<string, unknown>;

describe('a generated example', () => {
  it('meets the pattern, multipleOf within bounds, and uniqueItems over an enum', () => {
    const value = example();
    expect(value.sku).toMatch(/^SKU-[0-9]{5}$/);
    expect(value.count).toBe(105); // the first multiple of 7 above 100
    expect(value.legacyCount).toBe(12);
    expect(value.levels).toEqual([1, 2, 3]);
    // An enum's default rather than its first value; a schema's own example first.
    expect([value.level, value.size]).toEqual(['high', 3]);
    expect(value.note).toMatch(/^[a-z]+( [a-z]+)*$/);
    expect((value.note as string).length).toBeLessThanOrEqual(40);
  });

  it('keeps the sampler’s value where no string can be made (a pattern randexp cannot read) or the schema lists the values', () => {
    expect(example().code).toBe('string');
    expect(example().state).toBe('open');
  });

  it('is the same on every build: a pattern gives the same string', async () => {
    const again = await normalise(structuredClone(document));
    const value = again.operations.find((candidate) => candidate.path === '/orders')!.requestBody!.contents[0]!.examples[0]!.value;
    expect(value).toEqual(example());
  });

  it('fills a required path parameter with a pattern, so the request can be sent as it is', () => {
    const parameter = operation('/orders/{sku}').parameters.find((candidate) => candidate.name === 'sku')!;
    expect(parameter.example).toMatch(/^SKU-[0-9]{5}$/);
    expect(parameter.exampleGenerated).toBe(true);
  });

  it('is accepted by the mock, whose own response meets the same constraints', () => {
    const mock = createMock(structuredClone(document));
    // `code`'s pattern is one the example cannot meet; `state` is one no value can (its enum misses the pattern).
    const body: Record<string, unknown> = { ...example(), code: 'ABC' };
    delete body.state;
    const answer = mock({
      method: 'POST',
      path: '/orders',
      query: [],
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect([answer.status, answer.status === 201 ? '' : answer.body]).toEqual([201, '']);
    const made = JSON.parse(answer.body) as Record<string, unknown>;
    expect(made.sku).toMatch(/^SKU-[0-9]{5}$/);
    expect([made.count, made.levels]).toEqual([105, [1, 2, 3]]);
    const sku = operation('/orders/{sku}').parameters[0]!.example as string;
    expect(mock({ method: 'GET', path: `/orders/${sku}`, query: [], headers: {}, body: '' }).status).toBe(204);
  });
});
