import { describe, expect, it } from 'vitest';
import { mergeAllOf } from '../../../src/openapi/merge-all-of.js';

describe('mergeAllOf', () => {
  const base = { type: 'object', description: 'Base.', required: ['id'], properties: { id: { type: 'string' }, name: { type: 'string' } } };

  it('unites properties and required names, the parent’s description first', () => {
    const merged = mergeAllOf({
      description: 'Derived.',
      allOf: [base, { type: 'object', required: ['age'], properties: { age: { type: 'integer' } } }],
    });
    expect(merged.description).toBe('Derived.');
    expect(merged.type).toBe('object');
    expect(merged.required).toEqual(['id', 'age']);
    expect(Object.keys(merged.properties as object)).toEqual(['id', 'name', 'age']);
  });

  it('takes the first member’s description when the parent has none', () => {
    expect(mergeAllOf({ allOf: [base, { properties: { x: {} } }] }).description).toBe('Base.');
  });

  it('flattens nested allOf and keeps shared sub-schemas shared', () => {
    const shared = { type: 'string', format: 'uuid' };
    const merged = mergeAllOf({
      allOf: [{ allOf: [{ properties: { a: shared } }, { properties: { b: { type: 'integer' } } }] }, { properties: { c: shared } }],
    });
    const properties = merged.properties as Record<string, unknown>;
    expect(Object.keys(properties)).toEqual(['a', 'b', 'c']);
    expect(properties.a).toBe(shared);
    expect(properties.c).toBe(shared);
  });

  it('combines a property refined by two members', () => {
    const merged = mergeAllOf({ allOf: [{ properties: { name: { type: 'string' } } }, { properties: { name: { maxLength: 3 } } }] });
    expect((merged.properties as Record<string, unknown>).name).toEqual({ allOf: [{ type: 'string' }, { maxLength: 3 }] });
  });

  it('narrows types, keeps the 3.0 nullable idiom and ORs the flags', () => {
    expect(mergeAllOf({ allOf: [{ type: ['string', 'null'] }, { type: 'string' }] }).type).toBe('string');
    expect(mergeAllOf({ nullable: true, allOf: [{ type: 'object' }] }).nullable).toBe(true);
    expect(mergeAllOf({ allOf: [{ type: 'object' }, { readOnly: true }] }).readOnly).toBe(true);
  });

  it('skips members that are ancestors (a cycle through allOf)', () => {
    const node: Record<string, unknown> = { properties: { x: { type: 'string' } } };
    node.allOf = [node, { properties: { y: { type: 'string' } } }];
    const merged = mergeAllOf(node, (member) => member === node);
    expect(Object.keys(merged.properties as object)).toEqual(['x', 'y']);
  });
});
