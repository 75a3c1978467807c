import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownOutPath } from '../llms/markdown-paths.js';
import { planApiVariants } from '../openapi/api-variants.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import { collectRoutes } from '../pipeline/collect-routes.js';
import { redirectsKey } from '../routes/redirect-plan.js';
import type { PageSource } from '../core/page-source.js';
import { buildSitemap } from '../pipeline/sitemap.js';
import { createSharedSidebars } from '../render/shared-sidebars.js';
import { chromeAt, forgetOutputFiles, sharedSidebarFiles } from './doc-place-change.js';
import { chromeRepresentatives, dropSearchEntries } from './doc-route-change.js';
import { renderRefreshed, type RefreshedPages } from './page-refresh.js';
import type { Route } from '../core/route.js';

/** What a route's page is, as text to compare: a page that moved or was renamed is not the same page. */
const placeOf = (route: Route | undefined) => route && JSON.stringify([route.outPath, route.kind, route.title, route.sidebarId]);

/** The names of the files each refreshed source added (its contents, a document's mock copy, are not kept). */
const fileNames = new WeakMap<PageSource, string[]>();

/**
 * Changed documents (absolute paths) of the sources that tell the files their pages are
 * made from (the API reference), in a site of one version and locale: the sources are
 * loaded again (`load`: the changed documents alone, the others kept), replace the old
 * ones in the kept build, and only the pages that can change render again: the changed
 * documents' pages, the pages listing them (an index, the 404 pages), the pages that
 * linked to a route gone, and every page of a sidebar whose shared file changed. Routes
 * gone leave the output; the sources' own files (downloads) and sitemap.xml are made
 * again. Undefined (the caller builds the site) for versions and locales, or when a page
 * of an unchanged document would move or change its title. A load that fails rejects
 * before the kept build is touched; after that, the kept build is changed in place even
 * when undefined is returned: the caller builds the site from scratch then.
 */
export async function refreshSpecs(
  built: BuiltSite,
  changed: ReadonlySet<string>,
  load: () => Promise<readonly PageSource[]>,
): Promise<RefreshedPages | undefined> {
  const { site, config } = built;
  const replaced = built.sources.filter((source) => source.sourceFiles);
  if (site.variants.all.length !== 1 || replaced.length === 0) return undefined;
  const loaded = await load();
  const byId = new Map(loaded.map((source) => [source.id, source]));
  if (loaded.length !== replaced.length || replaced.some((source) => !byId.has(source.id))) return undefined;
  const sources = built.sources.map((source) => byId.get(source.id) ?? source);
  const fromChanged = (source: PageSource | undefined, route: Route) =>
    source?.sourceFiles?.(route).some((file) => changed.has(file)) ?? false;

  const routesBefore = site.routes.all();
  const siteBefore = { ...site };
  const sourceOfBefore = built.sourceOf;
  const collected = collectRoutes(config, sources, site.variants);
  const after = collected.site.routes;
  // Redirect pages are made by builds: one whose target moved, was renamed or went, or an old address now taken, builds the site.
  if (redirectsKey(collected.site) !== redirectsKey(site)) return undefined;
  // A page of an unchanged document keeps its place and title, or the site builds again (another page may show it).
  const kept = (route: Route, source: PageSource | undefined) => source?.sourceFiles && !fromChanged(source, route);
  if (routesBefore.some((route) => kept(route, sourceOfBefore(route)) && placeOf(route) !== placeOf(after.get(route.path))))
    return undefined;
  if (after.all().some((route) => kept(route, collected.sourceOf(route)) && placeOf(route) !== placeOf(site.routes.get(route.path))))
    return undefined;

  const sidebarFilesBefore = sharedSidebarFiles(built);
  const namesBefore = replaced.every((source) => fileNames.has(source))
    ? replaced.flatMap((source) => fileNames.get(source)!)
    : [...((await sourceFilesOf(replaced))?.keys() ?? [])];
  const files = await sourceFilesOf(loaded);
  if (!files) return undefined;
  Object.assign(site, collected.site);
  built.sourceOf = collected.sourceOf;
  built.sources = sources;
  const chromeOf = (of: typeof site, route: Route) => chromeAt(of, built.catalogues, route);
  const representatives = chromeRepresentatives(siteBefore, site, '', () => false);
  if (representatives.some(([before, now]) => chromeOf(siteBefore, before) !== chromeOf(site, now))) return undefined;

  const own = new Set(built.staticFiles.map((file) => file.relativePath));
  for (const outPath of own) files.delete(outPath); // the site's own files are written over them, as in a build
  files.set(
    'sitemap.xml',
    buildSitemap(site.address, site.routes.all(), (route) => built.sourceOf(route).lastModified?.(route)),
  );
  const gone = routesBefore.filter((route) => !site.routes.has(route.path) || site.routes.get(route.path)!.outPath !== route.outPath);
  const sidebarFilesAfter = sharedSidebarFiles(built);
  // A changed sidebar has a new shared file, named in every page that shows it.
  const shared = createSharedSidebars(site.sidebars, site.address);
  const changedSidebars = new Set(
    site.sidebars.filter((sidebar) => !sidebarFilesBefore.has(shared(sidebar)?.outPath ?? '')).map((sidebar) => sidebar.id),
  );
  const removed = [
    ...gone.flatMap((route) => [route.outPath, markdownOutPath(route.path)]),
    ...[...sidebarFilesBefore].filter((outPath) => !sidebarFilesAfter.has(outPath)),
    ...namesBefore.filter((outPath) => !files.has(outPath)),
  ].filter((outPath) => built.outputPaths.has(outPath) && !own.has(outPath));

  const byOutPath = new Map(site.routes.all().map((route) => [route.outPath, route.path]));
  const linking = built.linkIndex.linkingTo(new Set(gone.map((route) => route.outPath))).flatMap((page) => byOutPath.get(page) ?? []);
  const pathsBefore = new Set(routesBefore.map((route) => route.path));
  const routes = site.routes.all().flatMap((route) => {
    const showsChangedSidebar = route.sidebarId !== undefined && changedSidebars.has(route.sidebarId);
    const renders =
      fromChanged(built.sourceOf(route), route) || showsChangedSidebar || route.kind === 'not-found' || !pathsBefore.has(route.path);
    return renders ? [route.path] : [];
  });
  forgetOutputFiles(built, removed);
  for (const outPath of files.keys()) built.outputPaths.add(outPath);

  const warnings = [
    ...collected.diagnostics,
    ...(await Promise.all(loaded.map((source) => source.lateDiagnostics?.() ?? []))).flat(),
  ].filter((warning) => warning.file !== undefined && changed.has(warning.file));
  const searchIndexes = dropSearchEntries(built);
  const refreshed = await renderRefreshed(built, [...new Set([...routes, ...linking])], warnings, removed, gone.length > 0);
  for (const [outPath, contents] of files) refreshed.files.set(outPath, contents);
  return { ...refreshed, searchIndexes: [...new Set([...refreshed.searchIndexes, ...searchIndexes])] };
}

/**
 * The files the sources add beside their pages, as texts and bytes (a copied document is
 * read); undefined for a file in parts. Notes each source's file names (`fileNames`).
 */
async function sourceFilesOf(sources: readonly PageSource[]): Promise<Map<string, string | Uint8Array> | undefined> {
  const files = new Map<string, string | Uint8Array>();
  for (const source of sources) {
    const own = (await source.files?.()) ?? new Map();
    for (const [outPath, contents] of own) {
      if (typeof contents === 'string' || contents instanceof Uint8Array) files.set(outPath, contents);
      else if ('copyFrom' in contents) files.set(outPath, await readFile(contents.copyFrom));
      else return undefined;
    }
    fileNames.set(source, [...own.keys()]);
  }
  return files;
}

/**
 * Forgets the loaded documents (by spec file, relative to the root) that the changed
 * files are, to load them again; returns their absolute paths. A document is read alone
 * (no reference to another file is followed): another changed file (an editor's
 * temporary file, a README) changes none, unless it changes which documents are read
 * (`planned`, the spec files the site's services read now, e.g. a version's copy
 * added): then every document is forgotten, and undefined returned (also for a site
 * without an API reference). Documents whose text is the one at their last change
 * (`texts`, see `sameTexts`) are kept: none is returned then.
 */
export async function forgetChangedDocuments(
  root: string,
  loaded: Map<string, unknown>,
  planned: readonly string[],
  files: readonly string[],
  texts: Map<string, string>,
): Promise<Set<string> | undefined> {
  // Without an API reference, or with other documents to read: the site builds.
  if (planned.length === 0 || planned.length !== loaded.size || planned.some((specFile) => !loaded.has(specFile))) {
    loaded.clear();
    return undefined;
  }
  const byPath = new Map(planned.map((specFile) => [path.resolve(root, specFile), specFile]));
  const changed = new Set(files.filter((file) => byPath.has(file)));
  // An editor's or the watcher's second event of one save: nothing to load or render.
  if (await sameTexts(texts, changed)) return new Set();
  for (const file of changed) loaded.delete(byPath.get(file)!);
  return changed;
}

/** The spec files (relative to the root) that the site's services read now, in every version and locale. */
export const plannedDocuments = ({ config, site }: BuiltSite): string[] => [
  ...new Set(
    planApiVariants(config.root, config.api.services, site.variants).flatMap((api) => api.services.map((entry) => entry.specFile)),
  ),
];

/**
 * Whether every changed document has the text it had at its last change (an editor's or
 * the watcher's second event of one save): then nothing renders. Notes the texts read.
 */
async function sameTexts(seen: Map<string, string>, files: ReadonlySet<string>): Promise<boolean> {
  let same = true;
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined || seen.get(file) !== text) same = false;
    if (text === undefined) seen.delete(file);
    else seen.set(file, text);
  }
  return same;
}
