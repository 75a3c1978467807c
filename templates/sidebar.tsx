import type { SidebarItem } from '../src/routes/sidebar.js';
import type { SidebarProps } from './types.js';
import { useHref } from './site-context.js';

/** A section's navigation tree. Categories are <details> so they fold without JavaScript. */
export function Sidebar({ sidebar }: { sidebar: SidebarProps }) {
  const href = useHref();
  return (
    <aside className="sidebar" aria-label={`${sidebar.label} navigation`}>
      <nav className="sidebar-nav">
        <a className={`sidebar-title${sidebar.activePath === sidebar.href ? ' active' : ''}`} href={href(sidebar.href)}>
          {sidebar.label}
        </a>
        <SidebarItems items={sidebar.items} activePath={sidebar.activePath} />
      </nav>
    </aside>
  );
}

function SidebarItems({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  const href = useHref();
  return (
    <ul className="sidebar-items">
      {items.map((item, index) => {
        if (item.type === 'link') {
          const active = item.href === activePath;
          return (
            <li key={index} className="sidebar-item">
              <a
                className={['sidebar-link', active ? 'active' : '', item.deprecated ? 'deprecated' : ''].filter(Boolean).join(' ')}
                href={href(item.href)}
                aria-current={active ? 'page' : undefined}
              >
                {item.badge && <span className={`method-badge method-${item.badge.toLowerCase()}`}>{item.badge}</span>}
                <span className="sidebar-link-label">{item.label}</span>
              </a>
            </li>
          );
        }
        const open = containsPath(item.items, activePath) || item.href === activePath;
        return (
          <li key={index} className="sidebar-item sidebar-category">
            <details open={open} data-collapsible="">
              <summary className={`sidebar-category-label${item.href === activePath ? ' active' : ''}`}>
                {item.href ? (
                  <a href={href(item.href)} aria-current={item.href === activePath ? 'page' : undefined}>
                    {item.label}
                  </a>
                ) : (
                  item.label
                )}
              </summary>
              <SidebarItems items={item.items} activePath={activePath} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.href === path : item.href === path || containsPath(item.items, path)));
}
