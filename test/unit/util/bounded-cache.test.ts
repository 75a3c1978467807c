import { describe, expect, it } from 'vitest';
import { createBoundedCache } from '../../../src/util/bounded-cache.js';

describe('a bounded cache', () => {
  it('gives back what was set, and counts the characters of keys and values', () => {
    const cache = createBoundedCache(100);
    cache.set('ab', 'cde');
    expect(cache.get('ab')).toBe('cde');
    expect(cache.get('zz')).toBeUndefined();
    expect(cache.size).toBe(5);
    cache.set('ab', 'x');
    expect(cache.size).toBe(3);
  });

  it('forgets the least recently used entries past its limit, never the one just set', () => {
    const cache = createBoundedCache(10);
    cache.set('a', '1234'); // 5
    cache.set('b', '1234'); // 10
    expect(cache.get('a')).toBe('1234'); // now b is the oldest
    cache.set('c', '1234'); // 15: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1234');
    expect(cache.get('c')).toBe('1234');
    expect(cache.size).toBe(10);
    cache.set('big', 'x'.repeat(20));
    expect(cache.get('big')).toBe('x'.repeat(20));
    expect(cache.get('a')).toBeUndefined();
  });
});
