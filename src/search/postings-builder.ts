import SearchableMap from 'minisearch/SearchableMap';
import type { CompactIndex } from './compact-index.js';

/** What the index is built with: MiniSearch's `fields` and `tokenize` options (SEARCH_OPTIONS). */
export interface PostingsOptions {
  fields: readonly string[];
  tokenize: (text: string) => string[];
}

/** A document: each indexed field's text. Its id is its position (0, 1, 2...). */
export type PostingsDocument = Readonly<Record<string, string>>;

export interface PostingsBuilder {
  /** Adds a document and returns its id. */
  add(document: PostingsDocument): number;
  /**
   * The compact index (see CompactIndex), its postings rows made one by one as they are read;
   * each term's postings are let go once its row is made. The builder is spent.
   */
  finish(): Omit<CompactIndex, 'postings'> & { postings: Iterable<(string | number)[]> };
}

// MiniSearch's default processTerm (SEARCH_OPTIONS sets none); an empty word is dropped.
const processTerm = (token: string) => token.toLowerCase();

/**
 * The index `MiniSearch.add` (7.x) builds, written as MiniSearch serialises it, without
 * MiniSearch: the build never searches the index, and inserting every word of every
 * section into MiniSearch's tree, with a map per term and field, was most of its cost.
 * Here each term keeps a flat list of its postings. A test checks that the result equals
 * `compactIndex(miniSearch.toJSON())` for the same documents and options.
 */
export function createPostingsBuilder({ fields, tokenize }: PostingsOptions): PostingsBuilder {
  const fieldCount = fields.length;
  // A posting's key packs its document and field in one small integer; a row's fields are bits of one.
  if (fieldCount > 16) throw new Error(`createPostingsBuilder: ${fieldCount} fields, at most 16`);
  const fieldBits = Math.max(1, Math.ceil(Math.log2(fieldCount)));
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  // Per term, in the order first seen: pairs [document << fieldBits | field, frequency],
  // in document then field order, as documents are added one at a time.
  let terms = new Map<string, number[]>();
  return {
    add(document) {
      const id = fieldLength.length;
      if (id >= 2 ** (31 - fieldBits)) throw new Error(`createPostingsBuilder: at most ${id} documents`);
      const lengths: number[] = [];
      fieldLength.push(lengths);
      for (let fieldId = 0; fieldId < fieldCount; fieldId++) {
        const tokens = tokenize(document[fields[fieldId]!]!);
        // A field's length counts its distinct words before processing, as MiniSearch does.
        const length = new Set(tokens).size;
        lengths[fieldId] = length;
        // MiniSearch's running average, the same arithmetic: the same numbers are written.
        averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + length) / (id + 1);
        const key = (id << fieldBits) | fieldId;
        for (const token of tokens) {
          const term = processTerm(token);
          if (!term) continue;
          const postings = terms.get(term);
          if (postings === undefined) terms.set(term, [key, 1]);
          // A term's earlier words in this field are its last pair: no other document or field came since.
          else if (postings[postings.length - 2] === key) postings[postings.length - 1]!++;
          else postings.push(key, 1);
        }
      }
      return id;
    },
    finish() {
      const order = termOrder(terms.keys());
      const spent = terms;
      terms = new Map();
      return {
        documentCount: fieldLength.length,
        fieldIds: Object.fromEntries(fields.map((field, fieldId) => [field, fieldId])),
        averageFieldLength,
        fieldLength,
        postings: (function* rows() {
          for (let at = 0; at < order.length; at++) {
            const term = order[at]!;
            const postings = spent.get(term)!;
            spent.delete(term);
            (order as (string | undefined)[])[at] = undefined;
            yield rowOf(term, postings, fieldBits);
          }
        })(),
        serializationVersion: 2,
      };
    },
  };
}

/**
 * The terms in the order MiniSearch serialises them: its tree's order, which depends on the
 * order terms were first inserted (not simply alphabetical). Inserting each term once, in
 * the order first seen, makes the same tree, so the file and the browser's tree are the same.
 */
function termOrder(firstSeen: Iterable<string>): string[] {
  const tree = new SearchableMap<string>();
  for (const term of firstSeen) tree.set(term, term);
  return [...tree.values()];
}

/**
 * A term's postings row, as postingRow writes it (see CompactIndex.postings): its fields in
 * id order, each with its documents' gaps. Written straight from the pairs, which are in
 * document order: no entry of the index is made an object on the way.
 */
function rowOf(term: string, pairs: readonly number[], fieldBits: number): (string | number)[] {
  const mask = (1 << fieldBits) - 1;
  let present = 0;
  for (let at = 0; at < pairs.length; at += 2) present |= 1 << (pairs[at]! & mask);
  const row: (string | number)[] = [term];
  for (let fieldId = 0; present >> fieldId; fieldId++) {
    if (!((present >> fieldId) & 1)) continue;
    const countAt = row.push(fieldId, 0) - 1;
    let count = 0;
    let previous = -1;
    for (let at = 0; at < pairs.length; at += 2) {
      const key = pairs[at]!;
      if ((key & mask) !== fieldId) continue;
      const document = key >> fieldBits;
      const frequency = pairs[at + 1]!;
      if (frequency === 1) row.push(document - previous);
      else row.push(previous - document, frequency);
      previous = document;
      count++;
    }
    row[countAt] = count;
  }
  return row;
}
