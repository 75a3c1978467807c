import { createHash } from 'node:crypto';
import { ASSET_FOLDER } from '../core/output.js';
import type { WidgetSidebar, WidgetSidebarItem } from '../../widgets/types.js';
import type { Sidebar, SidebarItem } from '../core/sidebar.js';
import type { SiteAddress } from '../core/site-address.js';

/**
 * From this many links, a closed category's items are left out of each page's HTML (they
 * render when it opens, from the shared file): the sidebar's HTML then grows with the
 * open part of the tree, not with the site.
 */
export const LAZY_SIDEBAR_LINKS = 150;

/** Where the sidebars' shared files go in the output. */
export const SHARED_SIDEBAR_FOLDER = `${ASSET_FOLDER}/sidebars`;

/** A sidebar as one file of the build that every page showing it loads (and the browser caches). */
export interface SharedSidebar {
  /** Output path, content-hashed under the asset folder (cached for good). */
  outPath: string;
  /** Its URL, base URL included. */
  src: string;
  tree: WidgetSidebar;
  json: string;
}

/**
 * Converts each of the site's sidebars once per build (not once per page) into the tree
 * the widgets take and its shared file. Only the site's own sidebars are shared; a
 * sidebar a page makes for itself (a trimmed API sidebar) stays in that page's props.
 */
export function createSharedSidebars(
  siteSidebars: readonly Sidebar[],
  address: SiteAddress,
): (sidebar: Sidebar) => SharedSidebar | undefined {
  const shareable = new Set(siteSidebars);
  const made = new Map<Sidebar, SharedSidebar>();
  const href = (route: string) => address.href(route);
  return (sidebar) => {
    if (!shareable.has(sidebar)) return undefined;
    let shared = made.get(sidebar);
    if (!shared) {
      shared = share(toWidgetSidebar(sidebar, href), address);
      made.set(sidebar, shared);
    }
    return shared;
  };
}

function share(tree: WidgetSidebar, address: SiteAddress): SharedSidebar {
  const json = JSON.stringify(tree);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const outPath = `${SHARED_SIDEBAR_FOLDER}/${hash}.json`;
  return { outPath, src: address.href(`/${outPath}`, 'file'), tree, json };
}

/** The tree the widgets take: hrefs with the base URL, no per-page state. */
export function toWidgetSidebar(sidebar: Pick<Sidebar, 'label' | 'href' | 'items'>, href: (route: string) => string): WidgetSidebar {
  let links = 0;
  const convert = (items: SidebarItem[]): WidgetSidebarItem[] =>
    items.map((item) => {
      if (item.type === 'link') {
        links++;
        return {
          type: 'link',
          label: item.label,
          href: href(item.href),
          badge: item.badge,
          deprecated: item.deprecated || undefined,
          className: item.className,
        };
      }
      // The site's markup goes as written (Docusaurus does not rewrite its links either).
      if (item.type === 'html')
        return { type: 'html', value: item.value, defaultStyle: item.defaultStyle || undefined, className: item.className };
      return {
        type: 'category',
        label: item.label,
        href: item.href === undefined ? undefined : href(item.href),
        items: convert(item.items),
        className: item.className,
        collapsible: item.collapsible === false ? false : undefined,
        open: item.collapsed === false ? true : undefined,
      };
    });
  const items = convert(sidebar.items);
  return { label: sidebar.label, href: href(sidebar.href), items, ...(links >= LAZY_SIDEBAR_LINKS ? { lazy: true as const } : {}) };
}
