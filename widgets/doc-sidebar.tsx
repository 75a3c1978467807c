import { useEffect, useMemo, useState } from 'react';
import type { DocSidebarWidgetProps } from './types.js';
import { wordsOf } from './lib/messages.js';
import { SidebarTree } from './lib/sidebar-tree.js';
import { sidebarState } from './lib/sidebar-trail.js';
import { SERVER_WINDOW } from './lib/sidebar-window.js';

/** The section's navigation tree beside the content (desktop). */
export default function DocSidebar({ sidebar, place, messages }: DocSidebarWidgetProps) {
  const state = useMemo(() => sidebarState(sidebar.items, place.activeHref), [sidebar, place.activeHref]);
  // A large tree renders like the server HTML first (hydration), then every item.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const active = sidebar.href === place.activeHref;
  return (
    <nav className="sidebar-nav">
      <a className={`sidebar-title${active ? ' active' : ''}`} href={sidebar.href} aria-current={active ? 'page' : undefined}>
        {sidebar.label}
      </a>
      <SidebarTree
        items={sidebar.items}
        tree={{ state, words: wordsOf(messages), lazy: sidebar.lazy, window: sidebar.lazy && !hydrated ? SERVER_WINDOW : undefined }}
      />
    </nav>
  );
}
