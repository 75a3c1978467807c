import type { DocSource, SiteSources } from './collect.js';
import { errors } from '../errors/catalogue.js';
import { docRoutePath } from '../routes/paths.js';
import { RouteTable, type RouteOrigin, type Routes } from '../routes/route-table.js';
import { resolveSlug } from '../routes/safe-paths.js';
import { buildDocSidebars, findCategories, type RoutedDoc, type Sidebar } from '../routes/sidebar.js';

/** Id of the docs folder's page source, in its routes. */
export const DOCS_SOURCE_ID = 'docs';

/** The docs folder as pages: every doc with its route, the sidebars, the generated index pages. */
export interface DocsModel {
  sources: SiteSources;
  /** The docs' own routes (docs, section and category index pages), checked against each other. */
  routes: Routes;
  /** Docs by id, with their routes. */
  docs: Map<string, RoutedDoc>;
  /** Docs by path relative to docs/, for link rewriting. */
  docsByPath: Map<string, RoutedDoc>;
  sidebars: Sidebar[];
}

/**
 * Derives routes and sidebars from the sources: one route per doc, and an index page per
 * section and category that has no index.md.
 */
export function createDocsModel(sources: SiteSources): DocsModel {
  const routes = new RouteTable();
  const routed: RoutedDoc[] = sources.docs.map((doc) => ({ doc, route: routeOfDoc(doc) }));
  const sidebars = buildDocSidebars(routed, sources.categories);
  const sidebarOf = (doc: DocSource) => (doc.relativePath.includes('/') ? doc.relativePath.split('/')[0] : undefined);
  for (const { doc, route } of routed) {
    routes.add({
      path: route,
      source: DOCS_SOURCE_ID,
      kind: doc.frontmatter.template === 'landing' ? 'landing' : 'doc',
      origin: docRouteOrigin(doc),
      ref: doc.id,
      sidebarId: sidebarOf(doc),
      title: doc.frontmatter.title,
    });
  }
  for (const sidebar of sidebars) {
    if (!routes.has(sidebar.href)) {
      const origin = { file: `docs/${sidebar.id}/`, what: 'section index page' };
      routes.add({
        path: sidebar.href,
        source: DOCS_SOURCE_ID,
        kind: 'section-index',
        origin,
        ref: sidebar.id,
        sidebarId: sidebar.id,
        title: sidebar.label,
      });
    }
    for (const category of findCategories(sidebar.items)) {
      if (category.href && !routes.has(category.href)) {
        const origin = { file: `docs${category.href}/`, what: 'category index page' };
        routes.add({
          path: category.href,
          source: DOCS_SOURCE_ID,
          kind: 'category-index',
          origin,
          ref: category.href,
          sidebarId: sidebar.id,
          title: category.label,
        });
      }
    }
  }
  return {
    sources,
    routes: routes.freeze(),
    docs: new Map(routed.map((entry) => [entry.doc.id, entry])),
    docsByPath: new Map(routed.map((entry) => [entry.doc.relativePath, entry])),
    sidebars,
  };
}

/** A doc's route; a frontmatter slug that leaves the site fails at its line. */
function routeOfDoc(doc: DocSource): string {
  const slug = doc.frontmatter.slug;
  if (slug !== undefined) {
    const resolved = resolveSlug(doc.relativePath, slug);
    if ('problem' in resolved) throw errors.slugLeavesSite({ file: doc.absolutePath, line: doc.slugLine }, slug, resolved.problem);
  }
  return docRoutePath(doc.relativePath, slug);
}

function docRouteOrigin(doc: DocSource): RouteOrigin {
  const slug = doc.frontmatter.slug;
  if (slug === undefined) return { file: doc.absolutePath };
  return { file: doc.absolutePath, line: doc.slugLine, what: `frontmatter slug "${slug}"` };
}
