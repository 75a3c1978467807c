import { canonicalJson, engineFingerprint, hashOf } from '../cache/cache-keys.js';
import type { CacheStore } from '../cache/cache-store.js';
import type { Messages } from '../i18n/messages.js';
import type { PageFacts } from '../links/link-index.js';
import type { Overrides } from '../components/overridable.js';
import type { SiteView, SourcePage } from '../core/page-source.js';
import type { ClientAssets } from '../core/output.js';
import type { Route } from '../core/route.js';
import { addressData } from '../core/site-address.js';

/** What a page's entry keeps: its HTML and what the link check needs of it. */
export interface ReusedPage {
  html: string;
  facts: PageFacts;
}

/** Pages of an earlier build, by everything they were rendered from. */
export interface PageReuse {
  /** The page's key, or undefined when the page cannot be known by data (it renders every build). */
  keyOf(route: Route, page: SourcePage, twin: unknown): string | undefined;
  get(key: string): ReusedPage | undefined;
  set(key: string, page: ReusedPage): void;
}

interface PageEntry extends ReusedPage {
  format: 1;
}

export interface PageReuseInput {
  site: SiteView;
  assets: ClientAssets;
  catalogues: ReadonlyMap<string, Messages>;
  overrides?: Overrides;
}

/**
 * The whole-page cache of a warm build: a page whose inputs are an earlier build's is
 * that build's page (HTML and links), without React. The key is the site's (the engine,
 * the config, every route, sidebar, version and locale, the client bundle's files, the
 * engine's words, the year the footer shows) and the page's own (its route, the data its
 * main column is rendered from, its head, search entry and twin). Undefined, every page
 * rendering, when the site cannot be known by data: a config with functions (plugins, an
 * `editUrl` function) or overrides of the engine's components (functions of the site).
 * The store's counts say how many pages were reused (hits) and rendered (writes).
 */
export function createPageReuse(
  store: CacheStore | undefined,
  { site, assets, catalogues, overrides }: PageReuseInput,
): PageReuse | undefined {
  if (!store || overrides?.size) return undefined;
  const { files: _files, inputs: _inputs, ...bundle } = assets;
  const parts = [
    site.config,
    addressData(site.address),
    site.routes.all(),
    site.sidebars,
    site.redirects ?? [],
    { versions: site.variants.versions, locales: site.variants.locales, all: site.variants.all },
    bundle,
    // The engine's words: the built-in ones are the engine's, the site's own are these.
    [...catalogues].map(([locale, messages]) => [locale, messages.locale, messages.builtIn, messages.overrides]),
  ].map(canonicalJson);
  if (parts.some((part) => part === undefined)) return undefined;
  // The footer's `{year}` is the only input that is no file.
  const siteKey = hashOf('page', engineFingerprint(), String(new Date().getFullYear()), ...(parts as string[]));
  const sidebars = new Map(site.sidebars.map((sidebar, index) => [sidebar, index]));
  return {
    keyOf(route, page, twin) {
      if (page.renderedFrom === undefined) return undefined;
      const own = canonicalJson({
        renderedFrom: page.renderedFrom,
        head: page.head,
        // A site's sidebar is in the site's key: the page names it.
        sidebar: page.sidebar && (sidebars.get(page.sidebar) ?? page.sidebar),
        search: page.search,
        writtenIn: page.writtenIn,
        widgets: page.widgets,
        stylesheets: page.stylesheets,
        stylesheetsAfterSite: page.stylesheetsAfterSite,
        ownsMain: page.ownsMain,
        twin,
      });
      return own === undefined ? undefined : hashOf(siteKey, canonicalJson(route) ?? '', own);
    },
    get(key) {
      const entry = store.get(key, (value) => (value as PageEntry | undefined)?.format === 1) as PageEntry | undefined;
      if (!entry || typeof entry.html !== 'string' || typeof entry.facts?.hrefs !== 'string') return undefined;
      return { html: entry.html, facts: entry.facts };
    },
    set(key, page) {
      store.set(key, { format: 1, html: page.html, facts: page.facts } satisfies PageEntry);
    },
  };
}
