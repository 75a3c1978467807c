/** A lazy property is made once, when first read or copied, and can be set like any other. */
import { describe, expect, it } from 'vitest';
import { lazyProperty } from '../../../src/util/lazy-property.js';

describe('lazyProperty', () => {
  it('makes the value on the first read only, in its place among the keys', () => {
    let made = 0;
    const target = { a: 1 } as { a: number; b: number[]; c?: string };
    lazyProperty(target, 'b', () => (made++, [made]));
    target.c = 'after';
    expect(made).toBe(0);
    expect(Object.keys(target)).toEqual(['a', 'b', 'c']);
    const first = target.b;
    expect(target.b).toBe(first);
    expect(made).toBe(1);
    expect(JSON.stringify(target)).toBe('{"a":1,"b":[1],"c":"after"}');
  });

  it('is made by a copy (spread, JSON, structuredClone) as by a read, and a value set replaces it unmade', () => {
    let made = 0;
    const copied = lazyProperty({} as { v: string }, 'v', () => (made++, 'made'));
    expect({ ...copied }).toEqual({ v: 'made' });
    expect(structuredClone(copied)).toEqual({ v: 'made' });
    expect(made).toBe(1);
    const set = lazyProperty({} as { v: string }, 'v', () => (made++, 'made'));
    set.v = 'given';
    expect(set.v).toBe('given');
    expect(made).toBe(1);
  });
});
