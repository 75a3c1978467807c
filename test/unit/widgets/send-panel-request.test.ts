import { describe, expect, it } from 'vitest';
import { explainFailure } from '../../../widgets/send-panel/explain.js';
import { cookieAssignments, cookiesSendable, credentialParts } from '../../../widgets/send-panel/credentials.js';
import { buildUrl, expandServerUrl, jsonError, planRequest, prettyBody, type RequestInput } from '../../../widgets/send-panel/request.js';
import type { SendPanelProps } from '../../../widgets/send-panel/types.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { wordsOf } from '../../../widgets/lib/messages.js';
import { SEND_PANEL_MESSAGES } from '../../../widgets/message-keys.js';

const messages = englishMessages.pick(SEND_PANEL_MESSAGES);
const words = wordsOf(messages);

const operation: RequestInput['props'] = {
  method: 'post',
  path: '/twins/{twinId}/events',
  parameters: [
    { name: 'twinId', in: 'path', required: true },
    { name: 'tags', in: 'query', required: false, array: true },
    { name: 'limit', in: 'query', required: false },
    { name: 'Idempotency-Key', in: 'header', required: false },
  ],
  messages,
};

const input = (overrides: Partial<RequestInput> = {}): RequestInput => ({
  props: operation,
  baseUrl: 'https://api.example.test/v1/',
  values: { 'path:twinId': 'a b/c', 'query:tags': 'x, y ,,z', 'query:limit': '', 'header:Idempotency-Key': 'key-1' },
  schemes: [],
  credentials: {},
  body: { mediaType: 'application/json', kind: 'json' },
  bodyText: '{"kind":"reading"}',
  fields: {},
  ...overrides,
});

describe('send panel request building', () => {
  it('fills path parameters encoded, repeats array query values, skips empty ones, trims the base slash', () => {
    expect(buildUrl('https://api.example.test/v1/', operation, input().values)).toBe(
      'https://api.example.test/v1/twins/a%20b%2Fc/events?tags=x&tags=y&tags=z',
    );
    expect(buildUrl('', operation, input().values)).toBe('');
  });

  it('expands server variables per server, falling back to the default', () => {
    const server: SendPanelProps['servers'][number] = {
      url: 'https://{env}.example.test/{version}',
      variables: [
        { name: 'env', default: 'sandbox' },
        { name: 'version', default: 'v1' },
      ],
    };
    expect(expandServerUrl(server, 1, { '1:env': 'production', '0:version': 'v9' })).toBe('https://production.example.test/v1');
  });

  it('plans a JSON request with its headers and body', () => {
    expect(planRequest(input({ schemes: [{ key: 'bearerAuth', kind: 'bearer' }], credentials: { bearerAuth: 'tok' } }))).toEqual({
      ok: true,
      method: 'POST',
      url: 'https://api.example.test/v1/twins/a%20b%2Fc/events?tags=x&tags=y&tags=z',
      headers: [
        ['Idempotency-Key', 'key-1'],
        ['Authorization', 'Bearer tok'],
        ['Content-Type', 'application/json'],
      ],
      cookies: [],
      body: { kind: 'text', text: '{"kind":"reading"}', contentType: 'application/json' },
    });
  });

  it('refuses invalid JSON, missing required parameters and incomplete URLs, in words', () => {
    expect(planRequest(input({ bodyText: '{"kind":' }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The request body is not valid JSON: .+\. Fix it and send again\.$/),
    });
    expect(planRequest(input({ values: {} }))).toEqual({ ok: false, message: 'Fill in the required parameter twinId first.' });
    expect(planRequest(input({ baseUrl: 'api.example.test' }))).toEqual({
      ok: false,
      message:
        '"api.example.test/twins/a%20b%2Fc/events?tags=x&tags=y&tags=z" is not a complete URL. Choose a server, or enter one that starts with https://.',
    });
  });

  it('sends no body with GET, and none for an empty text', () => {
    expect(planRequest(input({ props: { ...operation, method: 'get' } }))).toMatchObject({ ok: true, body: { kind: 'none' } });
    const empty = planRequest(input({ bodyText: '  ' }));
    expect(empty).toMatchObject({ ok: true, body: { kind: 'none' } });
    expect(empty.ok && empty.headers.some(([name]) => name === 'Content-Type')).toBe(false);
  });

  it('plans form and multipart bodies in field order, leaving out empty values', () => {
    const form = {
      mediaType: 'application/x-www-form-urlencoded',
      kind: 'form' as const,
      fields: [
        { name: 'a', file: false, required: false },
        { name: 'b', file: false, required: false },
      ],
    };
    expect(planRequest(input({ body: form, fields: { a: '1', b: '' } }))).toMatchObject({ body: { kind: 'form', entries: [['a', '1']] } });
    const multipart = {
      mediaType: 'multipart/form-data',
      kind: 'multipart' as const,
      fields: [
        { name: 'meta', file: false, required: true },
        { name: 'upload', file: true, required: true },
        { name: 'note', file: false, required: false },
      ],
    };
    expect(planRequest(input({ body: multipart, fields: { meta: '{}', note: '' } }))).toMatchObject({
      body: {
        kind: 'multipart',
        parts: [
          { name: 'meta', value: '{}' },
          { name: 'upload', file: true },
        ],
      },
    });
  });

  it('writes form and multipart fields by their encoding: arrays repeated, objects as pairs or JSON parts, styles, typed parts', () => {
    const field = (name: string, shape: 'array' | 'object', encoding?: Record<string, unknown>) => ({
      name,
      file: false,
      required: false,
      shape,
      encoding,
    });
    const fields = [
      field('tags', 'array'),
      field('size', 'object'),
      field('ids', 'array', { style: 'pipeDelimited', explode: false }),
      field('filter', 'object', { style: 'deepObject' }),
    ];
    const values = { tags: 'dog,small', size: '{"height":30}', ids: '1,2', filter: 'colour=red' };
    const form = { mediaType: 'application/x-www-form-urlencoded', kind: 'form' as const, fields };
    expect(planRequest(input({ body: form, fields: values }))).toMatchObject({
      body: {
        kind: 'form',
        entries: [
          ['tags', 'dog'],
          ['tags', 'small'],
          ['height', '30'],
          ['ids', '1|2'],
          ['filter[colour]', 'red'],
        ],
      },
    });
    const multipart = {
      mediaType: 'multipart/form-data',
      kind: 'multipart' as const,
      fields: [field('tags', 'array'), field('size', 'object'), field('meta', 'object', { contentType: 'application/vnd.meta+json' })],
    };
    expect(
      planRequest(input({ body: multipart, fields: { tags: 'dog,small', size: '{"height":30}', meta: '{"born":2020}' } })),
    ).toMatchObject({
      body: {
        kind: 'multipart',
        parts: [
          { name: 'tags', value: 'dog' },
          { name: 'tags', value: 'small' },
          { name: 'size', value: '{"height":30}', contentType: 'application/json' },
          { name: 'meta', value: '{"born":2020}', contentType: 'application/vnd.meta+json' },
        ],
      },
    });
  });

  it('puts credentials where the scheme says: bearer, basic (UTF-8), API key in a header, the query or a cookie', () => {
    const basic = credentialParts([{ key: 'b', kind: 'basic' }], { b: 'zoë:pässword' });
    expect(basic.headers).toEqual([['Authorization', `Basic ${Buffer.from('zoë:pässword').toString('base64')}`]]);
    expect(credentialParts([{ key: 'k', kind: 'apiKey', in: 'header', name: 'X-Key' }], { k: 'secret' }).headers).toEqual([
      ['X-Key', 'secret'],
    ]);
    expect(credentialParts([{ key: 'c', kind: 'apiKey', in: 'cookie', name: 'session' }], { c: 'sec;ret' })).toEqual({
      headers: [],
      query: [],
      cookies: [['session', 'sec%3Bret']],
    });
    expect(credentialParts([{ key: 't', kind: 'bearer' }], { t: '' })).toEqual({ headers: [], query: [], cookies: [] });
    // Combined requirements send every scheme at once.
    expect(
      credentialParts(
        [
          { key: 'k', kind: 'apiKey', in: 'header', name: 'X-Key' },
          { key: 'o', kind: 'oauth2', flows: [], scopes: [] },
        ],
        { k: 'key', o: 'tok' },
      ).headers,
    ).toEqual([
      ['X-Key', 'key'],
      ['Authorization', 'Bearer tok'],
    ]);
    const query = planRequest(input({ schemes: [{ key: 'q', kind: 'apiKey', in: 'query', name: 'key' }], credentials: { q: 'sec ret' } }));
    expect(query.ok && query.url).toMatch(/&key=sec%20ret$/);
    expect(query.ok && query.headers.map(([name]) => name)).toEqual(['Idempotency-Key', 'Content-Type']);
  });

  it('sends a cookie API key only where a page can: its own origin (set for the server’s path, then removed) or the in-page mock', () => {
    expect(cookiesSendable('http://127.0.0.1:3000/api/pets/__mock', 'http://127.0.0.1:3000', false)).toBe(true);
    expect(cookiesSendable('https://api.example.test/v1', 'http://127.0.0.1:3000', false)).toBe(false);
    expect(cookiesSendable('https://docs.test/api/pets/__mock', 'https://docs.test', true)).toBe(true);
    expect(cookiesSendable('', 'http://127.0.0.1:3000', false)).toBe(false);
    expect(cookieAssignments([['session', 'a%3Bb']], 'http://127.0.0.1:3000/api/pets/__mock/')).toEqual({
      set: ['session=a%3Bb; Path=/api/pets/__mock; SameSite=Strict'],
      unset: ['session=; Path=/api/pets/__mock; SameSite=Strict; Max-Age=0'],
    });
    expect(cookieAssignments([['session', 'x']], 'http://127.0.0.1:3000').set).toEqual(['session=x; Path=/; SameSite=Strict']);
  });

  it('writes parameters by their style: matrix and label paths, deepObject, pipeDelimited and non-exploded form queries', () => {
    const styled: RequestInput['props'] = {
      ...operation,
      method: 'get',
      path: '/points/{point}/labels/{id}',
      parameters: [
        { name: 'point', in: 'path', required: true, array: true, style: 'matrix', explode: true },
        { name: 'id', in: 'path', required: true, array: true, style: 'label', explode: true },
        { name: 'filter', in: 'query', required: false, object: true, style: 'deepObject' },
        { name: 'ids', in: 'query', required: false, array: true, style: 'pipeDelimited', explode: false },
        { name: 'tags', in: 'query', required: false, array: true, explode: false },
        { name: 'where', in: 'query', required: false, contentType: 'application/json' },
        { name: 'X-Pair', in: 'header', required: false, object: true, explode: true },
      ],
    };
    const plan = planRequest(
      input({
        props: styled,
        values: {
          'path:point': '3,4',
          'path:id': '3, 4',
          'query:filter': '{"colour":"red"}',
          'query:ids': '1,2',
          'query:tags': 'a,b',
          'query:where': '{"a":1}',
          'header:X-Pair': 'a=1,b=2',
        },
      }),
    );
    expect(plan.ok && plan.url).toBe(
      'https://api.example.test/v1/points/;point=3;point=4/labels/.3.4?filter[colour]=red&ids=1|2&tags=a,b&where=%7B%22a%22%3A1%7D',
    );
    expect(plan.ok && plan.headers).toContainEqual(['X-Pair', 'a=1,b=2']);
  });

  it('pretty-prints JSON answers only', () => {
    expect(prettyBody('{"a":1}', 'application/problem+json')).toEqual({ text: '{\n  "a": 1\n}', json: true });
    expect(prettyBody('{"a":1}', 'text/plain')).toEqual({ text: '{"a":1}', json: false });
    expect(prettyBody('not json', 'application/json')).toEqual({ text: 'not json', json: false });
    expect(jsonError('[1,]')).toEqual(expect.any(String));
  });
});

describe('send panel failure explanations', () => {
  const target = new URL('http://api.example.test/x');
  it('says a cancelled request was cancelled', () => {
    expect(explainFailure(new DOMException('aborted', 'AbortError'), target, false, words).message).toMatch(/^Request cancelled\./);
  });
  it('names mixed content on an HTTPS page', () => {
    expect(explainFailure(new TypeError('Failed to fetch'), target, false, words, { pageProtocol: 'https:' })).toMatchObject({
      message: expect.stringContaining('mixed content'),
      detail: 'Failed to fetch',
    });
  });
  it('says the reader is offline', () => {
    expect(
      explainFailure(new TypeError('Failed to fetch'), target, false, words, { pageProtocol: 'http:', online: false }).message,
    ).toMatch(/^You are offline/);
  });
  it('otherwise explains unreachable servers and CORS together', () => {
    const { message } = explainFailure(new TypeError('Failed to fetch'), target, false, words, { pageProtocol: 'http:', online: true });
    expect(message).toContain('No answer could be read from http://api.example.test');
    expect(message).toContain('Access-Control-Allow-Origin');
  });
});
