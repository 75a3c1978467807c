import type { ClientAssets } from '../assets/bundle.js';
import { messagesFor, type Messages } from '../i18n/messages.js';
import { buildChrome, chromeContext } from '../render/chrome.js';
import { pageDocument } from '../render/page-document.js';
import { pageNotices, pagePlacement } from '../render/page-placement.js';
import { renderPageBody } from '../render/render-page.js';
import { createRenderMemo } from '../render/render-memo.js';
import { createVariantLinks } from '../render/variant-links.js';
import { createSharedSidebars, type SharedSidebar } from '../render/shared-sidebars.js';
import { createHeapGuard, createPeriodicCollection } from './heap-guard.js';
import type { HeadInput } from '../render/head.js';
import type { Route } from '../routes/route-table.js';
import type { Sidebar } from '../routes/sidebar.js';
import { createSearchIndexBuilder, type IndexedPage, type SearchIndexBuilder } from '../search/search-index.js';
import type { SidebarProps } from '../../templates/types.js';
import type { ReaderOutput } from '../llms/reader-output.js';
import { LLMS_FILES, llmsOutPath } from '../llms/markdown-paths.js';
import type { OutputFiles } from './output.js';
import type { Overrides } from '../components/overridable.js';
import type { PageSource, SiteView } from './page-source.js';

export interface RenderedPages {
  files: OutputFiles;
  /** The search index of each version and locale, by output path; none when search is off. */
  searchIndexes: Map<string, SearchIndexBuilder>;
  /** With `keepSearchDocuments`: the pages' search entries too, by the output path of their index. */
  searchDocuments: Map<string, IndexedPage[]>;
}

export interface RenderScope {
  /** Renders only these routes (`serve --watch` re-rendering a changed page); every route by default. */
  only?: (route: Route) => boolean;
  /** Keeps every page's search entries, for a dev server that patches its index later. */
  keepSearchDocuments?: boolean;
  /** Resolves when a route's page can be made (its markdown finished); undefined: now. Pages render in route order. */
  ready?: (route: Route) => Promise<void> | undefined;
}

/** Takes each rendered HTML page as it is made; resolves when it may be given the next one. */
export type PageWriter = (outPath: string, html: string) => Promise<void> | void;

/**
 * Every route of the frozen table as an HTML file: its source makes the page, the layout
 * frames it with the chrome of the page's version and locale and the page's sidebar.
 * Each page goes to `writePage` as soon as it is rendered (by default into the returned
 * files), so that a caller that writes them need not hold them all.
 */
export async function renderPages(
  site: SiteView,
  sourceOf: (route: Route) => PageSource,
  assets: ClientAssets,
  catalogues: ReadonlyMap<string, Messages>,
  onProgress?: (done: number, total: number) => void,
  readers?: ReaderOutput,
  overrides?: Overrides,
  writePage?: PageWriter,
  { only, keepSearchDocuments = false, ready }: RenderScope = {},
): Promise<RenderedPages> {
  const files: OutputFiles = new Map();
  const emit: PageWriter = writePage ?? ((outPath, html) => void files.set(outPath, html));
  // Each page's sections go into its index as it renders: no page's text is kept.
  const searchIndexes = new Map<string, SearchIndexBuilder>();
  const searchDocuments = new Map<string, IndexedPage[]>();
  const links = createVariantLinks(site);
  const { baseUrl, trailingSlash } = site.config;
  const routes = only ? site.routes.all().filter(only) : site.routes.all();
  const sharedSidebar = createSharedSidebars(site.sidebars, baseUrl, trailingSlash);
  const sharedFiles: OutputFiles = new Map();
  const heapGuard = createHeapGuard();
  const memo = createRenderMemo();
  const collectNow = createPeriodicCollection();
  let done = 0;
  for (const route of routes) {
    const waiting = ready?.(route);
    if (waiting) await waiting;
    heapGuard('render pages');
    const variant = site.variants.of(route);
    // The engine's words in the page's locale (loadSiteMessages has every configured one).
    const locale = variant.locale.code;
    const messages = catalogues.get(locale) ?? messagesFor(locale);
    const page = sourceOf(route).page(route, site, messages);
    const context = chromeContext(site, links, route, messages);
    const chrome = buildChrome(context, route.path, route.sidebarId);
    const fallbackSidebar = route.sidebarId === undefined ? undefined : links.sidebar(variant, route.sidebarId);
    const pageSidebar = page.sidebar ?? fallbackSidebar;
    const shared = pageSidebar && sharedSidebar(pageSidebar);
    if (shared) sharedFiles.set(shared.outPath, shared.json);
    const sidebar = sidebarProps(pageSidebar, route.path, shared);
    const placement = pagePlacement(site, links, route);
    const writtenIn = page.writtenIn && site.variants.locales.find((candidate) => candidate.code === page.writtenIn);
    const frame = {
      chrome,
      path: route.path,
      sidebar,
      notices: pageNotices(site, links, route, page.writtenIn, messages),
      contentLang: writtenIn && writtenIn.code !== locale ? writtenIn.htmlLang : undefined,
    };
    const body = renderPageBody(frame, page.render(), { baseUrl, trailingSlash, messages, overrides, memo });
    const widgets = new Set([...body.widgets, ...(page.widgets ?? [])]);
    const twin = readers?.twin(route, page);
    const head = withReaderLinks(page.head, twin?.href, route.path === (variant.prefix || '/'), baseUrl, variant.prefix);
    await emit(
      route.outPath,
      pageDocument(site.config, { head, placement, bodyHtml: body.html, widgets, chrome, messages, stylesheets: page.stylesheets }, assets),
    );
    // The page's markdown twin, after the page: the output lists pages first.
    if (twin) await (writePage ? writePage(twin.outPath, twin.markdown) : files.set(twin.outPath, twin.markdown));
    if (page.search && site.config.search.enabled) {
      const index = context.searchIndex.slice(1);
      if (!searchIndexes.has(index)) searchIndexes.set(index, createSearchIndexBuilder());
      const entry = { route: route.path, ...page.search };
      searchIndexes.get(index)!.add(entry);
      if (keepSearchDocuments) {
        if (!searchDocuments.has(index)) searchDocuments.set(index, []);
        searchDocuments.get(index)!.push(entry);
      }
    }
    onProgress?.(++done, routes.length);
    collectNow();
  }
  // The sidebars' shared files, after the pages (the output lists pages first).
  for (const [path, json] of sharedFiles) files.set(path, json);
  return { files, searchIndexes, searchDocuments };
}

function sidebarProps(sidebar: Sidebar | undefined, activePath: string, shared: SharedSidebar | undefined): SidebarProps | undefined {
  return (
    sidebar && {
      label: sidebar.label,
      href: sidebar.href,
      items: sidebar.items,
      activePath,
      ...(shared ? { shared: { src: shared.src, tree: shared.tree } } : {}),
    }
  );
}

/** The page's markdown twin in its head, and on a home page the llms.txt beside it. */
function withReaderLinks(head: HeadInput, markdownHref: string | undefined, isHome: boolean, baseUrl: string, prefix: string): HeadInput {
  if (!markdownHref) return head;
  const alternates = [...(head.alternates ?? []), { type: 'text/markdown', href: markdownHref }];
  if (isHome) alternates.push({ type: 'text/plain', href: `${baseUrl}${llmsOutPath(prefix, LLMS_FILES.index)}`, title: LLMS_FILES.index });
  return { ...head, alternates };
}
