import { translateSidebars } from './sidebar-translations.js';
import type { DocsFolder, DocSource } from './collect.js';
import { errors } from '../errors/catalogue.js';
import { docRoutePath, normaliseRoute } from '../routes/paths.js';
import { RouteTable } from '../routes/route-table.js';
import { resolveSlug } from '../routes/safe-paths.js';
import { buildHandSidebars } from './hand-sidebars.js';
import { findCategories } from '../routes/sidebar.js';
import type { Diagnostic } from '../core/output.js';
import { ignoredKeyWarnings } from './docs-diagnostics.js';
import { collectTags, tagsRoute } from './doc-tags.js';
import { withoutNumberPrefixes, type NumberPrefixParser } from './number-prefix.js';
import { isIndexFile } from './page-files.js';
import { checkDocReferences, sidebarOfDocs } from './doc-references.js';
import { inVariant, type SiteVariant } from '../variants/variants.js';
import type { RedirectInput, RouteOrigin, Routes } from '../core/route.js';
import type { Sidebar } from '../core/sidebar.js';
import { buildDocSidebars, type RoutedDoc } from './doc-sidebars.js';

/** Id of the docs folder's page source, in its routes. */
export const DOCS_SOURCE_ID = 'docs';

/** The page source id of a variant's docs: `docs`, `docs:fr/1.x`; an instance's: `docs-community`, `docs-community:fr`. */
export const docsSourceId = (variant?: SiteVariant, family = DOCS_SOURCE_ID) => (variant?.key ? `${family}:${variant.key}` : family);

/**
 * The family of a docs instance's sources (Docusaurus keys docs by plugin id): its routes'
 * `ref` and sidebars are its own, apart from the default docs' (`docs`).
 */
export const docsFamily = (pluginId?: string) =>
  pluginId === undefined || pluginId === 'default' ? DOCS_SOURCE_ID : `${DOCS_SOURCE_ID}-${pluginId}`;

/** A sidebar's id in the site: an instance's are `<plugin id>/<id>`, apart from the default docs' sidebars. */
export const instanceSidebarId = (pluginId: string | undefined, id: string) =>
  pluginId === undefined || pluginId === 'default' ? id : `${pluginId}/${id}`;

/** Where a docs folder's pages go: the variant it is, and the folder it was read from. */
export interface DocsPlacement {
  variant?: SiteVariant;
  /** The folder, relative to the site root, for messages: `docs`, `versioned_docs/version-1.x`. */
  dir: string;
  /** The docs plugin instance it belongs to (unset: the default one, `docs/`). */
  instance?: string;
  /** The locale of its pages, when it has no variant (the blog, the pages of src/pages): its absolute links go to that locale's pages. */
  locale?: { isDefault: boolean; path: string };
}

/** The docs folder as pages: every doc with its route, the sidebars, the generated index pages. */
export interface DocsModel {
  sources: DocsFolder;
  /** The page source id of its routes. */
  sourceId: string;
  placement: DocsPlacement;
  /** The docs' own routes (docs, section and category index pages), checked against each other. */
  routes: Routes;
  /** Docs by id, with their routes. */
  docs: Map<string, RoutedDoc>;
  /** Docs by path relative to docs/, for link rewriting. */
  docsByPath: Map<string, RoutedDoc>;
  sidebars: Sidebar[];
  /** Problems worked around (ignored frontmatter keys, sidebar items left out). */
  diagnostics: Diagnostic[];
  /** The old addresses of its docs (frontmatter `redirect_from`), inside its version and locale. */
  redirects: RedirectInput[];
  /**
   * The docs of the site's other docs folders (instances) in its locale, by their path
   * relative to this folder (`../community/support.md`) -> route, once every folder is
   * read: a relative link to another instance's file resolves as one to its own.
   */
  elsewhere?: () => ReadonlyMap<string, string>;
}

/** Every doc a link of this folder's markdown may name, by its path relative to the folder -> its route. */
export function docRoutesOf(model: Pick<DocsModel, 'docsByPath' | 'elsewhere'>): Map<string, string> {
  const own = [...model.docsByPath].map(([relativePath, { route }]) => [relativePath, route] as const);
  return new Map([...(model.elsewhere?.() ?? []), ...own]);
}

/** The route of the doc at this path relative to the folder (its own, or another instance's). */
export const routeOfDocFile = (model: Pick<DocsModel, 'docsByPath' | 'elsewhere'>, relativePath: string): string | undefined =>
  model.docsByPath.get(relativePath)?.route ?? model.elsewhere?.().get(relativePath);

/** Kind of the generated home page of a docs folder without an index.md: a card per sidebar. */
export const HOME_INDEX_KIND = 'home-index';
/** Kinds of the tag pages: the list of tags, and one tag's docs. */
export const TAGS_INDEX_KIND = 'tags-index';
export const TAG_KIND = 'tag';

/**
 * Derives routes and sidebars from the sources: one route per doc, and an index page per
 * section and category that has no index.md.
 */
export function createDocsModel(sources: DocsFolder, placement: DocsPlacement = { dir: 'docs' }): DocsModel {
  const routes = new RouteTable();
  const { variant } = placement;
  // Docs go under `docs.routeBasePath` inside their variant; the generated home stays at the variant's root.
  const prefix = variant?.docsPrefix ?? variant?.prefix ?? '';
  const source = docsSourceId(variant, docsFamily(placement.instance));
  const inVersion = {
    version: variant?.version.name,
    locale: variant?.locale.code,
    ...(placement.instance ? { unversioned: true } : {}),
  };
  const { numberPrefix } = sources;
  const routed: RoutedDoc[] = sources.docs.map((doc) => ({ doc, route: inVariant(prefix, routeOfDoc(doc, numberPrefix)) }));
  const sidebarPlacement = { prefix, variant: variant?.key, numberPrefix };
  const hand = sources.sidebarsFile && buildHandSidebars(sources.sidebarsFile, routed, sources.categories, sidebarPlacement);
  // Labels in the locale (current.json); Docusaurus names the generated sidebar `defaultSidebar`.
  const sidebars = translateSidebars(
    hand?.sidebars ?? buildDocSidebars(routed, sources.categories, sidebarPlacement),
    sources.sidebarTranslations,
    () => (hand ? [] : ['defaultSidebar']),
  );
  // Sidebar ids are the instance's own (as doc ids, `displayed_sidebar` names one of them); the site's are apart.
  const siteSidebarId = (id: string) => instanceSidebarId(placement.instance, id);
  checkDocReferences(routed, sidebars);
  const sidebarOfDoc = sidebarOfDocs(sidebars);
  // Pages of generated sidebars (openapiDocs) are the API reference's: no docs page stands in for them.
  const generated = sources.sidebarsFile?.generated;
  const elsewhere = new Set(
    generated
      ? [...generated.targets.values(), ...[...generated.autogenerated.values()].flat()].flatMap((item) =>
          item.type === 'link' ? [inVariant(prefix, item.href)] : [],
        )
      : [],
  );
  for (const entry of routed) {
    const { doc, route } = entry;
    const shown = sidebarOfDoc(entry);
    routes.add({
      ...inVersion,
      path: route,
      source,
      kind: doc.frontmatter.template === 'landing' ? 'landing' : 'doc',
      origin: docRouteOrigin(doc),
      ref: doc.id,
      sidebarId: shown === undefined ? undefined : siteSidebarId(shown),
      title: doc.frontmatter.title,
      ...(doc.frontmatter.unlisted ? { unlisted: true } : {}),
      ...(doc.writtenIn ? { untranslated: true } : {}),
    });
  }
  for (const sidebar of sidebars) {
    if (!routes.has(sidebar.href) && !elsewhere.has(sidebar.href)) {
      const folder = sidebar.href === (prefix || '/') ? '' : `${sidebar.id}/`;
      const origin = { file: `${placement.dir}/${folder}`, what: 'section index page' };
      routes.add({
        ...inVersion,
        path: sidebar.href,
        source,
        kind: 'section-index',
        origin,
        ref: `section:${sidebar.id}`,
        sidebarId: siteSidebarId(sidebar.id),
        title: sidebar.label,
      });
    }
    for (const category of findCategories(sidebar.items)) {
      if (category.href && !routes.has(category.href) && !elsewhere.has(category.href)) {
        const origin = { file: `${placement.dir}${category.href.slice(prefix.length)}/`, what: 'category index page' };
        routes.add({
          ...inVersion,
          path: category.href,
          source,
          kind: 'category-index',
          origin,
          ref: `category:${category.href.slice(prefix.length)}`,
          sidebarId: siteSidebarId(sidebar.id),
          title: category.indexTitle ?? category.label,
        });
      }
    }
  }
  addTagRoutes(routes, routed, { prefix, source, inVersion, dir: placement.dir });
  // A docs folder without index.md still has a home: its sections, as cards (an instance's URL base has none, as in Docusaurus).
  const home = variant?.prefix || '/';
  if (!placement.instance && !routes.has(home)) {
    routes.add({
      ...inVersion,
      path: home,
      source,
      kind: HOME_INDEX_KIND,
      origin: { file: `${placement.dir}/`, what: 'generated home page' },
      ref: 'home',
      title: '',
      yields: true,
    });
  }
  return {
    sources,
    sourceId: source,
    placement,
    routes: routes.freeze(),
    docs: new Map(routed.map((entry) => [entry.doc.id, entry])),
    docsByPath: new Map(routed.map((entry) => [entry.doc.relativePath, entry])),
    sidebars: placement.instance ? sidebars.map((sidebar) => ({ ...sidebar, id: siteSidebarId(sidebar.id) })) : sidebars,
    diagnostics: [...ignoredKeyWarnings(sources.docs), ...(hand?.warnings ?? []), ...(sources.warnings ?? [])],
    redirects: routed.flatMap((entry) => redirectsOfDoc(entry, prefix, variant?.locale.code)),
  };
}

/**
 * A doc's `redirect_from`: each old address, read from its version's and locale's root
 * as a `slug` is (`/old` in version 1.x is `/1.x/old`), leads to the doc's page.
 */
function redirectsOfDoc({ doc, route }: RoutedDoc, prefix: string, locale: string | undefined): RedirectInput[] {
  return (doc.frontmatter.redirect_from ?? []).map((from) => ({
    from: inVariant(prefix, normaliseRoute(from)),
    to: route,
    origin: { file: doc.absolutePath, line: doc.redirectFromLine, what: `frontmatter redirect_from "${from}"` },
    ...(locale === undefined ? {} : { locale }),
  }));
}

/** A page per tag, and one listing the tags (when any doc has tags). */
function addTagRoutes(
  routes: RouteTable,
  routed: RoutedDoc[],
  context: { prefix: string; source: string; inVersion: { version?: string; locale?: string; unversioned?: boolean }; dir: string },
): void {
  const tags = collectTags(routed, context.prefix);
  if (tags.size === 0) return;
  const origin = { file: `${context.dir}/`, what: 'tag page' };
  const base = { ...context.inVersion, source: context.source, origin };
  routes.add({ ...base, path: tagsRoute(context.prefix), kind: TAGS_INDEX_KIND, ref: 'tags', title: 'Tags' });
  for (const [path, tag] of tags)
    routes.add({ ...base, path, kind: TAG_KIND, ref: `tag:${path.slice(context.prefix.length)}`, title: tag.label });
}

/**
 * A doc's route, by Docusaurus's rules: a frontmatter `slug` (absolute, or relative to the
 * doc's folder); else a folder's own page (index.md, README.md, guides/guides.md) is the
 * folder's URL; else the folder and the doc's frontmatter `id` or file name (`docs/CLI.md`
 * with `id: cli` is `/cli`). Number prefixes are left out (as `numberPrefix` reads them). A slug that leaves the site
 * fails at its line.
 */
export function routeOfDoc(
  doc: Pick<DocSource, 'relativePath' | 'frontmatter' | 'absolutePath' | 'slugLine'>,
  numberPrefix?: NumberPrefixParser,
): string {
  const slug = doc.frontmatter.slug;
  const logical = withoutNumberPrefixes(doc.relativePath, numberPrefix);
  if (slug !== undefined) {
    const resolved = resolveSlug(logical, slug);
    if ('problem' in resolved) throw errors.slugLeavesSite({ file: doc.absolutePath, line: doc.slugLine }, slug, resolved.problem);
    return docRoutePath(logical, slug);
  }
  if (isIndexFile(doc.relativePath)) return docRoutePath(logical.replace(/[^/]+$/, 'index.md'));
  const id = doc.frontmatter.id;
  return docRoutePath(id === undefined ? logical : logical.replace(/[^/]+$/, `${id}.md`));
}

function docRouteOrigin(doc: DocSource): RouteOrigin {
  const slug = doc.frontmatter.slug;
  if (slug === undefined) return { file: doc.absolutePath };
  return { file: doc.absolutePath, line: doc.slugLine, what: `frontmatter slug "${slug}"` };
}
