import type { Overrides } from '../components/overridable.js';
import type { SiteView } from '../core/page-source.js';
import { createSharedSidebars } from '../render/shared-sidebars.js';
import { createVariantLinks } from '../render/variant-links.js';
import { sidebarNeighbours } from '../routes/reading-order.js';
import { serverShownSidebar } from '../../widgets/lib/sidebar-window.js';
import type { WidgetSidebar } from '../../widgets/types.js';
import type { Route } from '../core/route.js';

/** A page whose HTML a sidebar change leaves as it was but for the name of the sidebar's shared file. */
export interface SidebarRelink {
  route: string;
  outPath: string;
  /** The shared file's URL the page names now, and the one it names after the change (equal: the page is unchanged). */
  from: string;
  to: string;
}

/** Overrides that are handed the whole sidebar: what they show of it cannot be told. */
const SHOWING_THE_SIDEBAR = ['Sidebar', 'Navbar'] as const;

/**
 * Of the routes that show a docs change only through their sidebar (`bySidebar` of
 * `changedModel`), those whose page shows the same of it before and after: the links of
 * the sidebar's server HTML (a large sidebar shows a window around the page, closed
 * categories empty; the breadcrumbs are among them) and the previous and next links.
 * Such a page's HTML differs only in the name of the sidebar's content-hashed shared
 * file, so it is patched instead of rendered: on a site of thousands of guides, a title
 * change then renders the pages near it, not every page. By route path. Pure.
 */
export function sidebarRelinks(
  before: SiteView,
  after: SiteView,
  bySidebar: Iterable<string>,
  overrides: Overrides | undefined,
): Map<string, SidebarRelink> {
  const relinks = new Map<string, SidebarRelink>();
  if (SHOWING_THE_SIDEBAR.some((name) => overrides?.has(name))) return relinks;
  const shown = [before, after].map(sidebarShownOn);
  for (const path of bySidebar) {
    const [was, now] = shown.map((on) => on(path));
    if (was && now && was.outPath === now.outPath && was.view === now.view)
      relinks.set(path, { route: path, outPath: now.outPath, from: was.src, to: now.src });
  }
  return relinks;
}

/** What a site's page at a route shows of its sidebar, as text to compare, and its shared file's URL; undefined without a shared sidebar. */
function sidebarShownOn(site: SiteView): (path: string) => { outPath: string; src: string; view: string } | undefined {
  const { address } = site;
  const links = createVariantLinks(site);
  const shared = createSharedSidebars(site.sidebars, address);
  const viewsOf = new Map<WidgetSidebar, (activeHref: string) => string>();
  const routes = new Map(site.routes.all().map((route) => [route.path, route]));
  // As the page renderer finds it: the route's sidebar in its variant.
  const sidebarOf = (route: Route) => (route.sidebarId === undefined ? undefined : links.sidebar(site.variants.of(route), route.sidebarId));
  return (path) => {
    const route = routes.get(path);
    const sidebar = route && sidebarOf(route);
    const file = sidebar && shared(sidebar);
    if (!route || !sidebar || !file) return undefined;
    let viewOf = viewsOf.get(file.tree);
    if (!viewOf) viewsOf.set(file.tree, (viewOf = serverShownSidebar(file.tree)));
    // The breadcrumbs are the categories on the way to the page and its link: in the view.
    const view = JSON.stringify([viewOf(address.href(route.path)), sidebarNeighbours(sidebar.items, route.path)]);
    return { outPath: route.outPath, src: file.src, view };
  };
}

/** The page's HTML naming the sidebar's new shared file; undefined when it does not name the old one (render it then). Pure. */
export function relinkedPage(html: string, { from, to }: SidebarRelink): string | undefined {
  // The URL sits JSON-encoded in an attribute (`&quot;/assets/sidebars/<hash>.json&quot;`): whole, as written.
  const named = `&quot;${from}&quot;`;
  return html.includes(named) ? html.replaceAll(named, `&quot;${to}&quot;`) : undefined;
}
