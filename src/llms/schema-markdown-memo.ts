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
  const cached = new WeakMap<object, Map<string, string[]>>();
  const seen = new WeakMap<object, Set<string>>();
  let size = 0;
  // Reads per page so far: lines made while it did not change hold none.
  let perPageReads = 0;
  return {
    lines(node, key, make) {
      const known = cached.get(node)?.get(key);
      if (known) return known;
      const before = perPageReads;
      const made = make();
      const keys = seen.get(node);
      if (!keys?.has(key)) {
        if (keys) keys.add(key);
        else seen.set(node, new Set([key]));
        return made;
      }
      if (perPageReads !== before || size >= limit) return made;
      if (!cached.has(node)) cached.set(node, new Map());
      cached.get(node)!.set(key, made);
      for (const line of made) size += line.length;
      return made;
    },
    readPerPage() {
      perPageReads++;
    },
  };
}
