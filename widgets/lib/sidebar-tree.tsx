import { useId, type MouseEvent } from 'react';
import type { WidgetSidebarItem } from '../types.js';
import { useCollapsible } from './collapsible.js';
import type { Words } from './messages.js';
import { isExpanded, type SidebarState } from './sidebar-trail.js';
import { rendersItems, shownRange } from './sidebar-window.js';

type TreeWords = Words<'sidebar.categoryToggle'>;

/** What every level of the tree shares: the page's place, the words, and whether closed categories wait to render. */
export interface TreeContext {
  state: SidebarState;
  words: TreeWords;
  /** A large tree: a closed category's items are rendered once it opens (they are in the shared file). */
  lazy?: boolean;
  /**
   * At most this many items per list, around the current page (server HTML and the first
   * render of a large tree; the widget shows every item once hydrated).
   */
  window?: number;
  onLinkClick?: () => void;
}

/**
 * A sidebar's links and categories. Categories without a page of their own are
 * `<details>`, so they fold without JavaScript; a category with a page is a link plus a
 * fold button (without JavaScript its page lists its children). Folding animates
 * (duration scaled by height, 1 ms with reduced motion).
 */
export function SidebarTree({ items, tree }: { items: WidgetSidebarItem[]; tree: TreeContext }) {
  const { state, onLinkClick } = tree;
  const [start, end] = shownRange(items, state, tree.window);
  return (
    <ul className="sidebar-items">
      {items.slice(start, end).map((item, offset) =>
        item.type === 'link' ? (
          <li key={start + offset} className={classes('sidebar-item', item.className)}>
            <a
              className={['sidebar-link', item.href === state.activeHref ? 'active' : '', item.deprecated ? 'deprecated' : '']
                .filter(Boolean)
                .join(' ')}
              href={item.href}
              aria-current={item.href === state.activeHref ? 'page' : undefined}
              onClick={onLinkClick}
            >
              {item.badge && <span className={`method-badge method-${item.badge.toLowerCase()}`}>{item.badge}</span>}
              <span className="sidebar-link-label">{item.label}</span>
            </a>
          </li>
        ) : item.type === 'html' ? (
          // The site's own markup (a sidebars.js `html` item), as Docusaurus inserts it.
          <li
            key={start + offset}
            className={classes(
              item.defaultStyle ? 'sidebar-item sidebar-html sidebar-html-default' : 'sidebar-item sidebar-html',
              item.className,
            )}
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
        ) : item.collapsible === false ? (
          <OpenCategory key={start + offset} item={item} tree={tree} />
        ) : (
          <SidebarCategory key={start + offset} item={item} tree={tree} />
        ),
      )}
    </ul>
  );
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

type CategoryProps = { item: Extract<WidgetSidebarItem, { type: 'category' }>; tree: TreeContext };

/** A category that does not fold (`collapsible: false`): its label, then its items. */
function OpenCategory({ item, tree }: CategoryProps) {
  const active = item.href !== undefined && item.href === tree.state.activeHref;
  return (
    <li className={classes('sidebar-item sidebar-category', item.className)}>
      <div className={`sidebar-category-label${active ? ' active' : ''}`}>
        {item.href ? (
          <a href={item.href} aria-current={active ? 'page' : undefined} onClick={tree.onLinkClick}>
            {item.label}
          </a>
        ) : (
          item.label
        )}
      </div>
      <div className="sidebar-category-content">
        <SidebarTree items={item.items} tree={tree} />
      </div>
    </li>
  );
}

function SidebarCategory({ item, tree }: CategoryProps) {
  const { words, onLinkClick } = tree;
  const active = item.href !== undefined && item.href === tree.state.activeHref;
  const { open, expanded, toggle, contentRef } = useCollapsible(isExpanded(item, tree.state));
  const contentId = useId();
  const onSummaryClick = (event: MouseEvent) => {
    event.preventDefault();
    toggle();
  };
  const content = (
    <div className="sidebar-category-content" id={contentId} ref={contentRef} hidden={item.href ? !open : undefined}>
      {rendersItems(item, open, tree.lazy) && <SidebarTree items={item.items} tree={tree} />}
    </div>
  );
  // A category with its own page: its label is a link, so the fold is a button of its
  // own beside it (a link inside <summary> would be a control inside a control).
  if (item.href)
    return (
      <li className={classes('sidebar-item sidebar-category', item.className)}>
        <div
          className={`sidebar-category-label sidebar-category-linked${active ? ' active' : ''}`}
          data-expanded={expanded ? '' : undefined}
        >
          <a href={item.href} aria-current={active ? 'page' : undefined} onClick={onLinkClick}>
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
        <summary className={`sidebar-category-label${active ? ' active' : ''}`} onClick={onSummaryClick}>
          {item.label}
        </summary>
        {content}
      </details>
    </li>
  );
}
