import type { ChromeProps, LogoProps, NavItemProps } from './types.js';
import { useHref } from './site-context.js';

export function Logo({ logo, className }: { logo: LogoProps; className?: string }) {
  const href = useHref();
  return (
    <img
      className={className}
      src={href(logo.src)}
      alt={logo.alt}
      height={logo.height}
      width={logo.width}
      decoding="async"
    />
  );
}

/** The top bar: brand (logo, title, badge), items on the left and on the right. */
export function Navbar({ chrome, path }: { chrome: ChromeProps; path: string }) {
  const href = useHref();
  const { navbar } = chrome;
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  return (
    <nav className={`navbar navbar-${navbar.style}`} aria-label="Main" data-hide-on-scroll={navbar.hideOnScroll || undefined}>
      <div className="navbar-inner">
        <a className="navbar-brand" href={href('/')}>
          {navbar.logo && <Logo logo={navbar.logo} className="navbar-logo" />}
          {navbar.title && <b className="navbar-title">{navbar.title}</b>}
          {chrome.badge && <span className="badge badge-beta">{chrome.badge}</span>}
        </a>
        <div className="navbar-items navbar-items-left">
          {left.map((item, index) => (
            <NavItem key={index} item={item} path={path} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item, index) => (
            <NavItem key={index} item={item} path={path} />
          ))}
        </div>
      </div>
    </nav>
  );
}

export function NavItem({ item, path, inDropdown = false }: { item: NavItemProps; path: string; inDropdown?: boolean }) {
  const href = useHref();
  switch (item.kind) {
    case 'link':
      return (
        <a
          className={[inDropdown ? 'dropdown-link' : 'navbar-link', item.active ? 'active' : '', item.className ?? ''].filter(Boolean).join(' ')}
          href={href(item.href)}
          aria-current={item.active ? 'page' : undefined}
          {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.label}
        </a>
      );
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'search':
      return (
        <form className="navbar-search" role="search" action={href('/search')} method="get">
          <label className="sr-only" htmlFor="navbar-search-input">
            Search the docs
          </label>
          <input id="navbar-search-input" className="navbar-search-input" type="search" name="q" placeholder="Search" autoComplete="off" />
        </form>
      );
    case 'dropdown':
    case 'locale': {
      const children: NavItemProps[] =
        item.kind === 'dropdown'
          ? item.items
          : item.locales.map((locale) => ({ kind: 'link', position: item.position, label: locale.label, href: locale.href, external: false, active: locale.active }));
      return (
        <details className={`navbar-dropdown${item.kind === 'locale' ? ' navbar-locale' : ''}`} data-dropdown="">
          <summary className={`navbar-link${item.kind === 'dropdown' && item.active ? ' active' : ''}`}>{item.label}</summary>
          <div className="dropdown-menu">
            {children.map((child, index) => (
              <NavItem key={index} item={child} path={path} inDropdown />
            ))}
          </div>
        </details>
      );
    }
  }
}
