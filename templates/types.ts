import type { AnalyticsProps, CookieCategoryProps, WidgetLink, WidgetLogo, WidgetNavItem, WidgetSidebar } from '../widgets/types.js';
import type { SidebarItem } from '../src/core/sidebar.js';

/**
 * Links, navbar items and logos have the shapes of the widgets' props (the navbar island
 * receives them), except that hrefs here are site routes: the base URL is added later.
 */
export type LinkProps = WidgetLink;
export type NavItemProps = WidgetNavItem;

export interface LogoProps extends WidgetLogo {
  external: boolean;
}

export interface ChromeProps {
  siteTitle: string;
  homeHref: string;
  version: string;
  badge?: string;
  navbar: {
    title?: string;
    logo?: LogoProps;
    /** Alternative logo chosen in the browser from the visitor's country. */
    geoLogo?: { lookupUrl: string; countries: string[]; logo: LogoProps; timeoutMs: number; category: string };
    style: 'dark' | 'primary';
    hideOnScroll: boolean;
    items: NavItemProps[];
  };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  footer: {
    style: 'dark' | 'light';
    columns: {
      title: string;
      items: ({ kind: 'link'; label: string; href: string; external: boolean } | { kind: 'html'; html: string })[];
    }[];
    logo?: LogoProps;
    copyright?: string;
  };
  helpButton?: { label: string; href: string };
  cookieConsent?: {
    title: string;
    description: string;
    privacyPolicyUrl?: string;
    categories: CookieCategoryProps[];
    tagManager?: { containerId: string; category: string };
    analytics?: AnalyticsProps;
  };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  search?: { indexHref: string };
  baseUrl: string;
}

/** An entry of a page's table of contents. */
export interface TocEntry {
  /** 2 and 3 by default; a page's `toc_max_heading_level` shows deeper ones. */
  depth: 2 | 3 | 4 | 5 | 6;
  id: string;
  text: string;
}

/** A sidebar entry: a link, or a category with entries of its own (the route table's type). */
export type { SidebarItem };

export interface BreadcrumbProps {
  label: string;
  href?: string;
}

export interface DocContentProps {
  kind: 'doc';
  title: string;
  /** Frontmatter `hide_title`: the heading is kept for screen readers only. */
  hideTitle?: boolean;
  /** Frontmatter `tags`, shown below the page, each linking its tag's page. */
  tags?: { label: string; href: string }[];
  /** The page's "Edit this page" link: frontmatter `custom_edit_url`, else from `docs.editUrl`. */
  editUrl?: string;
  /**
   * When (ISO 8601) and by whom the page last changed, from git or frontmatter `last_update`
   * (`docs.showLastUpdateTime`, `docs.showLastUpdateAuthor`); each only when shown.
   */
  lastUpdate?: { date?: string; author?: string };
  html: string;
  toc: TocEntry[];
  breadcrumbs: BreadcrumbProps[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  editedFrom: string;
}

export interface LandingContentProps {
  kind: 'landing';
  title: string;
  hero?: { title: string; tagline?: string; actions: { text: string; href: string; theme: 'brand' | 'alt' }[] };
  features: { title: string; details: string; href?: string; icon?: string }[];
  html: string;
}

export interface IndexContentProps {
  kind: 'index';
  title: string;
  description?: string;
  breadcrumbs: BreadcrumbProps[];
  cards: { title: string; description?: string; href: string; count?: number }[];
}

export interface NotFoundContentProps {
  kind: 'not-found';
  /** The home page of the 404 page's version and locale. */
  home: string;
  /** The sidebars' first pages; the template adds the home page and every word. */
  suggestions: { label: string; href: string }[];
  /** Every page of the 404 page's version and locale, `[route, title]`: the browser suggests those closest to the address asked for. */
  pages: [string, string][];
}

export interface SidebarProps {
  label: string;
  href: string;
  items: SidebarItem[];
  /** Current route, to mark the active link and open its categories. */
  activePath: string;
  /** The sidebar's shared file (URL and tree) when every page showing it loads it from there. */
  shared?: { src: string; tree: WidgetSidebar };
}

/** What the layout shows around a page's main column; the column itself comes from the page's source. */
export interface PageFrameProps {
  chrome: ChromeProps;
  sidebar?: SidebarProps;
  /** Route of this page, for active links. */
  path: string;
  /** Shown above the page's content: version banner and badge, untranslated notice. */
  notices?: PageNoticeProps[];
  /** Language of the content when it is not the page's (an untranslated page). */
  contentLang?: string;
  /** The content has its own `<main>`: the frame's main column is a plain block. */
  ownsMain?: boolean;
}

/** A notice above a page's content. */
export interface PageNoticeProps {
  kind: 'version-banner' | 'version-badge' | 'untranslated';
  text: string;
  link?: { label: string; href: string };
}
