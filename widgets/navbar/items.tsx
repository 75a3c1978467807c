import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetNavItem } from '../types.js';
import { localeLink } from '../lib/locale.js';
import { useCollapsible } from '../lib/collapsible.js';
import { useLocationSuffix } from './hooks.js';
import { SearchBox } from './search-box.js';
import { useNavbarContext } from './context.js';

type LinkItem = Extract<WidgetNavItem, { kind: 'link' }>;

function externalAttributes(external: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The children of a dropdown or locale switcher, as links. Locale links keep query and hash. */
function useDropdownChildren(item: Extract<WidgetNavItem, { kind: 'dropdown' | 'locale' }>): WidgetNavItem[] {
  const { search, hash } = useLocationSuffix();
  if (item.kind === 'dropdown') return item.items;
  return item.locales.map<LinkItem>((locale) => ({
    kind: 'link',
    position: item.position,
    label: locale.label,
    href: localeLink(locale.href, search, hash),
    external: false,
    active: locale.active,
    lang: locale.lang,
  }));
}

/** An item of the desktop navbar. */
export function NavItem({ item, inDropdown = false }: { item: WidgetNavItem; inDropdown?: boolean }) {
  const { search } = useNavbarContext();
  switch (item.kind) {
    case 'link':
      return (
        <a
          className={[inDropdown ? 'dropdown-link' : 'navbar-link', item.active ? 'active' : '', item.className ?? '']
            .filter(Boolean)
            .join(' ')}
          href={item.href}
          lang={item.lang}
          hrefLang={item.lang}
          aria-current={item.active ? 'page' : undefined}
          {...externalAttributes(item.external)}
        >
          {item.label}
        </a>
      );
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'search':
      return search ? <SearchBox {...search} phoneButton /> : null;
    case 'dropdown':
    case 'locale':
      return <Dropdown item={item} />;
  }
}

/**
 * A desktop dropdown. A `<details>`, so it opens with a click, Enter or Space even before
 * hydration (or without JavaScript); closes on a mouse press, touch or focus outside it,
 * and on Escape.
 */
function Dropdown({ item }: { item: Extract<WidgetNavItem, { kind: 'dropdown' | 'locale' }> }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const children = useDropdownChildren(item);

  // The DOM is the truth: the native toggle event that syncs the state comes a task later.
  const close = () => {
    if (ref.current) ref.current.open = false;
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    close();
    ref.current.querySelector('summary')?.focus();
  };

  return (
    <details
      ref={ref}
      className={`navbar-dropdown${item.kind === 'locale' ? ' navbar-locale' : ''}`}
      data-dropdown=""
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
    >
      <summary className={`navbar-link${item.kind === 'dropdown' && item.active ? ' active' : ''}`} aria-haspopup="true">
        {item.label}
      </summary>
      <div className="dropdown-menu">
        {children.map((child, index) => (
          <NavItem key={index} item={child} inDropdown />
        ))}
      </div>
    </details>
  );
}

/** An item of the mobile menu's main pane. */
export function MobileNavItem({ item, onNavigate }: { item: WidgetNavItem; onNavigate: () => void }) {
  const { search } = useNavbarContext();
  switch (item.kind) {
    case 'link':
      return (
        <li className="menu-item">
          <a
            className={['menu-link', item.active ? 'active' : '', item.className ?? ''].filter(Boolean).join(' ')}
            href={item.href}
            lang={item.lang}
            hrefLang={item.lang}
            aria-current={item.active ? 'page' : undefined}
            onClick={onNavigate}
            {...externalAttributes(item.external)}
          >
            {item.label}
          </a>
        </li>
      );
    case 'html':
      return <li className="menu-item menu-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'search':
      return search ? (
        <li className="menu-item menu-search">
          <SearchBox {...search} onNavigate={onNavigate} />
        </li>
      ) : null;
    case 'dropdown':
    case 'locale':
      return <MobileDropdown item={item} onNavigate={onNavigate} />;
  }
}

/** A dropdown in the mobile menu: collapsed unless one of its links is the current page. */
function MobileDropdown({ item, onNavigate }: { item: Extract<WidgetNavItem, { kind: 'dropdown' | 'locale' }>; onNavigate: () => void }) {
  const children = useDropdownChildren(item);
  const containsActive = children.some((child) => child.kind === 'link' && child.active);
  const { expanded, open, toggle, contentRef } = useCollapsible(containsActive || (item.kind === 'dropdown' && item.active));
  return (
    <li className="menu-item menu-dropdown">
      <button type="button" className="menu-link menu-caret" aria-expanded={expanded} onClick={toggle}>
        {item.label}
      </button>
      <div className="menu-dropdown-content" ref={contentRef} hidden={!open}>
        <ul className="menu-list">
          {children.map((child, index) => (
            <MobileNavItem key={index} item={child} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
    </li>
  );
}
