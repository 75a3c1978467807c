import { describe, expect, it } from 'vitest';
import type { SchemaNode, SchemaTree } from '../../../src/openapi/model.js';
import { constraintsOf, createSchemaNormaliser } from '../../../src/openapi/schema-tree.js';
import { dereferenceLocal } from '../../../src/openapi/dereference.js';
import { normalise, withResponseSchema } from './helpers.js';

const normaliser = (componentNames = new Map<object, string>()) =>
  createSchemaNormaliser({ markdown: (text) => (text ? `<p>${text}</p>` : undefined), componentNames });
const node = (tree: SchemaTree | undefined): SchemaNode => {
  if (!tree || tree.kind !== 'schema') throw new Error(`expected a schema node, got ${JSON.stringify(tree)}`);
  return tree;
};
const property = (tree: SchemaTree | undefined, name: string): SchemaTree => {
  const found = node(tree).properties.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no property ${name}`);
  return found.schema;
};
async function responseSchema(schema: unknown, components: Record<string, unknown> = {}): Promise<SchemaNode> {
  const service = await normalise(withResponseSchema(schema, components));
  return node(service.operations[0]!.responses[0]!.contents[0]!.schema);
}

describe('schema trees', () => {
  it('flattens nested objects and arrays with types, formats and required flags', async () => {
    const tree = await responseSchema({
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        items: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } },
      },
    });
    expect(tree.typeLabel).toBe('object');
    expect(tree.properties.map((entry) => [entry.name, entry.required])).toEqual([
      ['id', true],
      ['items', false],
    ]);
    expect(node(property(tree, 'id')).typeLabel).toBe('string<uuid>');
    const items = node(property(tree, 'items'));
    expect(items.typeLabel).toBe('array<object>');
    expect(node(items.items).properties[0]!.name).toBe('n');
  });

  it('names component schemas and uses the names in array labels', async () => {
    const tree = await responseSchema(
      { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
      { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
    );
    expect(tree.typeLabel).toBe('array<Pet>');
    expect(node(tree.items).name).toBe('Pet');
  });

  it('merges allOf into one object', async () => {
    const tree = await responseSchema(
      {
        allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['extra'], properties: { extra: { type: 'boolean' } } }],
      },
      { Base: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } },
    );
    expect(tree.properties.map((entry) => `${entry.name}${entry.required ? '*' : ''}`)).toEqual(['id*', 'extra*']);
    expect(tree.types).toEqual(['object']);
  });

  it('shows oneOf and anyOf as choices, with discriminator values', async () => {
    const tree = await responseSchema(
      {
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } },
      },
      {
        Cat: { type: 'object', properties: { lives: { type: 'integer' } } },
        Dog: { type: 'object', properties: { barks: { type: 'boolean' } } },
      },
    );
    expect(tree.choices?.kind).toBe('oneOf');
    expect(tree.choices?.options.map((option) => option.label)).toEqual(['Cat', 'Dog']);
    expect(tree.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'cat', target: 'Cat' },
        { value: 'dog', target: 'Dog' },
      ],
    });
    expect(tree.typeLabel).toBe('Cat | Dog');
    const anyOf = await responseSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(anyOf.choices?.kind).toBe('anyOf');
    expect(anyOf.choices?.options.map((option) => option.label)).toEqual(['string', 'integer']);
  });

  it('shows a base schema whose discriminator names its children (each extends it through allOf) as a choice of them', async () => {
    const vehicle = (mapping?: Record<string, string>) => ({
      type: 'object',
      required: ['vtype'],
      properties: { vtype: { type: 'string' }, towing: { $ref: '#/components/schemas/Vehicle' } },
      discriminator: { propertyName: 'vtype', ...(mapping ? { mapping } : {}) },
    });
    const child = (property: string) => ({
      allOf: [
        { $ref: '#/components/schemas/Vehicle' },
        { type: 'object', required: [property], properties: { [property]: { type: 'integer' } } },
      ],
    });
    const children = { Car: child('doors'), Bike: child('gears') };
    const mapped = await responseSchema(
      { $ref: '#/components/schemas/Vehicle' },
      { Vehicle: vehicle({ car: '#/components/schemas/Car', bike: 'Bike' }), ...children },
    );
    expect(mapped.choices?.options.map((option) => option.label)).toEqual(['Car', 'Bike']);
    expect(mapped.discriminator?.mapping).toEqual([
      { value: 'car', target: 'Car' },
      { value: 'bike', target: 'Bike' },
    ]);
    // Each child has the base's members too, and the base met again inside one is itself, not a choice again.
    const car = mapped.choices!.options[0]!.schema;
    expect(node(car).properties.map((member) => [member.name, member.required])).toEqual([
      ['vtype', true],
      ['towing', false],
      ['doors', true],
    ]);
    expect(node(property(car, 'towing')).choices).toBeUndefined();
    // Without a mapping: every schema that extends the base, named by its component name.
    const implied = await responseSchema({ $ref: '#/components/schemas/Vehicle' }, { Vehicle: vehicle(), ...children });
    expect(implied.choices?.options.map((option) => option.label)).toEqual(['Car', 'Bike']);
    expect(implied.discriminator?.mapping).toEqual([
      { value: 'Car', target: 'Car' },
      { value: 'Bike', target: 'Bike' },
    ]);
    // More than twelve children: the base stays itself (Microsoft Graph's entity has 653).
    const many = Object.fromEntries(Array.from({ length: 13 }, (_, index) => [`Kind${index}`, child(`p${index}`)]));
    const crowded = await responseSchema({ $ref: '#/components/schemas/Vehicle' }, { Vehicle: vehicle(), ...many });
    expect(crowded.choices).toBeUndefined();
  });

  it('reads nullable from 3.0 `nullable`, 3.1 type arrays and `oneOf` with null', async () => {
    const tree = await responseSchema(
      {
        type: 'object',
        properties: {
          old: { type: 'string', nullable: true },
          new: { type: ['string', 'null'] },
          union: { oneOf: [{ $ref: '#/components/schemas/Name' }, { type: 'null' }] },
          plain: { type: 'string' },
        },
      },
      { Name: { type: 'string', minLength: 1 } },
    );
    expect(node(property(tree, 'old')).nullable).toBe(true);
    expect(node(property(tree, 'new'))).toMatchObject({ nullable: true, types: ['string'], typeLabel: 'string' });
    expect(node(property(tree, 'union'))).toMatchObject({ nullable: true, name: 'Name', constraints: ['at least 1 character'] });
    expect(node(property(tree, 'plain')).nullable).toBe(false);
  });

  it('keeps readOnly, writeOnly, additionalProperties, enums, defaults, examples and deprecation', async () => {
    const tree = await responseSchema({
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'string', readOnly: true },
        password: { type: 'string', writeOnly: true },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        status: { type: 'string', enum: ['on', 'off'], default: 'on', example: 'off', deprecated: true },
      },
    });
    expect(tree.additionalProperties).toBe(false);
    expect(node(property(tree, 'id')).readOnly).toBe(true);
    expect(node(property(tree, 'password')).writeOnly).toBe(true);
    expect(node(node(property(tree, 'labels')).additionalProperties as SchemaTree).types).toEqual(['string']);
    expect(node(property(tree, 'status'))).toMatchObject({ enum: ['on', 'off'], default: 'on', examples: ['off'], deprecated: true });
  });

  it('turns validation keywords into words', () => {
    expect(constraintsOf({ minimum: 1, maximum: 10 })).toEqual(['at least 1', 'at most 10']);
    expect(constraintsOf({ minimum: 0, exclusiveMinimum: true })).toEqual(['greater than 0']);
    expect(constraintsOf({ exclusiveMinimum: 0, exclusiveMaximum: 5 })).toEqual(['greater than 0', 'less than 5']);
    expect(constraintsOf({ minLength: 3, maxLength: 3, pattern: '^a+$' })).toEqual(['exactly 3 characters', 'matches ^a+$']);
    expect(constraintsOf({ minLength: 1 })).toEqual(['at least 1 character']);
    expect(constraintsOf({ minItems: 1, uniqueItems: true, multipleOf: 5 })).toEqual([
      'multiple of 5',
      'at least 1 item',
      'items are unique',
    ]);
    expect(constraintsOf({ maxItems: 5, minProperties: 2, maxProperties: 2 })).toEqual(['at most 5 items', 'exactly 2 properties']);
    expect(constraintsOf({ contentMediaType: 'image/png', contentEncoding: 'base64' })).toEqual([
      'content type image/png',
      'encoded as base64',
    ]);
    // Required names without a property of their own (as in `then: {required: [...]}`) are a rule of their own.
    expect(constraintsOf({ properties: { a: {} }, required: ['a', 'b'] })).toEqual(['requires b']);
  });
});

describe('circular references', () => {
  const circularDocument = () => ({
    openapi: '3.1.0',
    info: { title: 'x', version: '1' },
    paths: {},
    components: {
      schemas: {
        Node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            parent: { $ref: '#/components/schemas/Node' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
          },
        },
        A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
        B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
      },
    },
  });

  it('become markers that name the schema, and the tree ends', async () => {
    const document = dereferenceLocal(circularDocument());
    const schemas = document.components.schemas as Record<string, object>;
    const names = new Map(Object.entries(schemas).map(([name, schema]) => [schema, name]));
    const tree = normaliser(names)(schemas.Node);
    expect(property(tree, 'parent')).toEqual({ kind: 'circular', id: expect.any(Number), name: 'Node' });
    expect(node(property(tree, 'children')).items).toMatchObject({ kind: 'circular', name: 'Node' });
    expect(node(property(tree, 'children')).typeLabel).toBe('array<Node>');
  });

  it('end wherever the walk starts (A <-> B from either side)', async () => {
    const document = dereferenceLocal(circularDocument());
    const schemas = document.components.schemas as Record<string, object>;
    const normalise = normaliser(new Map(Object.entries(schemas).map(([name, schema]) => [schema, name])));
    const fromA = normalise(schemas.A);
    expect(property(property(fromA, 'b'), 'a')).toMatchObject({ kind: 'circular', name: 'A' });
    // From B, the walk reaches a marker within a few steps (shared subtrees may add one level).
    let current: SchemaTree = normalise(schemas.B)!;
    const path: string[] = [];
    while (current.kind === 'schema' && path.length < 5) {
      const next = current.properties[0]!;
      path.push(`${current.name}.${next.name}`);
      current = next.schema;
    }
    expect(current.kind).toBe('circular');
    expect(path.length).toBeLessThanOrEqual(3);
  });

  it('share the trees of schemas used twice (a DAG, not copies)', async () => {
    const document = dereferenceLocal({
      ...circularDocument(),
      components: {
        schemas: {
          Leaf: { type: 'string' },
          Pair: { type: 'object', properties: { a: { $ref: '#/components/schemas/Leaf' }, b: { $ref: '#/components/schemas/Leaf' } } },
        },
      },
    });
    const tree = normaliser()((document.components.schemas as Record<string, object>).Pair);
    expect(property(tree, 'a')).toBe(property(tree, 'b'));
  });
});

describe('schema trees of large documents', () => {
  it('give every schema that inherits a discriminator through allOf the same mapping object, not a copy each', () => {
    const document = dereferenceLocal({
      openapi: '3.0.3',
      components: {
        schemas: {
          Entity: {
            type: 'object',
            properties: { kind: { type: 'string' } },
            discriminator: { propertyName: 'kind', mapping: { user: '#/components/schemas/User', group: '#/components/schemas/Group' } },
          },
          User: { allOf: [{ $ref: '#/components/schemas/Entity' }, { type: 'object', properties: { mail: { type: 'string' } } }] },
          Group: { allOf: [{ $ref: '#/components/schemas/Entity' }, { type: 'object', properties: { members: { type: 'integer' } } }] },
        },
      },
    });
    const schemas = document.components.schemas as Record<string, object>;
    const normalise = normaliser();
    const [entity, user, group] = [schemas.Entity, schemas.User, schemas.Group].map((schema) => node(normalise(schema)));
    expect(user!.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'user', target: 'User' },
        { value: 'group', target: 'Group' },
      ],
    });
    expect(user!.discriminator, 'one object for the inherited mapping').toBe(entity!.discriminator);
    expect(group!.discriminator).toBe(entity!.discriminator);
  });

  it('call the checkpoint (the heap guard) once per node they build, and not for shared trees', () => {
    const document = dereferenceLocal({
      openapi: '3.0.3',
      components: {
        schemas: {
          Pair: { type: 'object', properties: { a: { $ref: '#/components/schemas/Leaf' }, b: { $ref: '#/components/schemas/Leaf' } } },
          Leaf: { type: 'string' },
        },
      },
    });
    let calls = 0;
    const normalise = createSchemaNormaliser({ markdown: () => undefined, componentNames: new Map(), checkpoint: () => calls++ });
    normalise((document.components.schemas as Record<string, object>).Pair);
    expect(calls, 'Pair and Leaf, Leaf built once').toBe(2);
  });
});
