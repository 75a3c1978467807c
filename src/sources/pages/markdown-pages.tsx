import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageSource, SiteView, SourcePage } from '../../core/page-source.js';
import type { Diagnostic } from '../../core/output.js';
import type { LinkOrigin, ReaderPage } from '../../core/page.js';
import type { RouteInput } from '../../core/route.js';
import type { ResolvedConfig } from '../../config/validate.js';
import type { Messages } from '../../i18n/messages.js';
import { messagesFor } from '../../i18n/messages.js';
import type { SiteLocale } from '../../variants/locales.js';
import type { SourceContext } from '../source-module.js';
import { codeFrame } from '../../errors/docgen-error.js';
import { errors } from '../../errors/catalogue.js';
import { docOfFile, readSiteFile, type DocSource } from '../../content/collect.js';
import { frontmatterData, type FrontmatterWarning } from '../../content/frontmatter.js';
import { ignoredKeyWarnings } from '../../content/docs-diagnostics.js';
import { PAGES_DIR, pageFilesOf, type SitePageFile } from '../../content/site-page-files.js';
import type { RoutedDoc } from '../../content/doc-sidebars.js';
import { createDocsMarkdown, type DocsSite, type MarkdownFolder } from '../../markdown/docs-markdown.js';
import type { MarkdownOutput } from '../../markdown/processor.js';
import { createImageSizes } from '../../markdown/image-size-cache.js';
import { katexFiles } from '../../markdown/vendor-files.js';
import { searchHeadings, splitSections } from '../../search/search-page.js';
import { docReaderBody } from '../../llms/docs-reader-body.js';
import { createReaderLinks } from '../../llms/reader-links.js';
import { firstSentence } from '../../openapi/page-data.js';
import { tocOf } from '../../render/page-data.js';
import { normaliseRoute } from '../../routes/paths.js';
import { ASSET_FOLDER } from '../../core/output.js';
import { extraFilesFor, loadMdxPages } from '../docs/docs-source.js';
import { SiteMarkdownPage, type SiteMarkdownPageContent } from '../../../templates/site-markdown-page.js';

/** The family of the markdown pages of `src/pages/` (the React ones are `pages`). */
export const MARKDOWN_PAGES_SOURCE_ID = 'pages-md';
const MARKDOWN_PAGE = 'markdown-page';
/** Where a locale's translations of the pages are, as Docusaurus's pages plugin reads them. */
const TRANSLATIONS_DIR = 'docusaurus-plugin-content-pages';

/**
 * The frontmatter keys of a page of `src/pages/`: those of Docusaurus's pages plugin
 * (its `PageFrontMatterSchema`). Any other key, a doc's too (`slug`, `sidebar_position`),
 * warns as an unknown key does on a doc.
 */
const PAGE_KEYS = new Set([
  'title',
  'description',
  'keywords',
  'image',
  'wrapperClassName',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'draft',
  'unlisted',
]);

/** One markdown page as read for a locale: its doc (frontmatter parsed as a doc's) and its own keys. */
interface MarkdownPage {
  file: SitePageFile;
  doc: DocSource;
  /** Frontmatter `title` or the opening `# heading`; none: the page's head shows the site title alone. */
  ownTitle?: string;
  /** Its h1: its opening `# heading`, else its frontmatter `title`, else its file's name (its folder's for an index), else the site's title (the home page). */
  title: string;
  wrapperClassName?: string;
}

/**
 * The markdown pages (`.md`, `.mdx`) of `src/pages/` as page sources, one per locale, as
 * Docusaurus's pages plugin builds them: each file is a page at its path, rendered by the
 * docs' markdown pipeline (admonitions, code blocks, MDX, the site's plugins) with its title
 * and table of contents, without a sidebar. A locale shows its translation from
 * `i18n/<locale>/docusaurus-plugin-content-pages/`, else the original, marked untranslated.
 * Drafts are left out (in every locale).
 */
export async function markdownPageSources({ config, variants, catalogues, components }: SourceContext): Promise<PageSource[]> {
  const files = pageFilesOf(config.root).filter((file) => file.kind === 'markdown');
  if (files.length === 0) return [];
  const originals = await Promise.all(files.map((file) => readPage(file, file.file, config)));
  const [loadedCatalogues, siteComponents] = await Promise.all([catalogues, components]);
  const sizeOf = createImageSizes();
  const defaultLocale = variants.locales.find((locale) => locale.isDefault)!;
  return Promise.all(
    variants.locales.map(async (locale) => {
      const translations = locale.isDefault ? undefined : path.join(config.root, 'i18n', locale.code, TRANSLATIONS_DIR);
      const pages = await Promise.all(
        originals.map(async (original) => {
          if (!original || !translations) return original;
          const translated = path.join(translations, original.file.relative);
          if (!existsSync(translated)) return { ...original, doc: { ...original.doc, writtenIn: defaultLocale.code } };
          return readPage(original.file, translated, config);
        }),
      );
      const prefix = locale.isDefault ? '' : `/${locale.path}`;
      const messages = loadedCatalogues.get(locale.code) ?? messagesFor(locale.code);
      return createMarkdownPagesSource(
        pages.filter((page): page is MarkdownPage => page !== undefined),
        { locale, prefix, messages, dir: translations && existsSync(translations) ? translations : path.join(config.root, PAGES_DIR) },
        {
          root: config.root,
          plugins: config.markdown,
          admonitions: config.markdown.admonitions,
          // Images and files beside the pages are published under the pages' assets folder.
          images: { staticDir: path.join(config.root, 'static'), sizeOf, docsPrefix: `${prefix}/${ASSET_FOLDER}/pages` },
          components: siteComponents,
        },
      );
    }),
  );
}

/** A page file read as a doc (its path relative to the pages' folder); undefined for a draft. */
async function readPage(file: SitePageFile, absolutePath: string, config: ResolvedConfig): Promise<MarkdownPage | undefined> {
  const text = await readSiteFile(absolutePath);
  // Docusaurus's pages plugin takes `title: ''` (the tab shows the site's title alone).
  const doc = docOfFile(file.relative, absolutePath, text, config.markdown.format, undefined, { emptyTitle: true });
  if (doc.frontmatter.draft) return undefined;
  const { data, lineOf } = frontmatterData(absolutePath, text);
  const wrapperClassName = data.wrapperClassName;
  if (wrapperClassName !== undefined && typeof wrapperClassName !== 'string') {
    const line = lineOf('wrapperClassName') ?? 1;
    throw errors.frontmatterInvalid(
      { file: absolutePath, line, frame: codeFrame(text, line) },
      'wrapperClassName: expected a class name (text), as Docusaurus reads it',
    );
  }
  const ignoredKeys: FrontmatterWarning[] = Object.keys(data)
    .filter((key) => !PAGE_KEYS.has(key))
    .map((key) => ({ key, line: lineOf(key), docusaurus: false }));
  const ownTitle = data.title === '' ? undefined : typeof data.title === 'string' ? data.title : doc.heading;
  return {
    file,
    doc: { ...doc, ignoredKeys },
    ...(ownTitle ? { ownTitle } : {}),
    title: doc.heading ?? ownTitle ?? (file.route.split('/').pop() || config.title),
    ...(wrapperClassName ? { wrapperClassName } : {}),
  };
}

function createMarkdownPagesSource(
  pages: readonly MarkdownPage[],
  place: { locale: SiteLocale; prefix: string; messages: Messages; dir: string },
  site: DocsSite,
): PageSource {
  const { locale, prefix, messages } = place;
  const entries = pages.map((page) => ({ page, route: normaliseRoute(`${prefix}${page.file.route}`) }));
  const byRoute = new Map(entries.map((entry) => [entry.route, entry.page]));
  const routed: RoutedDoc[] = entries.map(({ page, route }) => ({ doc: page.doc, route }));
  const folder: MarkdownFolder = {
    docs: new Map(routed.map((entry) => [entry.doc.relativePath, entry])),
    // Links between pages (`./other.md`) resolve to their routes.
    docsByPath: new Map(routed.map((entry) => [entry.doc.relativePath, entry])),
    placement: { dir: path.relative(site.root, place.dir).split(path.sep).join('/') || '.', locale: place.locale },
  };
  const markdown = createDocsMarkdown(folder, messages, site, { mdx: loadMdxPages });
  const routes: Omit<RouteInput, 'source'>[] = entries.map(({ page, route }) => ({
    path: route,
    kind: MARKDOWN_PAGE,
    ref: page.file.relative,
    origin: { file: page.doc.absolutePath, what: 'page of src/pages' },
    title: page.title,
    locale: locale.code,
    // A page of src/pages belongs to no docs version: no version banner or badge.
    unversioned: true,
    ...(page.doc.frontmatter.unlisted ? { unlisted: true } : {}),
    ...(page.doc.writtenIn ? { untranslated: true } : {}),
  }));
  const routeForDoc = (relativePath: string) => folder.docsByPath.get(relativePath)?.route;
  let rendered: Map<string, MarkdownOutput> | undefined;
  const outputs = () => {
    if (!rendered) throw new Error('markdown pages of src/pages were asked for before their markdown was rendered');
    return rendered;
  };
  return {
    id: locale.isDefault ? MARKDOWN_PAGES_SOURCE_ID : `${MARKDOWN_PAGES_SOURCE_ID}:${locale.code}`,
    routes: () => ({ routes, sidebars: [], diagnostics: ignoredKeyWarnings(pages.map((page) => page.doc)) }),
    parse: () => markdown.parseAll(),
    async prepare(view) {
      rendered = await markdown.finishAll(view.routes, view.address);
      // A page shown untranslated here was reported (the same file and line) in its own locale.
      return entries
        .filter(({ page }) => !page.doc.writtenIn)
        .flatMap(({ route }) => (rendered!.get(route)?.warnings ?? []).map((warning): Diagnostic => ({ severity: 'warning', ...warning })));
    },
    page: (route, view) => markdownPage(byRoute.get(route.path)!, route.path, outputs().get(route.path)!, view, { messages, routeForDoc }),
    files: () => extraFilesFor([...outputs().values()]),
    sourceFiles: (route) => {
      const page = byRoute.get(route.path);
      return page ? [page.doc.absolutePath] : [];
    },
    linkOrigin(route, href, occurrence): LinkOrigin | undefined {
      const written = (outputs().get(route.path)?.links ?? []).filter((link) => link.href === href);
      const link = written[occurrence] ?? written[0];
      return link && { file: route.origin.file, line: link.line, column: link.column, written: link.written };
    },
  };
}

/** One markdown page: its head (frontmatter), search entry, twin for AI readers and main column. */
function markdownPage(
  page: MarkdownPage,
  routePath: string,
  output: MarkdownOutput,
  site: SiteView,
  words: { messages: Messages; routeForDoc: (relativePath: string) => string | undefined },
): SourcePage {
  const { doc } = page;
  const fm = doc.frontmatter;
  const content: SiteMarkdownPageContent = {
    title: page.title,
    html: output.html,
    toc: fm.hide_table_of_contents ? [] : tocOf(fm, output),
    ...(page.wrapperClassName ? { wrapperClassName: page.wrapperClassName } : {}),
  };
  const head = {
    title: page.ownTitle ?? '',
    path: routePath,
    description: fm.description,
    keywords: fm.keywords,
    image: fm.image,
    ...(fm.unlisted ? { noindex: true } : {}),
    ...(output.head ? { html: output.head } : {}),
  };
  return {
    head,
    widgets: output.widgets,
    ...(output.math ? { stylesheets: [`/${katexFiles().entry}`] } : {}),
    ...(doc.writtenIn ? { writtenIn: doc.writtenIn } : {}),
    // An unlisted page is built but not searchable, nor in llms.txt.
    search: fm.unlisted
      ? undefined
      : {
          title: content.title,
          group: site.config.title,
          sections: splitSections(output.html, searchHeadings(output, fm.toc_max_heading_level)),
        },
    renderedFrom: { page: MARKDOWN_PAGE, content },
    render: () => <SiteMarkdownPage content={content} />,
    reader: () => (fm.unlisted ? undefined : pageReader(page, { route: routePath, title: content.title }, site, words)),
  };
}

/** A page for AI readers: its markdown as written, links pointed at the twins of the pages they name. */
function pageReader(
  page: MarkdownPage,
  at: { route: string; title: string },
  site: SiteView,
  { messages, routeForDoc }: { messages: Messages; routeForDoc: (relativePath: string) => string | undefined },
): ReaderPage {
  const { markdown, firstParagraph } = docReaderBody(page.doc, at, {
    links: createReaderLinks(site.address, site.routes),
    routeForDoc,
    admonitionTitle: (type) => messages.format(`admonition.${type}`),
    admonitions: site.config.markdown.admonitions,
    siteRoot: site.config.root,
  });
  const description = page.doc.frontmatter.description ?? (firstParagraph ? firstSentence(firstParagraph) : undefined);
  return { markdown, ...(description ? { description } : {}) };
}
