import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCacheStore } from '../../../src/cache/cache-store.js';
import { createReusedSearchIndexBuilder } from '../../../src/pipeline/search-reuse.js';
import { buildSearchIndex, type IndexedPage } from '../../../src/search/search-index.js';

const entry = (route: string, text: string): IndexedPage => ({
  route,
  title: `Page ${route}`,
  group: 'Guides',
  sections: [
    { heading: `Page ${route}`, text },
    { anchor: 'usage', heading: 'Usage', text: `How to use ${route}: ${text}` },
  ],
});
const pages = [entry('/a', 'Tokens expire after an hour.'), entry('/b', 'Rate limits apply per key.')];

/** One build's store: what it stores is seen by the next build once committed. */
function builds(dir: string) {
  return (entries: readonly IndexedPage[], held?: number) => {
    const store = createCacheStore(dir);
    const builder = createReusedSearchIndexBuilder(store, held);
    for (const page of entries) builder.add(page);
    const json = builder.finishInParts().join('');
    store.commit();
    return { json, counts: { ...store.counts } };
  };
}

describe('a reused search index', () => {
  it('is the file a fresh index makes, built once and then read from the store while its entries stay the same', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-search-reuse-'));
    const build = builds(dir);
    const fresh = buildSearchIndex(pages);
    const first = build(pages);
    expect(first.json).toBe(fresh);
    expect(first.counts).toEqual({ hits: 0, misses: 1, writes: 1 });
    const second = build(pages);
    expect(second.json).toBe(fresh);
    expect(second.counts).toEqual({ hits: 1, misses: 0, writes: 0 });
    // Written by a build: the stored file itself is copied into the output.
    const store = createCacheStore(dir);
    const builder = createReusedSearchIndexBuilder(store);
    for (const page of pages) builder.add(page);
    const output = builder.finishFile();
    expect(typeof output === 'object' && 'copyFrom' in output && readFileSync(output.copyFrom, 'utf8')).toBe(fresh);
  });

  it('is built again when an entry or the order of entries changes', () => {
    const build = builds(mkdtempSync(path.join(tmpdir(), 'docgen-search-reuse-')));
    build(pages);
    const edited = [pages[0]!, entry('/b', 'Rate limits apply per account.')];
    const changed = build(edited);
    expect(changed.counts).toEqual({ hits: 0, misses: 1, writes: 1 });
    expect(changed.json).toBe(buildSearchIndex(edited));
    const reordered = build([...edited].reverse());
    expect(reordered.counts).toEqual({ hits: 0, misses: 1, writes: 1 });
    expect(reordered.json).toBe(buildSearchIndex([...edited].reverse()));
  });

  it('past the held entries, builds as pages come and stores nothing', () => {
    const build = builds(mkdtempSync(path.join(tmpdir(), 'docgen-search-reuse-')));
    const large = build(pages, 10);
    expect(large.json).toBe(buildSearchIndex(pages));
    expect(large.counts).toEqual({ hits: 0, misses: 0, writes: 0 });
  });
});
