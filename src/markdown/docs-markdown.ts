import { docsSidebarOf, docsVersionOf } from '../content/docs-client-data.js';
import type { DocusaurusVersion } from '../core/sidebar.js';
import { englishMessages, type Messages } from '../i18n/messages.js';
import type { DocSource } from '../content/collect.js';
import { isMdxDoc } from '../content/page-files.js';
import { docRoutesOf, routeOfDocFile, type DocsModel } from '../content/docs-model.js';
import path from 'node:path';
import type { MarkdownPlugins } from '../config/markdown-schema.js';
import type { GeneratedImport, LoadMdxPages, MdxPages, ParsedMdx } from './mdx-hook.js';
import { categoryCards } from '../content/sidebar-cards.js';
import { asMarkdownError, createMarkdownStages, type MarkdownOutput, type ParsedMarkdown, type SyntaxTree } from './processor.js';
import { localePrefixOf, localizedRoutes, localizedSitePath, type LocalizedLinks } from './localized-links.js';
import type { LinkOptions } from './remark-links.js';
import type { ImageSizeOptions } from './remark-image-sizes.js';
import type { CustomAdmonitions } from '../config/admonition-types.js';
import { noSiteComponents, type SiteComponents } from '../components/site-components.js';
import type { CacheStore } from '../cache/cache-store.js';
import { docsMarkdownOptions } from './docs-markdown-options.js';
import type { MarkdownPool } from './markdown-pool.js';
import { mainThreadOnly, workerContextOf } from './markdown-worker-types.js';
import type { DocsReaderPlan, ReaderRequest } from '../core/reader-twin.js';
import { readerDocOf, type TwinMakerFactory } from './twins.js';
import type { Routes } from '../core/route.js';
import { addressData, type SiteAddress } from '../core/site-address.js';
import { fileFingerprint, hashOf } from '../cache/cache-keys.js';
import { siteMessagesFile } from '../i18n/site-messages.js';
import { createMarkdownCache, type CachedPage, type MarkdownCache } from './markdown-cache.js';

/** Every doc's markdown: parsed as soon as the docs are read, finished once the routes are known. */
export interface DocsMarkdown {
  /** Parses every doc (concurrently with the loading of other sources). */
  parseAll(): Promise<void>;
  /**
   * Finishes every doc against the frozen table: a link to another doc resolves to its
   * route there, and site paths are written at the site's `address` (as they are without
   * one). Each page goes into `outputs` as it finishes, and `arrived` is told its route
   * (pages render meanwhile); resolves with `outputs`' entries in the docs' order.
   */
  finishAll(
    routes: Routes,
    address?: SiteAddress,
    reader?: DocsReaderPlan,
    outputs?: Map<string, MarkdownOutput>,
    arrived?: (route: string) => void,
  ): Promise<Map<string, MarkdownOutput>>;
  /**
   * One markdown (not MDX) doc again, on this thread, against the table `finishAll` was
   * given, or this one from now on when routes moved (`serve --watch`).
   */
  renderDoc(doc: DocSource, table?: Routes): Promise<MarkdownOutput>;
}

/** The site a docs folder belongs to: its folder (MDX imports) and its own markdown plugins. */
export interface DocsSite {
  root: string;
  plugins?: MarkdownPlugins;
  /** Where local images are read for their width and height. */
  images?: ImageSizeOptions;
  /** The site's own admonition types (`markdown.admonitions`). */
  admonitions?: CustomAdmonitions;
  /** The site's own components (directives, MDX islands, overrides). */
  components?: SiteComponents;
  /** The build's markdown threads: markdown pages render there unless the site's plugins or components are functions. */
  pool?: MarkdownPool;
  /** The build's persistent markdown cache (`.docgen/cache/markdown`); none: every page renders. */
  cache?: CacheStore;
  /** The pages' twins for AI readers are made: on the main thread, each page's syntax tree is kept for its twin (no second parse). */
  twins?: boolean;
  /** Files MDX pages import that docgen makes (openapiDocs's schemas). */
  generatedImport?: GeneratedImport;
}

/** A cached output, unless the page's twin is wanted and the entry's was made for another site or title. */
function reusable(output: MarkdownOutput | undefined, request: ReaderRequest | undefined): MarkdownOutput | undefined {
  return output && (!request || output.reader?.key === request.key) ? output : undefined;
}

/** `messages`: the engine's words in the docs' locale (heading anchors, admonitions, widgets). */
/** What later stages plug into a docs folder's markdown (the docs source gives them). */
export interface DocsMarkdownHooks {
  /**
   * The llms stage's twin maker: with a twin plan in `finishAll`, each page's twin is made
   * with its HTML (and cached with it); without it, pages make their own later.
   */
  twins?: TwinMakerFactory;
  /** The MDX stage's compiler, loaded only for a folder that has MDX pages. */
  mdx?: LoadMdxPages;
}

/** What the markdown of a folder of pages reads of its model: its pages with their routes, and its folder (the docs', the blog's). */
export type MarkdownFolder = Pick<DocsModel, 'docs' | 'docsByPath' | 'placement'> &
  Partial<Pick<DocsModel, 'sidebars' | 'sources' | 'elsewhere'>>;

export function createDocsMarkdown(
  model: MarkdownFolder,
  messages: Messages = englishMessages,
  site?: DocsSite,
  hooks: DocsMarkdownHooks = {},
): DocsMarkdown {
  const makeTwins = hooks.twins;
  let routes: Routes | undefined;
  let sitePathOf: LinkOptions['sitePath'];
  const routeForDoc = (relativePath: string) => {
    const route = routeOfDocFile(model, relativePath);
    return route !== undefined && routes?.has(route) ? route : undefined;
  };
  const settings = {
    messages,
    plugins: site?.plugins,
    images: site?.images,
    admonitions: site?.admonitions,
    components: site?.components,
    siteRoot: site?.root,
  };
  const docs = [...model.docs.values()];
  const markdownDocs = docs.filter(({ doc }) => !isMdxDoc(doc));
  const onWorkers = site?.pool && !mainThreadOnly(settings) && markdownDocs.length >= site.pool.minPages;
  const pool = onWorkers ? site.pool : undefined;
  const options = docsMarkdownOptions(settings, { sitePath: (path, kind) => sitePathOf?.(path, kind) ?? path, routeForDoc });
  const stages = createMarkdownStages(options);
  const keepTrees = Boolean(site?.twins) && !pool;
  const docsDir = path.resolve(site?.root ?? '.', model.placement.dir);
  // MDX's compiler is big: loaded only for a docs folder that has MDX pages.
  // A doc's category as cards (`<DocCardList />`), read when its MDX renders: the routes are known then.
  const categoryOf = (file: string) => {
    const { sidebars, sources } = model;
    const entry = docs.find(({ doc }) => doc.absolutePath === file);
    if (!sidebars || !sources || !entry) return undefined;
    return categoryCards({ ...model, sidebars, sources }, entry.route, (route) => sitePathOf?.(route, 'page') ?? route);
  };
  // Docusaurus's docs client hooks (`useDocsSidebar()`, `useDocsVersion()`), read when MDX renders.
  const sidebarOf = (file: string) => {
    const entry = docs.find(({ doc }) => doc.absolutePath === file);
    if (!model.sidebars || !entry) return undefined;
    return docsSidebarOf({ ...model, sidebars: model.sidebars }, entry.route, (route) => sitePathOf?.(route, 'page') ?? route);
  };
  let version: DocusaurusVersion | undefined;
  const versionOf = () => (version ??= docsVersionOf({ ...model, sidebars: model.sidebars ?? [] }));
  const mdx = (): Promise<MdxPages> => {
    if (!hooks.mdx) throw new Error('a docs folder with MDX pages needs the MDX hook');
    const generated = site?.generatedImport;
    return hooks.mdx({
      markdown: options,
      siteRoot: site?.root ?? docsDir,
      docsDir,
      categoryOf,
      sidebarOf,
      versionOf,
      ...(generated ? { generatedImport: (file: string) => generated(file, messages) } : {}),
    });
  };
  const inputOf = (doc: DocSource) => ({
    path: doc.absolutePath,
    sourcePath: doc.relativePath,
    body: doc.body,
    lineOffset: doc.bodyLineOffset,
  });
  const mdxDocs = docs.filter(({ doc }) => isMdxDoc(doc));
  const cache = cachedDocsMarkdown(site?.cache, docsCacheSettings(site, site?.components ?? noSiteComponents, messages), model);
  // One lookup per doc (an entry is a file read and parsed), asked early and when finished.
  const lookups = new Map<DocSource, CachedPage>();
  const lookup = (doc: DocSource) => {
    if (!cache) return undefined;
    if (!lookups.has(doc)) lookups.set(doc, cache.lookup(inputOf(doc)));
    return lookups.get(doc);
  };
  let parsing: Promise<{ route: string; doc: DocSource; cached: CachedPage | undefined; parsed?: ParsedMarkdown }[]> | undefined;
  // On workers, a page is parsed and finished there in one go, once the routes are known.
  // A page whose cache entry is valid is not parsed now: it is parsed in finishAll only if
  // the links' context changed since it was cached.
  const parseAll = () =>
    (parsing ??= Promise.all(
      (pool ? [] : markdownDocs).map(async ({ doc, route }) => {
        const cached = lookup(doc);
        const parsed = cached?.entry ? undefined : await asMarkdownError(inputOf(doc), () => stages.parse(inputOf(doc), keepTrees));
        return { route, doc, cached, parsed };
      }),
    ));
  // MDX pages are checked now (frontmatter, complexity), compiled once routes are known.
  let parsingMdx: Promise<{ pages: Awaited<ReturnType<typeof mdx>>; parsed: ParsedMdx[] }> | undefined;
  const parseMdx = () => (parsingMdx ??= mdx().then((pages) => ({ pages, parsed: mdxDocs.map(({ doc }) => pages.parse(inputOf(doc))) })));
  const renderOnWorkers = async (
    workers: MarkdownPool,
    address: SiteAddress,
    links: string | undefined,
    put: (route: string, output: MarkdownOutput) => void,
    reader: DocsReaderPlan | undefined,
    localizedLinks: LocalizedLinks | undefined,
  ) => {
    const routeOfDoc: Record<string, string> = {};
    for (const [relativePath, route] of docRoutesOf(model)) if (routes?.has(route)) routeOfDoc[relativePath] = route;
    const contextId = workers.addContext({
      ...workerContextOf(settings, routeOfDoc, addressData(address)),
      ...(localizedLinks ? { localizedLinks } : {}),
      reader: makeTwins && reader?.site,
    });
    await Promise.all(
      markdownDocs.map(async ({ doc, route }) => {
        const cached = lookup(doc);
        lookups.delete(doc); // the entry's HTML is let go of once its page is made
        const request = reader?.requestFor(route);
        const reused = cached && reusable(cache!.outputFor(cached, links!), request);
        if (reused) return put(route, reused);
        const output = await workers.run(contextId, { ...inputOf(doc), reader: request });
        if (cached) cache!.store(cached, links!, output);
        put(route, output);
      }),
    );
  };
  // The same order of pages as the main thread's, whichever worker finished first.
  const outputsInDocOrder = (outputs: Map<string, MarkdownOutput>) =>
    new Map(docs.flatMap(({ route }) => (outputs.has(route) ? [[route, outputs.get(route)!] as const] : [])));
  return {
    parseAll: async () => {
      // The threads load their code while the API reference loads and the route table is made,
      // unless every page has a cache entry (an unchanged site): then the first page whose
      // entry was made with other links starts them, and a warm build starts none.
      if (pool && markdownDocs.some(({ doc }) => !lookup(doc)?.entry)) pool.start();
      await Promise.all([mdxDocs.length ? parseMdx() : undefined, parseAll()]);
    },
    async finishAll(table, address, reader, outputs = new Map(), arrived) {
      routes = table;
      // A translated doc's absolute links go to the locale's pages, as in Docusaurus's per-locale build.
      const localePrefix = localePrefixOf(model.placement.variant?.locale ?? model.placement.locale);
      const localized = localePrefix ? localizedRoutes(table, localePrefix) : undefined;
      const sitePath: LinkOptions['sitePath'] =
        address && localizedSitePath((path, kind) => address.href(path, kind), localePrefix, localized);
      sitePathOf = sitePath;
      const put = (route: string, output: MarkdownOutput) => {
        outputs.set(route, output);
        arrived?.(route);
      };
      const parsed = await parseAll();
      const mdxOutputs = mdxDocs.length ? parseMdx().then(({ pages, parsed }) => pages.finishAll(parsed)) : undefined;
      mdxOutputs?.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
      const links = cache && cache.linksKey(table, sitePath, localized);
      if (pool) {
        if (!address) throw new Error('docs markdown on workers needs the site address');
        await renderOnWorkers(pool, address, links, put, reader, localized && { prefix: localePrefix, routes: [...localized] });
      }
      const readerBody =
        reader && makeTwins && !pool
          ? makeTwins(reader.site, (type) => messages.format(`admonition.${type}`), settings.admonitions)
          : undefined;
      await Promise.all(
        parsed.map(async (page) => {
          const input = inputOf(page.doc);
          const request = reader?.requestFor(page.route);
          const reused = page.cached && reusable(cache!.outputFor(page.cached, links!), request);
          if (reused) return put(page.route, reused);
          let syntaxTree: SyntaxTree | undefined;
          const output = await asMarkdownError(input, async () => {
            const parsed = page.parsed ?? (await stages.parse(input, keepTrees));
            syntaxTree = parsed.syntaxTree;
            return stages.finish(parsed);
          });
          // Made now rather than as the page renders, so that the cache keeps it with the page.
          if (request && readerBody) output.reader = readerBody(readerDocOf(input), request, syntaxTree);
          if (page.cached) cache!.store(page.cached, links!, output);
          put(page.route, output);
        }),
      );
      const byPath = await mdxOutputs;
      for (const { doc, route } of mdxDocs) put(route, byPath!.get(doc.absolutePath)!);
      return pool ? outputsInDocOrder(outputs) : outputs;
    },
    async renderDoc(doc, table) {
      if (table) routes = table;
      const input = inputOf(doc);
      return asMarkdownError(input, async () => stages.finish(await stages.parse(input)));
    },
  };
}

/** The markdown cache of one docs source, with the key of the context its links resolve in. */
export interface DocsMarkdownCache extends MarkdownCache {
  /** `localized`: a locale's pages its absolute links go to (localized-links.ts). */
  linksKey(routes: Routes, sitePath?: LinkOptions['sitePath'], localized?: ReadonlySet<string>): string;
}

/**
 * What of the site changes a docs page's output besides its text; undefined when that
 * cannot be known from data: the site's own components render inside pages (and mark
 * themselves interactive as they do), so a site with components renders every page.
 * Plugins given as functions make the settings unhashable (createMarkdownCache).
 */
export function docsCacheSettings(site: DocsSite | undefined, components: SiteComponents, messages: Messages): unknown {
  if (!site || components.components.size || components.overrides.size) return undefined;
  return {
    plugins: site.plugins,
    admonitions: site.admonitions,
    images: site.images && { staticDir: site.images.staticDir, docsPrefix: site.images.docsPrefix },
    locale: messages.locale,
    // The site's own words for the locale (i18n/<locale>/messages.json) reach the pages.
    siteMessages: fileFingerprint(siteMessagesFile(site.root, messages.locale)),
  };
}

/** The docs source's markdown cache, or undefined when there is no store or the settings cannot be hashed. */
export function cachedDocsMarkdown(store: CacheStore | undefined, settings: unknown, model: MarkdownFolder): DocsMarkdownCache | undefined {
  const cache = settings === undefined ? undefined : createMarkdownCache(store, settings);
  if (!cache) return undefined;
  return {
    ...cache,
    counts: cache.counts,
    linksKey(routes, sitePath = (path) => path, localized) {
      // A page's links depend on which docs have which route and on how site paths are
      // written (base URL, trailing slash): probing sitePath captures the latter.
      const docs = [...docRoutesOf(model)].map(([relativePath, route]) => `${relativePath}>${routes.has(route) ? route : ''}`).sort();
      // In a locale, which pages it has decides where absolute links go.
      return hashOf(
        sitePath('/p/q', 'page'),
        sitePath('/p/q.png', 'file'),
        ...docs,
        ...(localized ? ['localized', ...[...localized].sort()] : []),
      );
    },
  };
}
