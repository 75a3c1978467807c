/**
 * What authors may write as navbar items and footer links: one shape per item type, so
 * an editor catches `{ type: 'serch' }` or a link without its target. The schema checks
 * the same rules at run time (with config-file lines in its errors) for plain-JS configs.
 */

/** Fields every navbar item may have. */
interface NavbarItemCommon {
  /** Which end of the navbar the item sits at (default `left`). */
  position?: 'left' | 'right';
  className?: string;
}

/** Fields of items that lead somewhere. */
interface LinkAttributes {
  /** `target` of the link, such as `_blank`. */
  target?: string;
  rel?: string;
  /** The item is shown active on every page below this path (default: its `to`). */
  activeBasePath?: string;
  /** The item is shown active on pages whose path matches this regular expression. */
  activeBaseRegex?: string;
}

/** A link to a page of the site (`to`, a site path) or elsewhere (`href`, a URL). */
export type NavbarLinkItem = NavbarItemCommon &
  LinkAttributes & { type?: 'default'; label: string } & ({ to: string; href?: string } | { href: string; to?: string });

/** A menu of links. */
export interface NavbarDropdownItem extends NavbarItemCommon {
  type?: 'dropdown';
  label: string;
  items: NavbarItem[];
}

/** Raw HTML (trusted: it comes from the config). */
export interface NavbarHtmlItem extends NavbarItemCommon {
  type: 'html';
  html: string;
}

/** The search box. */
export interface NavbarSearchItem extends NavbarItemCommon {
  type: 'search';
}

/** A link to one doc, by its id (`guides/intro`); the label defaults to the doc's title. */
export interface NavbarDocItem extends NavbarItemCommon, LinkAttributes {
  type: 'doc';
  docId: string;
  /** The docs instance the doc is in (its `id` in `docs.instances`); unset or `default`: docs/. */
  docsPluginId?: string;
  label?: string;
}

/** A link to the first page of a sidebar (a top-level docs folder); active on all of its pages. */
export interface NavbarDocSidebarItem extends NavbarItemCommon, LinkAttributes {
  type: 'docSidebar';
  sidebarId: string;
  /** The docs instance whose sidebar it is (its `id` in `docs.instances`); unset or `default`: docs/. */
  docsPluginId?: string;
  label?: string;
}

/** A link to the home of the page's docs version, labelled with the version. */
export interface NavbarDocsVersionItem extends NavbarItemCommon {
  type: 'docsVersion';
  /** Only the default docs have versions: unset or `default`. */
  docsPluginId?: 'default';
  label?: string;
  to?: string;
}

/** The version switcher (the same page in another version). */
export interface NavbarDocsVersionDropdownItem extends NavbarItemCommon {
  type: 'docsVersionDropdown';
  /** Only the default docs have versions: unset or `default`. */
  docsPluginId?: 'default';
  label?: string;
}

/** The language switcher (the same page in another locale). */
export interface NavbarLocaleDropdownItem extends NavbarItemCommon {
  type: 'localeDropdown';
  label?: string;
}

export type NavbarItem =
  | NavbarLinkItem
  | NavbarDropdownItem
  | NavbarHtmlItem
  | NavbarSearchItem
  | NavbarDocItem
  | NavbarDocSidebarItem
  | NavbarDocsVersionItem
  | NavbarDocsVersionDropdownItem
  | NavbarLocaleDropdownItem;

/** A footer link: a label with a site path (`to`) or a URL (`href`), or raw HTML. */
export type FooterLink =
  { label: string; to: string; href?: undefined } | { label: string; href: string; to?: undefined } | { html: string };
