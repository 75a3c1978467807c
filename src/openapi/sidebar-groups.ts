import type { ApiOperation, ApiService, ApiTag, ApiWebhook } from './model.js';
import { operationTitle } from './page-data.js';
import type { ApiUrls } from './urls.js';
import { webhookTitle } from './webhooks.js';
import type { SidebarItem, SidebarLink } from '../core/sidebar.js';

/**
 * A service's entries in the "api" sidebar: its tags (inside their `x-tagGroups`, when the
 * document has them; a tag with an OpenAPI 3.2 `parent` inside its parent's category,
 * after the parent's operations), its untagged operations, then a "Webhooks" category
 * with its webhooks (no page of its own: the service page lists them).
 */
export function serviceSidebarItems(urls: ApiUrls, service: ApiService, labels: { webhooks: string; otherTags: string }): SidebarItem[] {
  const link = (operation: ApiOperation) => operationLink(urls.operation(service, operation), operation);
  const webhookLink = (webhook: ApiWebhook): SidebarLink => ({
    type: 'link',
    label: webhookTitle(webhook),
    href: urls.webhook(service, webhook),
    badge: webhook.operation.method.toUpperCase(),
    deprecated: webhook.operation.deprecated || undefined,
  });
  const children = childTags(service.tags);
  const tagCategory = (tag: ApiTag): SidebarItem => ({
    type: 'category',
    label: tag.label,
    href: urls.tag(service, tag),
    items: [...tag.operations.map(link), ...(tag.webhooks ?? []).map(webhookLink), ...(children.get(tag.name) ?? []).map(tagCategory)],
  });
  const isTop = (tag: ApiTag) => tag.parent === undefined || !children.has(tag.parent);
  const groups = service.tagGroups ?? [];
  const tagItems: SidebarItem[] =
    groups.length > 0
      ? groups.map((group) => ({
          type: 'category',
          label: group.name ?? labels.otherTags,
          className: 'api-tag-group',
          collapsed: false,
          items: group.tags.filter(isTop).map(tagCategory),
        }))
      : service.tags.filter(isTop).map(tagCategory);
  const webhooks = service.webhooks ?? [];
  return [
    ...tagItems,
    ...service.untagged.map(link),
    ...(webhooks.length > 0
      ? [
          {
            type: 'category' as const,
            label: labels.webhooks,
            className: 'api-webhooks',
            items: webhooks.map(webhookLink),
          },
        ]
      : []),
  ];
}

function operationLink(href: string, operation: ApiOperation): SidebarLink {
  return {
    type: 'link',
    label: operationTitle(operation),
    href,
    badge: operation.method.toUpperCase(),
    deprecated: operation.deprecated || undefined,
  };
}

/** The tags nested under each tag (OpenAPI 3.2 `parent`), in the service's order; only parents that are tags of the service. */
export function childTags(tags: readonly ApiTag[]): Map<string, ApiTag[]> {
  const names = new Set(tags.map((tag) => tag.name));
  const children = new Map<string, ApiTag[]>(tags.map((tag) => [tag.name, []]));
  for (const tag of tags) if (tag.parent !== undefined && names.has(tag.parent)) children.get(tag.parent)!.push(tag);
  return children;
}
