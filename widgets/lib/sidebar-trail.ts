import type { WidgetSidebarItem } from '../types.js';

type Category = Extract<WidgetSidebarItem, { type: 'category' }>;

/** What a page's sidebar needs to know of the page: its href and the categories on the way to it. */
export interface SidebarState {
  activeHref: string;
  /** The categories that contain the current page (or are it): open on this page. */
  trail: ReadonlySet<Category>;
}

/**
 * The categories on the way to `activeHref`, found in one walk of the shared tree (the
 * tree itself is never copied per page: with thousands of links, a copy per page is what
 * made builds grow with the square of the site).
 */
export function sidebarState(items: readonly WidgetSidebarItem[], activeHref: string): SidebarState {
  const trail = new Set<Category>();
  const visit = (list: readonly WidgetSidebarItem[]): boolean => {
    let found = false;
    for (const item of list) {
      if (item.type === 'link') {
        found ||= item.href === activeHref;
        continue;
      }
      if (visit(item.items) || item.href === activeHref) {
        trail.add(item);
        found = true;
      }
    }
    return found;
  };
  visit(items);
  return { activeHref, trail };
}

/** Open on this page: where `collapsed: false` or `collapsible: false` asks, and on the way to the current page. */
export function isExpanded(item: Category, state: SidebarState): boolean {
  return item.open === true || item.collapsible === false || state.trail.has(item);
}
