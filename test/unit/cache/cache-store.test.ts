import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCacheStore } from '../../../src/cache/cache-store.js';
import { canonicalJson, engineFingerprint, hashOf } from '../../../src/cache/cache-keys.js';
import { tempDir } from '../../helpers/temp.js';

const key = (name: string) => hashOf(name);

describe('the cache store', () => {
  it('creates its folder only on the first write, and reads back what it wrote', () => {
    const dir = path.join(tempDir(), 'cache', 'markdown');
    const store = createCacheStore(dir);
    expect(store.get(key('a'))).toBeUndefined();
    expect(existsSync(dir)).toBe(false);
    store.set(key('a'), { html: '<p>a</p>' });
    store.commit();
    expect(store.get(key('a'))).toEqual({ html: '<p>a</p>' });
    expect(store.counts).toEqual({ hits: 1, misses: 1, writes: 1 });
    // Written through a temp file renamed into place: nothing but the entry is left.
    expect(readdirSync(dir)).toEqual([`${key('a')}.json`]);
  });

  it('treats a corrupt entry as a miss and rewrites it', () => {
    const dir = tempDir();
    const store = createCacheStore(dir);
    writeFileSync(path.join(dir, `${key('a')}.json`), '{"html": "<p>');
    expect(store.get(key('a'))).toBeUndefined();
    store.set(key('a'), { html: '<p>a</p>' });
    store.commit();
    expect(createCacheStore(dir).get(key('a'))).toEqual({ html: '<p>a</p>' });
  });

  it('counts an entry its caller finds stale as a miss, not a hit', () => {
    const store = createCacheStore(tempDir());
    store.set(key('a'), { inputs: 'old' });
    store.commit();
    expect(store.get(key('a'), (value) => (value as { inputs: string }).inputs === 'new')).toBeUndefined();
    expect(store.get(key('a'), (value) => (value as { inputs: string }).inputs === 'old')).toEqual({ inputs: 'old' });
    expect(store.counts).toEqual({ hits: 1, misses: 1, writes: 1 });
  });

  it('keeps a build’s entries pending until it succeeds; a failed build leaves nothing, not even the folder', () => {
    const parent = tempDir();
    const dir = path.join(parent, 'cache', 'markdown');
    const failed = createCacheStore(dir);
    failed.set(key('a'), 1);
    expect(createCacheStore(dir).get(key('a')), 'another build does not see a pending entry').toBeUndefined();
    failed.discard();
    failed.set(key('b'), 2); // work that outlived the build stores nothing
    expect(existsSync(dir)).toBe(false);
    const succeeded = createCacheStore(dir);
    succeeded.set(key('a'), 1);
    succeeded.commit();
    expect(readdirSync(dir)).toEqual([`${key('a')}.json`]);
    expect(createCacheStore(dir).get(key('a'))).toBe(1);
  });

  it('prunes only its own entries that no build used lately', () => {
    const dir = tempDir({ 'notes.txt': 'not docgen’s' });
    const store = createCacheStore(dir);
    store.set(key('old'), 1);
    store.set(key('new'), 2);
    store.commit();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    utimesSync(path.join(dir, `${key('old')}.json`), new Date(now - 20 * day), new Date(now - 20 * day));
    utimesSync(path.join(dir, 'notes.txt'), new Date(now - 20 * day), new Date(now - 20 * day));
    expect(store.prune(14 * day, now)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([`${key('new')}.json`, 'notes.txt'].sort());
  });
});

describe('cache keys', () => {
  it('canonical JSON ignores key order and refuses functions', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(canonicalJson({ remarkPlugins: [() => undefined] })).toBeUndefined();
  });

  it('hashes parts with their lengths, so moving a boundary changes the hash', () => {
    expect(hashOf('ab', 'c')).not.toBe(hashOf('a', 'bc'));
  });
});

describe('the engine fingerprint', () => {
  it('is the same for the same engine within a process and names a sha256', () => {
    expect(engineFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(engineFingerprint()).toBe(engineFingerprint());
  });
});
