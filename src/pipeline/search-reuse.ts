import { createHash } from 'node:crypto';
import { canonicalJson, engineFingerprint } from '../cache/cache-keys.js';
import type { CacheStore } from '../cache/cache-store.js';
import { createSearchIndexBuilder, type IndexedPage, type SearchIndexBuilder } from '../search/search-index.js';

/**
 * The search entries held back before an index is built, at most (in characters of their
 * JSON): past it they go into the index at once, and that index is built every time.
 */
export const HELD_ENTRIES_CHARS = 32_000_000;

interface IndexEntry {
  format: 1;
  parts: string[];
}

/**
 * A search index that an earlier build made from the same entries (in the same order,
 * with the same engine) is that build's file: its entries are held back and hashed, and
 * only built into an index (MiniSearch, the build's largest allocation) when the store
 * has no file for them. A site whose entries weigh more than `held` characters builds
 * its index as pages come, as without a store.
 */
export function createReusedSearchIndexBuilder(store: CacheStore, held = HELD_ENTRIES_CHARS): SearchIndexBuilder {
  const hash = createHash('sha256').update(`search index\0${engineFingerprint()}\0`);
  let pending: IndexedPage[] | undefined = [];
  let heldChars = 0;
  const builder = createSearchIndexBuilder();
  const build = () => {
    for (const page of pending ?? []) builder.add(page);
    pending = undefined;
  };
  const reused = (): string[] | undefined => {
    if (!pending) return undefined;
    const key = hash.digest('hex');
    const entry = store.get(key, (value) => (value as IndexEntry | undefined)?.format === 1) as IndexEntry | undefined;
    if (entry && Array.isArray(entry.parts) && entry.parts.every((part) => typeof part === 'string')) return entry.parts;
    build();
    const parts = builder.finishInParts();
    store.set(key, { format: 1, parts } satisfies IndexEntry);
    return parts;
  };
  return {
    add(page) {
      if (!pending) return builder.add(page);
      const json = canonicalJson(page) ?? '';
      hash.update(`${json.length}:`).update(json);
      heldChars += json.length;
      pending.push(page);
      if (heldChars > held) build();
    },
    finish() {
      return (reused() ?? builder.finishInParts()).join('');
    },
    finishInParts() {
      return reused() ?? builder.finishInParts();
    },
  };
}
