import { describe, expect, it } from 'vitest';
import { jsonPositionsOf, positionsOf } from '../../../src/util/json-positions.js';
import { positionFinder } from '../../../src/util/source-position.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'Escapes "quoted" and \\ back', version: '1' },
  paths: {
    '/pets/{id}': {
      get: {
        parameters: [
          { name: 'id', in: 'path' },
          { name: 'q', in: 'query', schema: { type: ['string', 'null'], default: null } },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { example: [1, -2.5e3, true, {}] } } } },
      },
    },
    '/a~b/c': { post: { description: 'tilde and slash in the key' } },
  },
  'x-\u00e9t\u00e9': { nested: [[], [{ deep: 'x' }]] },
};

const pointers = [
  '',
  '/openapi',
  '/info/title',
  '/paths/~1pets~1{id}/get/parameters/1/schema/type/1',
  '/paths/~1pets~1{id}/get/responses/200/content/application~1json/example/3',
  '/paths/~1a~0b~1c/post/description',
  '/x-\u00e9t\u00e9/nested/1/0/deep',
  // Not in the document: the deepest member found is the answer, as with the yaml parser.
  '/paths/~1pets~1{id}/get/missing/more',
  '/nothing',
];

describe('positionsOf finds where pointers are written, as the yaml parser does', () => {
  for (const [layout, text] of [
    ['pretty-printed', JSON.stringify(document, null, 2)],
    ['on one line', JSON.stringify(document)],
    ['with \\r\\n and an escaped key', JSON.stringify(document, null, 4).replace(/\n/g, '\r\n').replace('"openapi"', '"\\u006fpenapi"')],
  ] as const) {
    it(`in JSON ${layout}`, () => {
      const find = positionFinder(text);
      const positions = jsonPositionsOf(text, pointers);
      expect(positions, 'read by the JSON scan, not the yaml parser').toBeDefined();
      for (const pointer of pointers) expect(positions!.get(pointer), pointer).toEqual(find(pointer));
      expect(positions!.get('/info/title')).toBeDefined();
    });
  }

  it('in YAML, through the yaml parser', () => {
    const text = 'openapi: 3.1.0\ninfo:\n  title: T\n  version: "1"\npaths: {}\n';
    expect(jsonPositionsOf(text, ['/paths'])).toBeUndefined();
    expect(jsonPositionsOf('{"a": 1} trailing', ['/a']), 'text after the value').toBeUndefined();
    expect(positionsOf(text, ['/info/version', '/paths'])).toEqual(
      new Map([
        ['/info/version', { line: 4, column: 3 }],
        ['/paths', { line: 5, column: 1 }],
      ]),
    );
  });

  it('the first of two members with the same key counts', () => {
    const text = '{\n  "a": 1,\n  "a": 2\n}';
    expect(jsonPositionsOf(text, ['/a'])!.get('/a')).toEqual(positionFinder(text)('/a'));
  });
});
