import { WebhookPage } from '../../../../templates/api/webhook-page.js';
import { operationMarkdown } from '../../../llms/api-reader.js';
import { htmlToText } from '../../../search/search-index.js';
import { firstSentence } from '../../../openapi/page-data.js';
import { webhookTitle } from '../../../openapi/webhooks.js';
import { webhookPage } from '../webhook-page-data.js';
import type { ApiPageKind } from '../page-kind.js';

/** `/api/{service}/webhooks/{name}`: a request the API sends, and the answers it expects. */
export const webhookKind: ApiPageKind<'api-webhook'> = {
  kind: 'api-webhook',
  scope: 'service',
  routes: ({ urls }, service) =>
    (service.webhooks ?? []).map((webhook) => ({
      path: urls.webhook(service, webhook),
      kind: 'api-webhook',
      origin: { file: service.specPath, pointer: webhook.pointer, what: `webhook "${webhook.name}"` },
      title: webhookTitle(webhook),
      target: { kind: 'api-webhook', service: service, webhook },
    })),
  data: (site, _services, { service, webhook }, highlight) => webhookPage(site, service, webhook, highlight),
  Template: WebhookPage,
  reader: ({ context, target: { service, webhook }, section }) => {
    const { operation } = webhook;
    const summary = `${context.site.messages.format('api.webhook')} ${webhook.name}`;
    const first = firstSentence(htmlToText(operation.descriptionHtml ?? ''));
    return {
      markdown: operationMarkdown(context, service, operation, [], webhook),
      section: section(service),
      description: first ? `${summary}. ${first}` : summary,
    };
  },
};
