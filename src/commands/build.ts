import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { withBaseUrl } from '../config/base-url.js';
import { existsSync } from 'node:fs';
import { timed, type StageReport } from '../report/stage.js';
import { buildSite, type BuildOptions, type BuildResult } from '../pipeline/build-site.js';
import { strictFailure } from '../pipeline/strict.js';
import type { BuildLock } from '../write/build-lock.js';
import type { Diagnostic } from '../core/output.js';
import { recoverInterruptedBuild, type OutputPaths } from '../write/output-folder.js';
import { checkOutputFolder, restoreLastGoodOutput, takeOutputFolder } from '../write/prepare-output.js';
import { pauseForTests } from '../write/test-pause.js';
import type { WriteOptions } from '../write/write-output.js';
import { cliRenderThreads } from './render-threads-option.js';
import { openStaging, type Staging, type StagingOptions } from '../write/staging.js';
import type { VariantOptions } from '../variants/variants.js';
import { exitCodes } from './exit-codes.js';
import { openBuildCache, type BuildCache } from '../cache/build-cache.js';
import { readOutputManifest, storeOutputManifest } from '../write/output-manifest.js';
import type { CacheCounts } from '../cache/cache-store.js';
import { createReporter, green, type Reporter } from '../report/reporter.js';
import type { LinkLocator } from '../core/page.js';
import { addressData, type SiteAddressData } from '../core/site-address.js';

export interface BuildCommandOptions {
  root: string;
  out: string;
  quiet?: boolean;
  /** Passed to the writer: how the swap of the output folder is guarded. */
  exclusive?: WriteOptions['exclusive'];
  /** Clean up and exit on SIGINT/SIGTERM (default); a long-running caller handles signals itself. */
  handleSignals?: boolean;
  /** Only these versions, comma-separated (`current,1.x`): a faster local build. */
  versions?: string;
  /** Only this locale (besides the default one). */
  locale?: string;
  /** Replaces the config's `baseUrl` for this build (a preview path such as `/preview/pr-42/`). */
  baseUrl?: string;
  /** Give every service a "Mock" server that `docgen serve` answers (set by `serve --watch`). */
  mockServed?: boolean;
  /** Fail (DG200, nothing written) on the warnings a lenient build tolerates, such as an invalid OpenAPI document. */
  strict?: boolean;
  /** false (`--no-cache`): no persistent cache read or written in this build. */
  cache?: boolean;
  /** Threads that render the docs' markdown (`--workers`); 1: the main thread only. */
  workers?: number;
  /** What `serve --watch` changes in a build: kept API sources and bundler, the kept build, changed files only. */
  watch?: WatchBuildHooks;
}

export type WatchBuildHooks = Pick<BuildOptions, 'sources' | 'loadSources' | 'bundleAssets' | 'onBuilt'> & Pick<StagingOptions, 'replace'>;

export interface BuildSummary {
  pages: number;
  files: number;
  warnings: number;
  /** Every warning (and error-level note) of the build. */
  diagnostics: readonly Diagnostic[];
  milliseconds: number;
  outDir: string;
  /** Where the site lives (the config's `url`, `baseUrl`, `trailingSlash`), for serving the output: as data, it crosses threads. */
  address: SiteAddressData;
  /** Where a link of an output page is written, for `docgen check`. */
  locateLink?: LinkLocator;
}

/**
 * `docgen build`: check the output folder, load config, build in memory, write
 * atomically, print a summary. The output folder is checked before anything is touched,
 * and held (one build at a time) from the build's start to its swap.
 */
export async function runBuild(options: BuildCommandOptions, reporter: Reporter = createReporter(options)): Promise<BuildSummary> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.out);
  reporter.info(`Building ${displayPath(root)} into ${displayPath(outDir)}`);
  const onStage = (stage: StageReport) => reporter.stage(stage.name, stage.milliseconds, stage.ok);
  // Before anything can fail: a swap cut in half gets the last good output back.
  if (await restoreLastGoodOutput(outDir))
    reporter.info(`Restored the previous output of ${displayPath(outDir)} (a build was cut short while replacing it)`);
  if (existsSync(root)) checkOutputFolder(root, outDir);
  const config = await timed(
    'load config',
    async () => {
      const loaded = await loadConfig(root);
      checkOutputFolder(root, outDir, loaded);
      return withBaseUrl(loaded, options.baseUrl);
    },
    onStage,
  );
  reporter.detail(`  config ${displayPath(config.configFile)}`);
  const { paths, lock } = await takeOutputFolder(outDir, (pid) =>
    reporter.info(`Waiting for the build in process ${pid} to finish with ${displayPath(outDir)}...`),
  );
  reporter.detail(`  writing to ${displayPath(paths.staging)} first, holding ${displayPath(paths.lock)}`);
  let staging: Staging | undefined;
  const forgetSignals = options.handleSignals === false ? () => undefined : cleanUpOnSignals(paths, lock, async () => staging?.halt());
  let committed = false;
  const cache = openBuildCache(root, options.cache !== false && config.cache !== false);
  try {
    // Pages are written into the staging folder as they render: the build never holds them all.
    // With a cache, files the last build wrote into this folder are linked, not written again.
    const into = (staging = await openStaging(outDir, cache && { previous: readOutputManifest(cache.outputs, outDir) }));
    const rendering = reporter.progress('Rendering pages', started);
    const result = await buildSite(config, {
      onStage,
      onProgress: (done, total) => rendering.update(done, total),
      // What a Docusaurus site did not carry over may be why its build failed: said before the error.
      onFailureReport: (diagnostic) => reporter.warn(diagnostic),
      sources: options.watch?.sources ?? { api: { mockServed: options.mockServed, validationCache: cache?.openapi } },
      loadSources: options.watch?.loadSources,
      renderThreads: cliRenderThreads(config, { watch: options.watch !== undefined, mockServed: options.mockServed }),
      bundleAssets: options.watch?.bundleAssets,
      onBuilt: options.watch?.onBuilt,
      variants: variantOptions(options),
      writePage: (outPath, html) => into.write(outPath, html),
      markdownCache: cache?.markdown,
      pageCache: cache?.pages,
      searchCache: cache?.search,
      assetCache: cache?.assets,
      historyCache: cache?.history,
      workers: options.workers,
      strict: options.strict,
    });
    for (const diagnostic of result.diagnostics) reporter.warn(diagnostic);
    const strict = options.strict ? strictFailure(result.diagnostics) : undefined;
    if (strict) throw strict;
    await pauseForTests('built');
    const fileCount = result.written.length + result.files.size;
    await timed(
      `write ${fileCount} files`,
      () => into.commit(result.files, { exclusive: options.exclusive, replace: options.watch?.replace }),
      onStage,
    );
    committed = true;
    if (cache && into.manifest) storeOutputManifest(cache.outputs, outDir, into.manifest);
    cache?.commit();
    if (cache) {
      reporter.detail(cacheSummary(cache));
      reporter.detail(`  ${into.kept} unchanged files linked from the previous output, not written again`);
    }
    reporter.detail(`  files: ${filesByKind([...result.written, ...result.files.keys()])}`);
    const summary = summarise(reporter, result, started, outDir);
    return { ...summary, address: addressData(config), locateLink: result.locateLink };
  } finally {
    // A failed build leaves the previous output as it was: the staging folder goes.
    if (!committed) {
      await staging?.abort();
      cache?.discard();
    }
    forgetSignals();
    await lock.release();
  }
}

/** `--versions a,b` and `--locale fr` as the build's variant options. */
export function variantOptions(options: Pick<BuildCommandOptions, 'versions' | 'locale'>): VariantOptions {
  const names = options.versions
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { versions: names?.length ? { names, key: '--versions' } : undefined, locale: options.locale };
}

function summarise(reporter: Reporter, result: BuildResult, started: number, outDir: string): Omit<BuildSummary, 'address'> {
  const milliseconds = performance.now() - started;
  const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').length;
  const files = result.written.length + result.files.size;
  reporter.info(
    green(`Built ${result.pages} pages (${files} files) in ${(milliseconds / 1000).toFixed(2)} s`) +
      (warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''),
  );
  return { pages: result.pages, files, warnings, diagnostics: result.diagnostics, milliseconds, outDir };
}

/**
 * Ctrl-C or a TERM signal during a build: stop the writes (the build goes on rendering
 * until the exit, and writes under way would land in a folder being removed), put the
 * output folder right (staging removed, a half-done swap undone), release the lock, and
 * exit with the signal's code.
 */
function cleanUpOnSignals(paths: OutputPaths, lock: BuildLock, haltWrites: () => Promise<void>): () => void {
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const handler = () => {
      void haltWrites()
        .catch(() => undefined)
        .then(() => recoverInterruptedBuild(paths))
        .catch(() => undefined)
        .finally(() => {
          lock.releaseSync();
          process.exit(signal === 'SIGINT' ? exitCodes.interrupted : exitCodes.terminated);
        });
    };
    process.once(signal, handler);
    return () => process.off(signal, handler);
  });
  return () => handlers.forEach((forget) => forget());
}

/** `12 html, 3 js, 2 css, 5 other`: what a build wrote, for --verbose. */
export function filesByKind(paths: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const file of paths) {
    const extension = path.extname(file).slice(1).toLowerCase();
    const kind = ['html', 'md', 'js', 'css', 'json', 'svg', 'png', 'xml'].includes(extension) ? extension : 'other';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

/** `markdown cache: 3 hits, 1 misses, 1 written; ...`: what the cache saved, for --verbose (and tests). */
function cacheSummary(cache: BuildCache): string {
  const counted = (label: string, { hits, misses, writes }: CacheCounts) => `${label}: ${hits} hits, ${misses} misses, ${writes} written`;
  const pruned = cache.prune();
  const { hits, misses, writes } = cache.history.counts;
  const stores = [
    counted('markdown cache', cache.markdown.counts),
    counted('API validation cache', cache.openapi.counts),
    counted('client bundle cache', cache.assets.counts),
    counted('page cache', cache.pages.counts),
    counted('search index cache', cache.search.counts),
    // Only a site that shows last updates reads its git history.
    ...(hits + misses + writes ? [counted('git history cache', cache.history.counts)] : []),
  ];
  return `  ${stores.join('; ')}${pruned ? `; ${pruned} old entries pruned` : ''}`;
}

/** Paths inside the working folder are shown relative to it, others in full. */
export function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? target : relative;
}
