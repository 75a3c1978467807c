import type { DocSource } from './collect.js';
import { createDocsModel, HOME_INDEX_KIND, TAG_KIND, TAGS_INDEX_KIND, type DocsModel } from './docs-model.js';

/** Pages made from the sidebars and the docs' titles, with no markdown of their own: cheap to render again. */
const GENERATED_KINDS = new Set(['section-index', 'category-index', HOME_INDEX_KIND, TAGS_INDEX_KIND, TAG_KIND]);

/**
 * The docs model with one doc's title or sidebar position changed, and the routes whose
 * pages may show it: the doc's own, every page of its sidebar (labels, order, previous
 * and next) and the generated index and tag pages. Undefined when the doc is not this
 * model's, or when the change would add, remove or move a route (its pages' links would
 * change: the caller builds the site). Pure.
 */
export function replacedModel(model: DocsModel, changed: DocSource): { next: DocsModel; affected: string[] } | undefined {
  const entry = model.docsByPath.get(changed.relativePath);
  if (!entry || entry.doc.absolutePath !== changed.absolutePath) return undefined;
  // Every doc as it is now (a refreshed doc's entry holds its latest text), the changed one new.
  const docs = model.sources.docs.map((doc) =>
    doc.relativePath === changed.relativePath ? changed : (model.docsByPath.get(doc.relativePath)?.doc ?? doc),
  );
  const next = createDocsModel({ ...model.sources, docs }, model.placement);
  const paths = (of: DocsModel) => JSON.stringify(of.routes.all().map((route) => [route.path, route.kind, route.ref]));
  if (paths(next) !== paths(model)) return undefined;
  const sidebarOf = (of: DocsModel) => of.routes.all().find((route) => route.path === entry.route)?.sidebarId;
  // The doc's own sidebar, and any other that lists it (a doc shown with another sidebar, `displayed_sidebar`).
  const sidebars = new Set([sidebarOf(model), sidebarOf(next), ...changedSidebars(model, next)].filter((id) => id !== undefined));
  // Pages whose previous or next link names the doc (`pagination_prev`/`_next`) show its title.
  const naming = new Set(
    [...next.docs.values()]
      .filter(({ doc }) => doc.frontmatter.pagination_next === entry.doc.id || doc.frontmatter.pagination_prev === entry.doc.id)
      .map(({ route }) => route),
  );
  const affected = next.routes
    .all()
    .filter(
      (route) =>
        route.path === entry.route ||
        naming.has(route.path) ||
        (route.sidebarId !== undefined && sidebars.has(route.sidebarId)) ||
        GENERATED_KINDS.has(route.kind),
    )
    .map((route) => route.path);
  return { next, affected };
}

/** Ids of the sidebars whose items differ between two models of the same docs. */
function changedSidebars(before: DocsModel, after: DocsModel): string[] {
  const written = new Map(before.sidebars.map((sidebar) => [`${sidebar.variant ?? ''}\0${sidebar.id}`, JSON.stringify(sidebar)]));
  return after.sidebars
    .filter((sidebar) => written.get(`${sidebar.variant ?? ''}\0${sidebar.id}`) !== JSON.stringify(sidebar))
    .map((sidebar) => sidebar.id);
}
