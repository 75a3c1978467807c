import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundedSample, samplerRuns } from '../../../src/openapi/bounded-sample.js';
import { generatedExamples } from '../../../src/openapi/examples.js';
import { tempDir } from '../../helpers/temp.js';
import { loadFile } from './helpers.js';

/** Entities that link to each other, like Microsoft Graph's: each level multiplies the example's size. */
function linkedEntities(width: number): Record<string, unknown> {
  const entities = Array.from({ length: width }, (_, index) => ({
    type: 'object',
    properties: { id: { type: 'string', example: `entity-${index}` } } as Record<string, unknown>,
  }));
  for (const entity of entities) entities.forEach((other, index) => (entity.properties[`link${index}`] = other));
  return entities[0]!;
}

const jsonLength = (value: unknown) => JSON.stringify(value).length;

describe('bounded generated examples', () => {
  it('keep the deepest example that stays under the limit, instead of one of every level', () => {
    const schema = linkedEntities(6);
    const value = boundedSample(schema, 'response', 2_000);
    expect(jsonLength(value)).toBeLessThanOrEqual(2_000);
    expect(value).toMatchObject({ id: 'entity-0', link1: {} });
  });

  it('give a small schema its whole example', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'integer' } } } } } },
    };
    expect(boundedSample(schema, 'response', 2_000)).toEqual({ a: { b: { c: 0 } } });
  });

  it('stop deepening once a level adds nothing: a flat schema is sampled at two depths, not four', () => {
    const flat = { type: 'object', properties: { id: { type: 'string' }, count: { type: 'integer' } } };
    const before = samplerRuns.count;
    expect(boundedSample(flat, 'response', 2_000)).toEqual({ id: 'string', count: 0 });
    expect(samplerRuns.count - before).toBe(2);
    // A schema that still grows is sampled deeper, until a depth adds nothing (2, 4 and 6 grow; 8 is the same).
    const deep = {
      type: 'object',
      properties: {
        a: {
          type: 'object',
          properties: { b: { type: 'object', properties: { c: { type: 'object', properties: { d: { type: 'integer' } } } } } },
        },
      },
    };
    const beforeDeep = samplerRuns.count;
    expect(boundedSample(deep, 'response', 2_000)).toEqual({ a: { b: { c: { d: 0 } } } });
    expect(samplerRuns.count - beforeDeep).toBe(4);
  });

  it('keep the shallowest example when even that is over the limit', () => {
    const value = boundedSample(linkedEntities(30), 'model', 100);
    expect(jsonLength(value)).toBeGreaterThan(100);
    expect(value).toMatchObject({ id: 'entity-0' });
  });

  it('are generated once per schema and direction: operations sharing a schema share the value', () => {
    const schema = linkedEntities(4);
    const before = samplerRuns.count;
    const first = generatedExamples(schema, 'response');
    const runs = samplerRuns.count - before;
    const second = generatedExamples(schema, 'response');
    expect(runs).toBeGreaterThan(0);
    expect(samplerRuns.count - before).toBe(runs);
    expect(second[0]!.value).toBe(first[0]!.value);
    generatedExamples(schema, 'request');
    expect(samplerRuns.count - before).toBeGreaterThan(runs);
  });
});

describe('generated examples of a loaded document', () => {
  it('are made when a page first reads them, not while the document loads: each render thread makes only its own pages’', async () => {
    const root = tempDir({
      'api.yaml': `openapi: 3.0.3
info: { title: Lazy, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200':
          description: The things.
          content:
            application/json:
              schema: { type: object, properties: { name: { type: string }, count: { type: integer } } }
          `,
    });
    const service = await loadFile(path.join(root, 'api.yaml'));
    const before = samplerRuns.count;
    const content = service.operations[0]!.responses[0]!.contents[0]!;
    expect(samplerRuns.count).toBe(before);
    expect(content.examples).toEqual([{ name: 'example', value: { name: 'string', count: 0 }, generated: true }]);
    expect(samplerRuns.count).toBeGreaterThan(before);
    const runs = samplerRuns.count;
    expect(content.examples[0]!.value).toEqual({ name: 'string', count: 0 });
    expect(samplerRuns.count).toBe(runs);
  });
});
