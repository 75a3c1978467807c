import type { Route } from '../core/route.js';
import type { Sidebar, SidebarItem } from '../core/sidebar.js';

/**
 * The routes of one version and locale in the order a reader meets them: pages outside
 * every sidebar first (the home page leading), then each sidebar's pages depth first,
 * a category's own page before its children. Pure.
 */
export function inSiteOrder<T extends Pick<Route, 'path'>>(routes: readonly T[], sidebars: readonly Sidebar[], home: string): T[] {
  const positions = new Map<string, number>();
  const note = (href: string | undefined) => href !== undefined && !positions.has(href) && positions.set(href, positions.size);
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'html') continue;
      note(item.href);
      if (item.type === 'category') walk(item.items);
    }
  };
  for (const sidebar of sidebars) {
    note(sidebar.href);
    walk(sidebar.items);
  }
  const rank = (route: T, index: number) =>
    route.path === home ? -Infinity : positions.has(route.path) ? routes.length + positions.get(route.path)! : index;
  return routes
    .map((route, index) => ({ route, rank: rank(route, index) }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.route);
}
