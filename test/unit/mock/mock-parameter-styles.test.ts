import { describe, expect, it } from 'vitest';
import { createMock, queryPairs, type MockRequest } from '../../../src/mock/mock-api.js';

/**
 * The mock reads each parameter by its style and explode (OpenAPI 3's defaults otherwise)
 * before validating it: requests written the documented way, as the code samples and the
 * send panel write them, pass; wrong values are found inside arrays and objects too.
 */

const integers = { type: 'array', items: { type: 'integer' } };
/** One string item: an item holding an encoded comma must stay one. */
const one = { type: 'array', maxItems: 1, items: { type: 'string' } };
const point = { type: 'object', required: ['n'], properties: { n: { type: 'integer' }, x: { type: 'integer' } } };
const operation = (parameters: unknown[]) => ({ get: { parameters, responses: { '204': { description: 'ok' } } } });

const mock = createMock({
  openapi: '3.0.3',
  info: { title: 'styles', version: '1' },
  paths: {
    '/ids': operation([
      { name: 'ids', in: 'query', style: 'pipeDelimited', explode: false, schema: integers },
      { name: 'words', in: 'query', style: 'spaceDelimited', explode: false, schema: integers },
      { name: 'tags', in: 'query', schema: integers },
    ]),
    '/filter': operation([{ name: 'filter', in: 'query', style: 'deepObject', schema: point }]),
    '/form-object': operation([{ name: 'filter', in: 'query', schema: point }]),
    '/joined-object': operation([{ name: 'filter', in: 'query', explode: false, schema: point }]),
    '/rooms/{point}': operation([{ name: 'point', in: 'path', required: true, style: 'matrix', explode: true, schema: integers }]),
    '/matrix/{point}': operation([{ name: 'point', in: 'path', required: true, style: 'matrix', schema: integers }]),
    '/labels/{point}': operation([{ name: 'point', in: 'path', required: true, style: 'label', schema: integers }]),
    '/exploded-labels/{point}': operation([{ name: 'point', in: 'path', required: true, style: 'label', explode: true, schema: integers }]),
    '/owners/{id}': operation([{ name: 'id', in: 'path', required: true, style: 'label', schema: { type: 'string', format: 'uuid' } }]),
    '/simple/{ids}/{pair}': {
      ...operation([
        { name: 'ids', in: 'path', required: true, schema: integers },
        { name: 'pair', in: 'path', required: true, schema: point },
        { name: 'X-Point', in: 'header', explode: true, schema: point },
        { name: 'X-Ids', in: 'header', schema: integers },
      ]),
    },
    '/one': operation([{ name: 'names', in: 'query', explode: false, schema: one }]),
    '/cookie': operation([
      { name: 'ids', in: 'cookie', explode: false, schema: integers },
      { name: 'names', in: 'cookie', explode: false, schema: one },
    ]),
  },
});

const send = (url: string, headers: Record<string, string> = {}) => {
  const [path, search = ''] = url.split('?');
  const request: MockRequest = { method: 'GET', path: path!, query: queryPairs(search), headers };
  const answer = mock(request);
  return { status: answer.status, problems: answer.status === 400 ? (JSON.parse(answer.body) as { problems: unknown[] }).problems : [] };
};

describe('the mock reads query parameters by their style', () => {
  it('splits pipe- and space-delimited arrays on their own delimiter', () => {
    expect(send('/ids?ids=1|2&words=5%206').status).toBe(204);
    expect(send('/ids?words=5+6').status).toBe(204);
    expect(send('/ids?ids=1|x').problems).toEqual([{ pointer: '/query/ids/1', message: 'must be integer' }]);
  });

  it('keeps an encoded delimiter inside its item where the list is joined as written, and reads a list whose client encoded every delimiter', () => {
    expect(send('/ids?ids=1|2%7C3').problems).toEqual([{ pointer: '/query/ids/1', message: 'must be integer' }]);
    expect(send('/one?names=a,b').problems).toEqual([{ pointer: '/query/names', message: 'must NOT have more than 1 items' }]);
    // Python's requests and others encode the delimiter themselves.
    expect(send('/ids?ids=1%7C2').status).toBe(204);
    expect(send('/one?names=a%2Cb').problems).toEqual([{ pointer: '/query/names', message: 'must NOT have more than 1 items' }]);
  });

  it('reads a deepObject, and points at the member that is wrong or missing', () => {
    expect(send('/filter?filter[n]=1&filter[x]=2').status).toBe(204);
    expect(send('/filter?filter[n]=abc').problems).toEqual([{ pointer: '/query/filter/n', message: 'must be integer' }]);
    expect(send('/filter?filter[x]=2').problems).toEqual([{ pointer: '/query/filter/n', message: 'a required property is missing' }]);
  });

  it('reads an exploded form object from pairs of its own, and a joined one as key,value items', () => {
    expect(send('/form-object?n=1&x=2').status).toBe(204);
    expect(send('/form-object?n=one').problems).toEqual([{ pointer: '/query/filter/n', message: 'must be integer' }]);
    expect(send('/joined-object?filter=n,1,x,2').status).toBe(204);
    expect(send('/joined-object?filter=n,one').problems).toEqual([{ pointer: '/query/filter/n', message: 'must be integer' }]);
  });

  it('takes form arrays as exploded by default: repeated names, each item whole', () => {
    expect(send('/ids?tags=1&tags=2').status).toBe(204);
    expect(send('/ids?tags=1,2').problems).toEqual([{ pointer: '/query/tags/0', message: 'must be integer' }]);
  });
});

describe('the mock reads path parameters by their style', () => {
  it('reads matrix and label arrays, exploded or not', () => {
    expect(send('/rooms/;point=3;point=4').status).toBe(204);
    expect(send('/matrix/;point=3,4').status).toBe(204);
    expect(send('/labels/.3,4').status).toBe(204);
    expect(send('/exploded-labels/.3.4').status).toBe(204);
    expect(send('/rooms/;point=3;point=x').problems).toEqual([{ pointer: '/path/point/1', message: 'must be integer' }]);
  });

  it('takes the label prefix off a scalar', () => {
    expect(send('/owners/.497f6eca-6276-4993-bfeb-53cbbbba6f08').status).toBe(204);
  });

  it('says so when a matrix or label value is not written in its style', () => {
    expect(send('/rooms/3').problems).toEqual([
      { pointer: '/path/point', message: 'the path parameter "point" is not written in its style (matrix: ";point=...")' },
    ]);
    expect(send('/owners/497f6eca-6276-4993-bfeb-53cbbbba6f08').problems).toEqual([
      { pointer: '/path/id', message: 'the path parameter "id" is not written in its style (label: ".")' },
    ]);
  });

  it('reads simple arrays and objects in the path and headers', () => {
    expect(send('/simple/1,2/n,1,x,2', { 'x-point': 'n=1,x=2', 'x-ids': '3, 4' }).status).toBe(204);
    expect(send('/simple/1,b/x,2', { 'x-point': 'n=one' }).problems).toEqual([
      { pointer: '/path/ids/1', message: 'must be integer' },
      { pointer: '/path/pair/n', message: 'a required property is missing' },
      { pointer: '/header/X-Point/n', message: 'must be integer' },
    ]);
  });
});

describe('the mock reads cookie parameters by their style', () => {
  it('splits a joined cookie array on its literal commas, then decodes each item', () => {
    expect(send('/cookie', { cookie: 'other=1; ids=3,4' }).status).toBe(204);
    expect(send('/cookie', { cookie: 'ids=3,x' }).problems).toEqual([{ pointer: '/cookie/ids/1', message: 'must be integer' }]);
    expect(send('/cookie', { cookie: 'ids=3,4%2C5' }).problems).toEqual([{ pointer: '/cookie/ids/1', message: 'must be integer' }]);
    expect(send('/cookie', { cookie: 'ids=3%2C4' }).status).toBe(204);
  });
});
