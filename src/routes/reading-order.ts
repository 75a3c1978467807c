import { flattenSidebar } from './sidebar.js';
import type { SidebarItem, SidebarLink } from '../core/sidebar.js';

interface ReadingOrder {
  links: SidebarLink[];
  /** href -> index of its first link. */
  indexOf: Map<string, number>;
}

// Per sidebar (its items array), computed once: flattening it for every page made
// previous/next cost grow with the square of the site.
const orders = new WeakMap<SidebarItem[], ReadingOrder>();

function readingOrder(items: SidebarItem[]): ReadingOrder {
  let order = orders.get(items);
  if (!order) {
    const links = flattenSidebar(items);
    const indexOf = new Map<string, number>();
    links.forEach((link, index) => {
      if (!indexOf.has(link.href)) indexOf.set(link.href, index);
    });
    order = { links, indexOf };
    orders.set(items, order);
  }
  return order;
}

/** The links before and after `path` in the sidebar's reading order (for previous/next). */
export function sidebarNeighbours(items: SidebarItem[], path: string): { previous?: SidebarLink; next?: SidebarLink } {
  const { links, indexOf } = readingOrder(items);
  const index = indexOf.get(path);
  if (index === undefined) return {};
  return { previous: links[index - 1], next: links[index + 1] };
}
