import type { ReaderEntry, ReaderOutput } from '../llms/reader-output.js';
import { createSearchIndexBuilder, type IndexedPage, type SearchIndexBuilder } from '../search/search-index.js';
import { inOrder } from '../util/in-order.js';
import type { OutputFiles } from '../core/output.js';
import type { RenderedPage } from './page-render.js';
import type { PageFacts } from '../links/link-index.js';
import type { Route } from '../core/route.js';

/** Takes each rendered HTML page as it is made (with its links and ids when found already); resolves when it may be given the next one. */
export type PageWriter = (outPath: string, html: string, facts?: PageFacts) => Promise<void> | void;

export interface RenderedPages {
  files: OutputFiles;
  /** The search index of each version and locale, by output path; none when search is off. */
  searchIndexes: Map<string, SearchIndexBuilder>;
  /** With `keepSearchDocuments`: the pages' search entries too, by the output path of their index. */
  searchDocuments: Map<string, IndexedPage[]>;
}

export interface PageSinkOptions {
  /** Where pages go as they arrive; by default into the returned files. */
  writePage?: PageWriter;
  readers?: ReaderOutput;
  /** Keeps every page's search entries, for a dev server that patches its index later. */
  keepSearchDocuments?: boolean;
  /** Makes each version's and locale's search index (one an earlier build made may be reused); a fresh one by default. */
  newSearchIndex?: () => SearchIndexBuilder;
  onProgress?: (done: number, total: number) => void;
}

export interface PageSink {
  /** Takes one of the routes' pages, rendered on any thread, in any order. */
  take(page: RenderedPage): Promise<void>;
  /** Once every route's page was taken: the files kept in memory and the search indexes. */
  finish(): RenderedPages;
}

/**
 * Where rendered pages go: each page and its twin are written at once (nothing keeps
 * them), its search entry and llms.txt line are taken in the routes' order whatever order
 * the pages come in (pages rendered on several threads give the same index, byte for
 * byte, as one thread), and each sidebar's shared file is kept once.
 */
export function createPageSink(routes: readonly Route[], options: PageSinkOptions = {}): PageSink {
  const { writePage, readers, keepSearchDocuments = false, newSearchIndex = createSearchIndexBuilder, onProgress } = options;
  const files: OutputFiles = new Map();
  const emit: PageWriter = writePage ?? ((outPath, html) => void files.set(outPath, html));
  const searchIndexes = new Map<string, SearchIndexBuilder>();
  const searchDocuments = new Map<string, IndexedPage[]>();
  const sharedFiles: OutputFiles = new Map();
  const positions = new Map(routes.map((route, position) => [route.path, position]));
  // Each page's sections go into its index as they come: no page's text is kept.
  const addInOrder = inOrder((page: Pick<RenderedPage, 'path' | 'search'> & { entry?: ReaderEntry }) => {
    if (page.entry) readers?.note(routes[positions.get(page.path)!]!, page.entry);
    if (!page.search) return;
    const { index, entry } = page.search;
    if (!searchIndexes.has(index)) searchIndexes.set(index, newSearchIndex());
    searchIndexes.get(index)!.add(entry);
    if (keepSearchDocuments) {
      if (!searchDocuments.has(index)) searchDocuments.set(index, []);
      searchDocuments.get(index)!.push(entry);
    }
  });
  let done = 0;
  return {
    async take(page) {
      const position = positions.get(page.path);
      if (position === undefined) throw new Error(`docgen: a page was rendered for ${page.path}, which is not a route of this build`);
      if (page.shared) sharedFiles.set(page.shared.outPath, page.shared.json);
      await emit(page.outPath, page.html, page.facts);
      // The page's markdown twin, after the page: the output lists pages first.
      const { twin } = page;
      if (twin) await (writePage ? writePage(twin.outPath, twin.markdown) : files.set(twin.outPath, twin.markdown));
      addInOrder(position, { path: page.path, search: page.search, entry: twin?.entry });
      done++;
      onProgress?.(done, routes.length);
    },
    finish() {
      if (done !== routes.length) throw new Error(`docgen: ${routes.length - done} of ${routes.length} pages were not rendered`);
      // The sidebars' shared files, after the pages (the output lists pages first).
      for (const [path, json] of sharedFiles) files.set(path, json);
      return { files, searchIndexes, searchDocuments };
    },
  };
}
