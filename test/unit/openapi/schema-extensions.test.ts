import { describe, expect, it } from 'vitest';
import { deprecationOf, enumDescriptionsOf } from '../../../src/openapi/schema-extensions.js';
import { createSchemaNormaliser } from '../../../src/openapi/schema-tree.js';

const markdown = (text: string | undefined) => (text ? `<p>${text}</p>` : undefined);

describe('x-enumDescriptions', () => {
  it('read an object keyed by value, in the enum’s order, leaving out values it does not describe', () => {
    const schema = { enum: ['sold', 'available', 'lost'], 'x-enumDescriptions': { available: 'For sale', sold: 'Gone' } };
    expect(enumDescriptionsOf(schema, schema.enum, markdown)).toEqual([
      { value: 'sold', descriptionHtml: '<p>Gone</p>' },
      { value: 'available', descriptionHtml: '<p>For sale</p>' },
    ]);
  });

  it('read a list beside the enum, and numbers by their JSON', () => {
    expect(enumDescriptionsOf({ 'x-enumDescriptions': ['One', 'Two'] }, [1, 2], markdown)).toEqual([
      { value: 1, descriptionHtml: '<p>One</p>' },
      { value: 2, descriptionHtml: '<p>Two</p>' },
    ]);
    expect(enumDescriptionsOf({ 'x-enumDescriptions': { '1': 'One' } }, [1], markdown)).toEqual([
      { value: 1, descriptionHtml: '<p>One</p>' },
    ]);
  });

  it('are nothing without an enum or descriptions', () => {
    expect(enumDescriptionsOf({ 'x-enumDescriptions': { a: 'A' } }, undefined, markdown)).toBeUndefined();
    expect(enumDescriptionsOf({ 'x-enumDescriptions': { b: 'B' } }, ['a'], markdown)).toBeUndefined();
    expect(enumDescriptionsOf({}, ['a'], markdown)).toBeUndefined();
  });
});

describe('x-deprecated-description', () => {
  it('is rendered for something deprecated only', () => {
    expect(deprecationOf({ 'x-deprecated-description': 'Use b' }, true, markdown)).toBe('<p>Use b</p>');
    expect(deprecationOf({ 'x-deprecated-description': 'Use b' }, false, markdown)).toBeUndefined();
    expect(deprecationOf({ 'x-deprecated-description': 42 }, true, markdown)).toBeUndefined();
  });
});

describe('the schema tree', () => {
  it('carries both extensions, also through allOf', () => {
    const status = { type: 'string', enum: ['a', 'b'], 'x-enumDescriptions': { a: 'Alpha' } };
    const normalise = createSchemaNormaliser({ markdown, componentNames: new Map() });
    const tree = normalise({
      type: 'object',
      properties: {
        status: { allOf: [status] },
        old: { type: 'string', deprecated: true, 'x-deprecated-description': 'Use status' },
      },
    });
    if (tree?.kind !== 'schema') throw new Error('expected a schema node');
    const [first, second] = tree.properties.map((property) => property.schema);
    expect(first).toMatchObject({ enum: ['a', 'b'], enumDescriptions: [{ value: 'a', descriptionHtml: '<p>Alpha</p>' }] });
    expect(second).toMatchObject({ deprecated: true, deprecationHtml: '<p>Use status</p>' });
  });

  it('names a `{description, allOf: [$ref]}` wrapper after its model, and nothing that adds to it', () => {
    const bed = { type: 'object', properties: { row: { type: 'integer' } } };
    const normalise = createSchemaNormaliser({ markdown, componentNames: new Map([[bed, 'Bed']]) });
    const tree = normalise({
      type: 'object',
      properties: {
        wrapped: { description: 'Where it grows', allOf: [bed] },
        extended: { allOf: [bed], properties: { extra: { type: 'string' } } },
      },
    });
    if (tree?.kind !== 'schema') throw new Error('expected a schema node');
    expect(tree.properties.map((property) => property.schema.kind === 'schema' && property.schema.name)).toEqual(['Bed', undefined]);
  });
});
