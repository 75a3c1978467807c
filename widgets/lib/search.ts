import { withBase } from '../../src/core/site-address.js';
import type { SearchResults } from './search-results.js';

export type { SearchGroup, SearchHit, SearchResults } from './search-results.js';

export type Searcher = (query: string) => SearchResults;

const loaded = new Map<string, Promise<Searcher>>();

/**
 * Loads the static search index (and the search library, in its own chunk) once per
 * page session; opening search starts it. A failed load is forgotten so the next
 * opening tries again. Hits' hrefs are joined as the server joins a page's (the base URL and
 * the trailing slash are the navbar's props, see WidgetAddress).
 */
export function loadSearch(indexHref: string, baseUrl: string, trailingSlash: boolean): Promise<Searcher> {
  let promise = loaded.get(indexHref);
  if (!promise) {
    promise = (async () => {
      const [response, { default: MiniSearch }, { SEARCH_OPTIONS }, { expandIndex }, { searchSections }] = await Promise.all([
        fetch(indexHref),
        import('minisearch'),
        import('../../src/search/search-options.js'),
        import('../../src/search/compact-index.js'),
        import('./search-results.js'),
      ]);
      if (!response.ok) throw new Error(`the search index answered HTTP ${response.status}`);
      const file = (await response.json()) as import('../../src/search/search-options.js').SearchIndexFile;
      const index = MiniSearch.loadJS(expandIndex(file.index), SEARCH_OPTIONS);
      // User Timing mark: the benchmark (bench/search.mjs) times the first query from here.
      performance.mark('docgen:search-ready');
      const hrefOf = (route: string, anchor: string) => withBase(baseUrl, route, trailingSlash) + (anchor ? `#${anchor}` : '');
      // One search while the reader has not typed yet compiles the search's code paths, so
      // the first real query runs warm (it counts on a slow phone).
      searchSections(index, file, file.pages[0]?.title ?? 'a', hrefOf);
      return (query: string) => searchSections(index, file, query, hrefOf);
    })();
    loaded.set(indexHref, promise);
    promise.catch(() => loaded.delete(indexHref));
  }
  return promise;
}
