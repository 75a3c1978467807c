import type { OperationSummaryProps } from '../../templates/api/types.js';
import type { ApiService, ApiWebhook } from './model.js';
import type { ApiSiteInfo } from './page-data.js';
import { webhookTitle } from './webhooks.js';

/** Webhooks as entries of a service's or tag's list (the name stands where an operation's path would). */
export function webhookSummaries(site: ApiSiteInfo, service: ApiService, webhooks: readonly ApiWebhook[]): OperationSummaryProps[] {
  return webhooks.map((webhook) => ({
    method: webhook.operation.method,
    path: webhook.name,
    title: webhookTitle(webhook),
    route: site.urls.webhook(service, webhook),
    deprecated: webhook.operation.deprecated,
  }));
}
