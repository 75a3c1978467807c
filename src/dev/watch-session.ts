import path from 'node:path';
import { existsSync } from 'node:fs';
import { COMPONENTS_DIR } from '../components/discover.js';
import { runBuild, type BuildCommandOptions, type BuildSummary } from '../commands/build.js';
import { type Reporter, dim } from '../report/reporter.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import type { OutputFiles } from '../core/output.js';
import { takeOutputFolder } from '../write/prepare-output.js';
import type { BuildLock } from '../write/build-lock.js';
import { llmsFiles } from './llms-refresh.js';
import { hostFilesNow } from './host-files-refresh.js';
import { classifyChanges } from './change-kinds.js';
import { createAssetBundler } from './asset-bundler.js';
import { outputPageReader, pageKey, prepareChanged, prepareSync, removeFiles } from './output-sync.js';
import { refreshDocPage, searchIndexFiles, type RefreshedPages } from './page-refresh.js';
import { refreshSpecs } from './spec-refresh.js';
import { createApiDocuments } from './api-documents.js';
import { RemovalNotices } from './removal-notices.js';
import type { TwinMaker } from './deferred-twins.js';
import { rootAddress } from '../core/site-address.js';

export type WatchSessionOptions = Pick<BuildCommandOptions, 'root' | 'out' | 'versions' | 'locale' | 'baseUrl'> & {
  /** Runs a change of the output folder with no request reading it (the server's swap gate). */
  exclusive: (change: () => Promise<void>) => Promise<void>;
};

/** What one update did: the pages a reader should reload (address paths, see `pageKey`). */
export interface WatchUpdate extends Pick<BuildSummary, 'address'> {
  /** `page`: the saved docs' (or a changed API document's) pages re-rendered alone; `site`: a build of the whole site. */
  scope: 'page' | 'site';
  changedPages: string[];
  changedFiles: number;
  /**
   * After a build of the site: the site's own files its configuration imports (a plugin's
   * module) and names (a docs instance's folder and sidebars file), to watch too.
   */
  configImports?: readonly string[];
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
  const readPage = outputPageReader(outDir);
  const bundler = createAssetBundler();
  let built: BuiltSite | undefined;
  const api = createApiDocuments();
  let freshAssets = true;
  let served: Pick<WatchUpdate, 'address'> = { address: rootAddress };
  // Work that follows refreshed pages (their twins, then the whole site's files): the next update waits for it.
  let following: Promise<void> = Promise.resolve();
  const pendingIndexes = new Set<string>();
  let siteFilesTimer: NodeJS.Timeout | undefined;
  // Twins of refreshed pages not made yet, by output path (a later save's maker replaces an earlier one).
  const pendingTwins = new Map<string, TwinMaker>();
  let twinsTimer: NodeJS.Timeout | undefined;
  // The output's lock, held from a refreshed page until the saves pause (not taken for each save).
  let lockTaken: Promise<BuildLock> | undefined;

  const buildSite = async (reloadApi: boolean, rebundle: boolean): Promise<WatchUpdate> => {
    // A build of the site makes every search index and llms file anew, under its own lock.
    clearTimeout(siteFilesTimer);
    pendingIndexes.clear();
    pendingTwins.clear(); // the build writes every twin
    await letGoOfOutput();
    if (reloadApi) api.remake();
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
          ...api.hooks,
          bundleAssets: async (input) => {
            const assets = await bundler.bundle(input, freshAssets);
            freshAssets = false;
            return assets;
          },
          onBuilt: (site) => (kept = site),
          replace: async (staging, target) => {
            const prepared = await prepareSync(staging, target);
            changed = prepared.changed;
            return prepared.apply;
          },
        },
      },
      reporter,
    ).catch((error: unknown) => {
      // Made again next time: a failed build's must not be kept (the API reference forgets a failed document itself).
      api.remake();
      freshAssets = true;
      throw error;
    });
    built = kept;
    served = { address: summary.address };
    // A docs instance's folder and sidebars file are the site's sources too (a change builds the site).
    const instanceFiles = (built?.config.docs.instances ?? []).flatMap((instance) => [
      path.join(root, instance.path),
      ...(instance.sidebarPath === undefined ? [] : [path.resolve(root, instance.sidebarPath)]),
    ]);
    const watchedToo = [...(built?.config.configImports ?? []), ...instanceFiles];
    const configImports = watchedToo.length ? watchedToo : undefined;
    return {
      ...served,
      scope: 'site',
      changedPages: pagesOf(changed),
      changedFiles: changed.length,
      ...(configImports && { configImports }),
    };
  };

  const refreshDocs = async (files: string[]): Promise<WatchUpdate | undefined> => {
    const started = performance.now();
    const all: RefreshedPages[] = [];
    for (const file of files) {
      const refreshed = await refreshDocPage(built!, file, readPage);
      if (!refreshed) return undefined;
      all.push(refreshed);
    }
    return writeRefreshed(all, started);
  };

  /** Changed API documents: their pages alone (see `refreshSpecs`), or undefined for a build of the site. */
  const refreshApi = async (changed: ReadonlySet<string>): Promise<WatchUpdate | undefined> => {
    const started = performance.now();
    const site = built!;
    if (changed.size === 0) return writeRefreshed([], started); // no document changed; the site files' timers again
    let loadFailed = false;
    const load = () =>
      api.reload(site.config, site.site.variants, site.catalogues).catch((error: unknown) => {
        loadFailed = true;
        throw error;
      });
    try {
      const refreshed = await refreshSpecs(site, changed, load);
      return refreshed && (await writeRefreshed([refreshed], started));
    } catch (error) {
      if (loadFailed) return undefined; // the build reports the document's error as it always does
      throw error;
    }
  };

  /** Writes refreshed pages in place, reports their warnings, and puts off their twins and the whole site's files. */
  const writeRefreshed = async (all: RefreshedPages[], started: number): Promise<WatchUpdate> => {
    const output: OutputFiles = new Map();
    const routes: string[] = [];
    const removed: string[] = [];
    const patched = new Set<string>();
    for (const refreshed of all) {
      for (const outPath of refreshed.patched ?? []) patched.add(outPath);
      for (const diagnostic of refreshed.diagnostics) reporter.warn(diagnostic);
      for (const [outPath, contents] of refreshed.files) output.set(outPath, contents);
      routes.push(...refreshed.routes);
      for (const indexPath of refreshed.searchIndexes) pendingIndexes.add(indexPath);
      for (const [outPath, make] of refreshed.twins) pendingTwins.set(outPath, make);
      removed.push(...refreshed.removed);
    }
    const rendered = performance.now();
    const changed = routes.length ? await writeInPlace(output, removed, patched) : [];
    const ms = (from: number, to = performance.now()) => `${Math.round(to - from)} ms`;
    const relinked = patched.size ? `; ${patched.size} more named their sidebar's new file` : '';
    if (routes.length) reporter.info(dim(`Rendered ${routes.join(', ')} again in ${ms(started)} (written in ${ms(rendered)})${relinked}`));
    // The pages' twins once the pages are on their way to the screen; the whole site's
    // files (search index, llms files) take longer: made again once the saves pause.
    twinsTimer = setTimeout(() => (following = following.then(writeTwins)), TWIN_DELAY_MS);
    siteFilesTimer = setTimeout(() => (following = following.then(updateSiteFiles)), SITE_FILES_QUIET_MS);
    return { ...served, scope: 'page', changedPages: pagesOf(changed), changedFiles: changed.length };
  };

  const writeTwins = async () => {
    const files: OutputFiles = new Map();
    try {
      for (const [outPath, make] of pendingTwins) {
        const markdown = make();
        if (markdown !== undefined) files.set(outPath, markdown);
      }
      if (files.size) await writeInPlace(files);
    } catch (error) {
      built = undefined; // the next change builds everything
      reporter.error(`The pages' markdown twins were not updated: ${(error as Error).message}`);
    } finally {
      pendingTwins.clear();
    }
  };

  /** The search indexes and llms files after refreshed pages; then the output's lock goes. */
  const updateSiteFiles = async () => {
    if (pendingTwins.size) await writeTwins(); // llms-full.txt reads them
    if (built) await writeSiteFiles(built);
    await letGoOfOutput();
  };
  const writeSiteFiles = async (site: BuiltSite) => {
    const started = performance.now();
    const indexes = searchIndexFiles(site, pendingIndexes);
    pendingIndexes.clear();
    try {
      const files = new Map([...indexes, ...(await llmsFiles(site, outDir)), ...hostFilesNow(site)]);
      reporter.detail(`  search index and llms files made again in ${Math.round(performance.now() - started)} ms`);
      await writeInPlace(files);
    } catch (error) {
      built = undefined;
      reporter.error(`The search index and llms files were not updated: ${(error as Error).message}`);
    }
  };

  /** Takes the output's lock once for a run of saves (its checks read folders: not for every save). */
  const holdOutput = () =>
    (lockTaken ??= takeOutputFolder(outDir, () => undefined).then(
      ({ lock }) => lock,
      (error: unknown) => {
        lockTaken = undefined;
        throw error;
      },
    ));
  const letGoOfOutput = async () => {
    const taken = lockTaken;
    lockTaken = undefined;
    await (await taken?.catch(() => undefined))?.release();
  };

  /** Writes changed files into the output (and removes files gone) under its lock and the server's gate. */
  const writeInPlace = async (files: OutputFiles, removed: readonly string[] = [], differing?: ReadonlySet<string>): Promise<string[]> => {
    let gone: string[] = [];
    await holdOutput();
    // Written beside their targets first, while requests are answered; renamed under the gate.
    const prepared = await prepareChanged(outDir, files, differing);
    try {
      await options.exclusive(async () => {
        await prepared.apply();
        gone = await removeFiles(outDir, removed);
      });
    } catch (error) {
      await prepared.discard().catch(() => undefined);
      throw error;
    }
    return [...prepared.changed, ...gone];
  };

  const updateFor = async (changes: string[]): Promise<WatchUpdate> => {
    // Made after this update instead (a refresh schedules them again), never during it:
    // a save that comes before its page's twin is made does not wait for it.
    clearTimeout(siteFilesTimer);
    clearTimeout(twinsTimer);
    await following;
    if (!built) return buildEverything();
    const kinds = classifyChanges(root, changes, built.config.customCss);
    if (kinds.other) return buildEverything();
    // The changed documents load again (all when it cannot be told which), the others are kept.
    const changedSpecs = kinds.specs.length ? await api.forgetChanged(built, kinds.specs) : undefined;
    const alone = !kinds.styles && !hasOwnComponents(built);
    if (alone && kinds.docs.length > 0 !== (changedSpecs !== undefined)) {
      try {
        const refreshed = kinds.docs.length ? await refreshDocs(kinds.docs) : await refreshApi(changedSpecs!);
        if (refreshed) return refreshed;
      } catch (error) {
        built = undefined; // the kept model took part of the change: the next change builds everything
        await letGoOfOutput(); // the timers that would let it go were cleared above
        throw error;
      }
    }
    return buildSite(kinds.specs.length > 0, kinds.styles);
  };
  /** A build with nothing kept: the config or another input of every part may have changed. */
  const buildEverything = () => {
    api.forgetAll();
    return buildSite(true, true);
  };
  let running: Promise<unknown> = Promise.resolve();
  const removals = new RemovalNotices();

  const pagesOf = (files: string[]) => files.filter((file) => file.endsWith('.html')).map((file) => pageKey(served.address.baseUrl, file));

  return {
    /** The first build: everything. */
    start: buildEverything,
    /** Rebuilds what the changed files (absolute paths; a folder made or moved in given as its files, `withFolderContents`) need. */
    update(changes: string[]): Promise<WatchUpdate> {
      const news = removals.news(changes);
      if (!news.length) return Promise.resolve({ ...served, scope: 'page', changedPages: [], changedFiles: 0 });
      const work = updateFor(news).then((update) => (removals.built(news), update));
      running = work.catch(() => undefined); // close() waits for it
      return work;
    },
    async close(): Promise<void> {
      // An update still running may take the lock and set timers again: they go after it.
      await running;
      clearTimeout(siteFilesTimer);
      clearTimeout(twinsTimer);
      await following;
      await letGoOfOutput();
      await Promise.all([bundler.close(), api.close()]);
    },
  };
}

/**
 * The search index and llms files are made again this long after the last save: they are
 * the whole site's (seconds on thousands of pages), and a save that comes while they are
 * made waits for them.
 */
const SITE_FILES_QUIET_MS = 3000;

/**
 * How long after a refreshed page its markdown twin is made: once the open page has
 * fetched its new version, so that the twin's CPU (a second parse of the markdown) and
 * its write under the swap gate are not in that page's way.
 */
const TWIN_DELAY_MS = 100;

/** A site's own components decide which chunks the bundle has: its guides are not re-rendered alone. */
const hasOwnComponents = (built: BuiltSite) =>
  Object.keys(built.config.components).length > 0 || existsSync(path.join(built.config.root, COMPONENTS_DIR));

export type WatchSession = ReturnType<typeof createWatchSession>;
