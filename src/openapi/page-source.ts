import path from 'node:path';
import type { PageSource } from '../pipeline/page-source.js';
import type { OutputFiles } from '../pipeline/output.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { Route } from '../routes/route-table.js';
import { API_ROOT } from '../routes/service-route.js';
import { renderApiPage } from '../../templates/api/api-page.js';
import { cachedHighlighter, type Highlighter } from './highlight-code.js';
import { startService, type StartedService } from './load-service.js';
import { locateSpecLink } from './link-origin.js';
import { createDocumentReader } from './parser.js';
import type { ApiService } from './model.js';
import { apiIndexPage } from './index-page-data.js';
import { operationPage } from './operation-page-data.js';
import type { ApiPage, ApiSiteInfo } from './page-data.js';
import { servicePage } from './service-page-data.js';
import { tagPage } from './tag-page-data.js';
import { planApiUrls, type PlannedUrls } from './urls.js';
import { API_SIDEBAR_ID, apiRoutes, apiSidebar, sidebarForPage, type ApiRoute } from './routes.js';

/** Id of the API reference's page source, in its routes. */
const API_SOURCE_ID = 'api';

/** Above this many sidebar entries, pages show only the branch they belong to. */
const FULL_SIDEBAR_LIMIT = 400;

/**
 * The API reference as a page source: loads every service of `config.api.services`
 * (concurrently), then adds its routes and sidebar to the site model and builds each
 * page's props on demand.
 */
export async function loadApiReference(config: ResolvedConfig): Promise<PageSource[]> {
  if (config.api.services.length === 0) return [];
  const reader = createDocumentReader();
  let started: StartedService[];
  try {
    started = await Promise.all(
      config.api.services.map((service) =>
        startService(
          {
            id: service.id,
            label: service.label,
            specFile: service.spec,
            specPath: path.resolve(config.root, service.spec),
            sendEnabled: service.sendEnabled,
            description: service.description,
            siteUrl: config.url,
          },
          reader,
        ),
      ),
    );
  } catch (error) {
    await reader.close();
    throw error;
  }
  // Validation (the slowest step, on a worker thread) goes on while the site renders.
  const validation = Promise.all(started.map((entry) => entry.validation)).finally(() => reader.close());
  const services = started.map((entry) => entry.service);
  const routes = new Map(
    config.api.services.map((service) => [service.id, normaliseServiceRoute(service.route ?? `${API_ROOT}/${service.id}`)]),
  );
  const planned = planApiUrls(API_ROOT, services, (service) => routes.get(service.id)!);
  return [
    createApiPageSource(
      { title: config.api.title, description: config.api.description, urls: planned.urls },
      services,
      planned.warnings,
      validation.then(() => undefined),
    ),
  ];
}

function normaliseServiceRoute(route: string): string {
  return `/${route.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * A page source over normalised services. `validation` settles when the documents are
 * validated: a rejection fails the build (at the latest when its files are collected).
 */
function createApiPageSource(
  site: Omit<ApiSiteInfo, 'messages'>,
  services: ApiService[],
  placementWarnings: PlannedUrls['warnings'],
  validation: Promise<void> = Promise.resolve(),
): PageSource {
  let failure: unknown;
  validation.catch((error: unknown) => {
    failure = error;
  });
  const routes = new Map<string, ApiRoute>(apiRoutes(site.urls, site.title, services).map((route) => [route.path, route]));
  const sidebar = apiSidebar(site.urls, site.title, services);
  const highlightExample = cachedHighlighter();
  return {
    id: API_SOURCE_ID,
    routes: () => ({
      routes: [...routes.values()].map((route) => ({
        path: route.path,
        kind: route.kind,
        origin: route.origin,
        ref: route.path,
        sidebarId: API_SIDEBAR_ID,
        title: route.title,
      })),
      sidebars: [sidebar],
      diagnostics: services.flatMap((service) =>
        [...(service.warnings ?? []), ...(placementWarnings.get(service) ?? [])].map((warning) => ({
          severity: 'warning' as const,
          file: service.specPath,
          ...warning,
        })),
      ),
    }),
    linkOrigin(route: Route, href: string) {
      const api = routes.get(route.path);
      if (!api || api.target.kind === 'api-index') return undefined;
      return locateSpecLink(api.target.service.specPath, href, api.origin.pointer?.replace(/\/name$/, ''));
    },
    page(route: Route, _site, messages) {
      if (failure) throw failure;
      const page = pageFor({ ...site, messages }, services, routes.get(route.path)!, highlightExample);
      return {
        head: page.head,
        search: page.search,
        sidebar: sidebarForPage(sidebar, route.path, FULL_SIDEBAR_LIMIT),
        render: () => renderApiPage(page.props),
      };
    },
    async files(): Promise<OutputFiles> {
      await validation;
      const files: OutputFiles = new Map();
      for (const service of services) files.set(site.urls.download(service).slice(1), { copyFrom: service.specPath });
      return files;
    },
  };
}

function pageFor(site: ApiSiteInfo, services: ApiService[], route: ApiRoute, highlightExample: Highlighter): ApiPage {
  const { target } = route;
  switch (target.kind) {
    case 'api-index':
      return apiIndexPage(site, services);
    case 'api-service':
      return servicePage(site, target.service);
    case 'api-tag':
      return tagPage(site, target.service, target.tag);
    case 'api-operation':
      return operationPage(site, target.service, target.operation, highlightExample);
  }
}
