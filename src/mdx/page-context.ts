import { createContext } from 'react';
import type { Messages } from '../i18n/messages.js';
import type { TocEntry } from '../markdown/types.js';
import type { CustomAdmonitions } from '../config/admonition-types.js';
import type { PlaceMdxIsland } from '../components/mdx-island.js';
import type { CardCategory, DocusaurusSidebar, DocusaurusVersion } from '../core/sidebar.js';

export type { CardCategory, CardItem } from '../core/sidebar.js';

/** What a provided component may ask of the page it renders in. */
export interface MdxPageContext {
  /** Renders an engine widget as an island of the page; returns a token that becomes its HTML. */
  island(widget: string, props: Record<string, unknown>): string;
  /** Places an interactive use of one of the site's components (`<X client:load />`). */
  siteIsland: PlaceMdxIsland;
  /** The engine's words in the page's locale (default titles of the built-ins); English when not given. */
  messages?: Messages;
  /** The site's own admonition types (`markdown.admonitions`). */
  admonitions?: CustomAdmonitions;
  /** A site path (`/img/x.png`) as the page links it: with the site's `baseUrl` (`useBaseUrl`). */
  sitePath?: (path: string) => string;
  /** A site path as an absolute URL (`useBaseUrl(…, { absolute: true })`). */
  absolute?: (path: string) => string;
  /** Every heading of the page, levels 2 to 6 (`<TOCInline>`). */
  headings?: readonly TocEntry[];
  /**
   * The sidebar category whose own page this is (Docusaurus's `useCurrentSidebarCategory()`,
   * `<DocCardList />`), its links with the site's base URL; undefined when the page is none.
   */
  sidebarCategory?: () => CardCategory | undefined;
  /** The sidebar the page shows (`useDocsSidebar()`); undefined: none. */
  docsSidebar?: () => DocusaurusSidebar | undefined;
  /** The page's docs version with its docs (`useDocsVersion()`). */
  docsVersion?: () => DocusaurusVersion;
  /** The locale's `i18n/<locale>/code.json` messages by id (`<Translate>`, `translate()`). */
  codeTranslations?: Readonly<Record<string, string>>;
  /** Takes the HTML of a `<head>` the page writes, for the document's head. */
  head?: (html: string) => void;
  /** Docusaurus's site context (`useDocusaurusContext()`): the site's config and locales. */
  siteContext?: DocusaurusSiteContext;
  /** The page's own site path (`useLocation().pathname`). */
  pathname?: string;
  /** Takes what the page gave `@theme/Layout` (a React page's title and description). */
  layout?: (props: LayoutProps) => void;
  /**
   * Writes a `<Link to>` that was not resolved when the page compiled (a React page's):
   * a site path with `baseUrl`. None: `to` is written as it is (MDX resolved it).
   */
  link?: (to: string) => string;
}

/** What a page gives `@theme/Layout`, as Docusaurus names it. */
export interface LayoutProps {
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/** `useDocusaurusContext()`'s value: the parts of Docusaurus's that a site's config has. */
export interface DocusaurusSiteContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon?: string;
    trailingSlash?: boolean;
    customFields: Readonly<Record<string, unknown>>;
    i18n: { defaultLocale: string; locales: readonly string[] };
  };
  siteMetadata: { docusaurusVersion: string };
  globalData: Readonly<Record<string, unknown>>;
  i18n: { defaultLocale: string; locales: readonly string[]; currentLocale: string };
}

export const MdxPageContextProvider = createContext<MdxPageContext | null>(null);
