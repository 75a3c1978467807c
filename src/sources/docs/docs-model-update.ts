import { indexContent } from '../../render/page-data.js';
import type { DocSource } from '../../content/collect.js';
import { createDocsModel, HOME_INDEX_KIND, TAG_KIND, TAGS_INDEX_KIND, type DocsModel } from '../../content/docs-model.js';
import type { Route } from '../../core/route.js';

/** Pages made from the sidebars and the docs' titles, with no markdown of their own: cheap to render again. */
const GENERATED_KINDS = new Set(['section-index', 'category-index', HOME_INDEX_KIND, TAGS_INDEX_KIND, TAG_KIND]);
/** Of those, the pages listing a section's or category's items (`indexContent`). */
const INDEX_KINDS = new Set(['section-index', 'category-index']);

/** Saved docs (new or changed, by relative path) and the relative paths of docs removed. */
export interface DocsChange {
  saved: readonly DocSource[];
  removed: readonly string[];
}

/**
 * The docs model with one doc's title or sidebar position changed, and the routes whose
 * pages may show it (see `affectedRoutes`). Undefined when the doc is not this model's,
 * or when the change would add, remove or move a route (its pages' links would change:
 * see `changedModel`). Pure.
 */
export function replacedModel(model: DocsModel, changed: DocSource): ModelChange | undefined {
  const entry = model.docsByPath.get(changed.relativePath);
  if (!entry || entry.doc.absolutePath !== changed.absolutePath) return undefined;
  const next = changedModel(model, { saved: [changed], removed: [] });
  const paths = (of: DocsModel) => JSON.stringify(of.routes.all().map((route) => [route.path, route.kind, route.ref]));
  if (paths(next.next) !== paths(model)) return undefined;
  return next;
}

/** A changed docs model, the routes whose pages may show the change, and which of them only through their sidebar. */
export interface ModelChange {
  next: DocsModel;
  affected: string[];
  /**
   * The affected routes that show the change only in their sidebar (its links, their
   * previous and next, their breadcrumbs): the saved docs' own pages, the pages naming a
   * saved doc and the generated pages are not among them, but for a section's or
   * category's index page whose cards stayed the same.
   */
  bySidebar: ReadonlySet<string>;
}

/**
 * The docs model after docs were saved (new, or moved by a slug), or removed, and the
 * routes of the new model whose pages may show the change: the saved docs' own, every
 * page of a sidebar that lists or listed them or whose items changed (labels, order,
 * previous and next), pages whose `pagination_prev`/`_next` names one, and the generated
 * index and tag pages. Throws what a build throws for the same docs (a slug that leaves
 * the site). Pure.
 */
export function changedModel(model: DocsModel, change: DocsChange): ModelChange {
  const saved = new Map(change.saved.map((doc) => [doc.relativePath, doc]));
  const removed = new Set(change.removed);
  // Every doc as it is now (a refreshed doc's entry holds its latest text), the saved ones new, in the folder's order.
  const known = new Set(model.sources.docs.map((doc) => doc.relativePath));
  const kept = model.sources.docs
    .filter((doc) => !removed.has(doc.relativePath))
    .map((doc) => saved.get(doc.relativePath) ?? model.docsByPath.get(doc.relativePath)?.doc ?? doc);
  const added = change.saved.filter((doc) => !known.has(doc.relativePath));
  // A new doc takes its place in the folder's order (collectDocsFolder's).
  const docs = added.length ? [...kept, ...added].sort((a, b) => a.relativePath.localeCompare(b.relativePath)) : kept;
  const next = createDocsModel({ ...model.sources, docs }, model.placement);
  const touched = [...saved.keys(), ...removed];
  const ids = new Set(touched.flatMap((relativePath) => [model, next].flatMap((of) => of.docsByPath.get(relativePath)?.doc.id ?? [])));
  const ownRoutes = new Set(touched.flatMap((relativePath) => next.docsByPath.get(relativePath)?.route ?? []));
  const sidebarOf = (of: DocsModel, relativePath: string) => {
    const route = of.docsByPath.get(relativePath)?.route;
    return of.routes.all().find((candidate) => candidate.path === route)?.sidebarId;
  };
  // The docs' own sidebars, and any other that lists them (a doc shown with another sidebar, `displayed_sidebar`).
  const sidebars = new Set(
    [
      ...touched.flatMap((relativePath) => [sidebarOf(model, relativePath), sidebarOf(next, relativePath)]),
      ...changedSidebars(model, next),
    ].filter((id) => id !== undefined),
  );
  // Pages whose previous or next link names a doc (`pagination_prev`/`_next`) show its title.
  const naming = new Set(
    [...next.docs.values()]
      .filter(({ doc }) => [doc.frontmatter.pagination_next, doc.frontmatter.pagination_prev].some((id) => id && ids.has(id)))
      .map(({ route }) => route),
  );
  const affected: string[] = [];
  const bySidebar = new Set<string>();
  for (const route of next.routes.all()) {
    const inSidebar = route.sidebarId !== undefined && sidebars.has(route.sidebarId);
    const generated = GENERATED_KINDS.has(route.kind) && !(inSidebar && sameIndexPage(model, next, route));
    const itself = ownRoutes.has(route.path) || naming.has(route.path) || generated;
    if (itself || inSidebar) affected.push(route.path);
    if (inSidebar && !itself) bySidebar.add(route.path);
  }
  return { next, affected, bySidebar };
}

/** Whether a section's or category's index page lists the same cards under both models (its sidebar may still differ). */
function sameIndexPage(before: DocsModel, after: DocsModel, route: Route): boolean {
  const was = before.routes.get(route.path);
  if (!INDEX_KINDS.has(route.kind) || was?.kind !== route.kind) return false;
  return JSON.stringify(indexContent(before, was)) === JSON.stringify(indexContent(after, route));
}

/** Ids of the sidebars whose items differ between two models of the same docs. */
function changedSidebars(before: DocsModel, after: DocsModel): string[] {
  const written = new Map(before.sidebars.map((sidebar) => [`${sidebar.variant ?? ''}\0${sidebar.id}`, JSON.stringify(sidebar)]));
  return after.sidebars
    .filter((sidebar) => written.get(`${sidebar.variant ?? ''}\0${sidebar.id}`) !== JSON.stringify(sidebar))
    .map((sidebar) => sidebar.id);
}

/**
 * The routes of the docs whose markdown may link to one of these files (relative paths):
 * a link to a doc ends in its file's name (`../setup/install.md`), so a doc whose text
 * holds the name renders again when that doc moves, comes or goes. Pure.
 */
export function docsMentioning(model: DocsModel, relativePaths: readonly string[]): string[] {
  const names = relativePaths.flatMap((relativePath) => {
    const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
    return [name, encodeURI(name)];
  });
  return [...model.docs.values()].filter(({ doc }) => names.some((name) => doc.body.includes(name))).map(({ route }) => route);
}
