import { createHash } from 'node:crypto';

/**
 * Islands' server HTML made once per build for the props that repeat: most pages of a
 * large API reference have the same page tools, tables of contents of the same headings,
 * and a navbar that differs only in what its server HTML does not show. An island's HTML
 * is a pure function of its widget, props and id prefix (its own React root: no outer
 * context reaches it), so the key is those, hashed (the props of a send panel are
 * kilobytes). As the render memo, an entry is kept from the second time its key is seen,
 * so widgets whose props differ on every page (the sidebar's place) keep nothing; bounded
 * by the characters of HTML it holds.
 */
export interface IslandMemo {
  /** The HTML `render` makes for `key`, made once when the key repeats. */
  html(key: string, render: () => string): string;
}

/** Characters of island HTML a build keeps at most (GitHub's REST API keeps 0.13 M). */
export const ISLAND_MEMO_CHARACTERS = 4_000_000;

export function createIslandMemo(limit = ISLAND_MEMO_CHARACTERS): IslandMemo {
  const cached = new Map<string, string>();
  const seen = new Set<string>();
  let size = 0;
  return {
    html(key, render) {
      const digest = createHash('sha1').update(key).digest('base64');
      const known = cached.get(digest);
      if (known !== undefined) return known;
      const html = render();
      if (!seen.has(digest)) seen.add(digest);
      else if (size < limit) {
        cached.set(digest, html);
        size += html.length;
      }
      return html;
    },
  };
}
