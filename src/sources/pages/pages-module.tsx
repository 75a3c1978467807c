import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import path from 'node:path';
import type { PageSource, SiteView, SourcePage } from '../../core/page-source.js';
import type { OutputFiles } from '../../core/output.js';
import type { ResolvedConfig } from '../../config/validate.js';
import type { SiteLocale } from '../../variants/locales.js';
import type { SourceModule } from '../source-module.js';
import { bundleSiteModules, type SiteModulesBundle } from '../../mdx/bundle-pages.js';
import { renderMdxContent } from '../../mdx/render-page.js';
import type { DocusaurusSiteContext, LayoutProps, MdxPageContext } from '../../mdx/page-context.js';
import { errors } from '../../errors/catalogue.js';
import { isDocgenError } from '../../errors/docgen-error.js';
import { codeTranslationsFile, readTranslationFile } from '../../i18n/docusaurus-translations.js';
import { siteAddress } from '../../core/site-address.js';
import { splitSections } from '../../search/search-page.js';
import { normaliseRoute } from '../../routes/paths.js';
import { PAGES_DIR, pageFilesOf, type SitePageFile } from '../../content/site-page-files.js';
import { markdownPageSources } from './markdown-pages.js';
import { PAGE_FILES_FOLDER } from '../../mdx/page-asset-plugins.js';
import { CLIENT_DOCUSAURUS_MODULES } from '../../mdx/docusaurus-client-modules.js';
import { MdxPageContextProvider } from '../../mdx/page-context.js';
import { setCodeTranslations } from '../../mdx/docusaurus-translate.js';
import { Island } from '../../islands/island.js';
import { sitePageEntry } from '../../assets/site-page-entries.js';
import { customCssAgain, infimaStylesheet, SITE_PAGE_CLASS, type PageStylesheet } from './infima.js';
import type { SitePageData } from '../../../widgets/docusaurus-page.js';
import { createElement, type ComponentType } from 'react';
import { runDocusaurusPlugins, type GlobalData, type LifecycleResult } from './docusaurus-plugins.js';
import type { Diagnostic } from '../../core/output.js';
import type { RouteOrigin } from '../../core/route.js';

/** The family of the site's own pages, as Docusaurus's pages plugin names its folder's pages. */
export const PAGES_SOURCE_ID = 'pages';
const REACT_PAGE = 'react-page';
/** Where the pages' stylesheets and the files they link are written. */
const PAGES_ASSETS = PAGE_FILES_FOLDER;

/** A React page rendered: its main column, and what it told its Layout and head. */
interface RenderedPage {
  html: string;
  layout: LayoutProps;
  head: string;
  /** What the browser hydrates the page with; none: the page is HTML only. */
  island?: { name: string; data: SitePageData; component: ComponentType<{ data: SitePageData }> };
}

/** A React page: a file of src/pages at its path, or a route a Docusaurus plugin added, rendered with its props. */
interface ReactPage {
  path: string;
  /** The component's file: the bundle's entry. */
  file: string;
  /** The same page in every locale. */
  ref: string;
  origin: RouteOrigin;
  props?: Record<string, unknown>;
}

/**
 * The React pages of `src/pages/` (Docusaurus's pages plugin) as a source module
 * (src/sources/registry.ts): each `.js`/`.jsx`/`.ts`/`.tsx` file is a page at its path
 * (`index` is its folder's), in every locale (`/fr/...`), rendered to HTML by React at
 * build time inside docgen's frame. So are the routes the site's Docusaurus plugins add
 * (`addRoute`, docusaurus-plugins.ts), whose global data the pages read. The pages and
 * what they import are bundled once; their CSS (CSS modules included) becomes a
 * stylesheet of each page.
 */
export const sitePagesFolder: SourceModule = {
  family: PAGES_SOURCE_ID,
  async load(context) {
    const { config, variants, components } = context;
    // Its markdown pages are sources of their own (markdown-pages.tsx).
    const markdown = markdownPageSources(context);
    // Awaited below, after the plugins ran: its failure is thrown there, not reported as unhandled meanwhile.
    markdown.catch(() => undefined);
    const files = pageFilesOf(config.root).filter((file) => file.kind === 'react');
    // The plugins run once per locale, on the build's thread: a render thread renders none of these pages.
    const codes = variants.locales.map((locale) => locale.code);
    const lifecycles: LifecycleResult[] =
      context.role === 'build' ? await Promise.all(variants.locales.map((locale) => runDocusaurusPlugins(config, locale, codes))) : [];
    const pages = variants.locales.map((locale, index) => reactPagesOf(config, locale, files, lifecycles[index]));
    const diagnostics = lifecycles.flatMap((lifecycle) => lifecycle.diagnostics);
    if (pages.every((list) => list.length === 0) && diagnostics.length === 0) return markdown;
    const entries = [...new Set(pages.flat().map((page) => page.file))];
    const address = siteAddress(config);
    const site = await components;
    let bundled: Promise<SiteModulesBundle> | undefined;
    // One bundle for every locale: the code is the same, the words are each locale's. The
    // pages that hydrate get a browser chunk each (the client bundle waits for them).
    const bundle = () =>
      (bundled ??= bundleSiteModules(
        { siteRoot: config.root, pages: new Map(), compileImported: notMdx, sourceOf: () => undefined },
        { entries, assets: { folder: PAGES_ASSETS, publicPath: address.baseUrl } },
      ).then((done) => {
        site.pages.push(
          ...entries
            .filter((file) => hydrates(done, file))
            .map((file) => ({ name: islandName(config.root, file), module: sitePageEntry(file), origin: file })),
        );
        return done;
      }));
    const sources = variants.locales.map((locale, index) =>
      createReactPagesSource(config, locale, pages[index]!, bundle, {
        globalData: lifecycles[index]?.globalData ?? {},
        diagnostics: locale.isDefault ? diagnostics : [],
      }),
    );
    return [...sources, ...(await markdown)];
  },
};

/** A locale's React pages: the files of src/pages, then the routes its Docusaurus plugins added. */
function reactPagesOf(
  config: ResolvedConfig,
  locale: SiteLocale,
  files: readonly SitePageFile[],
  lifecycle?: LifecycleResult,
): ReactPage[] {
  const prefix = locale.isDefault ? '' : `/${locale.path}`;
  return [
    ...files.map((file) => ({
      path: normaliseRoute(`${prefix}${file.route}`),
      file: file.file,
      ref: file.relative,
      origin: { file: file.file, what: 'page of src/pages' },
    })),
    ...(lifecycle?.routes ?? []).map((route) => ({
      path: route.path,
      file: route.component,
      ref: `route:${prefix && route.path.startsWith(`${prefix}/`) ? route.path.slice(prefix.length) : route.path}`,
      origin: {
        file: config.configFile,
        ...(route.plugin.line ? { line: route.plugin.line } : {}),
        what: `route of the plugin "${route.plugin.name}"`,
      },
      props: route.props,
    })),
  ];
}

/**
 * Whether a page runs in the browser: every Docusaurus module it imports has a browser
 * side (src/mdx/docusaurus-client-modules.ts); one rendered on the server only
 * (`@theme/CodeBlock`) leaves the page HTML only.
 */
function hydrates(bundle: SiteModulesBundle, file: string): boolean {
  return (bundle.docusaurusImports.get(file) ?? []).every((name) => Object.hasOwn(CLIENT_DOCUSAURUS_MODULES, name));
}

/** The page's island (and browser chunk) name: `page-` and its path in src/pages (`page-team-index`), or in the site. */
function islandName(root: string, file: string): string {
  const relative = path.relative(path.join(root, PAGES_DIR), file);
  const name = relative.startsWith('..') ? path.relative(root, file) : relative;
  return `page-${name
    .split(path.sep)
    .join('/')
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w-]+/g, '-')}`;
}

/** React pages import no MDX file of their own: the bundle is asked for none. */
async function notMdx(file: string): Promise<string> {
  throw errors.mdxBundleFailed({ file }, 'A page of src/pages imports a markdown file, which docgen does not read there yet');
}

function createReactPagesSource(
  config: ResolvedConfig,
  locale: SiteLocale,
  pages: readonly ReactPage[],
  bundle: () => Promise<SiteModulesBundle>,
  plugins: { globalData: GlobalData; diagnostics: Diagnostic[] },
): PageSource {
  const prefix = locale.isDefault ? '' : `/${locale.path}`;
  const routes = pages.map((page) => ({
    path: page.path,
    kind: REACT_PAGE,
    ref: page.ref,
    origin: page.origin,
    title: config.title,
    locale: locale.code,
    // A page of src/pages belongs to no docs version: no version banner or badge.
    unversioned: true,
  }));
  const pageOf = new Map(pages.map((page) => [page.path, page]));
  const rendered = new Map<string, RenderedPage>();
  let modules: SiteModulesBundle | undefined;
  const styleRoutes = new Map<string, string>();
  const styles = new Map<string, string>();
  // Infima, which the pages' classes (`hero`, `button`, `row`...) are styled by, and the site's customCss after it (infima.ts).
  let cascade: PageStylesheet[] = [];
  return {
    id: locale.isDefault ? PAGES_SOURCE_ID : `${PAGES_SOURCE_ID}:${locale.code}`,
    routes: () => ({ routes, sidebars: [], diagnostics: plugins.diagnostics }),
    parse: async () => {
      modules = pages.length ? await bundle() : undefined;
    },
    async prepare(site) {
      if (!pages.length) return [];
      modules ??= await bundle();
      const [infima, custom] = await Promise.all([infimaStylesheet(PAGES_ASSETS), customCssAgain(config.root, config.customCss)]);
      cascade = custom ? [infima, custom] : [infima];
      for (const [file, css] of modules.styles) {
        const minified = (await transform(css, { loader: 'css', minify: true })).code;
        styles.set(file, minified);
        styleRoutes.set(file, `/${PAGES_ASSETS}/${styleName(file, minified)}`);
      }
      const codeTranslations = await readTranslationFile(codeTranslationsFile(config.root, locale.code));
      const siteContext = docusaurusContext(config, site, locale, plugins.globalData);
      for (const page of pages)
        rendered.set(
          page.path,
          renderReactPage(modules, page, {
            site,
            prefix,
            siteContext,
            codeTranslations,
            hydrates: hydrates(modules, page.file),
            island: islandName(config.root, page.file),
          }),
        );
      return [];
    },
    page(route, site): SourcePage {
      const file = pageOf.get(route.path)!.file;
      const page = rendered.get(route.path)!;
      const title = page.layout.title ?? '';
      const style = styleRoutes.get(file);
      return {
        head: {
          title,
          path: route.path,
          ...(page.layout.description ? { description: page.layout.description } : {}),
          ...(page.head ? { html: page.head } : {}),
        },
        // After the theme, in Docusaurus's order: Infima, customCss, the page's own CSS.
        stylesheetsAfterSite: [...cascade.map((sheet) => `/${sheet.file}`), ...(style ? [style] : [])],
        search: { title: title || site.config.title, group: site.config.title, sections: splitSections(page.html, []) },
        renderedFrom: {
          page: REACT_PAGE,
          html: page.html,
          title,
          style,
          island: page.island && { name: page.island.name, data: page.island.data },
        },
        // The page's own <main> (Docusaurus pages write one) is the page's landmark: the frame's is a plain block.
        ...(/<main\b/.test(page.html) ? { ownsMain: true } : {}),
        render: () =>
          page.island ? (
            <div className={SITE_PAGE_CLASS}>
              <Island
                name={page.island.name}
                props={{ data: page.island.data }}
                extra={{ definition: { component: page.island.component, hydrate: 'load' } }}
              />
            </div>
          ) : (
            <div className={SITE_PAGE_CLASS} dangerouslySetInnerHTML={{ __html: page.html }} />
          ),
      };
    },
    sourceFiles: (route) => {
      const page = pageOf.get(route.path);
      return page ? [page.file] : [];
    },
    // The stylesheets and linked files are the same in every locale: the default locale's source writes them.
    files(): OutputFiles {
      const output: OutputFiles = new Map();
      if (!locale.isDefault || !modules) return output;
      for (const sheet of cascade) output.set(sheet.file, sheet.css);
      for (const [file, css] of styles) output.set(styleRoutes.get(file)!.slice(1), css);
      for (const [name, bytes] of modules.files) output.set(name, bytes);
      return output;
    },
  };
}

/** A page's stylesheet name: its file's name and a hash of the CSS (so a changed style is a new URL). */
function styleName(file: string, css: string): string {
  const name = path.basename(file).replace(/\.[^.]+$/, '');
  return `${name}-${createHash('sha256').update(file).update(css).digest('hex').slice(0, 8)}.css`;
}

/** Renders one React page with the context Docusaurus's modules read (docusaurus-modules.tsx). */
function renderReactPage(
  bundle: SiteModulesBundle,
  reactPage: ReactPage,
  context: {
    site: SiteView;
    prefix: string;
    siteContext: DocusaurusSiteContext;
    codeTranslations?: Readonly<Record<string, string>>;
    hydrates: boolean;
    /** Its island's (and browser chunk's) name. */
    island: string;
  },
): RenderedPage {
  const { site, prefix } = context;
  const { file, path: pathname, props = {} } = reactPage;
  const module = bundle.modules.get(file)!;
  if (typeof module.default !== 'function' && (typeof module.default !== 'object' || module.default === null))
    throw errors.mdxComponentFailed(
      { file },
      reactPage.props
        ? 'A route component must export its component as the default export'
        : 'A page of src/pages must export its component as the default export',
    );
  let layout: LayoutProps = {};
  const head: string[] = [];
  // Each link as written, for the browser to write it the same (it does not know the routes).
  const links: Record<string, string> = {};
  const page: MdxPageContext = {
    island: () => {
      throw new Error('engine widgets are not available in a page of src/pages');
    },
    siteIsland: () => {
      throw new Error('client:* components are not available in a page of src/pages');
    },
    sitePath: (target) => site.address.href(target, 'file'),
    absolute: (target) => site.address.absolute(target, 'file'),
    // Docusaurus builds each locale with its own baseUrl: a link to a page goes to that page in the same locale when it has one.
    link: (to) => {
      if (!to.startsWith('/') || to.startsWith('//')) return to;
      const [route = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(to)!.slice(1);
      const localized = normaliseRoute(`${prefix}${route}`);
      return (links[to] = site.address.href(`${site.routes.has(localized) ? localized : route}${rest}`));
    },
    siteContext: context.siteContext,
    pathname,
    layout: (props) => (layout = { ...layout, ...props }),
    head: (html) => head.push(html),
    ...(context.codeTranslations ? { codeTranslations: context.codeTranslations } : {}),
  };
  let html: string;
  try {
    html = renderMdxContent(module, page, props);
  } catch (error) {
    if (isDocgenError(error)) throw error;
    throw errors.mdxComponentFailed({ file, cause: error }, 'The page or one of its components threw while the page was rendered');
  }
  const rendered: RenderedPage = { html, layout, head: head.join('') };
  if (!context.hydrates) return rendered;
  const data: SitePageData = {
    siteContext: context.siteContext,
    pathname,
    links,
    ...(context.codeTranslations ? { codeTranslations: context.codeTranslations } : {}),
    ...(reactPage.props ? { props } : {}),
  };
  // The island renders the page again, as the browser will hydrate it (its ids, its text nodes).
  const component = () => {
    setCodeTranslations(context.codeTranslations); // translate() reads them as the page renders (set per page)
    return createElement(MdxPageContextProvider.Provider, { value: page }, createElement(module.default, props));
  };
  return { ...rendered, island: { name: context.island, data, component } };
}

/** `useDocusaurusContext()` for a page in one locale. */
function docusaurusContext(config: ResolvedConfig, site: SiteView, locale: SiteLocale, globalData: GlobalData): DocusaurusSiteContext {
  const locales = site.variants.locales.map((entry) => entry.code);
  const defaultLocale = site.variants.locales.find((entry) => entry.isDefault)?.code ?? locale.code;
  return {
    siteConfig: {
      title: config.title,
      tagline: config.tagline,
      url: config.url,
      baseUrl: config.baseUrl,
      ...(config.favicon ? { favicon: config.favicon } : {}),
      trailingSlash: config.trailingSlash,
      customFields: config.customFields,
      i18n: { defaultLocale, locales },
    },
    siteMetadata: { docusaurusVersion: '3' },
    globalData,
    i18n: { defaultLocale, locales, currentLocale: locale.code },
  };
}
