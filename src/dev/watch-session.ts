import path from 'node:path';
import { existsSync } from 'node:fs';
import { COMPONENTS_DIR } from '../components/discover.js';
import { runBuild, type BuildCommandOptions } from '../cli/commands/build.js';
import type { Reporter } from '../cli/reporter.js';
import { dim } from '../cli/reporter.js';
import { loadApiReference } from '../openapi/page-source.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import type { PageSource } from '../pipeline/page-source.js';
import type { OutputFiles } from '../pipeline/output.js';
import { takeOutputFolder } from '../write/prepare-output.js';
import { classifyChanges } from './change-kinds.js';
import { createAssetBundler } from './asset-bundler.js';
import { pageKey, syncFolder, writeChanged } from './output-sync.js';
import { refreshDocPage, searchIndexFiles } from './page-refresh.js';

export type WatchSessionOptions = Pick<BuildCommandOptions, 'root' | 'out' | 'versions' | 'locale' | 'baseUrl'> & {
  /** Runs a change of the output folder with no request reading it (the server's swap gate). */
  exclusive: (change: () => Promise<void>) => Promise<void>;
};

/** What one update did: the pages a reader should reload (address paths, see `pageKey`). */
export interface WatchUpdate {
  baseUrl: string;
  /** `page`: the saved docs re-rendered alone; `site`: a build of the whole site. */
  scope: 'page' | 'site';
  changedPages: string[];
  changedFiles: number;
}

/**
 * A long-lived build of one site for `serve --watch`. It keeps the last good build (the
 * route table, sidebars, rendered markdown, the API reference's loaded documents and the
 * client bundle), so that a saved guide whose title and place stay re-renders its page
 * alone, a spec change loads the API reference again but not the bundle, and a
 * stylesheet rebuilds only the bundle among the loaded parts. Only files whose bytes
 * changed are written into the output.
 */
export function createWatchSession(options: WatchSessionOptions, reporter: Reporter) {
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.out);
  const bundler = createAssetBundler();
  let built: BuiltSite | undefined;
  let apiSources: Promise<PageSource[]> | undefined;
  let freshAssets = true;
  let baseUrl = '/';
  // Work that follows refreshed pages (their search index): the next update waits for it once it runs.
  let following: Promise<void> = Promise.resolve();
  const pendingIndexes = new Set<string>();
  let indexTimer: NodeJS.Timeout | undefined;

  const buildSite = async (reloadApi: boolean, rebundle: boolean): Promise<WatchUpdate> => {
    // A build of the site makes every search index anew.
    clearTimeout(indexTimer);
    pendingIndexes.clear();
    if (reloadApi) apiSources = undefined;
    if (rebundle) freshAssets = true;
    let changed: string[] = [];
    let kept: BuiltSite | undefined;
    built = undefined; // a failed build must not leave a half-updated model behind
    const summary = await runBuild(
      {
        root,
        out: options.out,
        handleSignals: false,
        exclusive: options.exclusive,
        versions: options.versions,
        locale: options.locale,
        baseUrl: options.baseUrl,
        mockServed: true,
        watch: {
          pageSources: (config, variants, catalogues) =>
            (apiSources ??= loadApiReference(config, variants, catalogues, { mockServed: true })),
          bundleAssets: async (input) => {
            const assets = await bundler.bundle(input, freshAssets);
            freshAssets = false;
            return assets;
          },
          onBuilt: (site) => (kept = site),
          replace: async (staging, target) => void (changed = await syncFolder(staging, target)),
        },
      },
      reporter,
    ).catch((error: unknown) => {
      // Loaded again next time: a failed load must not be kept.
      apiSources = undefined;
      freshAssets = true;
      throw error;
    });
    built = kept;
    baseUrl = summary.baseUrl;
    return { baseUrl, scope: 'site', changedPages: pagesOf(changed), changedFiles: changed.length };
  };

  const refreshDocs = async (files: string[]): Promise<WatchUpdate | undefined> => {
    const started = performance.now();
    const site = built!;
    const output: OutputFiles = new Map();
    const routes: string[] = [];
    for (const file of files) {
      const refreshed = await refreshDocPage(site, file);
      if (!refreshed) return undefined;
      for (const diagnostic of refreshed.diagnostics) reporter.warn(diagnostic);
      for (const [outPath, contents] of refreshed.files) output.set(outPath, contents);
      routes.push(...refreshed.routes);
      for (const indexPath of refreshed.searchIndexes) pendingIndexes.add(indexPath);
    }
    const rendered = performance.now();
    const changed = await writeInPlace(output);
    const ms = (from: number, to = performance.now()) => `${Math.round(to - from)} ms`;
    reporter.info(dim(`Rendered ${routes.join(', ')} again in ${ms(started)} (written in ${ms(rendered)})`));
    // The search index of the whole site takes longer than the page: it is made again
    // once the saves pause, not after each one.
    clearTimeout(indexTimer);
    indexTimer = setTimeout(() => (following = updateSearchIndexes()), SEARCH_INDEX_QUIET_MS);
    return { baseUrl, scope: 'page', changedPages: pagesOf(changed), changedFiles: changed.length };
  };

  const updateSearchIndexes = async () => {
    if (!built) return;
    const started = performance.now();
    const indexes = searchIndexFiles(built, pendingIndexes);
    pendingIndexes.clear();
    reporter.detail(`  search index made again in ${Math.round(performance.now() - started)} ms`);
    await writeInPlace(indexes).catch((error: unknown) => {
      built = undefined;
      reporter.error(`The search index was not updated: ${(error as Error).message}`);
    });
  };

  /** Writes changed files into the output under its lock and the server's gate. */
  const writeInPlace = async (files: OutputFiles): Promise<string[]> => {
    let changed: string[] = [];
    const { lock } = await takeOutputFolder(outDir, () => undefined);
    try {
      await options.exclusive(async () => void (changed = await writeChanged(outDir, files)));
    } finally {
      await lock.release();
    }
    return changed;
  };

  const pagesOf = (files: string[]) => files.filter((file) => file.endsWith('.html')).map((file) => pageKey(baseUrl, file));

  return {
    /** The first build: everything. */
    start: () => buildSite(true, true),
    /** Rebuilds what the changed files (absolute paths) need. */
    async update(changes: string[]): Promise<WatchUpdate> {
      await following;
      if (!built) return buildSite(true, true);
      const kinds = classifyChanges(root, changes, built.config.customCss);
      if (kinds.other) return buildSite(true, true);
      if (kinds.docs.length && !kinds.specs && !kinds.styles && !hasOwnComponents(built)) {
        try {
          const refreshed = await refreshDocs(kinds.docs);
          if (refreshed) return refreshed;
        } catch (error) {
          built = undefined; // the kept model took part of the change: the next change builds everything
          throw error;
        }
      }
      return buildSite(kinds.specs, kinds.styles);
    },
    async close(): Promise<void> {
      clearTimeout(indexTimer);
      await following;
      await bundler.close();
    },
  };
}

/**
 * The search index is made again this long after the last save: it is the whole site's
 * (seconds on thousands of pages), and a save that comes while it is made waits for it.
 */
const SEARCH_INDEX_QUIET_MS = 3000;

/** A site's own components decide which chunks the bundle has: its guides are not re-rendered alone. */
const hasOwnComponents = (built: BuiltSite) =>
  Object.keys(built.config.components).length > 0 || existsSync(path.join(built.config.root, COMPONENTS_DIR));

export type WatchSession = ReturnType<typeof createWatchSession>;
