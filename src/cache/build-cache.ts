import path from 'node:path';
import { existsSync } from 'node:fs';
import { createCacheStore, removeIfEmpty, type CacheStore } from './cache-store.js';

/** The cache folder in the site folder: git-ignorable, and what CI keeps between runs. */
export const CACHE_DIR = path.join('.docgen', 'cache');
/** Entries no build has used for this long are pruned (only docgen's own entries). */
export const CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** The stores of one build; the folders exist only once a build wrote into them. */
export interface BuildCache {
  markdown: CacheStore;
  /** OpenAPI documents' validation verdicts. */
  openapi: CacheStore;
  /** Whole pages (HTML and links), by everything they are rendered from. */
  pages: CacheStore;
  /** Search index files, by the entries they were made from. */
  search: CacheStore;
  /** The client bundle (widgets, theme CSS, the site's components and stylesheets). */
  assets: CacheStore;
  /** The git history of the docs (their last updates), by the commit checked out. */
  history: CacheStore;
  /** What each output folder holds of the last build's files (see write/output-manifest.ts). */
  outputs: CacheStore;
  /** After a successful build: removes entries unused for CACHE_MAX_AGE_MS. */
  prune(): number;
  /** The build succeeded: what it stored takes effect. */
  commit(): void;
  /** The build failed: what it stored goes, and the folders it created. */
  discard(): void;
}

/** The build's cache under the site's root, or undefined when `--no-cache` or `cache: false` turned it off. */
export function openBuildCache(root: string, enabled: boolean): BuildCache | undefined {
  if (!enabled) return undefined;
  // Folders a failed build must not leave behind: those that do not exist yet.
  const parents = [path.join(root, CACHE_DIR), path.dirname(path.join(root, CACHE_DIR))].filter((dir) => !existsSync(dir));
  const markdown = createCacheStore(path.join(root, CACHE_DIR, 'markdown'));
  const openapi = createCacheStore(path.join(root, CACHE_DIR, 'openapi-validation'));
  const assets = createCacheStore(path.join(root, CACHE_DIR, 'client-assets'));
  const pages = createCacheStore(path.join(root, CACHE_DIR, 'pages'));
  const search = createCacheStore(path.join(root, CACHE_DIR, 'search-index'));
  const history = createCacheStore(path.join(root, CACHE_DIR, 'git-history'));
  const outputs = createCacheStore(path.join(root, CACHE_DIR, 'output-manifests'));
  const stores = [markdown, openapi, assets, history, pages, search, outputs];
  return {
    markdown,
    pages,
    search,
    openapi,
    assets,
    history,
    outputs,
    prune: () => stores.reduce((removed, store) => removed + store.prune(CACHE_MAX_AGE_MS), 0),
    commit: () => stores.forEach((store) => store.commit()),
    discard() {
      stores.forEach((store) => store.discard());
      parents.forEach(removeIfEmpty);
    },
  };
}
