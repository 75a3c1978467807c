import type { WidgetSidebar, WidgetSidebarItem } from '../types.js';
import { isExpanded, sidebarState, type SidebarState } from './sidebar-trail.js';

type Category = Extract<WidgetSidebarItem, { type: 'category' }>;

/** Items per list that a large tree's server HTML shows, around the current page. */
export const SERVER_WINDOW = 20;

/** The part of a list the tree renders: every item, or the `size` around the one on the way to the current page (the first ones when none is). */
export function shownRange(items: readonly WidgetSidebarItem[], state: SidebarState, size: number | undefined): [number, number] {
  if (size === undefined || items.length <= size) return [0, items.length];
  const current = Math.max(
    0,
    items.findIndex((item) => (item.type === 'link' ? item.href === state.activeHref : item.type === 'category' && state.trail.has(item))),
  );
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), items.length - size));
  return [start, start + size];
}

/** Whether a category's items render: an open one's always, a closed one's only in a tree that is not lazy. */
export function rendersItems(item: Category, open: boolean, lazy: boolean | undefined): boolean {
  return item.collapsible === false || open || !lazy;
}

/**
 * What of a sidebar each page's server HTML shows: the tree as the first render walks it
 * (the window around the page in a lazy tree, closed categories' items left out there),
 * as text to compare. Two pages' HTML differ in their sidebar exactly when these differ.
 * The tree is walked once here, each page then costs its window alone (a sidebar of
 * thousands of links is asked about each of its pages).
 */
export function serverShownSidebar(sidebar: WidgetSidebar): (activeHref: string) => string {
  const window = sidebar.lazy ? SERVER_WINDOW : undefined;
  return (activeHref) => {
    const state = sidebarState(sidebar.items, activeHref);
    const shown = (items: readonly WidgetSidebarItem[]): unknown[] => {
      const [start, end] = shownRange(items, state, window);
      return items.slice(start, end).map((item) => {
        if (item.type !== 'category') return item;
        const open = isExpanded(item, state);
        return { ...item, open, items: rendersItems(item, open, sidebar.lazy) ? shown(item.items) : [] };
      });
    };
    return JSON.stringify([sidebar.label, sidebar.href, sidebar.lazy ?? false, activeHref, shown(sidebar.items)]);
  };
}
