import { messagesFor, type Messages } from '../i18n/messages.js';
import { buildChrome, chromeContext } from '../render/chrome.js';
import { pageDocument } from '../render/page-document.js';
import { pageNotices, pagePlacement } from '../render/page-placement.js';
import { renderPageBody } from '../render/render-page.js';
import { createRenderMemo } from '../util/render-memo.js';
import { createIslandMemo } from '../islands/island-memo.js';
import { createVariantLinks } from '../render/variant-links.js';
import { createSharedSidebars, type SharedSidebar } from '../render/shared-sidebars.js';
import { createHeapGuard } from '../workers/heap-guard.js';
import type { IndexedPage } from '../search/search-index.js';
import type { SidebarProps } from '../../templates/types.js';
import type { PageContextValue } from '../../templates/site-context.js';
import type { ReaderEntry, ReaderOutput } from '../llms/reader-output.js';
import { LLMS_FILES, llmsOutPath } from '../llms/markdown-paths.js';
import { OverrideRenderFailure, type Overrides } from '../components/overridable.js';
import { errors } from '../errors/catalogue.js';
import { pageFacts, type PageFacts } from '../links/link-index.js';
import type { PageReuse } from './page-reuse.js';
import type { PageSource, SiteView } from '../core/page-source.js';
import type { ClientAssets } from '../core/output.js';
import type { Route } from '../core/route.js';
import type { Sidebar } from '../core/sidebar.js';
import type { HeadInput } from '../core/page.js';
import type { SiteAddress } from '../core/site-address.js';

/** One route's page as made by a page renderer: what the build writes and keeps of it. */
export interface RenderedPage {
  /** The route's path (the page's key in the route table). */
  path: string;
  outPath: string;
  html: string;
  /** The page's markdown twin, and its line for llms.txt (none when the twin was put off). */
  twin?: { outPath: string; markdown: string; entry?: ReaderEntry };
  /** The page's search entry, and the output path of the index it goes into. */
  search?: { index: string; entry: IndexedPage };
  /** The shared file of the page's sidebar (one per sidebar, however many pages show it). */
  shared?: { outPath: string; json: string };
  /** The page's links and ids for the link check, when they were found where it rendered (a render thread). */
  facts?: PageFacts;
}

/** What rendering any page of the site needs: the same on the main thread and on a render thread. */
export interface PageRendererInput {
  site: SiteView;
  sourceOf: (route: Route) => PageSource;
  assets: ClientAssets;
  /** The engine's words of every configured locale. */
  catalogues: ReadonlyMap<string, Messages>;
  readers?: ReaderOutput;
  overrides?: Overrides;
  /** Pages of earlier builds, reused when made from the same inputs (the main thread of a cached build). */
  reuse?: PageReuse;
}

/**
 * Makes one route's page: its source makes the main column, the layout frames it with
 * the chrome of the page's version and locale and the page's sidebar. Pure but for the
 * caches it keeps across pages (shared sidebars, repeated schema trees), so any thread
 * that has the same site renders the same bytes.
 */
export function createPageRenderer({
  site,
  sourceOf,
  assets,
  catalogues,
  readers,
  overrides,
  reuse,
}: PageRendererInput): (route: Route) => RenderedPage {
  const links = createVariantLinks(site);
  const { address } = site;
  const sharedSidebar = createSharedSidebars(site.sidebars, address);
  const heapGuard = createHeapGuard();
  const memo = createRenderMemo();
  const islands = createIslandMemo();
  return (route) => {
    heapGuard('render pages');
    const variant = site.variants.of(route);
    // The engine's words in the page's locale (loadSiteMessages has every configured one).
    const locale = variant.locale.code;
    const messages = catalogues.get(locale) ?? messagesFor(locale);
    const page = sourceOf(route).page(route, site, messages);
    const context = chromeContext(site, links, route, messages);
    const fallbackSidebar = route.sidebarId === undefined ? undefined : links.sidebar(variant, route.sidebarId);
    const pageSidebar = page.sidebar ?? fallbackSidebar;
    const shared = pageSidebar && sharedSidebar(pageSidebar);
    // The twin first: the page menu beside the title links it.
    const twin = readers?.twin(route, page);
    const made = {
      path: route.path,
      outPath: route.outPath,
      twin: twin && { outPath: twin.outPath, markdown: twin.markdown, entry: twin.entry },
      search:
        page.search && site.config.search.enabled
          ? { index: context.searchIndex.slice(1), entry: { route: route.path, ...page.search } }
          : undefined,
      shared: shared && { outPath: shared.outPath, json: shared.json },
    };
    const key = reuse?.keyOf(route, page, twin);
    const reused = key === undefined ? undefined : reuse!.get(key);
    if (reused) return { ...made, html: reused.html, facts: reused.facts };
    const chrome = buildChrome(context, route.path, route.sidebarId);
    const sidebar = sidebarProps(pageSidebar, route.path, shared);
    const placement = pagePlacement(site, links, route);
    const writtenIn = page.writtenIn && site.variants.locales.find((candidate) => candidate.code === page.writtenIn);
    const frame = {
      chrome,
      path: route.path,
      sidebar,
      notices: pageNotices(site, links, route, page.writtenIn, messages),
      contentLang: writtenIn && writtenIn.code !== locale ? writtenIn.htmlLang : undefined,
      ...(page.ownsMain ? { ownsMain: true } : {}),
    };
    const pageContext: PageContextValue = {
      twin: twin && site.config.llms.pageMenu ? { markdownHref: twin.href, pageUrl: address.absolute(route.path) } : undefined,
      imageZoom: site.config.zoom.enabled ? { selector: site.config.zoom.selector, background: site.config.zoom.background } : undefined,
      helpful: site.config.helpful && { ...site.config.helpful },
    };
    const body = renderBody(route, () =>
      renderPageBody(frame, page.render(), { address, messages, overrides, memo, islands, page: pageContext }),
    );
    const widgets = new Set([...body.widgets, ...(page.widgets ?? [])]);
    const head = withReaderLinks(page.head, twin?.href, route.path === (variant.prefix || '/'), address, variant.prefix);
    const html = pageDocument(
      site,
      {
        head,
        placement,
        bodyHtml: body.html,
        widgets,
        chrome,
        messages,
        stylesheets: page.stylesheets,
        stylesheetsAfterSite: page.stylesheetsAfterSite,
      },
      assets,
    );
    if (key === undefined) return { ...made, html };
    // Found now, for the link check, so that the next build takes them with the page.
    const facts = pageFacts(route.outPath, html, address);
    reuse!.set(key, { html, facts });
    return { ...made, html, facts };
  };
}

/** A site's override that threw is the site's mistake, named with its file and the page (not a crash of docgen). */
function renderBody<T>(route: Route, render: () => T): T {
  try {
    return render();
  } catch (error) {
    if (!(error instanceof OverrideRenderFailure)) throw error;
    throw errors.overrideRenderFailed({ file: error.origin, cause: error.cause }, error.component, route.path, error.message);
  }
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
function withReaderLinks(
  head: HeadInput,
  markdownHref: string | undefined,
  isHome: boolean,
  address: SiteAddress,
  prefix: string,
): HeadInput {
  if (!markdownHref) return head;
  const alternates = [...(head.alternates ?? []), { type: 'text/markdown', href: markdownHref }];
  if (isHome)
    alternates.push({ type: 'text/plain', href: address.href(llmsOutPath(prefix, LLMS_FILES.index), 'file'), title: LLMS_FILES.index });
  return { ...head, alternates };
}
