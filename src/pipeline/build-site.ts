import { isDocgenError } from '../errors/docgen-error.js';
import type { ReactNode } from 'react';
import { bundleClientAssets, type ClientAssets } from '../assets/bundle.js';
import type { ResolvedConfig } from '../config/validate.js';
import { collectSources } from '../content/collect.js';
import { headScripts } from '../islands/head-scripts.js';
import { renderIslandHtml } from '../islands/island.js';
import { createMarkdownRenderer, type MarkdownOutput } from '../markdown/processor.js';
import { buildChrome, chromeContext } from '../render/chrome.js';
import { renderDocument } from '../render/document.js';
import { buildHeadTags, type HeadInput } from '../render/head.js';
import { docContent, docHead, indexContent, landingContent, notFoundContent } from '../render/page-data.js';
import { renderPageBody } from '../render/render-page.js';
import type { Route } from '../routes/route-table.js';
import { withBase } from '../routes/paths.js';
import type { Sidebar } from '../routes/sidebar.js';
import { buildSearchIndex, htmlToText, type SearchDocument } from '../search/search-index.js';
import type { PageProps } from '../../templates/types.js';
import { widgetDefinitions, findWidget } from '../../widgets/registry.js';
import { findBrokenLinks } from '../check/internal-links.js';
import { brokenLinksError, linkLocatorFor } from '../check/link-sources.js';
import { errors } from '../errors/catalogue.js';
import type { SourceLocation } from '../errors/docgen-error.js';
import type { Diagnostic, OutputFiles } from './output.js';
import { timed, type StageListener } from './stage.js';
import { createSiteModel, sidebarById, type SiteModel } from './site-model.js';
import { buildRobots, buildSitemap } from './sitemap.js';

/** A content source that adds pages of its own (the API reference is one). */
export interface PageSource {
  /** Adds routes to the model's table and returns the extra sidebars it shows. */
  addRoutes(model: SiteModel): Sidebar[];
  /** Whether a route is one of the routes it added. */
  owns(route: Route): boolean;
  /** Where a link on one of its pages is written (file and JSON pointer), to name a broken one's source. */
  linkSource?(route: Route, href: string): Promise<SourceLocation | undefined>;
  /** Page props for one of its routes. */
  pageContent(route: Route): { content: PageProps['content']; head: HeadInput; sidebar?: Sidebar; search?: Omit<SearchDocument, 'id'> };
  /** Renders the `api` slot of its page content. */
  render(api: unknown): ReactNode;
  /**
   * Files it adds to the output (e.g. downloadable API documents). May be async: called
   * after the pages are rendered, it is where a source finishes checks that ran meanwhile.
   */
  files(): OutputFiles | Promise<OutputFiles>;
}

export interface BuildOptions {
  /** Called as each stage finishes (or fails), for progress output. */
  onStage?: StageListener;
  /** Loads extra page sources (the API reference) from the config. */
  pageSources?: (config: ResolvedConfig) => Promise<PageSource[]>;
}

export interface BuildResult {
  files: OutputFiles;
  diagnostics: Diagnostic[];
  pages: number;
}

/**
 * Builds the whole site in memory: config -> sources -> routes -> page data -> HTML.
 * Writes nothing; the caller decides where the files go.
 */
export async function buildSite(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const report = options.onStage;
  // Started now, finished in parallel with the stages below: each is a stage of its own.
  const assetsPromise = timed('bundle client assets', () => bundleClientAssets({ siteRoot: config.root, customCss: config.customCss }), report);
  assetsPromise.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  const pageSourcesPromise = timed('load API reference', () => options.pageSources?.(config) ?? [], report);
  pageSourcesPromise.catch(() => undefined);
  const { sources, model } = await timed(
    'read content',
    async () => {
      const sources = await collectSources(config.root);
      return { sources, model: createSiteModel(config, sources) };
    },
    report,
  );

  // Docs' markdown needs only the docs, so it runs while page sources (the API
  // reference, whose parsing and validation happen on a worker thread) are still loading.
  const markdown = await timed('markdown', () => renderAllMarkdown(model), report);

  const pageSources = await pageSourcesPromise;
  const extraSidebars = pageSources.flatMap((source) => source.addRoutes(model));
  const assets = await assetsPromise;

  const diagnostics: Diagnostic[] = [
    ...config.warnings,
    ...[...markdown.values()].flatMap((output) => output.warnings.map((warning) => ({ severity: 'warning' as const, ...warning }))),
  ];
  diagnostics.push(...model.diagnostics);
  const { files, searchDocuments } = await timed(
    `render ${model.routes.size} pages`,
    () => {
      const files: OutputFiles = new Map();
      const context = chromeContext(model, extraSidebars);
      const searchDocuments: SearchDocument[] = [];
      for (const route of model.routes.all()) {
        const page = pagePropsFor(model, route, markdown, pageSources, extraSidebars, context);
        const body = renderPageBody(page.props, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, renderApi: page.renderApi });
        const widgets = new Set([...body.widgets, ...(markdown.get(route.path)?.widgets ?? [])]);
        files.set(route.outPath, documentFor(config, page.head, body.html, assets, widgets, page.props.chrome));
        if (page.search) searchDocuments.push({ id: route.path, ...page.search });
      }
      return { files, searchDocuments };
    },
    report,
  );

  await timed(
    'links and search index',
    async () => {
      for (const [path, contents] of assets.files) files.set(path, contents);
      for (const source of pageSources) for (const [path, contents] of await source.files()) files.set(path, contents);
      for (const file of sources.staticFiles) files.set(file.relativePath, { copyFrom: file.absolutePath });
      files.set('sitemap.xml', buildSitemap(config, model.routes.all()));
      if (!files.has('robots.txt')) files.set('robots.txt', buildRobots(config));
      if (config.search.enabled) files.set('search-index.json', buildSearchIndex(searchDocuments));
      const broken = findBrokenLinks(files, config.baseUrl, config.trailingSlash);
      if (broken.length) throw await brokenLinksError(broken, linkLocatorFor(model, markdown, pageSources), config.root);
    },
    report,
  );
  return { files, diagnostics, pages: model.routes.size };
}

/** Markdown of every doc, by route; rendered concurrently, one processor for all. */
async function renderAllMarkdown(model: SiteModel): Promise<Map<string, MarkdownOutput>> {
  const directives = Object.fromEntries(widgetDefinitions.filter((widget) => widget.directive).map((widget) => [widget.directive!, widget.name]));
  const render = createMarkdownRendererFor(model, directives);
  const outputs = new Map<string, MarkdownOutput>();
  await Promise.all(
    [...model.docs.values()].map(async ({ doc, route }) => {
      try {
        outputs.set(route, await render({ path: doc.absolutePath, sourcePath: doc.relativePath, body: doc.body, lineOffset: doc.bodyLineOffset }));
      } catch (error) {
        if (isDocgenError(error)) throw error;
        const line = (error as { line?: number }).line;
        throw errors.markdownFailed(doc.absolutePath, error, line === undefined ? undefined : line + doc.bodyLineOffset);
      }
    }),
  );
  return outputs;
}

function createMarkdownRendererFor(model: SiteModel, directives: Record<string, string>) {
  return createMarkdownRenderer({
    routeForDoc: (relativePath) => model.docsByPath.get(relativePath)?.route,
    directives,
    urlProps: Object.fromEntries(widgetDefinitions.flatMap((widget) => (widget.urlProps ? [[widget.name, widget.urlProps]] : []))),
    renderWidget: (name, props, file) => {
      const definition = findWidget(name)!;
      return renderIslandHtml(file.data.islands!, name, definition.parseProps ? definition.parseProps(props) : props);
    },
  });
}

interface PagePlan {
  props: PageProps;
  head: HeadInput;
  renderApi?: (api: unknown) => ReactNode;
  search?: Omit<SearchDocument, 'id'>;
}

function pagePropsFor(
  model: SiteModel,
  route: Route,
  markdown: Map<string, MarkdownOutput>,
  pageSources: PageSource[],
  extraSidebars: Sidebar[],
  context: ReturnType<typeof chromeContext>,
): PagePlan {
  const chrome = buildChrome(context, route.path, route.sidebarId);
  const sidebarFor = (sidebar: Sidebar | undefined) => sidebar && { label: sidebar.label, href: sidebar.href, items: sidebar.items, activePath: route.path };
  const sectionLabel = sidebarById(model, route.sidebarId)?.label ?? model.config.title;
  switch (route.kind) {
    case 'doc': {
      const output = markdown.get(route.path)!;
      const content = docContent(model, route, output);
      return {
        props: { chrome, path: route.path, sidebar: sidebarFor(sidebarById(model, route.sidebarId)), content },
        head: docHead(model, route),
        search: { title: content.title, section: sectionLabel, headings: output.toc.map((entry) => entry.text).join(' '), text: htmlToText(output.html) },
      };
    }
    case 'landing': {
      const output = markdown.get(route.path)!;
      const content = landingContent(model, route, output);
      return {
        props: { chrome, path: route.path, content },
        head: docHead(model, route),
        search: { title: content.title, section: model.config.title, headings: '', text: `${content.hero?.tagline ?? ''} ${htmlToText(output.html)}` },
      };
    }
    case 'section-index':
    case 'category-index': {
      const content = indexContent(model, route);
      return {
        props: { chrome, path: route.path, sidebar: sidebarFor(sidebarById(model, route.sidebarId)), content },
        head: { title: route.title, description: content.description, path: route.path },
      };
    }
    case 'not-found':
      return { props: { chrome, path: route.path, content: notFoundContent(model, extraSidebars) }, head: { title: 'Page Not Found', path: route.path, noindex: true } };
    default: {
      const source = pageSources.find((candidate) => candidate.owns(route));
      if (!source) throw new Error(`no page source renders ${route.kind} route ${route.path}`);
      const page = source.pageContent(route);
      const sidebar = page.sidebar ?? extraSidebars.find((candidate) => candidate.id === route.sidebarId);
      return {
        props: { chrome, path: route.path, sidebar: sidebarFor(sidebar), content: page.content },
        head: page.head,
        renderApi: (api) => source.render(api),
        search: page.search,
      };
    }
  }
}

function documentFor(config: ResolvedConfig, head: HeadInput, bodyHtml: string, assets: ClientAssets, widgets: Set<string>, chrome: PageProps['chrome']): string {
  const url = (route: string) => withBase(config.baseUrl, route);
  const widgetChunks = Object.fromEntries([...widgets].map((name) => [name, url(assets.widgets[name]!)]));
  // Preload what the page runs without waiting: the runtime's imports, React and the
  // chunks of widgets that hydrate at load or idle (not those waiting to be visible).
  const preloads = new Set<string>();
  const preload = (route: string) => [route, ...(assets.staticImports[route] ?? [])].forEach((file) => preloads.add(url(file)));
  if (widgets.size) {
    preload(assets.runtime);
    preload(assets.hydrate);
    for (const name of widgets) if (findWidget(name)?.hydrate !== 'visible') preload(assets.widgets[name]!);
    preloads.delete(url(assets.runtime));
  }
  return renderDocument({
    lang: config.i18n.localeConfigs[config.i18n.currentLocale]?.htmlLang ?? config.i18n.currentLocale,
    dir: config.i18n.localeConfigs[config.i18n.currentLocale]?.direction ?? 'ltr',
    headTags: buildHeadTags(config, head),
    favicon: config.favicon && url(config.favicon),
    bodyHtml,
    assets: {
      stylesheets: assets.stylesheets.map(url),
      runtime: widgets.size ? url(assets.runtime) : undefined,
      widgetChunks,
      modulePreloads: [...preloads],
      inlineHeadScripts: headScripts({ baseUrl: config.baseUrl, route: head.path, colorMode: chrome.colorMode, announcementBarId: chrome.announcementBar?.id }),
    },
  });
}
