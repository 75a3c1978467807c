import type { MarkdownOutput } from '../../markdown/processor.js';
import { createDocsMarkdown, type DocsSite } from '../../markdown/docs-markdown.js';
import type { LoadMdxPages } from '../../markdown/mdx-hook.js';
import type { Messages } from '../../i18n/messages.js';
import type { Diagnostic, OutputFiles } from '../../core/output.js';
import type { PageSource } from '../../core/page-source.js';
import { docsPage } from './docs-pages.js';
import { katexFiles, mermaidFiles } from '../../markdown/vendor-files.js';
import { MERMAID_WIDGET } from '../../markdown/remark-mermaid.js';
import { docsReaderPage } from '../../llms/docs-reader.js';
import { createReaderLinks } from '../../llms/reader-links.js';
import { docsReaderPlan } from '../../llms/docs-reader-plan.js';
import { createReaderBodyMaker } from '../../llms/docs-reader-body.js';
import type { DocsReaderPlan } from '../../core/reader-twin.js';
import type { DocsModel } from '../../content/docs-model.js';
import { changedModel, docsMentioning, replacedModel, type DocsChange } from './docs-model-update.js';
import { isMdxDoc } from '../../content/page-files.js';
import type { DocSource } from '../../content/collect.js';
import { createArrivals } from '../../util/arrivals.js';
import type { Route, Routes } from '../../core/route.js';
import type { LinkOrigin } from '../../core/page.js';
import type { DocsLastUpdates } from '../../content/last-update.js';

/** The docs folder as a page source, which can parse its markdown before the routes are known. */
export interface DocsSource extends PageSource {
  /** Parses every doc; meant to run while other sources still load. */
  parse(): Promise<void>;
  /**
   * Takes a doc's new text whose frontmatter and title are unchanged (`serve --watch`):
   * its markdown renders again, nothing else moves. Returns the doc's route, or undefined
   * when the file is not one of its markdown docs.
   */
  refreshDoc(changed: DocSource): Promise<{ route: string; warnings: Diagnostic[] } | undefined>;
  /** The doc read from this file (absolute path), if it is one of this source's pages. */
  knownDoc(file: string): DocSource | undefined;
  /**
   * Takes a doc whose title or sidebar position changed (`serve --watch`): the routes and
   * sidebars are made again, its markdown rendered again (the others' depend on the
   * routes alone, which stay; a page's markdown no longer kept renders again too). Returns
   * the routes whose pages may show it (`bySidebar`: those that show it only in their
   * sidebar, see `changedModel`) and the doc's warnings, or undefined (nothing changed)
   * when the set of routes would change or a page to render again is MDX.
   */
  replaceDoc(changed: DocSource): Promise<{ routes: string[]; bySidebar: ReadonlySet<string>; warnings: Diagnostic[] } | undefined>;
  /**
   * Takes docs saved (new, or moved by a slug) or removed (`serve --watch`): the routes
   * and sidebars are made again and the markdown of routes gone let go. Returns the routes
   * whose pages may show the change (see `changedModel`) and of the docs that may link
   * them (see `docsMentioning`); their markdown is rendered with
   * `renderDocs` once the site's new route table is known. Throws what a build would.
   */
  moveDocs(change: DocsChange): string[];
  /**
   * Renders again the markdown of the docs at these routes against the site's new table;
   * returns the warnings of the docs in `reported` (relative paths) and of the docs whose
   * links the last `moveDocs` changed, or undefined when one
   * of them is MDX (rendered with the site alone).
   */
  renderDocs(routes: readonly string[], table: Routes, reported: ReadonlySet<string>): Promise<Diagnostic[] | undefined>;
}

/** MDX's compiler is big: imported only when a docs folder has MDX pages. */
export const loadMdxPages: LoadMdxPages = (options) => import('../../mdx/mdx-pages.js').then(({ createMdxPages }) => createMdxPages(options));

/**
 * The docs folder as a page source. Its markdown is finished in `prepare`, once every
 * source's routes are in the table, so links between docs resolve against it.
 * `keepRendered` (`serve --watch`): each page's markdown HTML stays after its page is
 * made, so that a page whose sidebar changed renders again without its markdown.
 */
export function createDocsSource(
  model: DocsModel,
  messages?: Messages,
  docsSite?: DocsSite,
  keepRendered = false,
  lastUpdates?: DocsLastUpdates,
): DocsSource {
  const docsMarkdown = createDocsMarkdown(model, messages, docsSite, { twins: createReaderBodyMaker, mdx: loadMdxPages });
  let markdown: Map<string, MarkdownOutput> | undefined;
  // A page renders as soon as its markdown is finished, while other pages' still are.
  const finished = createArrivals();
  let readerPlan: DocsReaderPlan | undefined;
  // A page that shows its last update waits for the git history too.
  let historyRead = lastUpdates === undefined;
  void lastUpdates?.ready.then(() => (historyRead = true));
  // Routes whose markdown changed with moved docs (their links), to render again in `renderDocs`.
  let stale = new Set<string>();
  const rendered = () => {
    if (!markdown) throw new Error('docs pages were asked for before their markdown was rendered');
    return markdown;
  };
  /** The twin's body made with the page's HTML, handed over once (a page's twin is written once) and then let go. */
  const madeReader = (routePath: string) => {
    const output = markdown?.get(routePath);
    const made = output?.reader;
    if (output) output.reader = undefined;
    return readerPlan?.validBody(routePath, made);
  };
  return {
    id: model.sourceId,
    routes: () => ({ routes: model.routes.all(), sidebars: model.sidebars, diagnostics: model.diagnostics, redirects: model.redirects }),
    parse: () => docsMarkdown.parseAll(),
    knownDoc: (file) => [...model.docs.values()].find((entry) => entry.doc.absolutePath === file)?.doc,
    async refreshDoc(changed) {
      const entry = model.docsByPath.get(changed.relativePath);
      if (!entry || !markdown?.has(entry.route) || entry.doc.absolutePath !== changed.absolutePath) return undefined;
      const output = await docsMarkdown.renderDoc({ ...entry.doc, body: changed.body, bodyLineOffset: changed.bodyLineOffset });
      // One entry object in both of the model's maps; a translation overlay's doc keeps its own fields.
      entry.doc = { ...entry.doc, body: changed.body, bodyLineOffset: changed.bodyLineOffset };
      markdown.set(entry.route, output);
      return { route: entry.route, warnings: output.warnings.map((warning): Diagnostic => ({ severity: 'warning', ...warning })) };
    },
    async replaceDoc(changed) {
      const replaced = replacedModel(model, changed);
      if (!replaced || !markdown) return undefined;
      const { next, affected, bySidebar } = replaced;
      const shown = new Set(affected);
      const pages = [...next.docs.values()].filter((entry) => shown.has(entry.route));
      if (pages.some((entry) => isMdxDoc(entry.doc))) return undefined;
      const docs = pages.filter((entry) => entry.doc.relativePath === changed.relativePath || !markdown!.get(entry.route)?.html);
      const outputs = await Promise.all(docs.map((entry) => docsMarkdown.renderDoc(entry.doc)));
      // The model is changed in place: the markdown renderer and the pages read it.
      Object.assign(model, next);
      docs.forEach((entry, index) => markdown!.set(entry.route, outputs[index]!));
      // The changed doc's warnings, as a save of its body reports them (the others' were reported before).
      const own = docs.findIndex((entry) => entry.doc.relativePath === changed.relativePath);
      const warnings = (outputs[own]?.warnings ?? []).map((warning): Diagnostic => ({ severity: 'warning', ...warning }));
      return { routes: affected, bySidebar, warnings };
    },
    moveDocs(change) {
      const { next, affected } = changedModel(model, change);
      Object.assign(model, next); // in place: the markdown renderer and the pages read it
      if (markdown) for (const route of [...markdown.keys()]) if (!model.routes.has(route)) markdown.delete(route);
      // A doc whose markdown links one of them: its link follows the route (or breaks, or resolves now).
      const linking = docsMentioning(model, [...change.saved.map((doc) => doc.relativePath), ...change.removed]);
      const own = change.saved.flatMap((doc) => model.docsByPath.get(doc.relativePath)?.route ?? []);
      stale = new Set([...own, ...linking]);
      return [...new Set([...affected, ...linking])];
    },
    async renderDocs(routes, table, reported) {
      const wanted = new Set(routes);
      // A kept page's markdown (`keepRendered`) serves again unless its links changed.
      const kept = (route: string) => keepRendered && !stale.has(route) && Boolean(markdown?.get(route)?.html);
      const docs = [...model.docs.values()].filter((entry) => wanted.has(entry.route) && !kept(entry.route));
      // Docs whose links the change moved report their warnings too: a link it broke warns there, as in a build.
      const relinked = stale;
      stale = new Set();
      if (!markdown || docs.some((entry) => isMdxDoc(entry.doc))) return undefined;
      const outputs = await Promise.all(docs.map((entry) => docsMarkdown.renderDoc(entry.doc, table)));
      docs.forEach((entry, index) => markdown!.set(entry.route, outputs[index]!));
      return outputs.flatMap((output, index) =>
        reported.has(docs[index]!.doc.relativePath) || relinked.has(docs[index]!.route)
          ? output.warnings.map((warning): Diagnostic => ({ severity: 'warning', ...warning }))
          : [],
      );
    },
    async prepare(site) {
      // Each doc's twin for AI readers is made with its HTML (on the markdown threads when they run).
      readerPlan = docsReaderPlan(model, site);
      markdown = new Map();
      try {
        // The git history is read meanwhile: a page shows its last update once both are done.
        const history = lastUpdates?.ready;
        markdown = await docsMarkdown.finishAll(
          site.routes,
          site.address,
          readerPlan,
          markdown,
          (route) => (history ? void history.then(() => finished.arrived(route)) : finished.arrived(route)),
        );
        await history;
      } catch (error) {
        finished.fail(error);
        throw error;
      }
      // A page shown untranslated in this locale was reported (the same file and line) in its own.
      const untranslated = new Set([...model.docs.values()].filter((entry) => entry.doc.writtenIn).map((entry) => entry.route));
      return [
        ...[...markdown]
          .filter(([route]) => !untranslated.has(route))
          .flatMap(([, output]) => output.warnings.map((warning): Diagnostic => ({ severity: 'warning', ...warning }))),
        ...(lastUpdates?.takeWarnings() ?? []),
      ];
    },
    ready: (route) => (hasMarkdown(route) && (!historyRead || !markdown?.has(route.path)) ? finished.wait(route.path) : undefined),
    page: (route, site, messages) => {
      const page = {
        ...docsPage(model, route, rendered(), site, messages, lastUpdates),
        // An unlisted page stays out of llms.txt.
        reader: () =>
          route.unlisted
            ? undefined
            : docsReaderPage(
                model,
                route,
                createReaderLinks(site.address, site.routes),
                messages,
                site.config.root,
                docsSite?.admonitions,
                madeReader(route.path),
              ),
      };
      if (!keepRendered) letGoOfHtml(rendered(), route.path);
      return page;
    },
    files: () => extraFilesFor([...rendered().values()]),
    lastModified(route) {
      const entry = route.kind === 'doc' || route.kind === 'landing' ? model.docs.get(route.ref) : undefined;
      return entry && lastUpdates?.of(entry.doc)?.date?.slice(0, 10);
    },
    linkOrigin(route, href, occurrence): LinkOrigin | undefined {
      const written = (rendered().get(route.path)?.links ?? []).filter((link) => link.href === href);
      const link = written[occurrence] ?? written[0];
      return link && { file: route.origin.file, line: link.line, column: link.column, written: link.written };
    },
  };
}

/** The routes whose page is made from their doc's markdown. */
const hasMarkdown = (route: Route) => route.kind === 'doc' || route.kind === 'landing';

/**
 * Once a page has its page data, its HTML and headings live there alone: the kept entry
 * drops them (what the build still asks of it, the links, images, math and widgets,
 * stays), so the site's rendered markdown is not held whole until the last page renders.
 */
function letGoOfHtml(outputs: Map<string, MarkdownOutput>, route: string): void {
  const output = outputs.get(route);
  if (output?.html) outputs.set(route, { ...output, html: '', toc: [] });
}

/** The images kept beside the docs and the files their links point at; KaTeX's stylesheet and fonts when a doc has math, Mermaid when one has a diagram. */
export async function extraFilesFor(outputs: readonly MarkdownOutput[]): Promise<OutputFiles> {
  const needed = [
    outputs.some((output) => output.math) && katexFiles(),
    outputs.some((output) => output.widgets.includes(MERMAID_WIDGET)) && mermaidFiles(),
  ];
  const files: OutputFiles = new Map();
  for (const output of outputs) for (const image of output.docImages ?? []) files.set(image.outPath, { copyFrom: image.from });
  for (const vendor of needed) if (vendor) for (const [path, file] of await vendor.files()) files.set(path, file);
  return files;
}
