import { useId, type MouseEvent } from 'react';
import type { WidgetSidebarItem } from '../types.js';
import { useCollapsible } from './collapsible.js';
import type { Words } from './messages.js';

type TreeWords = Words<'sidebar.categoryToggle'>;

/**
 * A sidebar's links and categories. Categories without a page of their own are
 * `<details>`, so they fold without JavaScript; a category with a page is a link plus a
 * fold button (without JavaScript its page lists its children). Folding animates
 * (duration scaled by height, 1 ms with reduced motion).
 */
export function SidebarTree({ items, words, onLinkClick }: { items: WidgetSidebarItem[]; words: TreeWords; onLinkClick?: () => void }) {
  return (
    <ul className="sidebar-items">
      {items.map((item, index) =>
        item.type === 'link' ? (
          <li key={index} className={classes('sidebar-item', item.className)}>
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
        ) : item.collapsible === false ? (
          <OpenCategory key={index} item={item} words={words} onLinkClick={onLinkClick} />
        ) : (
          <SidebarCategory key={index} item={item} words={words} onLinkClick={onLinkClick} />
        ),
      )}
    </ul>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

type CategoryProps = { item: Extract<WidgetSidebarItem, { type: 'category' }>; words: TreeWords; onLinkClick?: () => void };

/** A category that does not fold (`collapsible: false`): its label, then its items. */
function OpenCategory({ item, words, onLinkClick }: CategoryProps) {
  return (
    <li className={classes('sidebar-item sidebar-category', item.className)}>
      <div className={`sidebar-category-label${item.active ? ' active' : ''}`}>
        {item.href ? (
          <a href={item.href} aria-current={item.active ? 'page' : undefined} onClick={onLinkClick}>
            {item.label}
          </a>
        ) : (
          item.label
        )}
      </div>
      <div className="sidebar-category-content">
        <SidebarTree items={item.items} words={words} onLinkClick={onLinkClick} />
      </div>
    </li>
  );
}

function SidebarCategory({
  item,
  words,
  onLinkClick,
}: {
  item: Extract<WidgetSidebarItem, { type: 'category' }>;
  words: TreeWords;
  onLinkClick?: () => void;
}) {
  const { open, expanded, toggle, contentRef } = useCollapsible(item.expanded);
  const contentId = useId();
  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    toggle();
  };
  const content = (
    <div className="sidebar-category-content" id={contentId} ref={contentRef} hidden={item.href ? !open : undefined}>
      <SidebarTree items={item.items} words={words} onLinkClick={onLinkClick} />
    </div>
  );
  // A category with its own page: its label is a link, so the fold is a button of its
  // own beside it (a link inside <summary> would be a control inside a control).
  if (item.href)
    return (
      <li className={classes('sidebar-item sidebar-category', item.className)}>
        <div
          className={`sidebar-category-label sidebar-category-linked${item.active ? ' active' : ''}`}
          data-expanded={expanded ? '' : undefined}
        >
          <a href={item.href} aria-current={item.active ? 'page' : undefined} onClick={onLinkClick}>
            {item.label}
          </a>
          <button
            type="button"
            className="sidebar-category-toggle"
            aria-label={words.t('sidebar.categoryToggle', { label: item.label })}
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={toggle}
          />
        </div>
        {content}
      </li>
    );
  return (
    <li className={classes('sidebar-item sidebar-category', item.className)}>
      <details open={open} data-collapsible="" data-expanded={expanded ? '' : undefined}>
        <summary className={`sidebar-category-label${item.active ? ' active' : ''}`} onClick={onSummaryClick}>
          {item.label}
        </summary>
        {content}
      </details>
    </li>
  );
}
