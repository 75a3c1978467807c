import { errors } from '../errors/catalogue.js';
import { describeRouteOrigin } from '../routes/route-table.js';
import type { ApiOperation, ApiService } from './model.js';
import type { ApiUrls } from './urls.js';
import type { ApiModel } from './models.js';
import { modelRoutes, modelsSidebarCategory } from './model-routes.js';
import { operationTitle } from './page-data.js';
import { webhookTitle, type ApiWebhook } from './webhooks.js';
import { serviceSidebarItems } from './sidebar-groups.js';
import type { RouteOrigin } from '../core/route.js';
import type { Sidebar, SidebarCategory, SidebarItem } from '../core/sidebar.js';

/** Id of the API reference's sidebar (a navbar item `{type: 'docSidebar', sidebarId: 'api'}` links it). */
export const API_SIDEBAR_ID = 'api';

/** What an API route shows: the reference's index, a service, a tag, an operation or a webhook. */
export type ApiRouteTarget =
  | { kind: 'api-index' }
  | { kind: 'api-service'; service: ApiService }
  | { kind: 'api-tag'; service: ApiService; tag: ApiService['tags'][number] }
  | { kind: 'api-operation'; service: ApiService; operation: ApiOperation }
  | { kind: 'api-webhook'; service: ApiService; webhook: ApiWebhook }
  | { kind: 'api-models'; service: ApiService }
  | { kind: 'api-model'; service: ApiService; model: ApiModel };

/** The kinds of page the API reference has. */
export type ApiRouteKind = ApiRouteTarget['kind'];

export interface ApiRoute {
  path: string;
  kind: ApiRouteKind;
  /** File and JSON pointer the page comes from, for collision messages. */
  origin: RouteOrigin;
  title: string;
  target: ApiRouteTarget;
}

/**
 * Every page of the reference: `/api`, then per service its index, its tag pages and
 * its operation pages, in document order.
 */
export function apiRoutes(urls: ApiUrls, title: string, services: ApiService[], modelsLabel = 'Models'): ApiRoute[] {
  const index: RouteOrigin = { file: '(API reference)', what: 'the index of the `api` section of site.config.ts' };
  const routes: ApiRoute[] = [{ path: urls.index, kind: 'api-index', origin: index, title, target: { kind: 'api-index' } }];
  for (const service of services) {
    const origin = {
      file: service.specPath,
      what: `the page of service "${service.id}" (its route: api.services[].route in site.config.ts, else /api/${service.id})`,
    };
    routes.push({
      path: urls.service(service),
      kind: 'api-service',
      origin,
      title: service.label,
      target: { kind: 'api-service', service },
    });
    for (const tag of service.tags) {
      routes.push({
        path: urls.tag(service, tag),
        kind: 'api-tag',
        origin: { file: service.specPath, pointer: tag.pointer, what: `tag "${tag.name}"` },
        title: tag.label,
        target: { kind: 'api-tag', service, tag },
      });
    }
    for (const operation of service.operations) {
      routes.push({
        path: urls.operation(service, operation),
        kind: 'api-operation',
        origin: {
          file: service.specPath,
          pointer: operation.pointer,
          what: `operation ${operation.method.toUpperCase()} ${operation.path}`,
        },
        title: operationTitle(operation),
        target: { kind: 'api-operation', service, operation },
      });
    }
    for (const webhook of service.webhooks ?? [])
      routes.push({
        path: urls.webhook(service, webhook),
        kind: 'api-webhook',
        origin: { file: service.specPath, pointer: webhook.pointer, what: `webhook "${webhook.name}"` },
        title: webhookTitle(webhook),
        target: { kind: 'api-webhook', service, webhook },
      });
    routes.push(...modelRoutes(urls, service, modelsLabel));
  }
  failOnSharedPaths(routes);
  return routes;
}

/** Two services whose pages overlap (a route inside another's): an error naming both sources. */
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

/**
 * The "api" sidebar: per service a category, inside it one category per tag (document
 * order, inside their `x-tagGroups`) with its operations and their method badges, then
 * untagged operations, then the service's webhooks and models. `labels` are in the pages' language.
 */
export function apiSidebar(
  urls: ApiUrls,
  title: string,
  services: ApiService[],
  labels: { webhooks: string; otherTags: string; models: string } = { webhooks: 'Webhooks', otherTags: 'Other tags', models: 'Models' },
): Sidebar {
  const items: SidebarItem[] = services.map((service) => ({
    type: 'category',
    label: service.label,
    href: urls.service(service),
    items: [...serviceSidebarItems(urls, service, labels), ...modelsSidebarCategory(urls, service, labels.models)],
  }));
  return { id: API_SIDEBAR_ID, label: title, href: urls.index, items };
}

/**
 * The sidebar as shown on one page of a large reference: categories on the way to the
 * page are open, other services and tags keep their link but not their operations
 * (their own pages list them), and a very long tag shows a window of operations around
 * the current one plus a link to the tag's page. Keeps each page small when a document
 * has thousands of operations; small references show the whole tree everywhere.
 */
export function sidebarForPage(sidebar: Sidebar, path: string, limit: number, window = 40): Sidebar {
  if (countLinks(sidebar.items) <= limit) return sidebar;
  // A closed category keeps the pages of its sub-categories; one without a page of its own
  // (an x-tagGroups group, the webhooks) shows its sub-categories in its place, or nothing.
  const closed = (items: SidebarItem[]): SidebarItem[] =>
    items.flatMap((child): SidebarItem[] =>
      child.type !== 'category' ? [] : child.href ? [{ ...child, items: [] }] : closed(child.items),
    );
  const prune = (items: SidebarItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (item.type === 'link') return [item];
      if (item.href === path || contains(item.items, path)) return [{ ...item, items: windowed(item, prune(item.items), path, window) }];
      const kept = closed(item.items);
      return kept.length > 0 || item.href ? [{ ...item, items: kept }] : [];
    });
  return { ...sidebar, items: prune(sidebar.items) };
}

/** At most `size` of a category's links, around the current page, then "All N operations". */
function windowed(category: SidebarCategory, items: SidebarItem[], path: string, size: number): SidebarItem[] {
  const links = items.filter((item) => item.type === 'link').length;
  if (links <= size || !category.href) return items;
  const current = Math.max(
    0,
    items.findIndex((item) => item.href === path),
  );
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), items.length - size));
  return [...items.slice(start, start + size), { type: 'link', label: `All ${links} operations`, href: category.href }];
}

function countLinks(items: SidebarItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 'link' ? 1 : 1 + countLinks(item.items)), 0);
}

function contains(items: SidebarItem[], path: string): boolean {
  return items.some((item) => item.href === path || (item.type === 'category' && contains(item.items, path)));
}
