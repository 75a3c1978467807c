/**
 * Props of the widgets, as the templates serialise them into islands. Every href here
 * already carries the site's base URL; every flag that depends on the page (active
 * links, open categories) is decided on the server.
 */
import type { ColorModeConfig } from './lib/color-mode.js';
import type { WidgetMessages } from './lib/messages.js';
import type {
  AnnouncementBarMessageKey,
  CookieConsentMessageKey,
  DocSidebarMessageKey,
  MermaidMessageKey,
  NavbarMessageKey,
  ImageZoomMessageKey,
  NotFoundMessageKey,
  PageMenuMessageKey,
  HelpfulMessageKey,
  PageToolsMessageKey,
  TocMessageKey,
} from './message-keys.js';
import type { SiteAddressData } from '../src/core/site-address.js';

/**
 * The site's address as the browser gets it: the navbar's `baseUrl` and `trailingSlash`
 * props (the production `url` stays on the server), from which search makes its hrefs with
 * the server's own join (`withBase`, src/core/site-address.ts). Two props rather than one
 * object: their JSON is part of every page's bytes.
 */
export type WidgetAddress = Pick<SiteAddressData, 'baseUrl' | 'trailingSlash'>;

export interface WidgetLink {
  label: string;
  href: string;
  external: boolean;
  active: boolean;
  className?: string;
  /** Language of the linked page and of the label (locale switcher entries). */
  lang?: string;
}

export type WidgetNavItem =
  | ({ kind: 'link'; position: 'left' | 'right' } & WidgetLink)
  | { kind: 'dropdown'; position: 'left' | 'right'; label: string; active: boolean; items: WidgetNavItem[] }
  | { kind: 'html'; position: 'left' | 'right'; html: string }
  | { kind: 'search'; position: 'left' | 'right' }
  | {
      kind: 'locale';
      position: 'left' | 'right';
      label: string;
      locales: { locale: string; lang: string; label: string; href: string; active: boolean }[];
    };

export interface WidgetLogo {
  src: string;
  /** The image shown in dark mode instead (`srcDark`): both are in the page, CSS shows one by `data-theme`. */
  srcDark?: string;
  alt: string;
  href: string;
  width?: number;
  height: number;
}

/**
 * A sidebar as one shared file of the build (the same for every page that shows it):
 * hrefs with the base URL, and no per-page state. Which link is the current page and
 * which categories are open on the way to it, each page works out (see sidebar-trail).
 */
export type WidgetSidebarItem =
  | { type: 'link'; label: string; href: string; badge?: string; deprecated?: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      items: WidgetSidebarItem[];
      className?: string;
      /** false: always open, with no fold control. */
      collapsible?: false;
      /** Open on every page (`collapsed: false`). */
      open?: true;
    }
  /** The site's own markup (a sidebars.js `html` item). */
  | { type: 'html'; value: string; defaultStyle?: true; className?: string };

export interface WidgetSidebar {
  label: string;
  href: string;
  items: WidgetSidebarItem[];
  /** A large tree: a closed category renders its items only once opened, so each page's HTML stays small. */
  lazy?: true;
}

/** The page's place in a sidebar: its href (with the base URL). */
export interface WidgetSidebarPlace {
  activeHref: string;
}

export interface NavbarWidgetProps extends WidgetAddress {
  brand: { href: string; title?: string; badge?: string; logo?: WidgetLogo };
  /** Logo shown instead, for visitors outside `countries` (IP lookup, after consent). */
  geoLogo?: { lookupUrl: string; countries: string[]; logo: WidgetLogo; timeoutMs: number };
  style: 'dark' | 'primary';
  hideOnScroll: boolean;
  items: WidgetNavItem[];
  /** The page's sidebar, shown as the secondary menu of the mobile menu (loaded from its shared file). */
  sidebar?: WidgetSidebar;
  sidebarPlace?: WidgetSidebarPlace;
  colorMode: ColorModeConfig;
  search?: { indexHref: string };
  /** The country lookup, a third-party request, waits until the visitor accepts this cookie category. */
  consentCategory?: string;
  messages: WidgetMessages<NavbarMessageKey>;
}

export interface AnnouncementBarWidgetProps {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
  messages: WidgetMessages<AnnouncementBarMessageKey>;
}

export interface CookieCategoryProps {
  id: string;
  title: string;
  description: string;
  cookies: { name: string; provider: string; description: string; lifespan?: string }[];
  checked: boolean;
  disabled: boolean;
  clearCookies: string[];
}

export interface CookieConsentWidgetProps {
  title: string;
  description: string;
  privacyPolicyUrl?: string;
  categories: CookieCategoryProps[];
  tagManager?: { containerId: string; category: string };
  /** Analytics loaded once the reader accepts each one's category (`gtag`, `plausible`, `posthog`). */
  analytics?: AnalyticsProps;
  messages: WidgetMessages<CookieConsentMessageKey>;
}

/** The analytics of the configuration, each with the cookie category it waits for. */
export interface AnalyticsProps {
  gtag?: { trackingID: string[]; anonymizeIP: boolean; category: string };
  plausible?: { domain: string; src: string; category: string };
  posthog?: { apiKey: string; apiHost: string; category: string };
}

/** "Was this page helpful?": where the answer goes (see `helpful` in the configuration). */
export interface HelpfulWidgetProps {
  /** POST `{ path, helpful }` as JSON here (with the base URL); on another site only once `category` is accepted. */
  url?: string;
  /** Send the answer to the analytics that have loaded. */
  analytics: boolean;
  category: string;
  messages: WidgetMessages<HelpfulMessageKey>;
}

export interface DocSidebarWidgetProps {
  /** Loaded from the sidebar's shared file (island `shared` props), never embedded in the page. */
  sidebar: WidgetSidebar;
  place: WidgetSidebarPlace;
  messages: WidgetMessages<DocSidebarMessageKey>;
}

export interface TocWidgetProps {
  toc: { depth: 2 | 3 | 4 | 5 | 6; id: string; text: string }[];
  messages: WidgetMessages<TocMessageKey>;
}

export interface PageToolsWidgetProps {
  messages: WidgetMessages<PageToolsMessageKey>;
}

/** The page menu: the page's markdown twin (its URL with the base URL) and the links to AI assistants. */
export interface PageMenuWidgetProps {
  markdownHref: string;
  /** ChatGPT and Claude, each with a prompt that names the page's absolute URL. */
  chatGptHref: string;
  claudeHref: string;
  messages: WidgetMessages<PageMenuMessageKey>;
}

/** Image zoom: which images open large (`zoom.selector`), and the dialog's colour in each mode. */
export interface ImageZoomWidgetProps {
  selector: string;
  background: { light?: string; dark?: string };
  messages: WidgetMessages<ImageZoomMessageKey>;
}

/** The 404 page's suggestions: every page of its version and locale, `[route, title]`. */
export interface NotFoundSuggestionsWidgetProps {
  pages: [string, string][];
  baseUrl: string;
  trailingSlash: boolean;
  messages: WidgetMessages<NotFoundMessageKey>;
}

export interface MermaidWidgetProps {
  /** The diagram's Mermaid source, as written in the fence. */
  source: string;
  /** Mermaid's ES module, relative to the folder of the widget chunks. */
  module: string;
  messages: WidgetMessages<MermaidMessageKey>;
}
