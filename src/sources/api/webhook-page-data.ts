import type { MessageKey } from '../../i18n/messages/en.js';
import { tocWithResponses } from './response-toc.js';
import { htmlToText } from '../../search/search-index.js';
import type { ApiWebhookProps } from '../../../templates/api/event-props.js';
import { highlightCode, type Highlighter } from '../../openapi/highlight-code.js';
import type { ApiService, ApiWebhook } from '../../openapi/model.js';
import { contentPropsOf, schemaNames } from './operation-page-data.js';
import { responsePropsOf } from '../../openapi/response-props.js';
import { downloadOf, firstSentence, framed, type ApiPage, type ApiSiteInfo } from '../../openapi/page-data.js';
import { pageSections } from './page-sections.js';
import { serviceSectionIds } from '../../openapi/service-section-ids.js';
import { uniqueId } from '../../openapi/unique-id.js';
import { webhookTitle } from '../../openapi/webhooks.js';
import { parameterExampleProps } from '../../openapi/parameter-example-props.js';

/**
 * `/api/{service}/webhooks/{slug}`: the request the API sends to the reader's server (its
 * headers and payload, as schema trees with examples) and the responses it expects back.
 */
export function webhookPage(site: ApiSiteInfo, service: ApiService, webhook: ApiWebhook, highlight: Highlighter = highlightCode): ApiPage {
  const m = (key: MessageKey) => site.messages.format(key);
  const { operation } = webhook;
  const title = webhookTitle(webhook);
  const taken = new Set([...(operation.descriptionHtml ?? '').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
  const id = (base: string) => uniqueId(base, taken);
  const headers = operation.parameters.filter((parameter) => parameter.in === 'header');
  const { sections, toc: ownToc } = pageSections(
    [
      { key: 'security', title: m('api.section.authentication'), id: 'authentication', depth: 2, shown: operation.security.length > 0 },
      { key: 'headers', title: m('api.headers'), id: 'headers', depth: 2, shown: headers.length > 0 },
      { key: 'payload', title: m('api.section.payload'), id: 'payload', depth: 2, shown: operation.requestBody !== undefined },
      {
        key: 'responses',
        title: m('api.section.expectedResponses'),
        id: 'responses',
        depth: 2,
        shown: operation.responses.length > 0,
      },
    ],
    taken,
  );
  const contentProps = (content: Parameters<typeof contentPropsOf>[0]) => contentPropsOf(content, highlight);
  const responses = operation.responses.map((response) =>
    responsePropsOf(response, id(`response-${response.status.toLowerCase()}`), contentProps, site.messages),
  );
  const tags = (service.tags ?? [])
    .filter((tag) => tag.webhooks?.includes(webhook))
    .map((tag) => ({ label: tag.label, route: site.urls.tag(service, tag) }));
  const api: Omit<ApiWebhookProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-webhook',
    title,
    name: webhook.name,
    method: operation.method,
    operationId: operation.operationId,
    deprecated: operation.deprecated,
    service: { label: service.label, route: site.urls.service(service) },
    descriptionHtml: operation.descriptionHtml,
    tags,
    security: operation.security,
    headers: headers.map((header) => ({
      name: header.name,
      in: header.in,
      required: header.required,
      deprecated: header.deprecated,
      descriptionHtml: header.descriptionHtml,
      schema: header.schema,
      ...parameterExampleProps(header),
    })),
    payload: operation.requestBody && {
      descriptionHtml: operation.requestBody.descriptionHtml,
      required: operation.requestBody.required,
      contents: operation.requestBody.contents.map(contentProps),
    },
    responses,
    idPrefix: `webhook-${webhook.slug}`,
    externalDocs: operation.externalDocs,
    download: downloadOf(site, service),
    sections,
  };
  const toc = tocWithResponses(ownToc, sections.responses, responses);
  const descriptionText = htmlToText(operation.descriptionHtml ?? '');
  const path = site.urls.webhook(service, webhook);
  return {
    props: {
      ...framed(
        [
          { label: site.title, href: site.urls.index },
          { label: service.label, href: site.urls.service(service) },
          { label: m('api.section.webhooks'), href: `${site.urls.service(service)}#${serviceSectionIds(service, site.messages).webhooks}` },
          { label: title },
        ],
        api,
        toc,
      ),
      // Named schemas in the payload and responses link their model pages, as on operation pages.
      modelRoutes: site.urls.modelRoutes(service),
    },
    head: {
      title: `${title} (${service.label})`,
      description: firstSentence(descriptionText) || `${m('api.webhook')} ${webhook.name}`,
      path,
    },
    search: {
      title,
      group: site.title,
      keywords: [webhook.name, operation.operationId, ...schemaNames(operation)].filter(Boolean).join(' ') || undefined,
      terms: [service.label, m('api.webhook')].join(' '),
      sections: [{ heading: `${m('api.webhook')} ${webhook.name}`, text: descriptionText }],
    },
  };
}
