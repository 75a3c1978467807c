import { markdownOutPath } from '../llms/markdown-paths.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import type { OutputFiles } from '../core/output.js';
import type { IndexedPage } from '../search/search-index.js';
import type { TwinMaker } from './deferred-twins.js';
import { forgetOutputFiles } from './doc-place-change.js';

/** What pages rendered again gave beside their HTML. */
export interface RenderedExtras {
  files: OutputFiles;
  /** Their search entries, by the output path of their index. */
  searchDocuments: ReadonlyMap<string, readonly IndexedPage[]>;
  /** Their twins put off, by output path. */
  twins: ReadonlyMap<string, TwinMaker>;
}

/**
 * A page rendered again may have lost what the last build wrote beside it: a doc made
 * `unlisted` keeps its route but has no search entry, no markdown twin and no line in
 * llms.txt. Patching the kept build only adds and replaces entries, so those the
 * rendered routes no longer give are taken out here: their search entries, their llms
 * lines and their twins (returned to leave the output, as a build would not write them).
 */
export function dropLostEntries(
  built: BuiltSite,
  routes: readonly string[],
  rendered: RenderedExtras,
): { searchIndexes: string[]; removed: string[] } {
  return { searchIndexes: dropLostSearchEntries(built, routes, rendered.searchDocuments), removed: dropLostTwins(built, routes, rendered) };
}

/** Takes the kept search entries of routes that rendered without one; returns the indexes that lost some. */
function dropLostSearchEntries(built: BuiltSite, routes: readonly string[], searchDocuments: RenderedExtras['searchDocuments']): string[] {
  if (!built.config.search.enabled) return [];
  const searchable = new Set([...searchDocuments.values()].flatMap((documents) => documents.map((document) => document.route)));
  const lost = new Set(routes.filter((route) => !searchable.has(route)));
  if (!lost.size) return [];
  const changed: string[] = [];
  for (const [indexPath, documents] of built.searchDocuments) {
    const kept = documents.filter((document) => !lost.has(document.route));
    if (kept.length === documents.length) continue;
    built.searchDocuments.set(indexPath, kept);
    changed.push(indexPath);
  }
  return changed;
}

/** The twins in the output of routes that rendered without one (a site's own static file stays); their llms lines go too. */
function dropLostTwins(built: BuiltSite, routes: readonly string[], { files, twins }: RenderedExtras): string[] {
  const own = new Set(built.staticFiles.map((file) => file.relativePath));
  const lost = new Set(
    routes.filter((route) => {
      const twin = markdownOutPath(route);
      return built.outputPaths.has(twin) && !files.has(twin) && !twins.has(twin) && !own.has(twin);
    }),
  );
  if (!lost.size) return [];
  built.readers.follow(built.site.routes.all().filter((route) => !lost.has(route.path)));
  const removed = [...lost].map(markdownOutPath);
  forgetOutputFiles(built, removed);
  return removed;
}
