/**
 * `serverShownSidebar` says what a page's server HTML shows of its sidebar: it must agree
 * with what the sidebar widget renders (a `serve --watch` refresh patches, instead of
 * rendering, every page for which it is the same before and after a change).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import DocSidebar from '../../../widgets/doc-sidebar.js';
import { noMessages } from '../../../widgets/lib/messages.js';
import { serverShownSidebar } from '../../../widgets/lib/sidebar-window.js';
import type { WidgetSidebar, WidgetSidebarItem } from '../../../widgets/types.js';

/** 30 categories of 10 links each: a lazy tree (over 150 links). */
function largeSidebar(rename: (href: string) => string | undefined = () => undefined): WidgetSidebar {
  const items: WidgetSidebarItem[] = Array.from({ length: 30 }, (_, part) => ({
    type: 'category',
    label: `Part ${part}`,
    href: `/guides/part-${part}`,
    items: Array.from({ length: 10 }, (_, index) => {
      const href = `/guides/part-${part}/guide-${part * 10 + index}`;
      return { type: 'link', label: rename(href) ?? `Guide ${part * 10 + index}`, href };
    }),
  }));
  return { label: 'Guides', href: '/guides', items, lazy: true };
}

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).sort();
const hrefsOf = (view: string) => [...view.matchAll(/"href":"([^"]*)"/g)].map((match) => match[1]);

describe('serverShownSidebar', () => {
  it('names exactly the links the server HTML of the sidebar has, around the current page', () => {
    const sidebar = largeSidebar();
    const viewOf = serverShownSidebar(sidebar);
    // A guide, a category's own page, the first and last guides, and a page the sidebar does not list.
    for (const page of [
      '/guides/part-25/guide-253',
      '/guides/part-7',
      '/guides/part-0/guide-0',
      '/guides/part-29/guide-299',
      '/elsewhere',
    ]) {
      const shownHtml = renderToString(<DocSidebar sidebar={sidebar} place={{ activeHref: page }} messages={noMessages()} />);
      // The sidebar's own title link is in the view's header, not its items.
      expect([...new Set(hrefsOf(viewOf(page)))].sort(), page).toEqual(hrefsIn(shownHtml).filter((href) => href !== '/guides'));
    }
    const active = '/guides/part-25/guide-253';
    const html = renderToString(<DocSidebar sidebar={sidebar} place={{ activeHref: active }} messages={noMessages()} />);
    // A window of 20 categories around part 25 (parts 10 to 29), and the open category's 10 links.
    expect(hrefsIn(html)).toContain('/guides/part-10');
    expect(hrefsIn(html)).not.toContain('/guides/part-9');
    expect(hrefsIn(html).filter((href) => href.startsWith('/guides/part-25/'))).toHaveLength(10);
    expect(hrefsIn(html).filter((href) => href.startsWith('/guides/part-24/'))).toHaveLength(0);
  });

  it('stays the same when a link the page does not show changes, and differs when a shown one does', () => {
    const active = '/guides/part-25/guide-253';
    const before = serverShownSidebar(largeSidebar())(active);
    const farLink = largeSidebar((href) => (href === '/guides/part-3/guide-31' ? 'Renamed' : undefined));
    const closedNeighbour = largeSidebar((href) => (href === '/guides/part-24/guide-240' ? 'Renamed' : undefined));
    const sameCategory = largeSidebar((href) => (href === '/guides/part-25/guide-259' ? 'Renamed' : undefined));
    expect(serverShownSidebar(farLink)(active)).toBe(before);
    expect(serverShownSidebar(closedNeighbour)(active)).toBe(before);
    expect(serverShownSidebar(sameCategory)(active)).not.toBe(before);
  });

  it('shows every item of a tree that is not lazy', () => {
    const small: WidgetSidebar = { ...largeSidebar(), lazy: undefined };
    const active = '/guides/part-25/guide-253';
    expect(new Set(hrefsOf(serverShownSidebar(small)(active))).size).toBe(30 * 11);
    const renamed = { ...largeSidebar((href) => (href === '/guides/part-3/guide-31' ? 'Renamed' : undefined)), lazy: undefined };
    expect(serverShownSidebar(renamed)(active)).not.toBe(serverShownSidebar(small)(active));
  });
});
