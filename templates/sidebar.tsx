import type { SidebarItem } from './types.js';
import { Island } from '../src/islands/island.js';
import { DOC_SIDEBAR_MESSAGES } from '../widgets/message-keys.js';
import type { DocSidebarWidgetProps, WidgetSidebar, WidgetSidebarItem } from '../widgets/types.js';
import type { SidebarProps } from './types.js';
import { useHref, useMessages } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.href === path : item.href === path || containsPath(item.items, path)));
}

/**
 * The sidebar as the widgets take it: hrefs with the base URL, active links and the
 * categories on the way to the current page (expanded) decided here.
 */
export function toWidgetSidebar(sidebar: SidebarProps, href: (route: string) => string): WidgetSidebar {
  const convert = (items: SidebarItem[]): WidgetSidebarItem[] =>
    items.map((item) =>
      item.type === 'link'
        ? {
            type: 'link',
            label: item.label,
            href: href(item.href),
            active: item.href === sidebar.activePath,
            badge: item.badge,
            deprecated: item.deprecated || undefined,
            className: item.className,
          }
        : {
            type: 'category',
            label: item.label,
            href: item.href === undefined ? undefined : href(item.href),
            active: item.href === sidebar.activePath,
            // Open on the way to the current page, and where `collapsed: false` or `collapsible: false` asks.
            expanded:
              item.collapsed === false ||
              item.collapsible === false ||
              item.href === sidebar.activePath ||
              containsPath(item.items, sidebar.activePath),
            items: convert(item.items),
            className: item.className,
            collapsible: item.collapsible === false ? false : undefined,
          },
    );
  return { label: sidebar.label, href: href(sidebar.href), active: sidebar.href === sidebar.activePath, items: convert(sidebar.items) };
}

/**
 * A section's navigation tree. Categories are <details>, so they fold without
 * JavaScript; the widget animates them.
 */
function BuiltinSidebar({ sidebar }: { sidebar: SidebarProps }) {
  const widgetSidebar = toWidgetSidebar(sidebar, useHref());
  const messages = useMessages();
  return (
    <aside className="sidebar" aria-label={messages.format('sidebar.label', { label: sidebar.label })}>
      <Island<DocSidebarWidgetProps> name="doc-sidebar" props={{ sidebar: widgetSidebar, messages: messages.pick(DOC_SIDEBAR_MESSAGES) }} />
    </aside>
  );
}

/** The built-in, or the site's `components/overrides/Sidebar` when it has one. */
export const Sidebar = overridable('Sidebar', BuiltinSidebar);
