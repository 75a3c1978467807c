import { htmlToText } from '../search/search-index.js';
import type { ApiIndexProps } from '../../templates/api/types.js';
import type { ApiService } from './model.js';
import { firstSentence, framed, type ApiPage, type ApiSiteInfo } from './page-data.js';

/** `/api`: every service with its tags. */
export function apiIndexPage(site: ApiSiteInfo, services: ApiService[]): ApiPage {
  const api: Omit<ApiIndexProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-index',
    title: site.title,
    description: site.description,
    services: services.map((service) => ({
      label: service.label,
      title: service.title,
      version: service.version,
      summary: service.summaryText ?? firstSentence(htmlToText(service.descriptionHtml ?? '')),
      route: site.urls.service(service),
      operationCount: service.operations.length,
      tags: service.tags.map((tag) => ({ label: tag.label, route: site.urls.tag(service, tag) })),
      downloadRoute: site.urls.download(service),
    })),
  };
  return {
    props: framed([], api, []),
    head: { title: site.title, description: site.description, path: site.urls.index },
    search: {
      title: site.title,
      section: site.title,
      headings: services.map((service) => service.label).join(' '),
      text: `${site.description ?? ''} ${api.services.map((service) => `${service.label} ${service.summary ?? ''}`).join(' ')}`,
    },
  };
}

/** `/api/{service}`: info, servers, authentication, tags and operations. */
