import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { NavbarWidgetProps, WidgetSidebar } from '../types.js';
import { DESKTOP_BREAKPOINT } from '../lib/keys.js';
import { SidebarTree } from '../lib/sidebar-tree.js';
import { sidebarState } from '../lib/sidebar-trail.js';
import { MobileNavItem } from './items.js';
import { useNavbarContext } from './context.js';

/**
 * State of the mobile menu. While open: page scrolling is locked, and it closes when the
 * window reaches desktop width, on back navigation and on Escape.
 */
export function useMobileMenuState(): {
  open: boolean;
  mounted: boolean;
  toggle: () => void;
  close: () => void;
  toggleRef: RefObject<HTMLButtonElement>;
} {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const close = () => setOpen(false);
    const onDesktop = () => desktop.matches && close();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    desktop.addEventListener('change', onDesktop);
    window.addEventListener('popstate', close);
    document.addEventListener('keydown', onKey);
    return () => {
      body.style.overflow = previous;
      // Give focus back to the menu button if it was in the menu.
      if (document.activeElement?.closest('.navbar-sidebar')) toggleRef.current?.focus({ preventScroll: true });
      desktop.removeEventListener('change', onDesktop);
      window.removeEventListener('popstate', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    if (open) return setOpen(false);
    if (!mounted) {
      // Mount closed first, so the panel slides in from its closed position.
      setMounted(true);
      requestAnimationFrame(() => requestAnimationFrame(() => setOpen(true)));
    } else setOpen(true);
  };
  return { open, mounted, toggle, close: () => setOpen(false), toggleRef };
}

/**
 * The slide-in menu of small screens: the navbar items (main menu) and, on pages with a
 * sidebar, the page's sidebar (secondary menu, shown first, with 'Back to main menu').
 * Rendered only once opened: the server HTML stays free of a second copy of the sidebar.
 */
export function MobileMenu({ props, brand, id }: { props: NavbarWidgetProps; brand: ReactNode; id: string }) {
  const { menu, colorMode, words } = useNavbarContext();
  const [secondaryShown, setSecondaryShown] = useState(Boolean(props.sidebar));
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menu.open) return;
    setSecondaryShown(Boolean(props.sidebar));
    // Focus once the panel is shown: while the closed state's `visibility: hidden` still
    // applies (the first frames of the slide-in), the button cannot take it; try each frame.
    let frame = 0;
    const focusInside = (tries: number) => {
      closeButton.current?.focus({ preventScroll: true });
      if (document.activeElement !== closeButton.current && tries > 0) frame = requestAnimationFrame(() => focusInside(tries - 1));
    };
    focusInside(30);
    return () => cancelAnimationFrame(frame);
  }, [menu.open, props.sidebar]);

  // React 18 sets unknown attributes as strings: `inert=""` makes the pane inert, omitting it does not.
  const pane = (shown: boolean) => ({ 'aria-hidden': !shown || undefined, ...(shown ? {} : { inert: '' }) });
  return (
    <>
      <div className="navbar-sidebar-backdrop" role="presentation" onClick={menu.close} />
      <div
        className="navbar-sidebar"
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={words.t('navbar.menu')}
        {...(menu.open ? {} : { inert: '' })}
      >
        <div className="navbar-sidebar-brand">
          {brand}
          {colorMode.switchable && <ColorModeButton />}
          <button
            ref={closeButton}
            type="button"
            className="navbar-sidebar-close"
            aria-label={words.t('navbar.close')}
            onClick={menu.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={`navbar-sidebar-panes${secondaryShown ? ' show-secondary' : ''}`}>
          <div className="navbar-sidebar-pane navbar-sidebar-primary" {...pane(!secondaryShown)}>
            <ul className="menu-list">
              {props.items.map((item, index) => (
                <MobileNavItem key={index} item={item} onNavigate={menu.close} />
              ))}
            </ul>
          </div>
          {props.sidebar && (
            <div className="navbar-sidebar-pane navbar-sidebar-secondary" {...pane(secondaryShown)}>
              <button type="button" className="navbar-sidebar-back" onClick={() => setSecondaryShown(false)}>
                <span className="navbar-sidebar-back-arrow" aria-hidden="true">
                  ←
                </span>{' '}
                {words.t('navbar.backToMain')}
              </button>
              <MenuSidebar sidebar={props.sidebar} activeHref={props.sidebarPlace?.activeHref ?? ''} onNavigate={menu.close} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** The page's sidebar in the menu: the same tree, from the same shared file, as beside the content. */
function MenuSidebar({ sidebar, activeHref, onNavigate }: { sidebar: WidgetSidebar; activeHref: string; onNavigate: () => void }) {
  const { words } = useNavbarContext();
  const state = useMemo(() => sidebarState(sidebar.items, activeHref), [sidebar, activeHref]);
  const active = sidebar.href === activeHref;
  return (
    <>
      <a
        className={`sidebar-title${active ? ' active' : ''}`}
        href={sidebar.href}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {sidebar.label}
      </a>
      <SidebarTree items={sidebar.items} tree={{ state, words, lazy: sidebar.lazy, onLinkClick: onNavigate }} />
    </>
  );
}

export function ColorModeButton() {
  const { colorMode, words } = useNavbarContext();
  const dark = colorMode.mode === 'dark';
  return (
    <button
      type="button"
      className="color-mode-toggle"
      onClick={colorMode.toggle}
      title={words.t(dark ? 'navbar.colorMode.toLight' : 'navbar.colorMode.toDark')}
      aria-label={words.t(dark ? 'navbar.colorMode.currentlyDark' : 'navbar.colorMode.currentlyLight')}
    >
      <span aria-hidden="true">{colorMode.mode === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
