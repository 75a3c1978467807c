import { describe, expect, it } from 'vitest';
import { getAt, sourcePointer, splitPointer, toPointer } from '../../../src/util/json-pointer.js';

describe('JSON pointers', () => {
  it('escape and split segments, ~ and / included', () => {
    expect(toPointer(['paths', '/pets/{id}', 'get'])).toBe('/paths/~1pets~1{id}/get');
    expect(splitPointer('/paths/~1pets~1{id}/get')).toEqual(['paths', '/pets/{id}', 'get']);
    expect(toPointer(['a~b/c', 0])).toBe('/a~0b~1c/0');
    expect(splitPointer('/a~0b~1c/0')).toEqual(['a~b/c', '0']);
    // ~01 is "~1" literally, not "/" (the order of unescaping matters).
    expect(splitPointer('/~01')).toEqual(['~1']);
  });

  it('round-trips keys with percent signs and spaces literally', () => {
    for (const key of ['/files/{name}%20copy', '/100%', 'a b', '%E0%A4%A']) {
      expect(splitPointer(toPointer(['paths', key]))).toEqual(['paths', key]);
    }
  });

  it('percent-decodes the URI-fragment form of $refs, keeping malformed escapes as written', () => {
    expect(splitPointer('#/paths/~1a%20b')).toEqual(['paths', '/a b']);
    expect(splitPointer('#/paths/100%')).toEqual(['paths', '100%']);
    expect(splitPointer('#')).toEqual([]);
    expect(splitPointer('')).toEqual([]);
    expect(splitPointer('/')).toEqual(['']);
  });

  it('follow values through objects and arrays, never inherited properties', () => {
    expect(getAt({ a: [{ b: 1 }] }, '/a/0/b')).toBe(1);
    expect(getAt({ a: [1] }, '/a/x')).toBeUndefined();
    expect(getAt({}, '/constructor')).toBeUndefined();
    expect(getAt({ '100%': 'yes' }, '/100%')).toBe('yes');
  });

  it('follow $refs to where a value is written', () => {
    const document = {
      paths: { '/a': { get: { schema: { $ref: '#/components/schemas/A' } } } },
      components: { schemas: { A: { properties: { x: { type: 'nope' } } } } },
    };
    expect(sourcePointer(document, '/paths/~1a/get/schema/properties/x/type')).toBe('/components/schemas/A/properties/x/type');
    expect(sourcePointer(document, '/paths/~1a/get/missing/deeper')).toBe('/paths/~1a/get');
  });
});
