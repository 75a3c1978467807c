import v8 from 'node:v8';
import { bundleClientAssets } from '../assets/bundle.js';
import { pageFilesOf } from '../content/site-page-files.js';
import { COPIED_AS_THEY_ARE, findDocusaurusLeftovers, leftoversWarning } from '../content/docusaurus-leftovers.js';
import { cachedClientAssets } from '../assets/bundle-cache.js';
import { brandPalette, brandPaletteCss } from '../assets/brand-palette.js';
import { loadSiteComponents } from '../components/site-components.js';
import { findBrokenLinks } from '../links/internal-links.js';
import { answerBrokenLinks, answerMarkdownLinks, brokenLinkActions, linkLocatorFor } from '../links/link-sources.js';
import type { ResolvedConfig } from '../config/validate.js';
import { collectStaticFiles, type StaticFile } from '../content/collect.js';
import { loadPageSources, type LoadSources, type SourceOptions } from '../sources/registry.js';
import { loadSiteMessages } from '../i18n/site-messages.js';
import type { Messages } from '../i18n/messages.js';
import { loadVariants, type VariantOptions } from '../variants/variants.js';
import { createReaderOutput, type ReaderOutput } from '../llms/reader-output.js';
import { collectRoutes } from './collect-routes.js';
import type { Diagnostic, OutputFiles, ClientAssets } from '../core/output.js';
import type { PageWriter } from './render-pages.js';
import { renderSite } from './render-stage.js';
import { startBuildRenderThreads, threadsNoteOf, type BuildRenderThreads, type RenderThreadsOption } from './render-thread-plan.js';
import { createLinkIndex, type LinkIndex } from '../links/link-index.js';
import type { Overrides } from '../components/overridable.js';
import type { IndexedPage } from '../search/search-index.js';
import type { PageSource, SiteView } from '../core/page-source.js';
import { buildRobots, siteSitemap } from './sitemap.js';
import { siteHostFiles } from '../deploy/host-files.js';
import { redirectPageOrigins, siteHostRedirects } from '../routes/redirect-plan.js';
import { timed, type StageListener } from '../report/stage.js';
import { fullCollection } from '../workers/heap-guard.js';
import type { CacheStore } from '../cache/cache-store.js';
import { createPageReuse } from './page-reuse.js';
import { createReusedSearchIndexBuilder } from './search-reuse.js';
import { AUTO_MIN_PAGES, defaultWorkerCount, startMarkdownPool, type MarkdownPool } from '../markdown/markdown-pool.js';
import type { Route } from '../core/route.js';
import type { LinkLocator } from '../core/page.js';

/** Used heap above which the search index's finish is framed by full collections (see below). */
const COLLECT_AROUND_INDEX_BYTES = 128 * 1024 * 1024;

export interface BuildOptions {
  /** Called as each stage finishes (or fails), for progress output. */
  onStage?: StageListener;
  /** Called after each page is rendered, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
  /** Warnings worth reading when the build fails (a Docusaurus site's migration report), given before it throws. */
  onFailureReport?: (diagnostic: Diagnostic) => void;
  /** Options of the page sources by family (the API reference's: the mock, the validation cache). */
  sources?: SourceOptions;
  /** How each source module loads (`serve --watch` keeps the API reference between builds); by its `load`. */
  loadSources?: LoadSources;
  /** Which versions and locales to build (all by default). */
  variants?: VariantOptions;
  /**
   * Where each HTML page goes as soon as it renders (the CLI: the staging folder), so
   * that the build never holds every page; by default the pages stay in `files`.
   */
  writePage?: PageWriter;
  /** The persistent cache of rendered markdown (`.docgen/cache/markdown`); none: every page renders. */
  markdownCache?: CacheStore;
  /** The persistent cache of whole pages (`.docgen/cache/pages`); none: every page renders. */
  pageCache?: CacheStore;
  /** The persistent cache of search index files (`.docgen/cache/search-index`); none: every index is built. */
  searchCache?: CacheStore;
  /** The persistent cache of the client bundle (`.docgen/cache/client-assets`); none: bundled every build. */
  assetCache?: CacheStore;
  /** The persistent cache of the docs' git history (`.docgen/cache/git-history`); none: `git log` runs every build that shows last updates. */
  historyCache?: CacheStore;
  /** Threads that render the docs' markdown (`--workers`); else `build.workers` of the config, else one per core. */
  workers?: number;
  /** Bundles the browser side (`serve --watch` keeps one long-lived bundler); bundleClientAssets by default. */
  bundleAssets?: typeof bundleClientAssets;
  /** Given what a dev server keeps to re-render a few pages later, once the build has succeeded. */
  onBuilt?: (built: BuiltSite) => void;
  /** Render threads beside the main one for pages that need nothing prepared (the API reference); none without. */
  renderThreads?: RenderThreadsOption;
  /** `--strict` (and `docgen check`): every broken link fails (DG114), whatever `onBrokenLinks` and `onBrokenAnchors` say. */
  strict?: boolean;
}

/** What `serve --watch` keeps of a build to re-render a changed page alone (src/dev/page-refresh.ts). */
export interface BuiltSite {
  config: ResolvedConfig;
  site: SiteView;
  sourceOf: (route: Route) => PageSource;
  sources: readonly PageSource[];
  assets: ClientAssets;
  catalogues: ReadonlyMap<string, Messages>;
  readers: ReaderOutput;
  overrides?: Overrides;
  linkIndex: LinkIndex;
  searchDocuments: Map<string, IndexedPage[]>;
  /** Every file of the output (kept up to date by `serve --watch`'s refreshes). */
  outputPaths: Set<string>;
  /** The site's own files in static/ (kept over files docgen would write at their paths). */
  staticFiles: readonly StaticFile[];
}

export interface BuildResult {
  /** The output files still in memory (every file, unless pages went to `writePage`). */
  files: OutputFiles;
  /** Output paths of the pages given to `writePage` (none without it). */
  written: readonly string[];
  diagnostics: Diagnostic[];
  pages: number;
  /** Every page's route, in the table's order. */
  routes: readonly Route[];
  /** Where a link of an output page is written (`docgen check` names its broken links' sources). */
  locateLink?: LinkLocator;
}

/**
 * Builds the whole site: sources -> one frozen route table -> prepared sources
 * (markdown) -> pages -> links and search index. Writes nothing itself: pages go to
 * `writePage` as they render (or stay in memory), the caller decides where the rest go.
 */
export async function buildSite(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const asked = options.workers ?? config.build.workers;
  const pool = asked === undefined ? startMarkdownPool(defaultWorkerCount(), AUTO_MIN_PAGES) : startMarkdownPool(asked);
  // Render threads load the site while this thread does.
  const threads = startBuildRenderThreads(config, options, asked);
  // Stages started side by side (the client bundle) may end after another failed: once the
  // build has failed they report nothing, so the error is the last thing a reader sees.
  let failed = false;
  const onStage: StageListener | undefined = options.onStage && ((event) => void (failed || options.onStage!(event)));
  // A Docusaurus site's leftovers (plugins, swizzled components, config keys), reported once;
  // also when the build fails, since what was not carried over may be why.
  const leftovers = migrationReport(config);
  try {
    return await buildSiteWith(config, { ...options, onStage }, pool, threads, leftovers);
  } catch (error) {
    failed = true;
    const report = await leftovers;
    if (report) options.onFailureReport?.(report);
    throw error;
  } finally {
    // Also on failure: no thread outlives the build (the CLI exits).
    await Promise.all([pool?.close(), threads?.started.close()]);
  }
}

/** The migration report of a Docusaurus site (docusaurus-leftovers.ts): a warning, or none; never a failure. */
function migrationReport(config: ResolvedConfig): Promise<Diagnostic | undefined> {
  return findDocusaurusLeftovers(config.root, config.customCss).then(
    (found) =>
      found &&
      leftoversWarning(found, {
        openapiDocs: config.openapiDocsOutputs.length > 0,
        onBrokenLinks: config.onBrokenLinks,
        onBrokenAnchors: config.onBrokenAnchors,
        onBrokenMarkdownLinks: config.markdown.hooks.onBrokenMarkdownLinks,
        docsInstances: config.docs.instances.map((instance) => instance.id),
        copied: COPIED_AS_THEY_ARE.filter((key) => config[key].length > 0),
        ...(config.colors ? { colorsPrimary: config.colors.primary } : {}),
        plugins: {
          files: config.configImports ?? [],
          functions: config.plugins.flatMap((plugin) => plugin.docusaurus?.functionName ?? []),
        },
      }),
    () => undefined,
  );
}

async function buildSiteWith(
  config: ResolvedConfig,
  options: BuildOptions,
  pool: MarkdownPool | undefined,
  threads: BuildRenderThreads | undefined,
  leftovers: Promise<Diagnostic | undefined>,
): Promise<BuildResult> {
  const report = options.onStage;
  const variants = await loadVariants(config, options.variants);
  // The site's own components, compiled for the server (nothing to do for a site without).
  const componentsPromise = loadSiteComponents(config);
  const hasReactPages = pageFilesOf(config.root).some((page) => page.kind === 'react');
  componentsPromise.catch(() => undefined);
  let markdownDone = () => {};
  const markdownDoneSignal = new Promise<void>((resolve) => (markdownDone = resolve));
  // Started now, finished in parallel with the stages below: each is a stage of its own.
  const assetsPromise = timed(
    'bundle client assets',
    async () => {
      const siteComponents = await componentsPromise;
      // Which of the site's components need a browser chunk is known once every page's
      // markdown and MDX is rendered: then only is the bundle started (a site without
      // components of its own does not wait).
      // So are the React pages of src/pages that hydrate (known once they are bundled for the server).
      if (siteComponents.components.size || hasReactPages) await markdownDoneSignal;
      const interactive = [
        ...[...siteComponents.components.values()].filter((component) => siteComponents.interactive.has(component.name)),
        ...siteComponents.pages,
      ];
      const themeCss = config.colors && brandPaletteCss(brandPalette(config.colors.primary));
      const bundleOptions = {
        siteRoot: config.root,
        customCss: config.customCss,
        themeCss,
        components: interactive,
        baseUrl: config.baseUrl,
        clientModules: config.clientModules,
      };
      return cachedClientAssets(options.assetCache, bundleOptions, options.bundleAssets ?? bundleClientAssets);
    },
    report,
  );
  assetsPromise.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  const siteMessages = loadSiteMessages(config); // a few small files: the engine's words per locale
  siteMessages.catch(() => undefined);
  const catalogues = siteMessages.then((loaded) => loaded.catalogues);
  catalogues.catch(() => undefined);
  const staticFilesPromise = collectStaticFiles(config.root);
  staticFilesPromise.catch(() => undefined);
  const loading = loadPageSources(
    { config, variants, catalogues, components: componentsPromise, role: 'build' },
    {
      ...options.sources,
      // A dev server keeps the pages' markdown: a moved doc's sidebar pages render again without it.
      docs: {
        cache: options.markdownCache,
        historyCache: options.historyCache,
        pool,
        twins: config.llms.enabled,
        keepRendered: options.onBuilt !== undefined,
      },
    },
    { loadSources: options.loadSources, report },
  );
  // Each module's sources parse what they can alone (the docs' markdown) as soon as they
  // are loaded, while the others still load (the API reference, parsed and validated on
  // a worker thread); links are resolved once every route is known.
  const parsing = Promise.all(
    loading.map(async (loaded) => {
      const parsers = (await loaded).filter((source) => source.parse);
      if (parsers.length) await timed('parse markdown', () => Promise.all(parsers.map((source) => source.parse!())), report);
    }),
  );
  parsing.catch(() => undefined);
  const [sources, staticFiles, messages] = await Promise.all([
    Promise.all(loading).then((loaded) => loaded.flat()),
    staticFilesPromise,
    siteMessages,
  ]);
  const { site, sourceOf, diagnostics } = await timed('route table', () => collectRoutes(config, sources, variants), report);
  const locateLink = linkLocatorFor(
    config,
    site.routes.all(),
    (route, href, occurrence) => sourceOf(route).linkOrigin?.(route, href, occurrence),
    redirectPageOrigins(site),
  );
  await parsing;
  // Named with its threads when the markdown went to workers, so the output says which path ran.
  const onThreads: StageListener | undefined =
    report && ((stage) => report(pool?.threads ? { ...stage, name: `${stage.name} on ${pool.threads} worker threads` } : stage));
  // Pages render while the markdown is finished: each docs page as soon as its own is.
  const preparations = new Map<PageSource, Promise<Diagnostic[]>>();
  const preparing = timed(
    'finish markdown',
    () => Promise.all(sources.map((source) => preparations.set(source, source.prepare?.(site) ?? Promise.resolve([])).get(source)!)),
    onThreads,
  );
  const markdownFinished = preparing.then(async (prepared) => {
    markdownDone();
    await pool?.close(); // its threads are not needed past the markdown
    return prepared;
  });
  markdownFinished.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  const ready = (route: Route) => {
    const source = sourceOf(route);
    return source.ready ? source.ready(route) : source.prepare && preparations.get(source)!.then(() => undefined);
  };
  // A bundle that waits for the markdown (the site's components) never comes if it failed.
  const assets = await Promise.race([assetsPromise, markdownFinished.then(() => assetsPromise)]);
  const readers = createReaderOutput(site);
  const readerWarnings: Diagnostic[] = [];
  // What the link check needs of the pages written as they render: their links and ids.
  const linkIndex = createLinkIndex(site.address);
  const written = new Set<string>();
  const writePage: PageWriter | undefined =
    options.writePage &&
    ((outPath, contents, facts) => {
      // A render thread found the page's links and ids already.
      if (facts) linkIndex.addFacts(outPath, facts);
      else if (outPath.endsWith('.html')) linkIndex.addPage(outPath, contents);
      written.add(outPath);
      return options.writePage!(outPath, contents);
    });
  const lateWarnings: Diagnostic[] = [];
  const linkWarnings: Diagnostic[] = [];
  let threadsNote = '';
  const onRendered: StageListener | undefined = report && ((stage) => report({ ...stage, name: `${stage.name}${threadsNote}` }));
  const { files, searchIndexes, searchDocuments } = await timed(
    `render ${site.routes.size} pages`,
    async () => {
      const overrides = (await componentsPromise).overrides;
      const rendered = await renderSite({
        site,
        sourceOf,
        assets,
        catalogues: messages.catalogues,
        onProgress: options.onProgress,
        readers,
        overrides,
        reuse: createPageReuse(options.pageCache, { site, assets, catalogues: messages.catalogues, overrides }),
        newSearchIndex: options.searchCache && (() => createReusedSearchIndexBuilder(options.searchCache!)),
        writePage,
        // A dev server patches its search index later: it keeps the entries.
        keepSearchDocuments: options.onBuilt !== undefined,
        ready,
        threads,
      });
      threadsNote = threadsNoteOf(rendered);
      return rendered;
    },
    onRendered,
  );
  const prepared = await markdownFinished;

  await timed(
    'links and search index',
    async () => {
      for (const [path, contents] of assets.files) files.set(path, contents);
      for (const source of sources) for (const [path, contents] of (await source.files?.()) ?? []) files.set(path, contents);
      for (const source of sources) lateWarnings.push(...((await source.lateDiagnostics?.()) ?? []));
      for (const file of staticFiles) files.set(file.relativePath, { copyFrom: file.absolutePath });
      files.set(
        'sitemap.xml',
        siteSitemap(site, (route) => sourceOf(route).lastModified?.(route)),
      );
      readerWarnings.push(...readers.finish(files, messages.catalogues, written));
      if (!files.has('robots.txt')) files.set('robots.txt', buildRobots(site.address));
      // A build that writes its pages writes a large index in parts too, never as one string.
      // The index's finish is the build's largest allocation: the render's garbage goes
      // first (V8 would rather grow the heap), and the spent index after.
      // A small heap has little garbage to drop: two full collections would cost a small
      // site's build more than the rest of this stage.
      const collect = writePage && searchIndexes.size > 0 && v8.getHeapStatistics().used_heap_size > COLLECT_AROUND_INDEX_BYTES;
      if (collect) fullCollection();
      for (const [path, index] of searchIndexes) files.set(path, writePage ? index.finishFile() : index.finish());
      if (collect) fullCollection();
      const broken = findBrokenLinks(files, site.address, linkIndex, written);
      if (broken.length)
        linkWarnings.push(...(await answerBrokenLinks(broken, brokenLinkActions(config, options.strict), locateLink, config.root)));
    },
    report,
  );
  const host = siteHostFiles({
    baseUrl: config.baseUrl,
    outputPaths: [...written, ...files.keys()],
    routes: site.routes.all(),
    staticFiles,
    redirects: siteHostRedirects(site),
  });
  for (const [path, contents] of host.files) files.set(path, contents);
  options.onBuilt?.({
    config,
    site,
    sourceOf,
    sources,
    assets,
    catalogues: messages.catalogues,
    readers,
    overrides: (await componentsPromise).overrides,
    linkIndex,
    searchDocuments,
    outputPaths: new Set([...written, ...files.keys()]),
    staticFiles,
  });
  return {
    files,
    written: [...written],
    diagnostics: answerMarkdownLinks(
      [
        ...config.warnings,
        ...messages.warnings,
        ...prepared.flat(),
        ...diagnostics,
        ...host.warnings,
        ...readerWarnings,
        ...lateWarnings,
        ...linkWarnings,
        ...[await leftovers].filter((warning): warning is Diagnostic => warning !== undefined),
      ],
      config.markdown.hooks.onBrokenMarkdownLinks,
      config.root,
    ),
    pages: site.routes.size,
    routes: site.routes.all(),
    locateLink,
  };
}
