import { describe, expect, it } from 'vitest';
import {
  documentedExamples,
  generatedExamples,
  isBinaryMediaType,
  isJsonMediaType,
  parameterExamples,
} from '../../../src/openapi/examples.js';
import { normalise } from './helpers.js';
import { sampleSchema } from '../../../src/openapi/sampler.js';

const markdown = (text: string | undefined) => text;

describe('media type examples', () => {
  it('prefer the named examples, then `example`, then the schema’s example', () => {
    expect(
      documentedExamples(
        'application/json',
        { examples: { a: { summary: 'First', value: { x: 1 } }, b: { value: { x: 2 } } }, example: { ignored: true } },
        markdown,
      ),
    ).toEqual([
      { name: 'a', summary: 'First', descriptionHtml: undefined, value: { x: 1 }, generated: false },
      { name: 'b', summary: undefined, descriptionHtml: undefined, value: { x: 2 }, generated: false },
    ]);
    expect(documentedExamples('application/json', { example: { y: 1 }, schema: { example: { z: 1 } } }, markdown)).toEqual([
      { name: 'example', value: { y: 1 }, generated: false },
    ]);
    expect(documentedExamples('application/json', { schema: { type: 'object', example: { z: 1 } } }, markdown)).toEqual([
      { name: 'example', value: { z: 1 }, generated: false },
    ]);
  });

  it('are generated from the schema when the document has none, and flagged', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid', readOnly: true },
        name: { type: 'string', example: 'Rex' },
        secret: { type: 'string', writeOnly: true },
        age: { type: 'integer', minimum: 1 },
      },
    };
    expect(documentedExamples('application/json', { schema }, markdown)).toBeUndefined();
    const request = generatedExamples(schema, 'request');
    expect(request).toHaveLength(1);
    expect(request[0]!.generated).toBe(true);
    expect(request[0]!.value).toEqual({ name: 'Rex', secret: 'string', age: 1 });
    const response = generatedExamples(schema, 'response')[0]!.value as Record<string, unknown>;
    expect(Object.keys(response)).toEqual(['id', 'name', 'age']);
  });

  it('are not generated for binary bodies (none documented, none to generate)', () => {
    expect(documentedExamples('application/pdf', { schema: { type: 'string', format: 'binary' } }, markdown)).toEqual([]);
    expect(documentedExamples('application/octet-stream', {}, markdown)).toEqual([]);
  });

  it('stay finite for circular schemas', () => {
    const node: Record<string, unknown> = { type: 'object', properties: { name: { type: 'string' } } };
    (node.properties as Record<string, unknown>).child = node;
    expect(sampleSchema(node, 'response')).toEqual({ name: 'string', child: { name: 'string', child: {} } });
  });

  it('classify media types', () => {
    expect(isJsonMediaType('application/problem+json')).toBe(true);
    expect(isJsonMediaType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('text/plain')).toBe(false);
    expect(isBinaryMediaType('image/png')).toBe(true);
    expect(isBinaryMediaType('application/json')).toBe(false);
  });
});

describe('parameter examples', () => {
  it('use the parameter’s example, else the schema’s, default or first enum value', () => {
    expect(parameterExamples({ example: 5, schema: { type: 'integer' } }, markdown).example).toBe(5);
    expect(parameterExamples({ schema: { type: 'integer', default: 20 } }, markdown).example).toBe(20);
    expect(parameterExamples({ schema: { type: 'string', enum: ['a', 'b'] } }, markdown).example).toBe('a');
    expect(parameterExamples({ examples: { one: { value: 'x' } } }, markdown)).toMatchObject({
      example: 'x',
      examples: [{ name: 'one', value: 'x' }],
    });
  });

  it('say when the value is docgen’s choice (a default, the first allowed value, a generated one), not an example of the document', () => {
    const generated = (parameter: Record<string, unknown>) => parameterExamples(parameter, markdown).generated;
    expect(generated({ example: 5, schema: { type: 'integer' } })).toBe(false);
    expect(generated({ examples: { one: { value: 'x' } }, schema: { type: 'string' } })).toBe(false);
    expect(generated({ schema: { type: 'integer', example: 7 } })).toBe(false);
    expect(generated({ schema: { type: 'integer', examples: [7] } })).toBe(false);
    expect(generated({ schema: { type: 'integer', default: 20 } })).toBe(true);
    expect(generated({ schema: { type: 'string', enum: ['a', 'b'] } })).toBe(true);
    expect(generated({ required: true, schema: { type: 'integer', minimum: 3 } })).toBe(true);
    expect(generated({ schema: { type: 'string' } })).toBe(false); // no value at all
  });

  it('are generated only for required parameters without any', () => {
    expect(parameterExamples({ required: true, schema: { type: 'string', format: 'uuid' } }, markdown).example).toMatch(/^[0-9a-f-]{36}$/);
    expect(parameterExamples({ schema: { type: 'string' } }, markdown).example).toBeUndefined();
  });
});

describe('in the model', () => {
  it('request and response bodies get their examples', async () => {
    const service = await normalise({
      paths: {
        '/pets': {
          post: {
            operationId: 'createPet',
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
            responses: { '201': { description: 'ok', content: { 'application/json': { example: { id: 1 } } } } },
          },
        },
      },
    });
    const operation = service.operations[0]!;
    expect(operation.requestBody!.contents[0]!.examples).toEqual([{ name: 'example', value: { name: 'string' }, generated: true }]);
    expect(operation.responses[0]!.contents[0]!.examples).toEqual([{ name: 'example', value: { id: 1 }, generated: false }]);
  });
});
