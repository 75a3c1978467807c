import { describe, expect, it } from 'vitest';
import { createMock } from '../../../src/mock/mock-api.js';

const document = {
  openapi: '3.0.3',
  info: { title: 'Forms', version: '1' },
  paths: {
    '/pets': {
      post: {
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'tags', 'size', 'filter', 'ids'],
                properties: {
                  name: { type: 'string' },
                  tags: { type: 'array', minItems: 2, items: { type: 'string' } },
                  size: {
                    type: 'object',
                    required: ['height'],
                    properties: { height: { type: 'integer' }, weight: { type: 'integer' } },
                  },
                  filter: { type: 'object', properties: { colour: { type: 'string' } } },
                  ids: { type: 'array', items: { type: 'integer' } },
                },
              },
              encoding: { filter: { style: 'deepObject' }, ids: { style: 'pipeDelimited', explode: false } },
            },
          },
        },
        responses: { '204': { description: 'done' } },
      },
    },
  },
};
const mock = createMock(document);
const post = (body: string) =>
  mock({ method: 'POST', path: '/pets', query: [], headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

describe('the mock reading a form-urlencoded body', () => {
  it('reads arrays, exploded objects, deepObject and delimited values the way the encoding writes them', () => {
    expect(post('name=Rex&tags=dog&tags=small&height=30&weight=8&filter%5Bcolour%5D=red&ids=1%7C2').status).toBe(204);
  });

  it('still reports what is wrong inside them, and pairs no property claims', () => {
    const answer = post('name=Rex&tags=dog&weight=8&filter%5Bcolour%5D=red&ids=1%7Ctwo&stray=1');
    expect(answer.status).toBe(400);
    expect((JSON.parse(answer.body) as { problems: { pointer: string }[] }).problems.map((problem) => problem.pointer).sort()).toEqual(
      ['/body/ids/1', '/body/size/height', '/body/stray', '/body/tags'].sort(),
    );
  });
});
