import { describe, expect, it } from 'vitest';
import { jsonLinePointers, locateProblem, problemText } from '../../../src/openapi/locate-problem.js';
import { positionOfPointer } from '../../../src/util/source-position.js';

describe('locating validation problems', () => {
  it('maps each line of pretty-printed JSON to a pointer', () => {
    const value = { a: 1, b: { c: [true, {}], d: [] } };
    const text = JSON.stringify(value, null, 2).split('\n');
    const pointers = jsonLinePointers(value);
    expect(pointers).toHaveLength(text.length);
    expect(pointers[text.findIndex((line) => line.includes('"c"'))]).toBe('/b/c');
    expect(pointers[text.findIndex((line) => line.includes('true'))]).toBe('/b/c/0');
    expect(pointers[text.findIndex((line) => line.includes('"d"'))]).toBe('/b/d');
  });

  it('reads the line of a code frame', () => {
    const source = { openapi: '3.1.0', paths: { '/a': { get: { parameters: [{ in: 'qery' }] } } } };
    const frame = `ENUM must be equal to one of the allowed values\n  7 |         {\n> 8 |           "in": "qery"\n    |                 ^ here`;
    const lines = JSON.stringify(source, null, 2).split('\n');
    expect(lines[7]).toContain('"in": "qery"');
    expect(locateProblem(frame, source, source)).toEqual({
      message: 'must be equal to one of the allowed values',
      pointer: '/paths/~1a/get/parameters/0/in',
    });
  });

  it('reads rule messages that quote paths', () => {
    const source = { paths: { '/pets/{id}': { get: { parameters: [] } } } };
    expect(locateProblem('`/paths/pets/{id}/get` is missing path parameter(s) for `{id}`.', source).pointer).toBe(
      '/paths/~1pets~1{id}/get',
    );
    const duplicated = { paths: { '/a': { get: { operationId: 'x' } }, '/b': { get: { operationId: 'x' } } } };
    expect(locateProblem('The operationId `x` is duplicated and must be made unique.', duplicated).pointer).toBe(
      '/paths/~1b/get/operationId',
    );
  });

  it('keeps the message, not the frame', () => {
    expect(problemText("REQUIRED must have\nrequired property 'schema'\n\n  26 |   x\n> 27 |   y")).toBe(
      "must have required property 'schema'",
    );
  });

  it('finds the line of a pointer in YAML and JSON', () => {
    expect(positionOfPointer('a:\n  b:\n    - x\n    - y: 1\n', '/a/b/1/y')).toEqual({ line: 4, column: 7 });
    expect(positionOfPointer('{\n  "a": {\n    "b": 1\n  }\n}', '/a/b')).toEqual({ line: 3, column: 5 });
  });
});
