import type { SidebarLink, SidebarCategory, SidebarItem, Sidebar } from '../core/sidebar.js';

/**
 * A page's breadcrumbs in a sidebar: the sidebar, then each category down to the page
 * (the page itself is not linked).
 */
export function breadcrumbsFor(sidebar: Sidebar, path: string): { label: string; href?: string }[] {
  const trail = trailsOf(sidebar.items).get(path) ?? [];
  return [
    { label: sidebar.label, href: sidebar.href },
    ...trail.map((item) => ({ label: item.label, href: item.href === path ? undefined : item.href })),
  ];
}

type Trail = readonly (SidebarLink | SidebarCategory)[];

// Per sidebar (its items array), made once: searching the tree for every page made
// breadcrumbs cost grow with the square of the site, as previous/next did (reading-order.ts).
const trails = new WeakMap<SidebarItem[], Map<string, Trail>>();

/** href -> the items down to its first link or category, in reading order (a depth-first walk). */
function trailsOf(items: SidebarItem[]): Map<string, Trail> {
  let found = trails.get(items);
  if (!found) {
    const index = new Map<string, Trail>();
    const walk = (list: SidebarItem[], above: Trail) => {
      for (const item of list) {
        if (item.type === 'html') continue;
        const trail = [...above, item];
        if (item.href !== undefined && !index.has(item.href)) index.set(item.href, trail);
        if (item.type === 'category') walk(item.items, trail);
      }
    };
    walk(items, []);
    trails.set(items, (found = index));
  }
  return found;
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
