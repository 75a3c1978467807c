import SearchableMap from 'minisearch/SearchableMap';
import { postingRow, type CompactIndex } from './compact-index.js';

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
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  // Per term, in the order first seen: pairs [document * fieldCount + field, frequency],
  // in document then field order, as documents are added one at a time.
  let terms = new Map<string, number[]>();
  return {
    add(document) {
      const id = fieldLength.length;
      const lengths: number[] = [];
      fieldLength.push(lengths);
      for (let fieldId = 0; fieldId < fieldCount; fieldId++) {
        const tokens = tokenize(document[fields[fieldId]!]!);
        // A field's length counts its distinct words before processing, as MiniSearch does.
        const length = new Set(tokens).size;
        lengths[fieldId] = length;
        // MiniSearch's running average, the same arithmetic: the same numbers are written.
        averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + length) / (id + 1);
        const key = id * fieldCount + fieldId;
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
            yield postingRow(term, byField(postings, fieldCount));
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

/** A term's pairs as field id -> (document id, frequency) entries, for postingRow. */
function byField(postings: readonly number[], fieldCount: number): Map<number, [number, number][]> {
  const fields = new Map<number, [number, number][]>();
  for (let at = 0; at < postings.length; at += 2) {
    const key = postings[at]!;
    const fieldId = key % fieldCount;
    const entry: [number, number] = [(key - fieldId) / fieldCount, postings[at + 1]!];
    const documents = fields.get(fieldId);
    if (documents) documents.push(entry);
    else fields.set(fieldId, [entry]);
  }
  return fields;
}
