import { useMemo } from 'react';
import type { DocSidebarWidgetProps } from './types.js';
import { wordsOf } from './lib/messages.js';
import { SidebarTree } from './lib/sidebar-tree.js';
import { sidebarState } from './lib/sidebar-trail.js';

/** The section's navigation tree beside the content (desktop). */
export default function DocSidebar({ sidebar, place, messages }: DocSidebarWidgetProps) {
  const state = useMemo(() => sidebarState(sidebar.items, place.activeHref), [sidebar, place.activeHref]);
  const active = sidebar.href === place.activeHref;
  return (
    <nav className="sidebar-nav">
      <a className={`sidebar-title${active ? ' active' : ''}`} href={sidebar.href} aria-current={active ? 'page' : undefined}>
        {sidebar.label}
      </a>
      <SidebarTree items={sidebar.items} tree={{ state, words: wordsOf(messages), lazy: sidebar.lazy }} />
    </nav>
  );
}
