import { describe, expect, it } from 'vitest';
import { pointersOf, typeConflictOf } from '../../../src/openapi/type-conflicts.js';

describe('schemas whose parts ask for types no value has', () => {
  it('find an allOf of different types, its members’ own allOf included', () => {
    expect(typeConflictOf({ allOf: [{ type: 'string' }, { type: 'object' }] })).toContain('different types (string and object)');
    expect(typeConflictOf({ type: 'string', allOf: [{ allOf: [{ type: 'object' }] }] })).toContain('(string and object)');
  });

  it('leave agreeing or unstated types alone: integer is a number, null aside, a member without a type', () => {
    expect(typeConflictOf({ allOf: [{ type: 'integer' }, { type: 'number' }] })).toBeUndefined();
    expect(typeConflictOf({ allOf: [{ type: ['string', 'null'] }, { type: 'string' }] })).toBeUndefined();
    expect(typeConflictOf({ allOf: [{ type: 'object' }, { properties: { a: {} } }] })).toBeUndefined();
    expect(typeConflictOf({ type: 'object', properties: {} })).toBeUndefined();
  });

  it('find a type whose oneOf or anyOf options all have another (the petstore’s petType)', () => {
    const pet: Record<string, unknown> = { type: 'object' };
    const cat = { allOf: [pet, { type: 'object' }] };
    expect(typeConflictOf({ type: 'string', oneOf: [cat, { type: 'object' }] })).toContain('type string but its oneOf options are object');
    expect(typeConflictOf({ type: 'string', anyOf: [{ type: 'string' }, { type: 'object' }] })).toBeUndefined();
    expect(typeConflictOf({ type: 'string', oneOf: [{ enum: ['a'] }] })).toBeUndefined();
  });

  it('terminate on cyclic members', () => {
    const loop: Record<string, unknown> = { type: 'object' };
    loop.allOf = [loop, { type: 'string' }];
    expect(typeConflictOf(loop)).toContain('(object and string)');
  });

  it('point at each schema where it is first met, components before paths', () => {
    const code = { allOf: [{ type: 'string' }, { type: 'object' }] };
    const document = {
      paths: { '/a': { post: { requestBody: { content: { 'application/json': { schema: code } } } } } },
      components: { schemas: { 'Code/v1': code } },
    };
    expect(pointersOf(document, new Set([code]))).toEqual(new Map([[code, '/components/schemas/Code~1v1']]));
    const inline = document.paths['/a'].post.requestBody.content['application/json'];
    expect(pointersOf(document, new Set([inline]))).toEqual(new Map([[inline, '/paths/~1a/post/requestBody/content/application~1json']]));
  });
});
