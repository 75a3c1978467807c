import { withBase } from '../../src/routes/paths.js';

export interface SearchHit {
  title: string;
  section: string;
  href: string;
}

export type Searcher = (query: string) => SearchHit[];

const MAX_HITS = 8;
const loaded = new Map<string, Promise<Searcher>>();

/**
 * Loads the static search index (and the search library, in its own chunk) once per
 * page session; the first focus of a search box starts it. A failed load is forgotten
 * so the next focus tries again.
 */
export function loadSearch(indexHref: string, baseUrl: string, trailingSlash: boolean): Promise<Searcher> {
  let promise = loaded.get(indexHref);
  if (!promise) {
    promise = (async () => {
      const [response, { default: MiniSearch }, { SEARCH_OPTIONS }] = await Promise.all([
        fetch(indexHref),
        import('minisearch'),
        import('../../src/search/search-index.js'),
      ]);
      if (!response.ok) throw new Error(`the search index answered HTTP ${response.status}`);
      const index = MiniSearch.loadJSON(await response.text(), SEARCH_OPTIONS);
      return (query: string) => {
        if (!query.trim()) return [];
        return index
          .search(query, SEARCH_OPTIONS.searchOptions)
          .slice(0, MAX_HITS)
          .map((hit) => ({
            title: String(hit.title),
            section: String(hit.section ?? ''),
            href: withBase(baseUrl, String(hit.id), trailingSlash),
          }));
      };
    })();
    loaded.set(indexHref, promise);
    promise.catch(() => loaded.delete(indexHref));
  }
  return promise;
}
