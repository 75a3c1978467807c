import type { ReactNode } from 'react';
import type { ResolvedConfig } from '../config/validate.js';
import type { Messages } from '../i18n/messages.js';
import type { ReaderPage, HeadInput, SearchPage, LinkOrigin } from './page.js';
import type { SiteVariants } from '../variants/variants.js';
import type { Diagnostic, OutputFiles } from './output.js';
import type { RedirectInput, Route, RouteInput, Routes } from './route.js';
import type { Sidebar } from './sidebar.js';
import type { SiteAddress } from './site-address.js';

/**
 * A source of pages: the docs folder, the API reference, the site's own pages. The
 * pipeline asks every source for its routes first, freezes the table, lets each source
 * prepare against it, then asks for each route's page. A new kind of content (MDX pages,
 * versioned docs, webhooks) is a new source or a new route kind inside one, never an
 * edit of the pipeline.
 */
export interface PageSource {
  /**
   * Names the source in routes (`route.source`) and in messages: its family (`docs`, `api`),
   * then `:<variant key>` for another version or locale (`docs:fr/1.x`). The routes of one
   * family share `ref` for the same page in every version and locale.
   */
  readonly id: string;
  /** The routes and sidebars the source contributes: known before anything renders. */
  routes(): SourceRoutes;
  /**
   * Its pages need nothing that `prepare` makes: a render thread that loads the site's
   * sources again (without preparing any) makes them byte for byte as this thread would,
   * so a large build renders them on several cores.
   */
  readonly rendersOnThreads?: boolean;
  /**
   * Work on the source's own files alone (the docs parse their markdown): started as soon
   * as the source is loaded, while other sources still load; done before `prepare`.
   */
  parse?(): Promise<void>;
  /**
   * Work that needs the frozen table of every source's routes (markdown resolves its
   * links against it). Returns warnings.
   */
  prepare?(site: SiteView): Promise<Diagnostic[]>;
  /**
   * While `prepare` runs: resolves when the route's page can be made (a doc's markdown is
   * finished), so pages render while others are still prepared; undefined when it can be
   * now. A source without it has its pages made once its `prepare` is done.
   */
  ready?(route: Route): Promise<void> | undefined;
  /**
   * One of its routes as a page: head, sidebar, search entry and the main column.
   * `messages` are the engine's words in the route's locale, for words the page data holds.
   */
  page(route: Route, site: SiteView, messages: Messages): SourcePage;
  /** Where a link on one of its pages is written, to name a broken link's source. */
  linkOrigin?(route: Route, href: string, occurrence: number): LinkOrigin | undefined | Promise<LinkOrigin | undefined>;
  /**
   * The files (absolute paths) a route's page is made from, when the source can tell: a
   * dev server renders again the pages of a changed file (an API document's service).
   */
  sourceFiles?(route: Route): readonly string[];
  /**
   * Files it adds to the output besides pages (downloadable documents). Called after the
   * pages are rendered: it is where a source finishes checks that ran meanwhile.
   */
  files?(): OutputFiles | Promise<OutputFiles>;
  /** Warnings of checks that ran beside rendering (an API document's validation): asked after `files`. */
  lateDiagnostics?(): Promise<Diagnostic[]>;
  /** When a route's page last changed (`YYYY-MM-DD`), for the sitemap's `<lastmod>`; undefined when unknown. */
  lastModified?(route: Route): string | undefined;
}

export interface SourceRoutes {
  routes: readonly Omit<RouteInput, 'source'>[];
  /** Sidebars its pages show; navbar items link them by id. */
  sidebars: Sidebar[];
  /** Problems the source worked around, reported as warnings. */
  diagnostics?: Diagnostic[];
  /** Old addresses of its pages (or of the config's `redirects`), each written as a redirect page. */
  redirects?: readonly RedirectInput[];
}

/** What every source may read about the whole site once the routes are known. */
export interface SiteView {
  config: ResolvedConfig;
  /** The config's `url`, `baseUrl` and `trailingSlash` as one value: every address of a page is written by it. */
  address: SiteAddress;
  routes: Routes;
  /** Every source's sidebars (each names the variant whose pages show it). */
  sidebars: readonly Sidebar[];
  /** The versions and locales built, and the variant of each route. */
  variants: SiteVariants;
  /** Every source's redirects (old addresses of pages), in source order; none when unset. */
  redirects?: readonly RedirectInput[];
}

export interface SourcePage {
  head: HeadInput;
  /** The sidebar shown beside the page (the route's `sidebarId` one unless given). */
  sidebar?: Sidebar;
  /** The page's entry in the search index; pages without one are not searchable. */
  search?: SearchPage;
  /** The locale the main column is written in, when not the page's own (a page not yet translated). */
  writtenIn?: string;
  /** Widgets used by HTML rendered outside React (markdown islands), so their scripts load. */
  widgets?: readonly string[];
  /** Site routes of stylesheets only this page needs (KaTeX's on a page with math), before the site's. */
  stylesheets?: readonly string[];
  /**
   * Site routes of stylesheets after the site's (theme and customCss), so that at equal
   * weight they override the theme: a React page's Infima, customCss again, then the
   * page's CSS modules, in the order Docusaurus loads them.
   */
  stylesheetsAfterSite?: readonly string[];
  /**
   * Everything the main column is rendered from, as plain data (no functions): a page
   * whose data, head, search entry, sidebar and site equal an earlier build's page is
   * that page, and a warm build takes its HTML from the cache. None: it renders every build.
   */
  renderedFrom?: unknown;
  /**
   * The page writes its own `<main>` (a Docusaurus page of src/pages): the frame's main
   * column is then a plain block, so the page has one main landmark.
   */
  ownsMain?: boolean;
  /** The page's main column. */
  render(): ReactNode;
  /** The page for AI readers (its markdown twin, its line in llms.txt); asked only when the site has them. */
  reader?(): ReaderPage | undefined;
}
