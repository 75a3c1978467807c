/**
 * The OpenAPI style table (specification section "Style Examples"), row by row: the
 * values `blue`, `["blue","black","brown"]` and `{R:100,G:200,B:150}` of a parameter
 * named `color`, written by every style with and without explode.
 */
import { describe, expect, it } from 'vitest';
import {
  describeSerialisation,
  encodeValue,
  explodeOf,
  serialiseCookie,
  serialiseHeader,
  serialisePath,
  serialiseQuery,
  styleOf,
  type SerialisationRule,
} from '../../../src/openapi/serialise-parameter.js';

const string = 'blue';
const array = ['blue', 'black', 'brown'];
const object = { R: 100, G: 200, B: 150 };
const rule = (location: SerialisationRule['in'], style: string, explode: boolean): SerialisationRule => ({
  name: 'color',
  in: location,
  style,
  explode,
});
const query = (style: string, explode: boolean, value: Parameters<typeof serialiseQuery>[1]) =>
  serialiseQuery(rule('query', style, explode), value).join('&');

describe('the style table of the OpenAPI specification', () => {
  it('matrix, in paths', () => {
    expect(serialisePath(rule('path', 'matrix', false), string)).toBe(';color=blue');
    expect(serialisePath(rule('path', 'matrix', false), array)).toBe(';color=blue,black,brown');
    expect(serialisePath(rule('path', 'matrix', false), object)).toBe(';color=R,100,G,200,B,150');
    expect(serialisePath(rule('path', 'matrix', true), string)).toBe(';color=blue');
    expect(serialisePath(rule('path', 'matrix', true), array)).toBe(';color=blue;color=black;color=brown');
    expect(serialisePath(rule('path', 'matrix', true), object)).toBe(';R=100;G=200;B=150');
    expect(serialisePath({ name: 'point', in: 'path', style: 'matrix', explode: true }, [3, 4])).toBe(';point=3;point=4');
  });

  it('label, in paths (non-exploded values comma-separated, as RFC 6570 and OpenAPI 3.1.1 say)', () => {
    expect(serialisePath(rule('path', 'label', false), string)).toBe('.blue');
    expect(serialisePath(rule('path', 'label', false), array)).toBe('.blue,black,brown');
    expect(serialisePath(rule('path', 'label', false), object)).toBe('.R,100,G,200,B,150');
    expect(serialisePath(rule('path', 'label', true), array)).toBe('.blue.black.brown');
    expect(serialisePath(rule('path', 'label', true), object)).toBe('.R=100.G=200.B=150');
    expect(serialisePath({ name: 'id', in: 'path', style: 'label', explode: true }, [3, 4])).toBe('.3.4');
  });

  it('simple, the default of paths and headers', () => {
    const path = { name: 'color', in: 'path' } as const;
    expect(serialisePath(path, string)).toBe('blue');
    expect(serialisePath(path, array)).toBe('blue,black,brown');
    expect(serialisePath(path, object)).toBe('R,100,G,200,B,150');
    expect(serialisePath({ ...path, explode: true }, object)).toBe('R=100,G=200,B=150');
    expect(serialiseHeader({ name: 'X-Color', in: 'header' }, array)).toBe('blue,black,brown');
    expect(serialiseHeader({ name: 'X-Color', in: 'header', explode: true }, object)).toBe('R=100,G=200,B=150');
  });

  it('form, the default of queries (exploded unless explode: false)', () => {
    expect(serialiseQuery({ name: 'color', in: 'query' }, array).join('&')).toBe('color=blue&color=black&color=brown');
    expect(query('form', false, string)).toBe('color=blue');
    expect(query('form', false, '')).toBe('color=');
    expect(query('form', false, array)).toBe('color=blue,black,brown');
    expect(query('form', false, object)).toBe('color=R,100,G,200,B,150');
    expect(query('form', true, array)).toBe('color=blue&color=black&color=brown');
    expect(query('form', true, object)).toBe('R=100&G=200&B=150');
  });

  it('spaceDelimited and pipeDelimited', () => {
    expect(query('spaceDelimited', false, array)).toBe('color=blue%20black%20brown');
    expect(query('spaceDelimited', false, object)).toBe('color=R%20100%20G%20200%20B%20150');
    expect(query('pipeDelimited', false, array)).toBe('color=blue|black|brown');
    expect(query('pipeDelimited', false, object)).toBe('color=R|100|G|200|B|150');
    expect(serialiseQuery({ name: 'ids', in: 'query', style: 'pipeDelimited' }, [1, 2])).toEqual(['ids=1|2']);
  });

  it('deepObject', () => {
    expect(query('deepObject', true, object)).toBe('color[R]=100&color[G]=200&color[B]=150');
    expect(serialiseQuery({ name: 'filter', in: 'query', style: 'deepObject' }, { colour: 'red' })).toEqual(['filter[colour]=red']);
  });

  it('cookies are form-style name=value pairs', () => {
    expect(serialiseCookie({ name: 'session', in: 'cookie' }, 'a b')).toEqual(['session=a%20b']);
    expect(serialiseCookie({ name: 'ids', in: 'cookie', explode: false }, [1, 2])).toEqual(['ids=1,2']);
  });
});

describe('encoding', () => {
  it('percent-encodes reserved characters unless allowReserved', () => {
    expect(query('form', true, 'a/b?c=d&e')).toBe('color=a%2Fb%3Fc%3Dd%26e');
    expect(serialiseQuery({ name: 'next', in: 'query', allowReserved: true }, '/pets?page=2')).toEqual(['next=/pets?page=2']);
    expect(encodeValue("it's (1)*")).toBe('it%27s%20%281%29%2A');
    expect(serialisePath({ name: 'id', in: 'path' }, 'a b/c')).toBe('a%20b%2Fc');
  });

  it('defaults: form and exploded for query and cookie, simple and not exploded for path and header', () => {
    expect([styleOf({ in: 'query' }), explodeOf({ in: 'query' })]).toEqual(['form', true]);
    expect([styleOf({ in: 'cookie' }), explodeOf({ in: 'cookie' })]).toEqual(['form', true]);
    expect([styleOf({ in: 'path' }), explodeOf({ in: 'path' })]).toEqual(['simple', false]);
    expect([styleOf({ in: 'header' }), explodeOf({ in: 'header' })]).toEqual(['simple', false]);
    expect(styleOf({ in: 'query', style: 'unknown' })).toBe('form');
  });

  it('describes only what the document declared', () => {
    expect(describeSerialisation({ name: 'a', in: 'query' })).toBeUndefined();
    expect(describeSerialisation({ name: 'a', in: 'query', style: 'deepObject' })).toEqual({
      style: 'deepObject',
      explode: true,
      allowReserved: false,
    });
    expect(describeSerialisation({ name: 'a', in: 'query', explode: false })).toEqual({
      style: 'form',
      explode: false,
      allowReserved: false,
    });
  });
});
