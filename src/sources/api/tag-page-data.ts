import { htmlToText } from '../../search/search-index.js';
import type { ApiTagProps } from '../../../templates/api/types.js';
import type { ApiService, ApiTag } from '../../openapi/model.js';
import { tagAncestors } from '../../openapi/tags.js';
import { webhookSummaries } from '../../openapi/webhook-summaries.js';
import { downloadOf, firstSentence, operationTitle, framed, summaryOf, type ApiPage, type ApiSiteInfo } from '../../openapi/page-data.js';

/** `/api/{service}/{tag}`: the tag's description, the tags nested under it and its operations. */
export function tagPage(site: ApiSiteInfo, service: ApiService, tag: ApiTag): ApiPage {
  const subtags = service.tags.filter((other) => other.parent === tag.name);
  const ancestors = tagAncestors(service.tags, tag);
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
    subtags: subtags.length
      ? subtags.map((subtag) => ({
          title: subtag.label,
          route: site.urls.tag(service, subtag),
          summary: firstSentence(htmlToText(subtag.descriptionHtml ?? '')) || undefined,
        }))
      : undefined,
    download: downloadOf(site, service),
  };
  const description =
    firstSentence(htmlToText(tag.descriptionHtml ?? '')) ||
    site.messages.format('api.tagDescription', { tag: tag.label, service: service.label });
  return {
    props: framed(
      [
        { label: site.title, href: site.urls.index },
        { label: service.label, href: site.urls.service(service) },
        ...ancestors.map((ancestor) => ({ label: ancestor.label, href: site.urls.tag(service, ancestor) })),
        { label: tag.label },
      ],
      api,
      [],
    ),
    head: { title: `${tag.label} (${service.label})`, description, path: site.urls.tag(service, tag) },
    search: {
      title: tag.label,
      group: site.title,
      terms: service.label,
      sections: [
        {
          heading: '',
          text: [htmlToText(tag.descriptionHtml ?? ''), ...subtags.map((subtag) => subtag.label), ...tag.operations.map(operationTitle)]
            .filter(Boolean)
            .join(' '),
        },
      ],
    },
  };
}
