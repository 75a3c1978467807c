import { errors } from '../../errors/catalogue.js';
import { describeRouteOrigin } from '../../routes/route-table.js';
import type { ApiService } from '../../openapi/model.js';
import type { ApiRoute, ApiRouteKind, ApiRouteTarget } from '../../openapi/routes.js';
import type { ApiPageKind, KindRoutes, RoutePlan } from './page-kind.js';
import type { ApiPageProps } from '../../../templates/api/types.js';
import type { ApiSiteInfo } from '../../openapi/page-data.js';
import type { ReaderPage } from '../../core/page.js';
import type { ReaderLinks } from '../../llms/reader-links.js';
import type { SchemaMarkdownMemo } from '../../llms/schema-markdown-memo.js';
import { apiReaderPage, type DescriptionCache } from '../../llms/api-reader-page.js';
import { indexKind } from './kinds/index.js';
import { serviceKind } from './kinds/service.js';
import { tagKind } from './kinds/tag.js';
import { operationKind } from './kinds/operation.js';
import { webhookKind } from './kinds/webhook.js';
import { modelKind, modelsKind } from './kinds/models.js';

/**
 * Every kind of page of the API reference, in the order of their pages: the reference's
 * own, then per service its page, tags, operations, webhooks and models. Keyed by kind, so
 * that the type system holds every kind of route to a module.
 */
const PAGE_KINDS: { readonly [K in ApiRouteKind]: ApiPageKind<K> } = {
  'api-index': indexKind,
  'api-service': serviceKind,
  'api-tag': tagKind,
  'api-operation': operationKind,
  'api-webhook': webhookKind,
  'api-models': modelsKind,
  'api-model': modelKind,
};

const ORDERED: readonly KindRoutes[] = Object.values(PAGE_KINDS);

/**
 * The module of a route target's kind, taking any target of the reference (and the props
 * its own `data` made): PAGE_KINDS's type ties each kind to its module, which TypeScript
 * cannot follow from a key of a union, hence the one cast.
 */
export function pageKindOf(target: ApiRouteTarget): ApiPageKind {
  return PAGE_KINDS[target.kind] as unknown as ApiPageKind;
}

/**
 * A page's twin for AI readers, as its kind's reader makes it; `props` are its HTML page's,
 * against whose URL (the route's path) relative links in descriptions resolve.
 */
export function readerPageOf(
  site: ApiSiteInfo,
  services: readonly ApiService[],
  { path, target }: Pick<ApiRoute, 'path' | 'target'>,
  props: ApiPageProps,
  links: ReaderLinks,
  cache: DescriptionCache,
  schemaMemo?: SchemaMarkdownMemo,
): ReaderPage {
  const kind = pageKindOf(target);
  const section = (service: ApiService) => `${site.title}: ${service.label}`;
  return apiReaderPage(site, path, (context) => kind.reader({ context, services, target, props, section }), links, cache, schemaMemo);
}

/** Every page of the reference, in order (see PAGE_KINDS); two pages at one URL are an error naming both sources. */
export function apiRoutes(plan: RoutePlan, services: readonly ApiService[]): ApiRoute[] {
  const routes = ORDERED.flatMap((kind) => (kind.scope === 'reference' ? kind.routes(plan) : []));
  for (const service of services) for (const kind of ORDERED) if (kind.scope === 'service') routes.push(...kind.routes(plan, service));
  failOnSharedPaths(routes);
  return routes;
}

function failOnSharedPaths(routes: ApiRoute[]): void {
  const seen = new Map<string, ApiRoute>();
  for (const route of routes) {
    const first = seen.get(route.path);
    if (first)
      throw errors.pagesShareUrl(
        {
          file: route.origin.file,
          pointer: route.origin.pointer,
        },
        route.path,
        describeRouteOrigin(first.origin),
        describeRouteOrigin(route.origin),
      );
    seen.set(route.path, route);
  }
}
