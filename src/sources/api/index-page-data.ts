import { htmlToText } from '../../search/search-index.js';
import type { ApiIndexProps } from '../../../templates/api/types.js';
import type { ApiService } from '../../openapi/model.js';
import { firstSentence, framed, type ApiPage, type ApiSiteInfo } from '../../openapi/page-data.js';

/** `/api`: every service with its tags. */
export function apiIndexPage(site: ApiSiteInfo, services: readonly ApiService[]): ApiPage {
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
      group: site.title,
      // The services are the page's cards, not sections with anchors: all in the intro.
      sections: [
        {
          heading: '',
          text: [site.description, ...api.services.flatMap((service) => [service.label, service.summary])].filter(Boolean).join(' '),
        },
      ],
    },
  };
}

/** `/api/{service}`: info, servers, authentication, tags and operations. */
