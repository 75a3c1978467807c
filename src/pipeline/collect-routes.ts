import type { ResolvedConfig } from '../config/validate.js';
import { RouteTable } from '../routes/route-table.js';
import type { SiteVariants } from '../variants/variants.js';
import type { Diagnostic } from '../core/output.js';
import type { PageSource, SiteView } from '../core/page-source.js';
import type { RedirectInput, Route } from '../core/route.js';
import { siteAddress } from '../core/site-address.js';

export interface CollectedRoutes {
  /** The frozen table with every source's routes, and every sidebar. */
  site: SiteView;
  /** The source that renders a route. */
  sourceOf: (route: Route) => PageSource;
  /** Warnings the sources reported while declaring their routes. */
  diagnostics: Diagnostic[];
}

/**
 * Asks every source for its routes, in order, and freezes the table: from here on every
 * page of the site is known, and two sources claiming one path is an error naming both.
 */
export function collectRoutes(config: ResolvedConfig, sources: readonly PageSource[], variants: SiteVariants): CollectedRoutes {
  const table = new RouteTable();
  const byId = new Map<string, PageSource>();
  const sidebars = [];
  const diagnostics: Diagnostic[] = [];
  const redirects: RedirectInput[] = [];
  for (const source of sources) {
    if (byId.has(source.id)) throw new Error(`two page sources share the id "${source.id}"`);
    byId.set(source.id, source);
    const declared = source.routes();
    for (const route of declared.routes) table.add({ ...route, source: source.id });
    sidebars.push(...declared.sidebars);
    diagnostics.push(...(declared.diagnostics ?? []));
    redirects.push(...(declared.redirects ?? []));
  }
  return {
    site: { config, address: siteAddress(config), routes: table.freeze(), sidebars, variants, redirects },
    sourceOf: (route) => byId.get(route.source)!,
    diagnostics,
  };
}
