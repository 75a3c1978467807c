import { describe, expect, it } from 'vitest';
import { dereferenceLocal } from '../../../src/openapi/dereference.js';

describe('dereferenceLocal', () => {
  it('replaces references with the very object they point to', () => {
    const document = dereferenceLocal({
      openapi: '3.0.3',
      paths: {
        '/a': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } },
        '/b': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } },
      },
      components: {
        responses: { Ok: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
        schemas: { Pet: { type: 'object' } },
      },
    });
    const a = (document.paths['/a'] as { get: { responses: Record<string, unknown> } }).get.responses['200'];
    const b = (document.paths['/b'] as { get: { responses: Record<string, unknown> } }).get.responses['200'];
    expect(a).toBe(b);
    expect(a).toBe(document.components.responses.Ok);
    expect((a as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema).toBe(
      document.components.schemas.Pet,
    );
  });

  it('turns circular references into cycles, without hanging', () => {
    const document = dereferenceLocal({
      openapi: '3.1.0',
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              parent: { $ref: '#/components/schemas/Node' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
        },
      },
    });
    const node = document.components.schemas.Node as { properties: { parent: unknown; children: { items: unknown } } };
    expect(node.properties.parent).toBe(node);
    expect(node.properties.children.items).toBe(node);
  });

  it('follows chains and escaped pointers, and keeps 3.1 summary/description beside a $ref', () => {
    const document = dereferenceLocal({
      openapi: '3.1.0',
      paths: { '/x': { get: { parameters: [{ $ref: '#/components/parameters/Alias' }] } } },
      components: {
        parameters: { Alias: { $ref: '#/components/parameters/Real' }, Real: { name: 'id', in: 'query' } },
        schemas: { 'a/b': { type: 'string' }, Use: { properties: { x: { $ref: '#/components/schemas/a~1b', description: 'Here.' } } } },
      },
    });
    expect((document.paths['/x'] as { get: { parameters: unknown[] } }).get.parameters[0]).toBe(document.components.parameters.Real);
    expect((document.components.schemas.Use as { properties: { x: unknown } }).properties.x).toEqual({
      type: 'string',
      description: 'Here.',
    });
  });

  it('fails on references that point nowhere or outside the document', () => {
    expect(() => dereferenceLocal({ openapi: '3.1.0', a: { $ref: '#/nope' } })).toThrow('Missing $ref pointer "#/nope"');
    expect(() => dereferenceLocal({ openapi: '3.1.0', a: { $ref: 'other.yaml#/x' } })).toThrow('points outside the document');
  });
});
