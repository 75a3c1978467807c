import { Island } from '../src/islands/island.js';
import type { NavbarWidgetProps, WidgetLogo, WidgetNavItem } from '../widgets/types.js';
import type { ChromeProps, LogoProps, NavItemProps, SidebarProps } from './types.js';
import { useContext } from 'react';
import { NAVBAR_MESSAGES } from '../widgets/message-keys.js';
import { themedImageClass } from '../widgets/lib/themed-image.js';
import { SiteContext, useHref } from './site-context.js';
import { widgetSidebarOf } from './sidebar.js';
import { overridable } from '../src/components/overridable.js';

/** A logo image; with `srcDark`, two images of one size, the stylesheet showing the one of the colour mode (themedImageClass). */
export function Logo({ logo, className }: { logo: LogoProps; className?: string }) {
  const href = useHref();
  const image = (src: string, theme?: 'light' | 'dark') => (
    <img
      className={[className, theme && themedImageClass(theme)].filter(Boolean).join(' ') || undefined}
      src={href(src)}
      alt={logo.alt}
      height={logo.height}
      width={logo.width}
      decoding="async"
    />
  );
  if (!logo.srcDark) return image(logo.src);
  return (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  );
}

/** The top bar, as the `navbar` widget (island): hydrated at load for its behaviours. */
function BuiltinNavbar({ chrome, sidebar }: { chrome: ChromeProps; path: string; sidebar?: SidebarProps }) {
  const href = useHref();
  const { navbar } = chrome;
  const { address, messages } = useContext(SiteContext);
  const logo = (value: LogoProps): WidgetLogo => ({
    src: href(value.src),
    ...(value.srcDark ? { srcDark: href(value.srcDark) } : {}),
    alt: value.alt,
    href: href(value.href),
    width: value.width,
    height: value.height,
  });
  const item = (value: NavItemProps): WidgetNavItem => {
    switch (value.kind) {
      case 'link':
        return { ...value, href: value.external ? value.href : href(value.href) };
      case 'dropdown':
        return { ...value, items: value.items.map(item) };
      case 'locale':
        return { ...value, locales: value.locales.map((locale) => ({ ...locale, href: href(locale.href) })) };
      default:
        return value;
    }
  };
  // The mobile menu's sidebar: the same shared file as the sidebar beside the content.
  const pageSidebar = sidebar && widgetSidebarOf(sidebar, href);
  const props: NavbarWidgetProps = {
    brand: { href: href(chrome.homeHref), title: navbar.title, badge: chrome.badge, logo: navbar.logo && logo(navbar.logo) },
    geoLogo: navbar.geoLogo && { ...navbar.geoLogo, logo: logo(navbar.geoLogo.logo) },
    style: navbar.style,
    hideOnScroll: navbar.hideOnScroll,
    items: navbar.items.map(item),
    sidebar: pageSidebar?.tree,
    sidebarPlace: pageSidebar?.place,
    colorMode: chrome.colorMode,
    search: chrome.search && { indexHref: href(chrome.search.indexHref) },
    // The address as two props, in this order: the browser's search joins them (widgets/lib/search.ts).
    baseUrl: address.baseUrl,
    trailingSlash: address.trailingSlash,
    consentCategory: chrome.cookieConsent ? chrome.navbar.geoLogo?.category : undefined,
    messages: messages.pick(NAVBAR_MESSAGES),
  };
  return <Island name="navbar" props={props} extra={{ shared: pageSidebar?.shared }} />;
}

/** The built-in, or the site's `components/overrides/Navbar` when it has one. */
export const Navbar = overridable('Navbar', BuiltinNavbar);
