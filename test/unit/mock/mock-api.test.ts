import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createMock, type MockRequest } from '../../../src/mock/mock-api.js';
import path from 'node:path';
import { fixtureSite } from '../../helpers/paths.js';

const document = parse(readFileSync(path.join(fixtureSite('mock'), 'specs/mock.yaml'), 'utf8')) as Record<string, unknown>;
const mock = createMock(document);
const send = (request: Partial<MockRequest> & { path: string }) => mock({ method: 'GET', query: [], headers: {}, ...request });
const json = (body: string) => JSON.parse(body) as unknown;

describe('the mock of a document', () => {
  it('answers the first documented 2xx with its first named example and documented headers, with CORS headers', () => {
    const answer = send({ path: '/pets', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(answer.status).toBe(200);
    expect(json(answer.body)).toEqual([
      { id: 1, name: 'Rex' },
      { id: 2, name: 'Tom' },
    ]);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['x-total-count']).toBe('2');
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  });

  it('answers a generated sample when the response has only a schema (read-only members included)', () => {
    const answer = send({
      method: 'POST',
      path: '/pets',
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: '{"name":"Rex"}',
    });
    expect(answer.status).toBe(201);
    expect(json(answer.body)).toMatchObject({ id: 42, name: expect.any(String) });
  });

  it('prefers a literal path to a templated one written before it, and answers 204 without a body', () => {
    expect(json(send({ path: '/pets/mine' }).body)).toEqual({ mine: true });
    const deleted = send({ method: 'DELETE', path: '/pets/7', headers: { 'x-api-key': 'k' } });
    expect([deleted.status, deleted.body]).toEqual([204, '']);
  });

  it('answers 400 with each problem’s pointer and message: query, path and body', () => {
    const query = send({
      path: '/pets',
      query: [
        ['limit', '0'],
        ['tags', 'dog'],
        ['tags', 'fish'],
      ],
    });
    expect(query.status).toBe(400);
    expect(query.headers['content-type']).toBe('application/problem+json');
    const pointers = (json(query.body) as { problems: { pointer: string; message: string }[] }).problems.map((problem) => problem.pointer);
    expect(pointers).toEqual(['/query/limit', '/query/tags/1']);
    expect((json(send({ path: '/pets/seven' }).body) as { problems: unknown[] }).problems).toEqual([
      { pointer: '/path/petId', message: 'must be integer' },
    ]);
    const body = send({
      method: 'POST',
      path: '/pets',
      headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
      body: '{"kind":"fish","colour":"red"}',
    });
    expect(body.status).toBe(400);
    const problems = (json(body.body) as { problems: { pointer: string }[] }).problems.map((problem) => problem.pointer).sort();
    expect(problems).toEqual(['/body/colour', '/body/kind', '/body/name']);
  });

  it('accepts valid values: coerced query strings, exploded arrays, 3.0 nullable, read-only members left out', () => {
    expect(
      send({
        path: '/pets',
        query: [
          ['limit', '100'],
          ['tags', 'dog'],
          ['tags', 'cat'],
        ],
      }).status,
    ).toBe(200);
    const created = send({
      method: 'POST',
      path: '/pets',
      headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
      body: '{"name":"Rex","kind":null}',
    });
    expect(created.status).toBe(201);
  });

  it('answers 400 for a missing required body and for a body that is not JSON, 415 for another media type', () => {
    const headers = { authorization: 'Bearer x', 'content-type': 'application/json' };
    expect(json(send({ method: 'POST', path: '/pets', headers }).body)).toMatchObject({ status: 400, problems: [{ pointer: '/body' }] });
    expect(send({ method: 'POST', path: '/pets', headers, body: '{' }).status).toBe(400);
    expect(send({ method: 'POST', path: '/pets', headers: { ...headers, 'content-type': 'text/plain' }, body: 'x' }).status).toBe(415);
  });

  it('answers 401 without any of the required credentials, naming the alternatives', () => {
    const answer = send({ method: 'POST', path: '/pets', headers: { 'content-type': 'application/json' }, body: '{"name":"Rex"}' });
    expect(answer.status).toBe(401);
    expect((json(answer.body) as { detail: string }).detail).toContain('bearer (Authorization: Bearer ...); or apiKey (header X-API-Key)');
    expect(send({ method: 'DELETE', path: '/pets/7', headers: { authorization: 'Basic x' } }).status).toBe(401);
  });

  it('answers 404 for an unknown path and 405 with Allow for a known path with another method', () => {
    expect(send({ path: '/owners' }).status).toBe(404);
    const answer = send({ method: 'PATCH', path: '/pets/7' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, DELETE');
  });

  it('honours Prefer: code= and example=, and says which exist when they do not', () => {
    const empty = send({ path: '/pets', headers: { prefer: 'example=empty' } });
    expect([empty.status, json(empty.body)]).toEqual([200, []]);
    const missing = send({ path: '/pets/7', headers: { prefer: 'code=404' } });
    expect([missing.status, json(missing.body)]).toEqual([404, { message: 'no such pet' }]);
    const problem = send({ path: '/pets', headers: { prefer: 'code=500' } });
    expect(problem.status).toBe(400);
    expect(problem.body).toContain('code=500 is not a documented final response of this operation (200, 400)');
    expect(send({ path: '/pets', headers: { prefer: 'example=three' } }).body).toContain('(two, empty)');
  });

  it('answers an OpenAPI 3.2 QUERY operation and an additional operation (COPY), and lists both in Allow', () => {
    const cakes = createMock({
      openapi: '3.2.0',
      info: { title: 'Bakery', version: '1' },
      paths: {
        '/cakes': {
          query: { responses: { '200': { description: 'OK', content: { 'application/json': { example: [{ name: 'Sachertorte' }] } } } } },
          additionalOperations: {
            COPY: { responses: { '201': { description: 'Copied', content: { 'application/json': { example: { copied: true } } } } } },
          },
        },
      },
    });
    const ask = (method: string) => cakes({ method, path: '/cakes', query: [], headers: {} });
    expect([ask('QUERY').status, json(ask('QUERY').body)]).toEqual([200, [{ name: 'Sachertorte' }]]);
    expect([ask('COPY').status, json(ask('COPY').body)]).toEqual([201, { copied: true }]);
    const refused = ask('GET');
    expect([refused.status, refused.headers.allow]).toEqual([405, 'QUERY, COPY']);
  });

  it('answers a CORS preflight with the requested headers allowed', () => {
    const answer = send({
      method: 'OPTIONS',
      path: '/pets',
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-headers']).toBe('authorization,content-type');
  });
});

describe("the mock's CORS headers", () => {
  const origin = 'http://127.0.0.1:3000';
  const requests: [string, Partial<MockRequest> & { path: string }][] = [
    ['200', { path: '/pets' }],
    [
      '201',
      { method: 'POST', path: '/pets', headers: { authorization: 'Bearer x', 'content-type': 'application/json' }, body: '{"name":"Rex"}' },
    ],
    ['204', { method: 'DELETE', path: '/pets/7', headers: { authorization: 'Bearer x' } }],
    [
      '400',
      { method: 'POST', path: '/pets', headers: { authorization: 'Bearer x', 'content-type': 'application/json' }, body: '{"name":""}' },
    ],
    ['401', { method: 'POST', path: '/pets', headers: { 'content-type': 'application/json' }, body: '{"name":"Rex"}' }],
    ['404', { path: '/owners' }],
    ['405', { method: 'PATCH', path: '/pets/7' }],
    ['415', { method: 'POST', path: '/pets', headers: { authorization: 'Bearer x', 'content-type': 'text/plain' }, body: 'Rex' }],
    ['204', { method: 'OPTIONS', path: '/pets', headers: { 'access-control-request-method': 'POST' } }],
  ];

  it('are the same on every answer: the request’s origin echoed, with Vary: Origin (a page sending Authorization needs its origin named)', () => {
    for (const [status, request] of requests) {
      const answer = send({ ...request, headers: { ...request.headers, origin } });
      expect(String(answer.status), `${request.method ?? 'GET'} ${request.path}`).toBe(status);
      expect(answer.headers, `${request.method ?? 'GET'} ${request.path}`).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': expect.stringContaining('POST'),
        'access-control-expose-headers': '*',
        vary: 'Origin',
      });
    }
  });

  it('allow any origin for a request without one (not from a browser page)', () => {
    for (const [, request] of requests) expect(send(request).headers['access-control-allow-origin']).toBe('*');
  });

  it('keep a documented Vary header, adding Origin to it', () => {
    const varying = createMock({
      openapi: '3.0.3',
      info: { title: 'x', version: '1' },
      paths: {
        '/things': {
          get: {
            responses: { '200': { description: 'ok', headers: { Vary: { schema: { type: 'string' }, example: 'Accept-Language' } } } },
          },
        },
      },
    });
    const answer = varying({ method: 'GET', path: '/things', query: [], headers: { origin } });
    expect(answer.headers.vary).toBe('Accept-Language, Origin');
  });
});

describe('the mock of an OpenAPI 3.1 document', () => {
  const mock31 = createMock({
    openapi: '3.1.0',
    info: { title: 'x', version: '1' },
    paths: {
      '/things': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { size: { type: ['integer', 'null'] }, kind: { const: 'box' } } },
              },
            },
          },
          responses: {
            default: { description: 'ok', content: { 'application/json': { schema: { type: 'object', examples: [{ ok: true }] } } } },
          },
        },
      },
    },
  });
  const post = (body: string) =>
    mock31({ method: 'POST', path: '/things', query: [], headers: { 'content-type': 'application/json' }, body });

  it('validates with JSON Schema 2020-12 (type arrays, const) and answers `default` with the schema’s `examples`', () => {
    const ok = post('{"size":null,"kind":"box"}');
    expect([ok.status, json(ok.body)]).toEqual([200, { ok: true }]);
    expect((json(post('{"size":"big","kind":"bag"}').body) as { problems: { pointer: string }[] }).problems.map((p) => p.pointer)).toEqual([
      '/body/size',
      '/body/kind',
    ]);
  });
});

describe('the mock of a document with schemas ajv cannot compile', () => {
  it('answers without checking those schemas instead of failing', () => {
    const response = { '200': { description: 'ok', content: { 'application/json': { example: { ok: true } } } } };
    const badPattern = createMock({
      openapi: '3.0.3',
      info: { title: 'x', version: '1' },
      paths: {
        '/a': { get: { parameters: [{ name: 'q', in: 'query', schema: { type: 'string', pattern: '(?<' } }], responses: response } },
      },
    });
    expect(badPattern({ method: 'GET', path: '/a', query: [['q', 'x']], headers: {} }).status).toBe(200);
    const clashingIds = createMock({
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: {
        '/a': { get: { parameters: [{ name: 'q', in: 'query', schema: { $ref: '#/components/schemas/A' } }], responses: response } },
      },
      components: { schemas: { A: { $id: 'same', type: 'integer' }, B: { $id: 'same', type: 'string' } } },
    });
    expect(clashingIds({ method: 'GET', path: '/a', query: [['q', 'x']], headers: {} }).status).toBe(200);
  });
});

describe('the mock of documents that bend the rules', () => {
  const info = { title: 'x', version: '1' };

  it('reads 3.0’s `nullable` without a `type` as allowing anything, in schemas reached through `$ref`s too', () => {
    const mock = createMock({
      openapi: '3.0.3',
      info,
      paths: {
        '/a': {
          post: {
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      components: { schemas: { A: { type: 'object', properties: { any: { nullable: true }, self: { $ref: '#/components/schemas/A' } } } } },
    });
    const post = (body: string) => mock({ method: 'POST', path: '/a', query: [], headers: { 'content-type': 'application/json' }, body });
    expect(post('{"any":null,"self":{"any":1}}').status).toBe(200);
    // Still validated (ajv refusing the schema would leave it unchecked).
    expect(json(post('{"self":{"self":5}}').body)).toMatchObject({ problems: [{ pointer: '/body/self/self', message: 'must be object' }] });
  });

  it('never answers an informational (1xx) status: 204 when that is all there is, and a problem when Prefer asks for one', () => {
    const mock = createMock({ openapi: '3.0.3', info, paths: { '/a': { get: { responses: { '100': { description: 'Continue' } } } } } });
    expect(mock({ method: 'GET', path: '/a', query: [], headers: {} }).status).toBe(204);
    const preferred = mock({ method: 'GET', path: '/a', query: [], headers: { prefer: 'code=100' } });
    expect([preferred.status, preferred.body.includes('code=100 is not a documented final response')]).toEqual([400, true]);
  });

  it('leaves out documented response headers that HTTP cannot carry', () => {
    const mock = createMock({
      openapi: '3.0.3',
      info,
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                headers: {
                  'X-Plain': { example: 'yes' },
                  'X-Emoji': { example: 'ok 👍' },
                  'X Spaced': { example: 'no' },
                  'X-Lines': { example: 'a\nb' },
                },
              },
            },
          },
        },
      },
    });
    const { headers } = mock({ method: 'GET', path: '/a', query: [], headers: {} });
    expect(Object.keys(headers).filter((name) => name.startsWith('x'))).toEqual(['x-plain']);
  });
});
