import type { DocSidebarWidgetProps } from './types.js';
import { wordsOf } from './lib/messages.js';
import { SidebarTree } from './lib/sidebar-tree.js';

/** The section's navigation tree beside the content (desktop). */
export default function DocSidebar({ sidebar, messages }: DocSidebarWidgetProps) {
  return (
    <nav className="sidebar-nav">
      <a
        className={`sidebar-title${sidebar.active ? ' active' : ''}`}
        href={sidebar.href}
        aria-current={sidebar.active ? 'page' : undefined}
      >
        {sidebar.label}
      </a>
      <SidebarTree items={sidebar.items} words={wordsOf(messages)} />
    </nav>
  );
}
