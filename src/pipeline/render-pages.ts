import type { ClientAssets } from '../assets/bundle.js';
import { messagesFor, type Messages } from '../i18n/messages.js';
import { buildChrome, chromeContext } from '../render/chrome.js';
import { pageDocument } from '../render/page-document.js';
import { renderPageBody } from '../render/render-page.js';
import type { Route } from '../routes/route-table.js';
import { sidebarById, type Sidebar } from '../routes/sidebar.js';
import type { SearchDocument } from '../search/search-index.js';
import type { SidebarProps } from '../../templates/types.js';
import type { OutputFiles } from './output.js';
import type { PageSource, SiteView } from './page-source.js';

export interface RenderedPages {
  files: OutputFiles;
  searchDocuments: SearchDocument[];
}

/**
 * Every route of the frozen table as an HTML file: its source makes the page, the layout
 * frames it with the site's chrome and the page's sidebar.
 */
export function renderPages(
  site: SiteView,
  sourceOf: (route: Route) => PageSource,
  assets: ClientAssets,
  catalogues: ReadonlyMap<string, Messages>,
): RenderedPages {
  const files: OutputFiles = new Map();
  const searchDocuments: SearchDocument[] = [];
  const context = chromeContext(site);
  const { baseUrl, trailingSlash } = site.config;
  const { defaultLocale } = site.config.i18n;
  // The engine's words (loadSiteMessages): for now every page is in the default locale.
  const messages = catalogues.get(defaultLocale) ?? messagesFor(defaultLocale);
  for (const route of site.routes.all()) {
    const page = sourceOf(route).page(route, site, messages);
    const chrome = buildChrome(context, route.path, route.sidebarId);
    const sidebar = sidebarProps(page.sidebar ?? sidebarById(site.sidebars, route.sidebarId), route.path);
    const body = renderPageBody({ chrome, path: route.path, sidebar }, page.render(), { baseUrl, trailingSlash, messages });
    const widgets = new Set([...body.widgets, ...(page.widgets ?? [])]);
    files.set(route.outPath, pageDocument(site.config, { head: page.head, bodyHtml: body.html, widgets, chrome, messages }, assets));
    if (page.search) searchDocuments.push({ id: route.path, ...page.search });
  }
  return { files, searchDocuments };
}

function sidebarProps(sidebar: Sidebar | undefined, activePath: string): SidebarProps | undefined {
  return sidebar && { label: sidebar.label, href: sidebar.href, items: sidebar.items, activePath };
}
