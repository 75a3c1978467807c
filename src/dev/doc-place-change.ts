import type { DocSource } from '../content/collect.js';
import type { DocsSource } from '../sources/docs/docs-source.js';
import type { ParsedMarkdownFile } from '../content/frontmatter.js';
import { messagesFor } from '../i18n/messages.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import type { SiteView } from '../core/page-source.js';
import type { Diagnostic } from '../core/output.js';
import { collectRoutes } from '../pipeline/collect-routes.js';
import { buildChrome, chromeContext } from '../render/chrome.js';
import { createSharedSidebars } from '../render/shared-sidebars.js';
import { createVariantLinks } from '../render/variant-links.js';
import { sidebarRelinks, type SidebarRelink } from './sidebar-relink.js';
import type { Route } from '../core/route.js';
import { redirectsKey } from '../routes/redirect-plan.js';

/** Frontmatter keys that place a doc in its sidebar (its label and order) without moving its route. */
const PLACE_KEYS = new Set(['title', 'sidebar_label', 'sidebar_position']);

type Placed = Pick<DocSource, 'frontmatter' | 'slugLine' | 'ignoredKeys'>;

/** What of a doc decides its route and page beyond its title and sidebar position. */
const routeFields = (doc: Placed) =>
  JSON.stringify([Object.entries(doc.frontmatter).filter(([key]) => !PLACE_KEYS.has(key)), doc.slugLine ?? null, doc.ignoredKeys ?? []]);

/** Whether a saved doc changed more of its frontmatter than its title and sidebar position (its slug, say). */
export const changesMoreThanPlace = (saved: Placed, known: Placed) => routeFields(saved) !== routeFields(known);

/**
 * A saved doc whose title (frontmatter or `# heading`), `sidebar_label` or
 * `sidebar_position` changed and nothing else of its place: the docs' routes and
 * sidebars are made again in the kept build, and the routes whose pages may show the
 * change are returned to be rendered again (see `DocsSource.replaceDoc`), or to be patched
 * when they show the same of their sidebar (`sidebarRelinks`). Undefined when
 * the change is of another kind, moves a route, or changes the navbar or footer (a doc's
 * title shown there is on every page): the caller builds the site then.
 */
export async function replaceDocPlace(
  built: BuiltSite,
  file: string,
  parsed: ParsedMarkdownFile,
  docsSources: readonly DocsSource[],
): Promise<{ routes: string[]; relinks: SidebarRelink[]; removed: string[]; warnings: Diagnostic[] } | undefined> {
  const showing = docsSources.flatMap((docs) => {
    const known = docs.knownDoc(file);
    return known ? [{ docs, known }] : [];
  });
  if (!showing.length || showing.some(({ known }) => routeFields(parsed) !== routeFields(known))) return undefined;
  const chromeBefore = showing.map(({ docs, known }) => chromeOf(built, docs.id, known));
  const sidebarFilesBefore = sharedSidebarFiles(built);
  const siteBefore = { ...built.site };
  const redirectsBefore = redirectsKey(built.site);
  const affected: string[] = [];
  const bySidebar = new Set<string>();
  const warnings: Diagnostic[] = [];
  for (const { docs, known } of showing) {
    const replaced = await docs.replaceDoc({
      ...known,
      frontmatter: parsed.frontmatter,
      heading: parsed.heading,
      body: parsed.body,
      bodyLineOffset: parsed.bodyLineOffset,
    });
    if (!replaced) return undefined;
    affected.push(...replaced.routes);
    for (const route of replaced.bySidebar) bySidebar.add(route);
    warnings.push(...replaced.warnings);
  }
  // The same site object, with the new routes' titles and sidebars: what holds it (the pages
  // for AI readers, the docs' twins) sees them.
  Object.assign(built.site, collectRoutes(built.config, built.sources, built.site.variants).site);
  // A redirect page names its target's title: a renamed target builds the site, which makes redirect pages.
  if (redirectsKey(built.site) !== redirectsBefore) return undefined;
  const chromeAfter = showing.map(({ docs, known }) => chromeOf(built, docs.id, known));
  if (chromeAfter.some((chrome, index) => chrome !== chromeBefore[index])) return undefined;
  // A changed sidebar's shared file has a new name: the old one goes, as a build would not write it.
  const sidebarFilesAfter = sharedSidebarFiles(built);
  const removed = [...sidebarFilesBefore].filter((outPath) => !sidebarFilesAfter.has(outPath) && built.outputPaths.has(outPath));
  forgetOutputFiles(built, removed);
  // A page that shows the same of its sidebar as before is patched, not rendered (unchanged when its shared file kept its name).
  const relinks = sidebarRelinks(siteBefore, built.site, bySidebar, built.overrides);
  // The 404 pages suggest pages by their titles: rendered again whatever was renamed.
  const routes = [...new Set([...affected, ...notFoundRoutes(built.site)])].filter((route) => !relinks.has(route));
  return { routes, relinks: [...relinks.values()].filter(({ from, to }) => from !== to), warnings, removed };
}

/**
 * Takes files leaving the output out of the kept build's file list and link index, so
 * later link checks neither read their links nor count them as existing.
 */
export function forgetOutputFiles(built: BuiltSite, outPaths: Iterable<string>): void {
  for (const outPath of outPaths) {
    built.linkIndex.forget(outPath);
    built.outputPaths.delete(outPath);
  }
}

/** The paths of the site's 404 pages (one per locale): they list the site's pages, so any change of routes or titles renders them again. */
export function notFoundRoutes(site: SiteView): string[] {
  return site.routes.all().flatMap((route) => (route.kind === 'not-found' ? [route.path] : []));
}

/** The output paths of the site's sidebars' shared files. */
export function sharedSidebarFiles({ site }: BuiltSite): Set<string> {
  const shared = createSharedSidebars(site.sidebars, site.address);
  return new Set(site.sidebars.flatMap((sidebar) => shared(sidebar)?.outPath ?? []));
}

/** The navbar and footer of the doc's page, as text to compare. */
function chromeOf(built: BuiltSite, sourceId: string, known: DocSource): string {
  const route = built.site.routes.all().find((candidate) => candidate.source === sourceId && candidate.ref === known.id);
  return route ? chromeAt(built.site, built.catalogues, route) : '';
}

/** The navbar and footer of a route's page in a site, as text to compare. */
export function chromeAt(site: SiteView, catalogues: BuiltSite['catalogues'], route: Route): string {
  const locale = site.variants.of(route).locale.code;
  const messages = catalogues.get(locale) ?? messagesFor(locale);
  return JSON.stringify(buildChrome(chromeContext(site, createVariantLinks(site), route, messages), route.path, route.sidebarId));
}
