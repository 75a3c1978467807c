/**
 * `sidebarState` finds the categories on the way to a page from an index of the tree made
 * once, not from a walk per page. The index must give, for every page, exactly what a walk
 * of the whole tree gives: the categories holding a link to the page, at any depth, or
 * being it, whatever the order and however often the page is listed.
 */
import { describe, expect, it } from 'vitest';
import { sidebarState } from '../../../widgets/lib/sidebar-trail.js';
import type { WidgetSidebarItem } from '../../../widgets/types.js';

type Category = Extract<WidgetSidebarItem, { type: 'category' }>;

/** The reference: the whole tree walked for one page. */
function walkedTrail(items: readonly WidgetSidebarItem[], activeHref: string): Set<Category> {
  const trail = new Set<Category>();
  const holds = (item: WidgetSidebarItem): boolean => {
    if (item.type === 'link') return item.href === activeHref;
    if (item.type === 'html') return false;
    const inside = item.items.map(holds).some(Boolean);
    if (inside || item.href === activeHref) trail.add(item);
    return inside || item.href === activeHref;
  };
  items.forEach(holds);
  return trail;
}

const link = (href: string): WidgetSidebarItem => ({ type: 'link', label: href, href });
const category = (label: string, items: WidgetSidebarItem[], href?: string): Category => ({ type: 'category', label, items, href });

const tree: WidgetSidebarItem[] = [
  link('/intro'),
  category(
    'Guides',
    [link('/guides/a'), category('Deep', [link('/guides/deep/b'), link('/shared')], '/guides/deep'), link('/shared')],
    '/guides',
  ),
  category('Reference', [category('Empty', []), link('/reference/c'), link('/guides/a')]),
  category('Index pages', [link('/guides')]),
];

describe('sidebarState', () => {
  const hrefs = ['/intro', '/guides', '/guides/a', '/guides/deep', '/guides/deep/b', '/shared', '/reference/c', '/nowhere'];

  it('gives each page the categories a walk of the whole tree gives, in any order of asking', () => {
    for (const href of [...hrefs, ...[...hrefs].reverse()]) {
      const state = sidebarState(tree, href);
      expect(state.activeHref).toBe(href);
      expect([...state.trail].map((item) => item.label).sort()).toEqual([...walkedTrail(tree, href)].map((item) => item.label).sort());
    }
  });

  it('opens every category that lists the page, when it is listed more than once', () => {
    expect([...sidebarState(tree, '/guides/a').trail].map((item) => item.label).sort()).toEqual(['Guides', 'Reference']);
    expect([...sidebarState(tree, '/guides').trail].map((item) => item.label).sort()).toEqual(['Guides', 'Index pages']);
  });

  it('answers for a new tree from that tree, not from the index of another one', () => {
    const renamed: WidgetSidebarItem[] = [category('Moved', [link('/guides/a')])];
    expect([...sidebarState(renamed, '/guides/a').trail].map((item) => item.label)).toEqual(['Moved']);
    expect(sidebarState(renamed, '/intro').trail.size).toBe(0);
  });
});
