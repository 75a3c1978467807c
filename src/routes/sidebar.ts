import type { SidebarLink, SidebarCategory, SidebarItem, Sidebar } from '../core/sidebar.js';

/**
 * A page's breadcrumbs in a sidebar: the sidebar, then each category down to the page
 * (the page itself is not linked).
 */
export function breadcrumbsFor(sidebar: Sidebar, path: string): { label: string; href?: string }[] {
  const trail = findTrail(sidebar.items, path) ?? [];
  return [
    { label: sidebar.label, href: sidebar.href },
    ...trail.map((item) => ({ label: item.label, href: item.href === path ? undefined : item.href })),
  ];
}

function findTrail(items: SidebarItem[], path: string): (SidebarLink | SidebarCategory)[] | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href === path) return [item];
    if (item.type === 'category') {
      const rest = findTrail(item.items, path);
      if (rest) return [item, ...rest];
    }
  }
  return undefined;
}

/** `gettingstarted` -> `Gettingstarted`, `payment-methods` -> `Payment methods`. */
export function titleCase(name: string): string {
  const spaced = name.replace(/[-_]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The links of a sidebar in reading order (for prev/next and "first doc"). */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => (item.type === 'link' ? [item] : item.type === 'category' ? flattenSidebar(item.items) : []));
}

/** Categories in reading order, with their own path of ancestors. */
export function findCategories(items: SidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...findCategories(item.items)] : []));
}

// Per items array, made once: an index page looked its category up with a walk of the
// whole sidebar, and a site has an index page per category (the square of the site).
const categoriesByHref = new WeakMap<SidebarItem[], Map<string, SidebarCategory>>();

/** The first category (in reading order) whose page is at `href`. */
export function categoryWithHref(items: SidebarItem[], href: string): SidebarCategory | undefined {
  let byHref = categoriesByHref.get(items);
  if (!byHref) {
    byHref = new Map();
    for (const category of findCategories(items))
      if (category.href !== undefined && !byHref.has(category.href)) byHref.set(category.href, category);
    categoriesByHref.set(items, byHref);
  }
  return byHref.get(href);
}

/** The sidebars shown by the pages of one version and locale (`SiteVariant.key`; '' for the default one). */
export function sidebarsOfVariant(sidebars: readonly Sidebar[], variantKey: string): Sidebar[] {
  return sidebars.filter((sidebar) => (sidebar.variant ?? '') === variantKey);
}

export function sidebarById(sidebars: readonly Sidebar[], id: string | undefined): Sidebar | undefined {
  return id === undefined ? undefined : sidebars.find((sidebar) => sidebar.id === id);
}
