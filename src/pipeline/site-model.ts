import type { ResolvedConfig } from '../config/validate.js';
import type { DocSource, SiteSources } from '../content/collect.js';
import type { Diagnostic } from './output.js';
import { errors } from '../errors/catalogue.js';
import { docRoutePath } from '../routes/paths.js';
import { RouteTable, type RouteSource } from '../routes/route-table.js';
import { resolveSlug } from '../routes/safe-paths.js';
import { buildDocSidebars, findCategories, flattenSidebar, type RoutedDoc, type Sidebar } from '../routes/sidebar.js';

export interface DocsVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  /** Id of the doc the version's navbar link opens. */
  mainDocId?: string;
}

/** Everything known about the site's pages before any page is rendered. */
export interface SiteModel {
  config: ResolvedConfig;
  sources: SiteSources;
  routes: RouteTable;
  /** Docs by id, with their routes. */
  docs: Map<string, RoutedDoc>;
  /** Docs by path relative to docs/, for link rewriting. */
  docsByPath: Map<string, RoutedDoc>;
  sidebars: Sidebar[];
  versions: DocsVersion[];
  /** Warnings of the stages that add routes (page sources append theirs here). */
  diagnostics: Diagnostic[];
}

/**
 * Derives routes, sidebars and versions from the sources: one route per doc, an index
 * page per section and category that has no index.md, and the 404 page.
 */
export function createSiteModel(config: ResolvedConfig, sources: SiteSources): SiteModel {
  const routes = new RouteTable();
  const routed: RoutedDoc[] = sources.docs.map((doc) => ({ doc, route: routeOfDoc(doc) }));
  const sidebars = buildDocSidebars(routed, sources.categories);
  const sidebarOf = (doc: DocSource) => (doc.relativePath.includes('/') ? doc.relativePath.split('/')[0] : undefined);
  for (const { doc, route } of routed) {
    routes.add({
      path: route,
      kind: doc.frontmatter.template === 'landing' ? 'landing' : 'doc',
      source: docRouteSource(doc),
      ref: doc.id,
      sidebarId: sidebarOf(doc),
      title: doc.frontmatter.title,
    });
  }
  for (const sidebar of sidebars) {
    if (!routes.has(sidebar.href)) {
      routes.add({ path: sidebar.href, kind: 'section-index', source: { file: `docs/${sidebar.id}/`, what: 'section index page' }, ref: sidebar.id, sidebarId: sidebar.id, title: sidebar.label });
    }
    for (const category of findCategories(sidebar.items)) {
      if (category.href && !routes.has(category.href)) {
        routes.add({ path: category.href, kind: 'category-index', source: { file: `docs${category.href}/`, what: 'category index page' }, ref: category.href, sidebarId: sidebar.id, title: category.label });
      }
    }
  }
  routes.add({ path: '/404', kind: 'not-found', source: { file: '(generated)', what: 'the 404 page' }, ref: '404', title: 'Page Not Found' });
  const firstDoc = sidebars.map((sidebar) => flattenSidebar(sidebar.items)[0]).find(Boolean);
  const versions: DocsVersion[] = (config.versions ?? [{ name: 'current', label: config.version, path: '', isLast: true }]).map((version) => ({
    ...version,
    mainDocId: firstDoc?.docId,
  }));
  return {
    config,
    sources,
    routes,
    docs: new Map(routed.map((entry) => [entry.doc.id, entry])),
    docsByPath: new Map(routed.map((entry) => [entry.doc.relativePath, entry])),
    sidebars,
    versions,
    diagnostics: [],
  };
}

/** A doc's route; a frontmatter slug that leaves the site fails at its line. */
function routeOfDoc(doc: DocSource): string {
  const slug = doc.frontmatter.slug;
  if (slug !== undefined) {
    const resolved = resolveSlug(doc.relativePath, slug);
    if ('problem' in resolved) throw errors.slugLeavesSite(doc.absolutePath, slug, resolved.problem, doc.slugLine);
  }
  return docRoutePath(doc.relativePath, slug);
}

function docRouteSource(doc: DocSource): RouteSource {
  const slug = doc.frontmatter.slug;
  if (slug === undefined) return { file: doc.absolutePath };
  return { file: doc.absolutePath, line: doc.slugLine, what: `frontmatter slug "${slug}"` };
}

export function sidebarById(model: SiteModel, id: string | undefined): Sidebar | undefined {
  return id === undefined ? undefined : model.sidebars.find((sidebar) => sidebar.id === id);
}

