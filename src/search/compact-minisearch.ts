import type MiniSearch from 'minisearch';
import { postingRow, type CompactIndex } from './compact-index.js';

/**
 * The MiniSearch (7.x) fields read here. They are private: a test checks that the result
 * equals `compactIndex(index.toJSON())`, so an upgrade that moves them fails there.
 */
interface MiniSearchInternals {
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
}

/**
 * The compact index read straight from MiniSearch's tree. `index.toJSON()` first spells
 * every posting out as an object: at 10,000 pages that plain form alone was the build's
 * peak memory. Same result as `compactIndex(index.toJSON())`.
 */
export function compactMiniSearch<T>(index: MiniSearch<T>): CompactIndex {
  const { postings, ...rest } = compactMiniSearchRows(index);
  return withPostings(rest, [...postings]);
}

/** The compact index with its postings, its keys in the order of MiniSearch's serialisation. */
export function withPostings<P>(index: Omit<CompactIndex, 'postings'>, postings: P) {
  const { documentCount, fieldIds, averageFieldLength, fieldLength, serializationVersion } = index;
  return { documentCount, fieldIds, averageFieldLength, fieldLength, postings, serializationVersion };
}

/**
 * The same, with the postings as rows read one by one from the tree (never all held at
 * once). With `consume`, each term's postings are let go once its row is made: the index
 * is spent, and the rows written meanwhile take the place it frees.
 */
export function compactMiniSearchRows<T>(
  index: MiniSearch<T>,
  consume = false,
): Omit<CompactIndex, 'postings'> & { postings: Iterable<(string | number)[]> } {
  const inner = index as unknown as MiniSearchInternals;
  const ids = [...inner._documentIds.keys()].sort((a, b) => a - b);
  if (ids.some((shortId, position) => shortId !== position || inner._documentIds.get(shortId) !== shortId))
    throw new Error('compactMiniSearch: document ids must be their positions (0, 1, 2...)');
  return {
    documentCount: inner._documentCount,
    fieldIds: inner._fieldIds,
    averageFieldLength: inner._avgFieldLength,
    fieldLength: ids.map((shortId) => inner._fieldLength.get(shortId)!),
    postings: (function* rows() {
      for (const [term, fields] of inner._index) {
        const row = postingRow(term, fields);
        if (consume) fields.clear();
        yield row;
      }
    })(),
    serializationVersion: 2,
  };
}
