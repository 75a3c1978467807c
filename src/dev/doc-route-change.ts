import { numberPrefixParserOf } from '../content/number-prefix.js';
import path from 'node:path';
import { docOfFile } from '../content/collect.js';
import type { DocsChange } from '../sources/docs/docs-model-update.js';
import type { DocsSource } from '../sources/docs/docs-source.js';
import { isMarkdownFile, isMdxFile, isPartial } from '../content/page-files.js';
import { markdownOutPath } from '../llms/markdown-paths.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import type { SiteView } from '../core/page-source.js';
import { collectRoutes } from '../pipeline/collect-routes.js';
import type { Diagnostic, OutputFiles } from '../core/output.js';
import { siteSitemap } from '../pipeline/sitemap.js';
import { isWithin } from '../write/output-guard.js';
import { chromeAt, forgetOutputFiles, notFoundRoutes, sharedSidebarFiles } from './doc-place-change.js';
import type { Route } from '../core/route.js';
import { redirectsKey } from '../routes/redirect-plan.js';

/** What a moved, new or removed doc asks of the output besides the pages to render. */
export interface MovedDocs {
  /** Routes whose pages may show the change, to render again (their markdown is rendered already). */
  routes: string[];
  /** Output files a build would no longer write: the pages and twins of routes gone, old shared sidebars. */
  removed: string[];
  /** Files made again from the new route table (sitemap.xml). */
  files: OutputFiles;
  /** Search indexes (output paths) that lost entries of routes gone. */
  searchIndexes: string[];
  warnings: Diagnostic[];
}

/**
 * A saved doc that moved (its slug, or frontmatter beyond its title and position
 * changed), a new doc, or a removed one (`text` undefined), in a site of one version and
 * locale: the docs' routes and sidebars and the site's route table are made again in the
 * kept build, routes gone leave the kept link index, search entries and output list, and
 * the routes whose pages may show the change are returned with their markdown rendered
 * (the doc's, its sidebars', the generated pages', and every page that linked to a route
 * gone, whose link now breaks as it would in a build). Undefined (the caller builds the
 * site) for MDX, drafts, partials, translations or versions, a changed navbar or footer,
 * or files the docs add beside their pages (images, KaTeX) that would change. The kept
 * build is changed in place even then: the caller builds the site from scratch.
 */
export async function moveDoc(
  built: BuiltSite,
  file: string,
  text: string | undefined,
  docsSources: readonly DocsSource[],
): Promise<MovedDocs | undefined> {
  const { site, config } = built;
  const [docs] = docsSources;
  if (docsSources.length !== 1 || !docs || site.variants.all.length !== 1) return undefined;
  const docsDir = path.resolve(config.root, site.variants.all[0]!.version.docsDir);
  const relativePath = path.relative(docsDir, file).split(path.sep).join('/');
  if (!isWithin(file, docsDir) || !isMarkdownFile(relativePath) || isMdxFile(relativePath) || isPartial(relativePath)) return undefined;
  const known = docs.knownDoc(file);
  const saved =
    text === undefined
      ? undefined
      : docOfFile(relativePath, file, text, config.markdown.format, numberPrefixParserOf(config.docs.numberPrefixParser));
  if ((!saved && !known) || saved?.frontmatter.draft || saved?.mdx) return undefined;
  const change: DocsChange = { saved: saved ? [saved] : [], removed: saved ? [] : [relativePath] };

  const routesBefore = site.routes.all();
  const siteBefore = { ...site }; // the table and sidebars before: `site` takes new ones in place
  const sidebarFilesBefore = sharedSidebarFiles(built);
  const extraFilesBefore = await extraFileNames(docs);

  const redirectsBefore = redirectsKey(site);
  const affected = docs.moveDocs(change);
  // The same site object, with the new routes and sidebars: what holds it (the pages for AI readers, the twins) sees them.
  Object.assign(site, collectRoutes(config, built.sources, site.variants).site);
  // Redirect pages are made by builds: a change of a doc's `redirect_from`, or of a redirect's target, builds the site.
  if (redirectsKey(site) !== redirectsBefore) return undefined;
  const changedIds = new Set([known?.id, saved?.id]);
  const representatives = chromeRepresentatives(siteBefore, site, docs.id, (id) => changedIds.has(id));
  const chromeOf = (of: SiteView, route: Route) => chromeAt(of, built.catalogues, route);
  if (representatives.some(([before, after]) => chromeOf(siteBefore, before) !== chromeOf(site, after))) return undefined;

  const own = new Set(built.staticFiles.map((staticFile) => staticFile.relativePath));
  const gone = routesBefore.filter((route) => !site.routes.has(route.path) || site.routes.get(route.path)!.outPath !== route.outPath);
  const sidebarFilesAfter = sharedSidebarFiles(built);
  const removed = [
    ...gone.flatMap((route) => [route.outPath, markdownOutPath(route.path)]),
    ...[...sidebarFilesBefore].filter((outPath) => !sidebarFilesAfter.has(outPath)),
  ].filter((outPath) => built.outputPaths.has(outPath) && !own.has(outPath));
  // Pages that linked to a route gone render again: a doc's link to its markdown file follows it, any other breaks.
  const byOutPath = new Map(site.routes.all().map((route) => [route.outPath, route.path]));
  const linking = built.linkIndex.linkingTo(new Set(gone.map((route) => route.outPath))).flatMap((page) => byOutPath.get(page) ?? []);
  const pathsBefore = new Set(routesBefore.map((route) => route.path));
  const added = site.routes.all().flatMap((route) => (pathsBefore.has(route.path) ? [] : [route.path]));
  // The 404 pages list the sections (one page per locale: rendered again whatever moved).
  const notFound = notFoundRoutes(site);
  const routes = [...new Set([...affected, ...linking, ...added, ...notFound])];
  forgetOutputFiles(built, removed);

  const warnings = await docs.renderDocs(routes, site.routes, new Set([relativePath]));
  if (!warnings || (await extraFileNames(docs)) !== extraFilesBefore) return undefined;
  return {
    routes,
    removed,
    files: new Map([['sitemap.xml', siteSitemap(site, (route) => built.sourceOf(route).lastModified?.(route))]]),
    searchIndexes: dropSearchEntries(built),
    warnings,
  };
}

/**
 * One page of each sidebar (and of none) that is in both tables with the same sidebar,
 * as it was and as it is: their navbar and footer, before and after, tell whether the
 * change reaches every page (a navbar item that links the doc or its sidebar's first
 * page). The changed doc's own page is left out (rendered again anyway).
 */
export function chromeRepresentatives(
  before: SiteView,
  after: SiteView,
  docsId: string,
  isChanged: (id: string) => boolean,
): [Route, Route][] {
  const bySidebar = new Map<string | undefined, [Route, Route]>();
  for (const route of after.routes.all()) {
    const old = before.routes.get(route.path);
    if (!old || old.sidebarId !== route.sidebarId || bySidebar.has(route.sidebarId)) continue;
    if (route.source === docsId && isChanged(route.ref)) continue;
    bySidebar.set(route.sidebarId, [old, route]);
  }
  return [...bySidebar.values()];
}

/** The names of the files the docs add beside their pages (images, KaTeX's and Mermaid's files), as text to compare. */
async function extraFileNames(docs: DocsSource): Promise<string> {
  return JSON.stringify([...((await docs.files?.())?.keys() ?? [])].sort());
}

/** Takes the search entries of routes gone out of the kept indexes; returns the indexes that lost some. */
export function dropSearchEntries(built: BuiltSite): string[] {
  const changed: string[] = [];
  for (const [indexPath, documents] of built.searchDocuments) {
    const kept = documents.filter((document) => built.site.routes.has(document.route));
    if (kept.length === documents.length) continue;
    built.searchDocuments.set(indexPath, kept);
    changed.push(indexPath);
  }
  return changed;
}
