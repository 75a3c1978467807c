import { urlKind } from '../util/url-kind.js';
import { isDocgenError } from '../errors/docgen-error.js';
import type { NavbarItemInput } from '../config/schema.js';
import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import { flattenSidebar } from '../routes/sidebar.js';
import { ROOT_SIDEBAR_ID } from '../content/doc-sidebars.js';
import { docsFamily, instanceSidebarId } from '../content/docs-model.js';
import type { ChromeProps, LogoProps, NavItemProps } from '../../templates/types.js';
import type { AnalyticsProps } from '../../widgets/types.js';
import type { SiteView } from '../core/page-source.js';
import { inVariant } from '../variants/variants.js';
import type { VariantLinks } from './variant-links.js';
import type { ConfigTextPlace, Messages } from '../i18n/messages.js';
import type { Route } from '../core/route.js';
import type { Sidebar } from '../core/sidebar.js';

/** An entry of the version or locale dropdown: the same page in that version or locale. */
export interface VariantEntry {
  label: string;
  href: string;
  active: boolean;
}

/** What navbar resolution needs to know about the site and the page, beyond the config. */
export interface ChromeContext {
  config: ResolvedConfig;
  /** A text of the config (a navbar label, a footer title) in the page's locale. */
  text: (written: string, place?: ConfigTextPlace) => string;
  /** A sidebar by id, as the page's version and locale show it (of a docs instance, by its plugin id). */
  sidebar: (id: string, docsPluginId?: string) => Sidebar | undefined;
  docRoute: (docId: string, docsPluginId?: string) => { route: string; title: string } | undefined;
  /** The page's version, and the same page in every version built. */
  version: { label: string; home: string };
  versions: VariantEntry[];
  /** The page's locale, and the same page in every locale built. */
  locale: { code: string; label: string };
  locales: (VariantEntry & { locale: string; lang: string })[];
  /** The home page of the page's version and locale (the logo's link). */
  home: string;
  /** A configured site path (`to: '/guides'`) in the page's locale, when the locale has it. */
  localise: (to: string) => string;
  /** The search index for the page's version and locale. */
  searchIndex: string;
}

/** The chrome's view of one page: its variant's sidebars and docs, and its counterparts elsewhere. */
export function chromeContext(site: SiteView, links: VariantLinks, route: Route, messages?: Messages): ChromeContext {
  const { variants } = site;
  const variant = variants.of(route);
  const localePrefix = variant.locale.path ? `/${variant.locale.path}` : '';
  return {
    config: site.config,
    text: (written, place) => messages?.configText(written, place) ?? written,
    sidebar: (id, docsPluginId) => links.sidebar(variant, instanceSidebarId(docsPluginId, id)),
    docRoute: (docId, docsPluginId) => {
      const doc = links.doc(variant, docId, docsFamily(docsPluginId));
      return doc && { route: doc.path, title: doc.title };
    },
    version: { label: variant.version.label, home: links.home(variant) },
    versions: variants.versions.map((version) => ({
      label: version.label,
      href: links.switchTarget(route, variants.get(version.name, variant.locale.code)!),
      active: version.name === variant.version.name,
    })),
    locale: { code: variant.locale.code, label: variant.locale.label },
    locales: variants.locales.map((locale) => ({
      locale: locale.code,
      lang: locale.htmlLang,
      label: locale.label,
      href: links.switchTarget(route, variants.get(variant.version.name, locale.code)!),
      active: locale.code === variant.locale.code,
    })),
    home: links.home(variant),
    localise: (to) => {
      if (!localePrefix || urlKind(to) !== 'path' || !to.startsWith('/')) return to;
      const localised = inVariant(localePrefix, to.replace(/[?#].*$/, '') || '/');
      return site.routes.has(localised) ? `${localised}${to.slice(to.search(/[?#]|$/))}` : to;
    },
    searchIndex: `${variant.prefix}/search-index.json`,
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
    homeHref: context.home,
    version: config.version,
    badge: config.badge,
    navbar: {
      // A navbar with neither title nor logo shows the site's title: the home link needs a name.
      title: config.navbar.title ? context.text(config.navbar.title, 'navbar') : config.navbar.logo ? undefined : config.title,
      logo: config.navbar.logo && logoProps(config.navbar.logo, context),
      geoLogo: config.navbar.geoLogo && {
        lookupUrl: config.navbar.geoLogo.lookupUrl,
        countries: [...config.navbar.geoLogo.countries],
        logo: logoProps(config.navbar.geoLogo.logo, context),
        timeoutMs: config.navbar.geoLogo.timeoutMs,
        category: config.navbar.geoLogo.category,
      },
      style: config.navbar.style,
      hideOnScroll: config.navbar.hideOnScroll,
      items,
    },
    announcementBar: config.announcementBar && { ...config.announcementBar, content: context.text(config.announcementBar.content) },
    footer: {
      style: config.footer.style,
      columns: config.footer.links.map((column) => ({
        title: context.text(column.title, 'footer'),
        items: column.items.map((item) =>
          item.html !== undefined
            ? { kind: 'html' as const, html: item.html }
            : {
                kind: 'link' as const,
                label: context.text(item.label!, 'footer'),
                href: item.to !== undefined ? context.localise(item.to) : item.href!,
                external: item.to === undefined && isExternal(item.href!),
              },
        ),
      })),
      logo: config.footer.logo && logoProps(config.footer.logo, context),
      copyright:
        config.footer.copyright && context.text(config.footer.copyright, 'footer').replaceAll('{year}', String(new Date().getFullYear())),
    },
    helpButton: config.helpButton && { ...config.helpButton, label: context.text(config.helpButton.label) },
    cookieConsent: config.cookieConsent && {
      title: context.text(config.cookieConsent.title),
      description: context.text(config.cookieConsent.description),
      privacyPolicyUrl: config.cookieConsent.privacyPolicyUrl,
      categories: config.cookieConsent.categories.map((category) => ({
        id: category.id,
        title: context.text(category.title),
        description: context.text(category.description),
        cookies: (category.cookies ?? []).map((cookie) => ({ ...cookie })),
        checked: category.toggle.checked,
        disabled: category.toggle.disabled,
        clearCookies: [...category.clearCookies],
      })),
      tagManager: config.tagManager && { ...config.tagManager },
      analytics: analyticsProps(config),
    },
    colorMode: { ...config.colorMode },
    search: config.search.enabled ? { indexHref: context.searchIndex } : undefined,
    baseUrl: config.baseUrl,
  };
}

/** The configured analytics, for the consent banner that loads them; none: undefined. */
function analyticsProps(config: ResolvedConfig): AnalyticsProps | undefined {
  const { gtag, plausible, posthog } = config;
  if (!gtag && !plausible && !posthog) return undefined;
  return {
    ...(gtag ? { gtag: { trackingID: [...gtag.trackingID], anonymizeIP: gtag.anonymizeIP, category: gtag.category } } : {}),
    ...(plausible ? { plausible: { ...plausible } } : {}),
    ...(posthog ? { posthog: { ...posthog } } : {}),
  };
}

function logoProps(logo: NonNullable<ResolvedConfig['navbar']['logo']>, context: ChromeContext): LogoProps {
  const href = logo.href === undefined ? context.home : context.localise(logo.href);
  return {
    src: logo.src,
    ...(logo.srcDark ? { srcDark: logo.srcDark } : {}),
    alt: logo.alt,
    href,
    width: logo.width,
    height: logo.height ?? 26,
    external: isExternal(href),
  };
}

function resolveItem(context: ChromeContext, item: NavbarItemInput, at: string, path: string, sidebarId?: string): NavItemProps {
  const position = item.position ?? 'left';
  const type = item.type ?? (item.items ? 'dropdown' : 'default');
  try {
    switch (type) {
      case 'default': {
        const href = item.to !== undefined ? context.localise(item.to) : item.href!;
        return {
          kind: 'link',
          position,
          label: context.text(item.label!, 'navbar'),
          href,
          external: isExternal(href),
          active: isActive({ ...item, to: item.to && href }, path),
          className: item.className,
        };
      }
      case 'dropdown': {
        const children = item.items!.map((child, index) => resolveItem(context, child, `${at}.items[${index}]`, path, sidebarId));
        return {
          kind: 'dropdown',
          position,
          label: context.text(item.label!, 'navbar'),
          items: children,
          active: children.some((child) => 'active' in child && child.active),
        };
      }
      case 'html':
        return { kind: 'html', position, html: item.html! };
      case 'search':
        return { kind: 'search', position };
      case 'doc': {
        const doc = context.docRoute(item.docId!, item.docsPluginId);
        if (!doc) throw new Error(`there is no doc with id "${item.docId}"`);
        return {
          kind: 'link',
          position,
          label: item.label ? context.text(item.label, 'navbar') : doc.title,
          href: doc.route,
          external: false,
          active: path === doc.route,
        };
      }
      case 'docSidebar': {
        const sidebar = context.sidebar(item.sidebarId!, item.docsPluginId);
        const first = sidebar && (sidebar.href || flattenSidebar(sidebar.items)[0]?.href);
        if (!sidebar || !first) {
          // Pages at the root of docs/ make it one sidebar: say so, not only "no docs".
          const rootLayout =
            !sidebar && item.sidebarId !== ROOT_SIDEBAR_ID && context.sidebar(ROOT_SIDEBAR_ID, item.docsPluginId) !== undefined;
          throw errors.navbarSidebarEmpty({ file: context.config.configFile }, item.sidebarId!, at, rootLayout);
        }
        return {
          kind: 'link',
          position,
          label: item.label ? context.text(item.label, 'navbar') : sidebar.label,
          href: first,
          external: false,
          active: sidebarId === sidebar.id || isActive({ ...item, activeBasePath: item.activeBasePath ?? sidebar.href }, path),
        };
      }
      case 'docsVersion':
        return {
          kind: 'link',
          position,
          label: item.label ? context.text(item.label, 'navbar') : context.version.label,
          href: item.to ?? context.version.home,
          external: false,
          active: false,
        };
      case 'docsVersionDropdown':
        return {
          kind: 'dropdown',
          position,
          label: item.label ? context.text(item.label, 'navbar') : context.version.label,
          active: false,
          items: context.versions.map((version) => ({ kind: 'link', position, external: false, ...version })),
        };
      case 'localeDropdown':
        return {
          kind: 'locale',
          position,
          label: item.label ? context.text(item.label, 'navbar') : context.locale.label,
          locales: context.locales,
        };
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
