import type { ApiOperation, ApiService, ApiModel, ApiWebhook } from './model.js';
import type { ApiUrls } from './urls.js';
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
      if (item.type !== 'category') return [item];
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
    items.findIndex((item) => item.type !== 'html' && item.href === path),
  );
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), items.length - size));
  return [...items.slice(start, start + size), { type: 'link', label: `All ${links} operations`, href: category.href }];
}

function countLinks(items: SidebarItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 'category' ? 1 + countLinks(item.items) : 1), 0);
}

function contains(items: SidebarItem[], path: string): boolean {
  return items.some((item) => item.type !== 'html' && (item.href === path || (item.type === 'category' && contains(item.items, path))));
}

/** "Models" at the end of a service's sidebar group: the index and each model. */
function modelsSidebarCategory(urls: ApiUrls, service: ApiService, label: string): SidebarItem[] {
  if (service.models.length === 0) return [];
  return [
    {
      type: 'category',
      label,
      href: urls.models(service),
      items: service.models.map((model) => ({ type: 'link', label: model.name, href: urls.model(service, model) })),
    },
  ];
}
