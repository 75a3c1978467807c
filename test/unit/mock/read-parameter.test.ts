import { describe, expect, it } from 'vitest';
import { queryPairs } from '../../../src/mock/raw-text.js';
import { readParameter, type RawRequest, type ValueShape } from '../../../src/mock/read-parameter.js';
import {
  serialiseCookie,
  serialiseHeader,
  serialisePath,
  serialiseQuery,
  STYLES_BY_LOCATION,
  type ParameterIn,
  type ParameterValue,
  type SerialisationRule,
} from '../../../src/openapi/serialise-parameter.js';

/**
 * Every style × explode × shape the serialiser writes (the code samples and the send
 * panel) is read back by the mock into the value it was written from.
 */

/** Values with characters that must be encoded, delimiters of other styles among them. */
const VALUES: Record<ValueShape, ParameterValue> = {
  scalar: 'r,s|t.u;v=w x/é',
  array: ['p q', 'r,s', 'a|b', 'é'],
  object: { colour: 'red,blue', 'a b': 'x=y', n: '1' },
};

/**
 * Where a style cannot tell a delimiter from data, the value avoids it (RFC 6570 writes
 * these unencoded too): spaceDelimited items without spaces, label's exploded items
 * without dots, headers (never percent-encoded) without commas or `=`.
 */
function valueFor(rule: SerialisationRule, shape: ValueShape): ParameterValue {
  const value = VALUES[shape];
  const text = (replace: (item: string) => string) =>
    Array.isArray(value)
      ? value.map((item) => replace(String(item)))
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [replace(key), replace(String(item))]))
        : replace(String(value));
  if (rule.in === 'header') return text((item) => item.replace(/[,=]/g, '-'));
  if (rule.style === 'spaceDelimited') return text((item) => item.replace(/ /g, '_'));
  if (rule.style === 'label' && rule.explode) return text((item) => item.replace(/\./g, '_'));
  return value;
}

/** The request that carries what the serialiser wrote. */
function written(rule: SerialisationRule, value: ParameterValue): RawRequest {
  const request: RawRequest = { path: {}, query: [], headers: {} };
  if (rule.in === 'path') request.path[rule.name] = serialisePath(rule, value);
  if (rule.in === 'query') request.query = queryPairs(serialiseQuery(rule, value).join('&'));
  if (rule.in === 'header') request.headers[rule.name.toLowerCase()] = serialiseHeader(rule, value);
  if (rule.in === 'cookie') request.headers.cookie = serialiseCookie(rule, value).join('; ');
  return request;
}

const cases = (Object.keys(STYLES_BY_LOCATION) as ParameterIn[]).flatMap((location) =>
  STYLES_BY_LOCATION[location].flatMap((style) =>
    [true, false].flatMap((explode) =>
      (['scalar', 'array', 'object'] as const)
        // deepObject is only defined exploded.
        .filter(() => style !== 'deepObject' || explode)
        .map((shape) => ({ rule: { name: 'the param', in: location, style, explode }, shape })),
    ),
  ),
);

describe('reading a parameter back by its style', () => {
  it.each(cases.map((entry) => [`${entry.rule.in} ${entry.rule.style} explode=${entry.rule.explode} ${entry.shape}`, entry]))(
    'gives back what the serialiser wrote: %s',
    (_, { rule, shape }) => {
      const value = valueFor(rule, shape);
      // An exploded form object's entries are pairs of their own: the reader is told which names it takes.
      const members = new Set(typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : []);
      expect(readParameter(rule, shape, written(rule, value), (name) => members.has(name))).toEqual(value);
    },
  );

  it('reads the defaults of OpenAPI 3: form exploded in the query and cookies, simple in paths and headers', () => {
    const read = (location: ParameterIn, shape: ValueShape, request: Partial<RawRequest>) =>
      readParameter({ name: 'ids', in: location }, shape, { path: {}, query: [], headers: {}, ...request }, () => false);
    expect(read('query', 'array', { query: queryPairs('ids=1&ids=2') })).toEqual(['1', '2']);
    expect(read('query', 'array', { query: queryPairs('ids=1,2') })).toEqual(['1,2']);
    expect(read('path', 'array', { path: { ids: '1,2' } })).toEqual(['1', '2']);
    expect(read('header', 'array', { headers: { ids: '1, 2' } })).toEqual(['1', '2']);
    expect(read('cookie', 'array', { headers: { cookie: 'ids=1; ids=2' } })).toEqual(['1', '2']);
  });

  it('reads `+` in the query as a space, as HTML forms and most HTTP clients write it, except with allowReserved', () => {
    const rule = { name: 'words', in: 'query', style: 'spaceDelimited', explode: false } as const;
    const request = { path: {}, query: queryPairs('words=5+6'), headers: {} };
    expect(readParameter(rule, 'array', request, () => false)).toEqual(['5', '6']);
    expect(
      readParameter({ name: 'q', in: 'query', allowReserved: true }, 'scalar', { ...request, query: queryPairs('q=a+b') }, () => false),
    ).toBe('a+b');
  });

  it('finds no value in a path segment that is not written in its matrix or label style', () => {
    const request = (text: string) => ({ path: { point: text }, query: [], headers: {} });
    expect(readParameter({ name: 'point', in: 'path', style: 'matrix' }, 'scalar', request('3'), () => false)).toBeUndefined();
    expect(readParameter({ name: 'point', in: 'path', style: 'matrix' }, 'scalar', request(';other=3'), () => false)).toBeUndefined();
    expect(readParameter({ name: 'point', in: 'path', style: 'label' }, 'scalar', request('3'), () => false)).toBeUndefined();
  });
});
