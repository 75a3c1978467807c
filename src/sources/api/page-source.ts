import path from 'node:path';
import { errors } from '../../errors/catalogue.js';
import { parseConfigPath } from '../../config/config-positions.js';
import { configLine } from '../../variants/config-lines.js';
import { checkSiteFile, refusalReason } from '../../util/site-files.js';
import type { PageSource } from '../../core/page-source.js';
import { API_SOURCE_ID } from './source-id.js';
import type { Diagnostic, OutputFiles } from '../../core/output.js';
import type { ResolvedConfig } from '../../config/validate.js';
import { API_ROOT } from '../../routes/service-route.js';
import { renderApiPage } from '../../../templates/api/api-page.js';
import { cachedHighlighter } from '../../openapi/highlight-code.js';
import { startService, type StartedService } from '../../openapi/load-service.js';
import { locateSpecLink } from '../../openapi/link-origin.js';
import { placedSpecWarnings } from '../../openapi/validation-report.js';
import { createDocumentReader, inProcessReader, withoutValidation, type DocumentReader } from '../../openapi/parser.js';
import { withValidationCache } from '../../openapi/validation-cache.js';
import type { CacheStore } from '../../cache/cache-store.js';
import type { ApiService } from '../../openapi/model.js';
import { type Messages, messagesFor } from '../../i18n/messages.js';
import { oauthCallbackPage } from '../../openapi/oauth-callback.js';
import { oauthCallbackRoute } from '../../openapi/send-panel-auth.js';
import type { ApiSiteInfo } from '../../openapi/page-data.js';
import { planApiUrls } from '../../openapi/urls.js';
import { redocAnchorRoutes } from '../../openapi/redoc-anchors.js';
import { codeSampleLanguage } from '../../config/code-sample-languages.js';
import { mockDocumentFiles, mockMode, mockServerFor, type MockMode } from '../../mock/mock-placement.js';
import { createDescriptionCache } from '../../llms/api-reader-page.js';
import { createSchemaMarkdownMemo } from '../../llms/schema-markdown-memo.js';
import { createReaderLinks } from '../../llms/reader-links.js';
import { planApiVariants, type VariantService } from '../../openapi/api-variants.js';
import type { SiteVariant, SiteVariants } from '../../variants/variants.js';
import { API_SIDEBAR_ID, apiSidebar, type ApiRoute } from '../../openapi/routes.js';
import { apiRoutes, pageKindOf, readerPageOf } from './page-kinds.js';
import type { Route } from '../../core/route.js';
import type { Sidebar } from '../../core/sidebar.js';
import { breadcrumbsFor, findCategories, flattenSidebar } from '../../routes/sidebar.js';
import { siteAddress } from '../../core/site-address.js';
import { openapiDocsLayout } from '../../config/openapi-docs-plan.js';

export interface ApiReferenceOptions {
  /** `docgen serve` answers the mock server's requests itself. */
  mockServed?: boolean;
  /** Validations kept across builds (`.docgen/cache`). */
  validationCache?: CacheStore;
  /** False on a render thread: the documents are only parsed (on that thread), the main thread validates them. */
  validate?: boolean;
  /**
   * Documents loaded by an earlier load of the same config, by spec file (`serve --watch`
   * keeps them, less the changed ones): reused as they are, and this load's added.
   */
  loaded?: Map<string, Promise<StartedService>>;
  /** A reader its caller keeps open across loads (its validator compiled once); one of its own by default, closed after. */
  reader?: DocumentReader;
}

/**
 * The API reference as page sources, one per version and locale that has one: loads
 * every document once (concurrently, each validated on a worker thread), then places the
 * same models under each variant's path.
 */
export async function loadApiReference(
  config: ResolvedConfig,
  variants: SiteVariants,
  catalogues: Promise<ReadonlyMap<string, Messages>> = Promise.resolve(new Map()),
  options: ApiReferenceOptions = {},
): Promise<PageSource[]> {
  const planned = planApiVariants(config.root, config.api.services, variants);
  if (planned.length === 0) return [];
  const owned =
    options.reader ??
    (options.validate === false
      ? withoutValidation(inProcessReader())
      : withValidationCache(createDocumentReader(), options.validationCache));
  // A kept reader stays open for the next load.
  const reader = options.reader ? { read: owned.read.bind(owned), close: async () => {} } : owned;
  const loading = options.loaded ?? new Map<string, Promise<StartedService>>();
  const used = new Set<string>();
  // One document may be two services (openapiDocs's versioned and plain entries of one file): each its own model.
  const owners = new Map<string, string>();
  const keyOf = (entry: VariantService) => {
    const owner = owners.get(entry.specFile) ?? owners.set(entry.specFile, entry.config.id).get(entry.specFile);
    return owner === entry.config.id ? entry.specFile : `${entry.specFile}#${entry.config.id}`;
  };
  const load = (entry: VariantService) => {
    const key = keyOf(entry);
    used.add(key);
    if (!loading.has(key)) {
      const { config: service } = entry;
      const input = {
        id: service.id,
        label: service.label,
        specFile: entry.specFile,
        specPath: path.resolve(config.root, entry.specFile),
        sendEnabled: service.sendEnabled,
        description: service.description,
        linkBase: service.linkBase,
        siteUrl: config.url,
        plugins: config.markdown,
      };
      const refused = refusedDocument(config, service.id, input.specPath);
      // Never handed to the parser: a pipe would stall it, a file outside the site would be published.
      loading.set(key, refused ? Promise.reject(refused) : startService(input, reader));
      loading.get(key)!.catch(() => undefined);
    }
    return loading.get(key)!;
  };
  let started: StartedService[][];
  let words: ReadonlyMap<string, Messages>;
  try {
    [started, words] = await Promise.all([Promise.all(planned.map((api) => Promise.all(api.services.map(load)))), catalogues]);
  } catch (error) {
    const settled = await Promise.all(
      [...loading].map(
        async ([file, entry]) =>
          [
            file,
            await entry.then(
              () => true,
              () => false,
            ),
          ] as const,
      ),
    );
    for (const [file, ok] of settled) if (!ok) loading.delete(file); // a failed document is read again next time
    await reader.close();
    throw error;
  }
  // Validation (the slowest step, on a worker thread) goes on while the site renders.
  const validation = Promise.all([...used].map(async (file) => (await loading.get(file)!).validation)).finally(() => reader.close());
  validation.catch(() => undefined); // awaited by every page source's files()
  const warningsOf = new Map(started.flat().map((entry) => [entry.service, entry.validation]));
  const reported = new Set<ApiService>();
  return planned.map((api, index) => {
    const services = started[index]!.map((entry) => entry.service);
    const { prefix } = api.variant;
    const routes = new Map(
      api.services.map((entry, at) => [
        services[at]!,
        normaliseServiceRoute(`${prefix}${entry.config.route ?? `${API_ROOT}/${entry.config.id}`}`),
      ]),
    );
    const urls = planApiUrls(
      `${prefix}${API_ROOT}`,
      services,
      (service) => routes.get(service)!,
      (service) => openapiDocsLayout(config.openapiDocsOutputs, service.id, prefix),
    );
    // A document used by several versions or locales reports its warnings once.
    const fresh = services.filter((service) => !reported.has(service));
    fresh.forEach((service) => reported.add(service));
    const mock = mockMode(config.api.mock, options.mockServed);
    return createApiPageSource(
      {
        title: config.api.title,
        description: config.api.description,
        urls: urls.urls,
        mockServer: mockServerFor(mock, siteAddress(config), urls.urls),
        // Names the config's validation accepted (checkCodeSampleLanguages).
        codeSampleLanguages: config.api.codeSamples.languages.map((name) => codeSampleLanguage(name)!),
      },
      {
        variant: api.variant,
        services,
        words: words.get(api.variant.locale.code) ?? messagesFor(api.variant.locale.code),
        writtenIn: new Map(api.services.map((entry, at) => [services[at]!, entry.writtenIn])),
        inSiteSidebars: new Set(services.filter((service) => openapiDocsLayout(config.openapiDocsOutputs, service.id))),
      },
      // Each document's warnings once, from the first variant that places it.
      validation.then(async () =>
        (
          await Promise.all(
            fresh.flatMap((service) => [
              warningsOf.get(service)!,
              placedSpecWarnings(service.specPath, [...(service.warnings ?? []), ...(urls.warnings.get(service) ?? [])]),
            ]),
          )
        ).flat(),
      ),
      mock,
    );
  });
}

function normaliseServiceRoute(route: string): string {
  return `/${route.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * A page source over normalised services. `validation` settles when the documents are
 * validated, with their warnings: a rejection fails the build (at the latest when its
 * files are collected).
 */
function createApiPageSource(
  site: Omit<ApiSiteInfo, 'messages'>,
  placed: PlacedServices,
  validation: Promise<Diagnostic[]> = Promise.resolve([]),
  mock: MockMode = undefined,
): PageSource {
  const { services, variant } = placed;
  const prefix = variant.prefix;
  let failure: unknown;
  validation.catch((error: unknown) => {
    failure = error;
  });
  const { words } = placed;
  const labels = {
    webhooks: words.format('api.section.webhooks'),
    otherTags: words.format('api.section.otherTags'),
    models: words.format('api.section.models'),
  };
  const routes = new Map<string, ApiRoute>(
    apiRoutes({ urls: site.urls, title: site.title, labels }, services).map((route) => [route.path, route]),
  );
  const sidebar = apiSidebar(site.urls, site.title, services, labels);
  const highlightExample = cachedHighlighter();
  const readerDescriptions = createDescriptionCache();
  const readerSchemas = createSchemaMarkdownMemo();
  return {
    id: variant.key ? `${API_SOURCE_ID}:${variant.key}` : API_SOURCE_ID,
    // Its pages are made from the loaded documents alone.
    rendersOnThreads: true,
    routes: () => ({
      routes: [...routes.values()].map((route) => ({
        path: route.path,
        kind: route.kind,
        origin: route.origin,
        // The same page in every version and locale: the path below the variant's prefix.
        ref: route.path.slice(prefix.length) || '/',
        sidebarId: API_SIDEBAR_ID,
        title: route.title,
        version: variant.version.name,
        locale: variant.locale.code,
        // A service read from the original document (no translation): a fallback page.
        ...(route.target.kind !== 'api-index' && placed.writtenIn.get(route.target.service) ? { untranslated: true } : {}),
      })),
      sidebars: [variant.key ? { ...sidebar, variant: variant.key } : sidebar],
    }),
    linkOrigin(route: Route, href: string) {
      const api = routes.get(route.path);
      if (!api || api.target.kind === 'api-index') return undefined;
      return locateSpecLink(api.target.service.specPath, href, api.origin.pointer?.replace(/\/name$/, ''));
    },
    sourceFiles(route: Route) {
      const target = routes.get(route.path)?.target;
      if (!target) return [];
      return target.kind === 'api-index' ? services.map((service) => service.specPath) : [target.service.specPath];
    },
    page(route: Route, view, messages) {
      if (failure) throw failure;
      const apiRoute = routes.get(route.path)!;
      const { target } = apiRoute;
      const kind = pageKindOf(target);
      const pageSite = { ...site, messages };
      const page = kind.data(pageSite, services, target, highlightExample);
      const anchorRoutes = target.kind === 'api-index' ? undefined : redocAnchorRoutes(target.service, site.urls);
      // A page a site sidebar links (openapiDocs) shows that sidebar, and its breadcrumbs follow it, as in Docusaurus.
      const siteSidebar =
        target.kind !== 'api-index' && placed.inSiteSidebars?.has(target.service)
          ? siteSidebarLinking(view.sidebars, route.path, variant.key)
          : undefined;
      const props = {
        ...page.props,
        ...(anchorRoutes ? { anchorRoutes } : {}),
        ...(siteSidebar ? { breadcrumbs: breadcrumbsFor(siteSidebar, route.path) } : {}),
      };
      return {
        reader: () =>
          readerPageOf(
            pageSite,
            services,
            apiRoute,
            page.props,
            createReaderLinks(view.address, view.routes),
            readerDescriptions,
            readerSchemas,
          ),
        head: page.head,
        writtenIn: target.kind === 'api-index' ? undefined : placed.writtenIn.get(target.service),
        search: page.search,
        // The whole tree, shared by every page (one file); a large one renders only its open part in the HTML.
        sidebar: siteSidebar ?? sidebar,
        render: () => renderApiPage(props, kind.Template),
      };
    },
    async files(): Promise<OutputFiles> {
      await validation;
      const files: OutputFiles = await mockDocumentFiles(mock, services, site.urls);
      for (const service of services) files.set(site.urls.download(service).slice(1), { copyFrom: service.specPath });
      if (services.some((service) => service.sendEnabled))
        files.set(oauthCallbackRoute(site.urls.index).slice(1), oauthCallbackPage(words, variant.locale.code));
      return files;
    },
    lateDiagnostics: () => validation,
  };
}

/** The services of one version and locale, and what each one's pages need to know. */
interface PlacedServices {
  variant: SiteVariant;
  services: ApiService[];
  /** The engine's words in the variant's locale (the site's texts over English), for the sidebar's labels. */
  words: Messages;
  /** The locale each service's document is written in, when not the variant's. */
  writtenIn: ReadonlyMap<ApiService, string | undefined>;
  /**
   * Services whose pages the site's own sidebars list (openapiDocs: a sidebars.ts imports
   * their generated sidebar): a page shows the sidebar that links it, as in Docusaurus.
   */
  inSiteSidebars?: ReadonlySet<ApiService>;
}

// Per build's sidebars, made once: every API page of a site sidebar looks its own up.
const siteSidebarsByPath = new WeakMap<readonly Sidebar[], Map<string, Sidebar>>();

/** The first sidebar of another source, in this variant, with a link or category page at `path`. */
function siteSidebarLinking(sidebars: readonly Sidebar[], path: string, variant: string | undefined): Sidebar | undefined {
  const key = (variantKey: string | undefined, href: string) => `${variantKey || ''}\u0000${href}`;
  let byPath = siteSidebarsByPath.get(sidebars);
  if (!byPath) {
    byPath = new Map();
    for (const sidebar of sidebars) {
      if (sidebar.id === API_SIDEBAR_ID) continue;
      const hrefs = [...flattenSidebar(sidebar.items), ...findCategories(sidebar.items)].map((item) => item.href);
      for (const href of hrefs)
        if (href !== undefined && !byPath.has(key(sidebar.variant, href))) byPath.set(key(sidebar.variant, href), sidebar);
    }
    siteSidebarsByPath.set(sidebars, byPath);
  }
  return byPath.get(key(variant, path));
}

/**
 * DG276 for an API document that is not a regular file (src/util/site-files.ts), at its key.
 * The config names its documents and, like the config itself (code the site's owner runs),
 * may name one outside the site (a monorepo's `../api/openapi.yaml`): only pipes, devices
 * and /proc files are refused, which would hang or publish the build's secrets.
 */
function refusedDocument(config: ResolvedConfig, id: string, specPath: string) {
  const check = checkSiteFile(specPath, path.parse(path.resolve(specPath)).root);
  if (check.ok || check.problem === 'missing') return undefined;
  const key = `api.services[${config.api.services.findIndex((service) => service.id === id)}].spec`;
  const refuse = check.problem === 'outside' ? errors.readOutsideSite : errors.readSpecialFile;
  return refuse(
    { file: config.configFile, line: configLine(config, parseConfigPath(key)) },
    key,
    specPath,
    refusalReason(specPath, check, config.root),
  );
}
