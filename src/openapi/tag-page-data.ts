import { htmlToText } from '../search/search-index.js';
import type { ApiTagProps } from '../../templates/api/types.js';
import type { ApiService, ApiTag } from './model.js';
import { downloadOf, firstSentence, operationTitle, framed, summaryOf, type ApiPage, type ApiSiteInfo } from './page-data.js';

/** `/api/{service}/{tag}`: the tag's description and its operations. */
export function tagPage(site: ApiSiteInfo, service: ApiService, tag: ApiTag): ApiPage {
  const api: Omit<ApiTagProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-tag',
    title: tag.label,
    service: { label: service.label, route: service.route },
    descriptionHtml: tag.descriptionHtml,
    externalDocs: tag.externalDocs,
    operations: tag.operations.map((operation) => ({
      ...summaryOf(operation),
      summary: operation.descriptionHtml ? firstSentence(htmlToText(operation.descriptionHtml)) : undefined,
    })),
    download: downloadOf(service),
  };
  const description = firstSentence(htmlToText(tag.descriptionHtml ?? '')) || `${tag.label}: operations of the ${service.label}.`;
  return {
    props: framed([{ label: site.title, href: site.route }, { label: service.label, href: service.route }, { label: tag.label }], api, []),
    head: { title: `${tag.label} (${service.label})`, description, path: tag.route },
    search: {
      title: tag.label,
      section: `${site.title}: ${service.label}`,
      headings: tag.operations.map(operationTitle).join(' '),
      text: htmlToText(tag.descriptionHtml ?? ''),
    },
  };
}
