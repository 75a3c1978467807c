import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { canonicalJson, engineFingerprint } from '../cache/cache-keys.js';
import type { CacheStore } from '../cache/cache-store.js';
import { createSearchIndexBuilder, type IndexedPage, type SearchIndexBuilder } from '../search/search-index.js';

/**
 * The search entries held back before an index is built, at most (in characters of their
 * JSON): past it they go into the index at once, and that index is built every time.
 */
export const HELD_ENTRIES_CHARS = 32_000_000;

/**
 * A search index that an earlier build made from the same entries (in the same order,
 * with the same engine) is that build's file: its entries are held back and hashed, and
 * only built into an index (MiniSearch, the build's largest allocation) when the store
 * has no file for them; the stored file is copied into the output as it is. The store's
 * files are docgen's own, written whole and renamed into place. A site whose entries weigh more than `held` characters builds
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
  /** The stored file of these entries, or the index built (and stored); undefined when it was built as pages came. */
  const reused = (): { file: string } | { parts: string[] } | undefined => {
    if (!pending) return undefined;
    const key = hash.digest('hex');
    const file = store.file(key);
    if (file) return { file };
    build();
    const parts = builder.finishInParts();
    store.setFile(key, parts);
    return { parts };
  };
  const inParts = (): string[] => {
    const made = reused() ?? { parts: builder.finishInParts() };
    return 'file' in made ? [readFileSync(made.file, 'utf8')] : made.parts;
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
      return inParts().join('');
    },
    finishInParts: inParts,
    finishFile() {
      // The stored file is copied into the output as it is: never read into this process.
      const made = reused() ?? { parts: builder.finishInParts() };
      return 'file' in made ? { copyFrom: made.file } : { parts: made.parts };
    },
  };
}
