import { flatString } from '../util/flat-string.js';

/**
 * The nested lists of schema trees in the pages for AI readers, made once per build: a
 * large API repeats the same trees (GitHub's `simple-user`) on hundreds of pages. As the
 * HTML's render memo, an entry is kept from the second time its lines are made, and only
 * when every description in them reads the same on every page (no relative link): a
 * description that reads per page reports itself (`readPerPage`) while the lines are
 * made, and those lines are then this page's alone. Bounded by the characters its entries
 * hold (an entry's lines are shared with the entries nested in it, but counted in each):
 * past the limit, lines are made as usual.
 */
export interface SchemaMarkdownMemo {
  /** The lines `make` makes for `node` under `key` (every other input they depend on), made once when they can be. */
  lines(node: object, key: string, make: () => string[]): string[];
  /** A description read now differs from page to page: lines being made now are not kept. */
  readPerPage(): void;
}

/** Characters of lines the memo keeps at most (GitHub's REST API keeps 4.5 M, nested entries counted again). */
export const SCHEMA_MARKDOWN_CHARACTERS = 8_000_000;

export function createSchemaMarkdownMemo(limit = SCHEMA_MARKDOWN_CHARACTERS): SchemaMarkdownMemo {
  // Per node, its keys seen so far and the lines kept: a node has one or two, so a short
  // array (keys interned: a handful of distinct ones) weighs less than a map per node.
  const entries = new WeakMap<object, { key: string; lines?: string[] }[]>();
  const keys = new Map<string, string>();
  let size = 0;
  // Reads per page so far: lines made while it did not change hold none.
  let perPageReads = 0;
  return {
    lines(node, key, make) {
      const own = entries.get(node);
      const entry = own?.find((one) => one.key === key);
      if (entry?.lines) return entry.lines;
      const before = perPageReads;
      const made = make();
      if (!entry) {
        if (!keys.has(key)) keys.set(key, key);
        const seen = { key: keys.get(key)! };
        if (own) own.push(seen);
        else entries.set(node, [seen]);
        return made;
      }
      if (perPageReads !== before || size >= limit) return made;
      // Each line flat: a line built by concatenation is a rope of its parts, several times its size.
      entry.lines = made.map(flatString);
      for (const line of entry.lines) size += line.length;
      return entry.lines;
    },
    readPerPage() {
      perPageReads++;
    },
  };
}
