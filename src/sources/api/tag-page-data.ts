import { htmlToText } from '../../search/search-index.js';
import type { ApiTagProps } from '../../../templates/api/types.js';
import type { ApiService, ApiTag } from '../../openapi/model.js';
import { webhookSummaries } from '../../openapi/webhook-summaries.js';
import { downloadOf, firstSentence, operationTitle, framed, summaryOf, type ApiPage, type ApiSiteInfo } from '../../openapi/page-data.js';

/** `/api/{service}/{tag}`: the tag's description and its operations. */
export function tagPage(site: ApiSiteInfo, service: ApiService, tag: ApiTag): ApiPage {
  const api: Omit<ApiTagProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-tag',
    title: tag.label,
    service: { label: service.label, route: site.urls.service(service) },
    descriptionHtml: tag.descriptionHtml,
    externalDocs: tag.externalDocs,
    operations: tag.operations.map((operation) => ({
      ...summaryOf(site, service, operation),
      summary: operation.descriptionHtml ? firstSentence(htmlToText(operation.descriptionHtml)) : undefined,
    })),
    webhooks: tag.webhooks?.length ? webhookSummaries(site, service, tag.webhooks) : undefined,
    download: downloadOf(site, service),
  };
  const description =
    firstSentence(htmlToText(tag.descriptionHtml ?? '')) ||
    site.messages.format('api.tagDescription', { tag: tag.label, service: service.label });
  return {
    props: framed(
      [{ label: site.title, href: site.urls.index }, { label: service.label, href: site.urls.service(service) }, { label: tag.label }],
      api,
      [],
    ),
    head: { title: `${tag.label} (${service.label})`, description, path: site.urls.tag(service, tag) },
    search: {
      title: tag.label,
      group: site.title,
      terms: service.label,
      sections: [
        { heading: '', text: [htmlToText(tag.descriptionHtml ?? ''), ...tag.operations.map(operationTitle)].filter(Boolean).join(' ') },
      ],
    },
  };
}
