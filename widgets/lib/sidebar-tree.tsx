import type { MouseEvent } from 'react';
import type { WidgetSidebarItem } from '../types.js';
import { useCollapsible } from './collapsible.js';

/**
 * A sidebar's links and categories. Categories are `<details>`, so they fold without
 * JavaScript; with it they animate (duration scaled by height, 1 ms with reduced motion).
 */
export function SidebarTree({ items, onLinkClick }: { items: WidgetSidebarItem[]; onLinkClick?: () => void }) {
  return (
    <ul className="sidebar-items">
      {items.map((item, index) =>
        item.type === 'link' ? (
          <li key={index} className="sidebar-item">
            <a
              className={['sidebar-link', item.active ? 'active' : '', item.deprecated ? 'deprecated' : ''].filter(Boolean).join(' ')}
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              onClick={onLinkClick}
            >
              {item.badge && <span className={`method-badge method-${item.badge.toLowerCase()}`}>{item.badge}</span>}
              <span className="sidebar-link-label">{item.label}</span>
            </a>
          </li>
        ) : (
          <SidebarCategory key={index} item={item} onLinkClick={onLinkClick} />
        ),
      )}
    </ul>
  );
}

function SidebarCategory({ item, onLinkClick }: { item: Extract<WidgetSidebarItem, { type: 'category' }>; onLinkClick?: () => void }) {
  const { open, expanded, toggle, contentRef } = useCollapsible(item.expanded);
  const onSummaryClick = (event: MouseEvent) => {
    // A category with its own page: the label is a link that navigates.
    if ((event.target as Element).closest('a')) return;
    event.preventDefault();
    toggle();
  };
  return (
    <li className="sidebar-item sidebar-category">
      <details open={open} data-collapsible="" data-expanded={expanded ? '' : undefined}>
        <summary className={`sidebar-category-label${item.active ? ' active' : ''}`} onClick={onSummaryClick}>
          {item.href ? (
            <a href={item.href} aria-current={item.active ? 'page' : undefined} onClick={onLinkClick}>
              {item.label}
            </a>
          ) : (
            item.label
          )}
        </summary>
        <div className="sidebar-category-content" ref={contentRef}>
          <SidebarTree items={item.items} onLinkClick={onLinkClick} />
        </div>
      </details>
    </li>
  );
}
