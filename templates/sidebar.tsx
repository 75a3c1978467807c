import { Island } from '../src/islands/island.js';
import { toWidgetSidebar } from '../src/render/shared-sidebars.js';
import { DOC_SIDEBAR_MESSAGES } from '../widgets/message-keys.js';
import type { DocSidebarWidgetProps, WidgetSidebar, WidgetSidebarPlace } from '../widgets/types.js';
import type { SidebarProps } from './types.js';
import { useHref, useMessages } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

/**
 * The sidebar as the widgets take it, and what an island loads from the shared file
 * instead of carrying (the tree), plus the page's place in it.
 */
export function widgetSidebarOf(
  sidebar: SidebarProps,
  href: (route: string) => string,
): { tree: WidgetSidebar; place: WidgetSidebarPlace; shared?: Record<string, string> } {
  return {
    tree: sidebar.shared?.tree ?? toWidgetSidebar(sidebar, href),
    place: { activeHref: href(sidebar.activePath) },
    shared: sidebar.shared && { sidebar: sidebar.shared.src },
  };
}

/**
 * A section's navigation tree, rendered once as HTML; the widget's tree comes from the
 * sidebar's shared file (not a second copy in the page). Categories are <details>, so
 * they fold without JavaScript; the widget animates them.
 */
function BuiltinSidebar({ sidebar }: { sidebar: SidebarProps }) {
  const { tree, place, shared } = widgetSidebarOf(sidebar, useHref());
  const messages = useMessages();
  return (
    <aside className="sidebar" aria-label={messages.format('sidebar.label', { label: sidebar.label })}>
      <Island<DocSidebarWidgetProps>
        name="doc-sidebar"
        props={{ sidebar: tree, place, messages: messages.pick(DOC_SIDEBAR_MESSAGES) }}
        extra={{ shared }}
      />
    </aside>
  );
}

/** The built-in, or the site's `components/overrides/Sidebar` when it has one. */
export const Sidebar = overridable('Sidebar', BuiltinSidebar);
