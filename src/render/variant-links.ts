import type { SiteView } from '../core/page-source.js';
import { flattenSidebar, sidebarsOfVariant } from '../routes/sidebar.js';
import { type SiteVariant, inVariant } from '../variants/variants.js';
import type { Route } from '../core/route.js';
import type { Sidebar } from '../core/sidebar.js';

/**
 * The same page across versions and locales. A page source's id is its family (`docs`,
 * `api`) optionally followed by `:<variant key>`, and its routes' `ref` names the page
 * within the family in every variant: the counterpart of a route is the route of the same
 * family and ref in the other variant.
 */
export interface VariantLinks {
  /** The route of the same page in another variant, when it exists there. */
  counterpart(route: Route, variant: SiteVariant): Route | undefined;
  /** Where a reader switching to `variant` lands: the same page, else the variant's first page. */
  switchTarget(route: Route, variant: SiteVariant): string;
  /** The variant's home: its `/` route, else the first page of its first sidebar. */
  home(variant: SiteVariant): string;
  /** The sidebar with this id shown in a variant: its own, else the last version's in its locale, else the default one. */
  sidebar(variant: SiteVariant, id: string): Sidebar | undefined;
  /** The route of a doc by id in a variant, with the same fallbacks as sidebars; `family` names a docs instance's (`docs-community`). */
  doc(variant: SiteVariant, docId: string, family?: string): Route | undefined;
}

const familyOf = (route: Route) => route.source.split(':')[0]!;
const pageKey = (route: Route) => `${familyOf(route)}\u0000${route.ref}`;

export function createVariantLinks(site: SiteView): VariantLinks {
  const { variants } = site;
  const byVariant = new Map<string, Map<string, Route>>();
  for (const route of site.routes.all()) {
    const key = variants.of(route).key;
    if (!byVariant.has(key)) byVariant.set(key, new Map());
    byVariant.get(key)!.set(pageKey(route), route);
  }
  /** The variant itself, then the last version in its locale, then the default variant. */
  const lookupOrder = (variant: SiteVariant) => {
    const inLocale = variants.get(variants.default.version.name, variant.locale.code);
    return [...new Set([variant, inLocale, variants.default].filter((entry): entry is SiteVariant => entry !== undefined))];
  };
  const counterpart = (route: Route, variant: SiteVariant) => byVariant.get(variant.key)?.get(pageKey(route));
  const sidebarsOf = (variant: SiteVariant) => sidebarsOfVariant(site.sidebars, variant.key);
  const home = (variant: SiteVariant) => {
    const root = inVariant(variant.prefix, '/');
    if (site.routes.has(root)) return root;
    const first = sidebarsOf(variant)
      .map((sidebar) => sidebar.href || flattenSidebar(sidebar.items)[0]?.href)
      .find((href) => href !== undefined && site.routes.has(href));
    return first ?? '/';
  };
  return {
    counterpart,
    switchTarget: (route, variant) => counterpart(route, variant)?.path ?? home(variant),
    home,
    sidebar: (variant, id) =>
      lookupOrder(variant)
        .map((entry) => sidebarsOf(entry).find((sidebar) => sidebar.id === id))
        .find(Boolean),
    doc: (variant, docId, family = 'docs') =>
      lookupOrder(variant)
        .map((entry) => byVariant.get(entry.key)?.get(`${family}\u0000${docId}`))
        .find(Boolean),
  };
}
