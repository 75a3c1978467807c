import { useId, useMemo } from 'react';
import type { NavbarWidgetProps, WidgetLogo } from './types.js';
import { useColorMode } from './lib/color-mode.js';
import { useGeoLogo, useHideableNavbar } from './navbar/hooks.js';
import { NavItem } from './navbar/items.js';
import { ColorModeButton, MobileMenu, useMobileMenuState } from './navbar/mobile-menu.js';
import { NavbarContext, type NavbarContextValue } from './navbar/context.js';
import { wordsOf } from './lib/messages.js';
import { themedImageClass } from './lib/themed-image.js';

/**
 * The top bar: brand (logo, title, badge), items left and right (links, dropdowns,
 * locale switcher, search, HTML), the colour-mode switch when enabled, and the mobile
 * menu. Hides on scroll when configured; switches the logo by the visitor's country.
 */
export default function Navbar(props: NavbarWidgetProps) {
  const id = useId();
  const menu = useMobileMenuState();
  const colorMode = useColorMode(props.colorMode);
  const { hidden, ref } = useHideableNavbar(props.hideOnScroll);
  const logo = useGeoLogo(props.brand.logo, props.geoLogo, props.consentCategory);
  const words = useMemo(() => wordsOf(props.messages), [props.messages]);

  const context: NavbarContextValue = {
    search: props.search && { indexHref: props.search.indexHref, baseUrl: props.baseUrl, trailingSlash: props.trailingSlash },
    colorMode: { ...colorMode, switchable: !props.colorMode.disableSwitch },
    menu,
    words,
  };

  const left = props.items.filter((item) => item.position === 'left');
  const right = props.items.filter((item) => item.position === 'right');
  const brand = <Brand brand={props.brand} logo={logo} />;
  const className = ['navbar', `navbar-${props.style}`, hidden && !menu.open ? 'navbar-hidden' : '', menu.open ? 'navbar-sidebar-open' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <NavbarContext.Provider value={context}>
      <nav ref={ref} className={className} aria-label={words.t('navbar.label')} data-hide-on-scroll={props.hideOnScroll || undefined}>
        <div className="navbar-inner">
          <button
            ref={menu.toggleRef}
            type="button"
            className="navbar-toggle"
            aria-label={words.t('navbar.toggle')}
            aria-expanded={menu.open}
            aria-controls={`${id}-menu`}
            onClick={menu.toggle}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {brand}
          <div className="navbar-items navbar-items-left">
            {left.map((item, index) => (
              <NavItem key={index} item={item} />
            ))}
          </div>
          <div className="navbar-items navbar-items-right">
            {right.map((item, index) => (
              <NavItem key={index} item={item} />
            ))}
            {context.colorMode.switchable && <ColorModeButton />}
          </div>
        </div>
        {menu.mounted && <MobileMenu props={props} brand={brand} id={`${id}-menu`} />}
      </nav>
    </NavbarContext.Provider>
  );
}

function Brand({ brand, logo }: { brand: NavbarWidgetProps['brand']; logo?: WidgetLogo }) {
  // A logo whose alt text repeats the title beside it would be read twice: it is decorative then.
  const alt = logo && brand.title && logo.alt === brand.title ? '' : logo?.alt;
  const image = (src: string, theme?: 'light' | 'dark') => (
    <img
      className={theme ? `navbar-logo ${themedImageClass(theme)}` : 'navbar-logo'}
      src={src}
      alt={alt}
      height={logo!.height}
      width={logo!.width}
      decoding="async"
    />
  );
  return (
    <a className="navbar-brand" href={logo?.href ?? brand.href}>
      {/* With a dark-mode image, both are in the page and the stylesheet shows one: no swap after load. */}
      {logo && !logo.srcDark && image(logo.src)}
      {logo?.srcDark && image(logo.src, 'light')}
      {logo?.srcDark && image(logo.srcDark, 'dark')}
      {brand.title && <b className="navbar-title">{brand.title}</b>}
      {brand.badge && <span className="badge badge-beta">{brand.badge}</span>}
    </a>
  );
}
