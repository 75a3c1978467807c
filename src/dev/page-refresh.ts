import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerBrokenLinks, answerMarkdownLinks, brokenLinkActions, linkLocatorFor } from '../links/link-sources.js';
import type { DocSource } from '../content/collect.js';
import type { DocsSource } from '../sources/docs/docs-source.js';
import { parseMarkdownFile, type ParsedMarkdownFile } from '../content/frontmatter.js';
import { isMdxFile, isMdxSource } from '../content/page-files.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import type { Diagnostic, OutputFiles } from '../core/output.js';
import { renderPages } from '../pipeline/render-pages.js';
import { deferTwins, type TwinMaker } from './deferred-twins.js';
import { dropLostEntries } from './lost-entries.js';
import { changesMoreThanPlace, replaceDocPlace } from './doc-place-change.js';
import { moveDoc } from './doc-route-change.js';
import { relinkedPage } from './sidebar-relink.js';
import { WRITES_AT_ONCE } from './output-sync.js';
import { mapAtOnce } from '../util/at-once.js';
import { isSharedSidebar } from '../links/link-index.js';
import { buildSearchIndex, type IndexedPage } from '../search/search-index.js';

/** The pages and files a refresh made, and the warnings of the refreshed markdown. */
export interface RefreshedPages {
  files: OutputFiles;
  routes: string[];
  diagnostics: Diagnostic[];
  /** The search indexes (output paths) that hold the pages' new entries: made again later (`searchIndexFiles`). */
  searchIndexes: string[];
  /** The pages' markdown twins, put off until their pages are written (see `deferTwins`), by output path. */
  twins: Map<string, TwinMaker>;
  /** Output files a build would no longer write (a changed sidebar's old shared file). */
  removed: string[];
  /** Pages among `files` patched instead of rendered (they name a sidebar's new shared file): they differ from the output's. */
  patched?: ReadonlySet<string>;
}

/** A page of the served output as written (by output path); undefined when it cannot be read. */
export type PageReader = (outPath: string) => Promise<string | undefined>;

const isDocsSource = (source: object): source is DocsSource => 'refreshDoc' in source;

/** The fields of a doc that place it in the site: when one changes, other pages change too. */
const placingFields = (doc: Pick<DocSource, 'frontmatter' | 'heading' | 'slugLine' | 'ignoredKeys'>) =>
  JSON.stringify([doc.frontmatter, doc.heading ?? null, doc.slugLine ?? null, doc.ignoredKeys ?? []]);

/**
 * A saved markdown doc whose frontmatter and title did not change: only its own page (in
 * each version and locale that shows this file) renders again, with its search entry and
 * markdown twin (put off), and the link check runs on the kept index of every page. A
 * changed title or sidebar position renders the pages that show it (`replaceDocPlace`).
 * Returns undefined when the change is of another kind (a new or removed file, MDX, a
 * slug or other frontmatter): the caller rebuilds the site then.
 */
export async function refreshDocPage(built: BuiltSite, file: string, readPage: PageReader): Promise<RefreshedPages | undefined> {
  if (isMdxFile(file)) return undefined;
  const docsSources = built.sources.filter(isDocsSource);
  let source: string;
  try {
    source = await readSaved(file);
  } catch {
    return refreshMovedDoc(built, file, undefined, docsSources); // removed
  }
  // A .md page that uses MDX (markdown.format: mdx) is compiled with the others: the site builds again.
  if (isMdxSource(file, source, built.config.markdown.format)) return undefined;
  if (!docsSources.some((docs) => docs.knownDoc(file))) return refreshMovedDoc(built, file, source, docsSources); // new
  const parsed = parseMarkdownFile(file, source);
  const routes: string[] = [];
  const diagnostics: Diagnostic[] = [];
  let sameText = false;
  for (const docs of docsSources) {
    const known = docs.knownDoc(file);
    if (!known) continue;
    if (parsed.frontmatter.draft) return undefined;
    if (changesMoreThanPlace(parsed, known)) return refreshMovedDoc(built, file, source, docsSources);
    if (placingFields(parsed) !== placingFields(known)) return refreshPlacedDoc(built, file, parsed, docsSources, readPage);
    // A second event of one save (an editor's, or the watcher's own): nothing to render.
    if (parsed.body === known.body && parsed.bodyLineOffset === known.bodyLineOffset) {
      sameText = true;
      continue;
    }
    const refreshed = await docs.refreshDoc({ ...known, body: parsed.body, bodyLineOffset: parsed.bodyLineOffset });
    if (!refreshed) return undefined;
    routes.push(refreshed.route);
    diagnostics.push(...refreshed.warnings);
  }
  if (!routes.length)
    return sameText ? { files: new Map(), routes, diagnostics, searchIndexes: [], twins: new Map(), removed: [] } : undefined;
  return renderRefreshed(built, routes, diagnostics);
}

/**
 * A doc whose title or sidebar position changed: its page and the pages that show it (see
 * `replaceDocPlace`), rendered; pages that show the same of their sidebar as before name
 * its new shared file, patched in their written HTML (rendered when it cannot be read).
 */
async function refreshPlacedDoc(
  built: BuiltSite,
  file: string,
  parsed: ParsedMarkdownFile,
  docsSources: readonly DocsSource[],
  readPage: PageReader,
): Promise<RefreshedPages | undefined> {
  const replaced = await replaceDocPlace(built, file, parsed, docsSources);
  if (!replaced) return undefined;
  const patched: OutputFiles = new Map();
  const unpatched: string[] = [];
  const pages = await mapAtOnce(replaced.relinks, WRITES_AT_ONCE, async (relink) => {
    const html = await readPage(relink.outPath);
    return html === undefined ? undefined : relinkedPage(html, relink);
  });
  replaced.relinks.forEach((relink, index) => {
    const page = pages[index];
    if (page === undefined) unpatched.push(relink.route);
    else patched.set(relink.outPath, page);
  });
  const refreshed = await renderRefreshed(built, [...replaced.routes, ...unpatched], replaced.warnings, replaced.removed);
  // Their links and ids are the same: the link check has nothing new to read in them.
  for (const [outPath, html] of patched) refreshed.files.set(outPath, html);
  return { ...refreshed, patched: new Set(patched.keys()) };
}

/** A doc moved, new or removed: the pages that show it, and what a build would write beside them (see `moveDoc`). */
async function refreshMovedDoc(
  built: BuiltSite,
  file: string,
  source: string | undefined,
  docsSources: readonly DocsSource[],
): Promise<RefreshedPages | undefined> {
  const moved = await moveDoc(built, file, source, docsSources);
  if (!moved) return undefined;
  const refreshed = await renderRefreshed(built, moved.routes, moved.warnings, moved.removed, true);
  for (const [outPath, contents] of moved.files) refreshed.files.set(outPath, contents);
  return { ...refreshed, searchIndexes: [...new Set([...refreshed.searchIndexes, ...moved.searchIndexes])] };
}

/** Renders the routes again (their search entries and twins follow). `routesMoved`: links to every page are checked again (a page's link may now point nowhere). */
export async function renderRefreshed(
  built: BuiltSite,
  routes: string[],
  diagnostics: Diagnostic[],
  removed: string[] = [],
  routesMoved = false,
): Promise<RefreshedPages> {
  const { files, searchDocuments, twins, linkWarnings } = await renderRoutes(built, new Set(routes), routesMoved);
  const lost = dropLostEntries(built, routes, { files, searchDocuments, twins });
  return {
    files,
    routes,
    diagnostics: answerMarkdownLinks(
      [...diagnostics, ...linkWarnings],
      built.config.markdown.hooks.onBrokenMarkdownLinks,
      built.config.root,
    ),
    searchIndexes: [...new Set([...patchSearchDocuments(built, searchDocuments), ...lost.searchIndexes])],
    twins,
    removed: [...removed, ...lost.removed],
  };
}

/**
 * The link check after pages changed: the changed pages' own links, and every page's
 * links when a changed page lost or gained an id (another page may link to it).
 */
function checkLinks(built: BuiltSite, files: OutputFiles, checkAll: boolean) {
  const pages = new Set<string>();
  let idsChanged = checkAll;
  for (const [outPath, contents] of files) {
    built.outputPaths.add(outPath);
    if (typeof contents !== 'string') continue;
    if (isSharedSidebar(outPath)) {
      if (!built.linkIndex.has(outPath)) built.linkIndex.addSharedSidebar(outPath, contents);
      pages.add(outPath);
    }
    if (!outPath.endsWith('.html')) continue;
    const before = built.linkIndex.idsOf(outPath);
    built.linkIndex.addPage(outPath, contents);
    idsChanged ||= built.linkIndex.idsOf(outPath) !== before;
    pages.add(outPath);
  }
  const exists = (file: string) => built.outputPaths.has(file) || built.linkIndex.has(file);
  return built.linkIndex.broken(exists, idsChanged ? undefined : pages);
}

/** Puts the pages' new search entries in place of the old ones; returns the indexes they are in. */
function patchSearchDocuments(built: BuiltSite, changed: ReadonlyMap<string, IndexedPage[]>): string[] {
  if (!built.config.search.enabled) return [];
  for (const [indexPath, documents] of changed) {
    const kept = built.searchDocuments.get(indexPath) ?? [];
    for (const document of documents) {
      const at = kept.findIndex((entry) => entry.route === document.route);
      if (at === -1) kept.push(document);
      else kept[at] = document;
    }
    // In route order, as a build adds them.
    const order = new Map(built.site.routes.all().map((route, index) => [route.path, index]));
    built.searchDocuments.set(
      indexPath,
      kept.sort((a, b) => order.get(a.route)! - order.get(b.route)!),
    );
  }
  return [...changed.keys()];
}

/** The search index files at these output paths, made from the kept (and patched) entries. */
export function searchIndexFiles(built: BuiltSite, indexPaths: Iterable<string>): OutputFiles {
  return new Map([...new Set(indexPaths)].map((indexPath) => [indexPath, buildSearchIndex(built.searchDocuments.get(indexPath) ?? [])]));
}

/** Renders the routes again into files and checks every kept link. */
async function renderRoutes(built: BuiltSite, routes: ReadonlySet<string>, checkAll: boolean) {
  const { site, config } = built;
  const files: OutputFiles = new Map();
  const twins = deferTwins(built.readers, site, (outPath) => built.outputPaths.has(outPath));
  const rendered = await renderPages(
    site,
    built.sourceOf,
    built.assets,
    built.catalogues,
    undefined,
    twins.readers,
    built.overrides,
    (outPath, contents) => void (twins.isDeferred(outPath) || files.set(outPath, contents)),
    { only: (route) => routes.has(route.path), keepSearchDocuments: true },
  );
  for (const [outPath, contents] of rendered.files) files.set(outPath, contents);
  const broken = checkLinks(built, files, checkAll);
  const locator = linkLocatorFor(config, site.routes.all(), (route, href, occurrence) =>
    built.sourceOf(route).linkOrigin?.(route, href, occurrence),
  );
  // As the build does: a broken link fails the refresh, or is warned about, as the site's settings say.
  const linkWarnings = broken.length ? await answerBrokenLinks(broken, brokenLinkActions(config), locator, config.root) : [];
  return { files, searchDocuments: rendered.searchDocuments, twins: twins.makers(), linkWarnings };
}

/** How long to wait before reading an empty saved file again. */
const TRUNCATED_SAVE_MS = 20;

/**
 * A saved file's text. A save that truncates the file and then writes it (Node's
 * writeFile, some editors) can be read between the two, as an empty file whose missing
 * frontmatter would look like a changed title: an empty text is read again once, a moment later.
 */
async function readSaved(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  if (text !== '') return text;
  await sleep(TRUNCATED_SAVE_MS);
  return readFile(file, 'utf8');
}
