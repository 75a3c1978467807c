import { urlKind } from '../util/url-kind.js';
import { isDocgenError } from '../errors/docgen-error.js';
import type { NavbarItemInput } from '../config/schema.js';
import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import { flattenSidebar, type Sidebar } from '../routes/sidebar.js';
import type { ChromeProps, LogoProps, NavItemProps } from '../../templates/types.js';
import { DOCS_SOURCE_ID } from '../content/docs-model.js';
import type { SiteView } from '../pipeline/page-source.js';

/** A docs version as the navbar's version dropdown shows it. */
export interface DocsVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  /** Id of the doc the version's navbar link opens. */
  mainDocId?: string;
}

/** What navbar resolution needs to know about the site, beyond the config. */
export interface ChromeContext {
  config: ResolvedConfig;
  /** Every source's sidebars, by id. */
  sidebars: readonly Sidebar[];
  docRoute: (docId: string) => { route: string; title: string } | undefined;
  versions: DocsVersion[];
}

/** The chrome's view of the site: docs found by id in the route table, versions from the config. */
export function chromeContext(site: SiteView): ChromeContext {
  const docs = new Map(
    site.routes
      .all()
      .filter((route) => route.source === DOCS_SOURCE_ID)
      .map((route) => [route.ref, route]),
  );
  const firstDoc = site.sidebars.map((sidebar) => flattenSidebar(sidebar.items)[0]).find(Boolean);
  const versions = site.config.versions ?? [{ name: 'current', label: site.config.version, path: '', isLast: true }];
  return {
    config: site.config,
    sidebars: site.sidebars,
    versions: versions.map((version) => ({ ...version, mainDocId: firstDoc?.docId })),
    docRoute: (docId) => {
      const route = docs.get(docId);
      return route && { route: route.path, title: route.title };
    },
  };
}

const isExternal = (href: string) => urlKind(href) === 'external';

/**
 * The page frame's props for the page at `path`. The navbar items' active state depends
 * on the path; everything else is the same on every page.
 */
export function buildChrome(context: ChromeContext, path: string, sidebarId?: string): ChromeProps {
  const { config } = context;
  const items = config.navbar.items.map((item, index) => resolveItem(context, item, `navbar.items[${index}]`, path, sidebarId));
  return {
    siteTitle: config.title,
    homeHref: '/',
    version: config.version,
    badge: config.badge,
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo && logoProps(config.navbar.logo),
      geoLogo: config.navbar.geoLogo && {
        lookupUrl: config.navbar.geoLogo.lookupUrl,
        countries: [...config.navbar.geoLogo.countries],
        logo: logoProps(config.navbar.geoLogo.logo),
        timeoutMs: config.navbar.geoLogo.timeoutMs,
        category: config.navbar.geoLogo.category,
      },
      style: config.navbar.style,
      hideOnScroll: config.navbar.hideOnScroll,
      items,
    },
    announcementBar: config.announcementBar && { ...config.announcementBar },
    footer: {
      style: config.footer.style,
      columns: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((item) =>
          item.html !== undefined
            ? { kind: 'html' as const, html: item.html }
            : {
                kind: 'link' as const,
                label: item.label!,
                href: (item.to ?? item.href)!,
                external: item.to === undefined && isExternal(item.href!),
              },
        ),
      })),
      logo: config.footer.logo && logoProps(config.footer.logo),
      copyright: config.footer.copyright?.replaceAll('{year}', String(new Date().getFullYear())),
    },
    helpButton: config.helpButton && { ...config.helpButton },
    cookieConsent: config.cookieConsent && {
      title: config.cookieConsent.title,
      description: config.cookieConsent.description,
      privacyPolicyUrl: config.cookieConsent.privacyPolicyUrl,
      categories: config.cookieConsent.categories.map((category) => ({
        id: category.id,
        title: category.title,
        description: category.description,
        cookies: (category.cookies ?? []).map((cookie) => ({ ...cookie })),
        checked: category.toggle.checked,
        disabled: category.toggle.disabled,
        clearCookies: [...category.clearCookies],
      })),
      tagManager: config.tagManager && { ...config.tagManager },
    },
    colorMode: { ...config.colorMode },
    search: config.search.enabled ? { indexHref: '/search-index.json' } : undefined,
    baseUrl: config.baseUrl,
  };
}

function logoProps(logo: NonNullable<ResolvedConfig['navbar']['logo']>): LogoProps {
  const href = logo.href ?? '/';
  return { src: logo.src, alt: logo.alt, href, width: logo.width, height: logo.height ?? 26, external: isExternal(href) };
}

function resolveItem(context: ChromeContext, item: NavbarItemInput, at: string, path: string, sidebarId?: string): NavItemProps {
  const position = item.position ?? 'left';
  const type = item.type ?? (item.items ? 'dropdown' : 'default');
  try {
    switch (type) {
      case 'default': {
        const href = (item.to ?? item.href)!;
        return {
          kind: 'link',
          position,
          label: item.label!,
          href,
          external: isExternal(href),
          active: isActive(item, path),
          className: item.className,
        };
      }
      case 'dropdown': {
        const children = item.items!.map((child, index) => resolveItem(context, child, `${at}.items[${index}]`, path, sidebarId));
        return {
          kind: 'dropdown',
          position,
          label: item.label!,
          items: children,
          active: children.some((child) => 'active' in child && child.active),
        };
      }
      case 'html':
        return { kind: 'html', position, html: item.html! };
      case 'search':
        return { kind: 'search', position };
      case 'doc': {
        const doc = context.docRoute(item.docId!);
        if (!doc) throw new Error(`there is no doc with id "${item.docId}"`);
        return { kind: 'link', position, label: item.label ?? doc.title, href: doc.route, external: false, active: path === doc.route };
      }
      case 'docSidebar': {
        const sidebar = context.sidebars.find((candidate) => candidate.id === item.sidebarId);
        const first = sidebar && (sidebar.href || flattenSidebar(sidebar.items)[0]?.href);
        if (!sidebar || !first) throw errors.navbarSidebarEmpty({ file: context.config.configFile }, item.sidebarId!, at);
        return {
          kind: 'link',
          position,
          label: item.label ?? sidebar.label,
          href: first,
          external: false,
          active: sidebarId === sidebar.id || isActive({ ...item, activeBasePath: item.activeBasePath ?? sidebar.href }, path),
        };
      }
      case 'docsVersion': {
        const version = context.versions.find((candidate) => candidate.isLast) ?? context.versions[0]!;
        const doc = version.mainDocId ? context.docRoute(version.mainDocId) : undefined;
        return {
          kind: 'link',
          position,
          label: item.label ?? version.label,
          href: item.to ?? doc?.route ?? '/',
          external: false,
          active: false,
        };
      }
      case 'docsVersionDropdown':
        return {
          kind: 'dropdown',
          position,
          label: item.label ?? context.versions.find((version) => version.isLast)?.label ?? 'Versions',
          active: false,
          items: context.versions.map((version) => ({
            kind: 'link',
            position,
            label: version.label,
            href: version.mainDocId ? (context.docRoute(version.mainDocId)?.route ?? '/') : '/',
            external: false,
            active: version.isLast,
          })),
        };
      case 'localeDropdown': {
        const { i18n } = context.config;
        return {
          kind: 'locale',
          position,
          label: item.label ?? i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale,
          locales: i18n.locales.map((locale) => ({
            locale,
            label: i18n.localeConfigs[locale]?.label ?? locale,
            href: locale === i18n.defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`,
            active: locale === i18n.currentLocale,
          })),
        };
      }
      default:
        throw errors.navbarItemTypeUnknown({ file: context.config.configFile }, type, at);
    }
  } catch (error) {
    if (isDocgenError(error)) throw error;
    throw errors.navbarItemRenderFailed({ file: context.config.configFile, cause: error }, at);
  }
}

function isActive(item: NavbarItemInput, path: string): boolean {
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(path);
  const base = item.activeBasePath ?? item.to;
  if (!base || isExternal(base)) return false;
  const normalised = `/${base.replace(/^\/+|\/+$/g, '')}`;
  if (normalised === '/') return path === '/';
  return path === normalised || path.startsWith(`${normalised}/`);
}
