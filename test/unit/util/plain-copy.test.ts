import { describe, expect, it } from 'vitest';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { plainCopy } from '../../../src/util/plain-copy.js';

describe('plainCopy', () => {
  it('copies a parsed markdown tree deeply: equal to the original, sharing no object with it', () => {
    const tree = unified().use(remarkParse).parse('# Title\n\nSome *text* with a [link](./a.md).\n\n- one\n- two\n');
    const copy = plainCopy(tree);
    expect(copy).toStrictEqual(tree);
    const originals = new Set<object>();
    const collect = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      originals.add(value);
      Object.values(value).forEach(collect);
    };
    collect(tree);
    const shared: unknown[] = [];
    const check = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      if (originals.has(value)) shared.push(value);
      Object.values(value).forEach(check);
    };
    check(copy);
    expect(shared).toEqual([]);
  });

  it('keeps primitives, nulls, undefined values and arrays as they are', () => {
    const value = { a: 1, b: 'x', c: null, d: undefined, e: [true, [2, { f: 'g' }]] };
    const copy = plainCopy(value);
    expect(copy).toStrictEqual(value);
    expect(Object.keys(copy)).toEqual(['a', 'b', 'c', 'd', 'e']);
    (copy.e as unknown[])[1] = 'changed';
    expect(value.e[1]).toEqual([2, { f: 'g' }]);
  });
});
