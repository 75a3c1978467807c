// Contracts (core layer): the sidebars sources declare and pages show.

export interface SidebarLink {
  type: 'link';
  label: string;
  /** Site-relative route (no base URL). */
  href: string;
  docId?: string;
  /** Small label shown before the text, e.g. an HTTP method. */
  badge?: string;
  deprecated?: boolean;
  /** A class on the item (frontmatter `sidebar_class_name`, `className` of sidebars.js). */
  className?: string;
  /** `customProps` of sidebars.js, for the site's components (`useDocsSidebar()`); docgen shows none of it. */
  customProps?: Readonly<Record<string, unknown>>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page, if it has one. */
  href?: string;
  items: SidebarItem[];
  className?: string;
  /** false: open on every page (it folds when `collapsible`). */
  collapsed?: boolean;
  /** false: always open, without a fold control. */
  collapsible?: boolean;
  /** Title and description of the category's generated index page, when not its label. */
  indexTitle?: string;
  description?: string;
  /** `customProps` of sidebars.js (see SidebarLink). */
  customProps?: Readonly<Record<string, unknown>>;
}

/**
 * Markup the site's own sidebars.js writes into the sidebar (Docusaurus's `html` item: a
 * section title, a version picker); the site's code, so it is trusted as its MDX is.
 */
export interface SidebarHtml {
  type: 'html';
  value: string;
  /** Laid out like a link of the sidebar (Docusaurus's `defaultStyle`). */
  defaultStyle?: boolean;
  className?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/** A link or a category: an item that leads somewhere (not the site's own markup). */
export function isNavItem(item: SidebarItem): item is SidebarLink | SidebarCategory {
  return item.type !== 'html';
}

export interface Sidebar {
  id: string;
  /** Key of the version and locale whose pages show it (`SiteVariant.key`); unset: the default one. */
  variant?: string;
  label: string;
  /** Route of the section's landing (index) page. */
  href: string;
  items: SidebarItem[];
}

/**
 * A sidebar item as Docusaurus's `useCurrentSidebarCategory()` gives it (`type`, `label`,
 * `href`, `docId`, `items`), with what its card shows: a doc's description, a category's
 * description and count of pages.
 */
export interface CardItem {
  type: 'link' | 'category';
  label: string;
  href: string;
  docId?: string;
  description?: string;
  count?: number;
  items?: CardItem[];
}

/** A sidebar item as Docusaurus's `useDocsSidebar()` gives it to the site's components. */
export type DocusaurusSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; customProps?: Readonly<Record<string, unknown>> }
  | {
      type: 'category';
      label: string;
      href?: string;
      items: DocusaurusSidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
      className?: string;
      customProps?: Readonly<Record<string, unknown>>;
    }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string };

/** `useDocsSidebar()`: the page's sidebar by its id, with its items. */
export interface DocusaurusSidebar {
  name: string;
  items: DocusaurusSidebarItem[];
}

/** `useDocsVersion()`: the docs folder's version, and its docs by id with their titles and descriptions. */
export interface DocusaurusVersion {
  version: string;
  label: string;
  isLast: boolean;
  docs: Readonly<Record<string, { id: string; title: string; description?: string; sidebar?: string }>>;
}

export interface CardCategory {
  type: 'category';
  label: string;
  href?: string;
  items: CardItem[];
}
