import { ServicePage } from '../../../../templates/api/service-page.js';
import { serviceMarkdown } from '../../../llms/api-reader.js';
import { servicePage } from '../service-page-data.js';
import type { ApiPageKind } from '../page-kind.js';

/** `/api/{service}`: info, servers, authentication, tags and operations. */
export const serviceKind: ApiPageKind<'api-service'> = {
  kind: 'api-service',
  scope: 'service',
  routes: ({ urls }, service) => [
    {
      path: urls.service(service),
      kind: 'api-service',
      origin: {
        file: service.specPath,
        what: `the page of service "${service.id}" (its route: api.services[].route in site.config.ts, else /api/${service.id})`,
      },
      title: service.label,
      target: { kind: 'api-service', service },
    },
  ],
  data: (site, _services, { service }) => servicePage(site, service),
  Template: ServicePage,
  reader: ({ context, target: { service }, section }) => {
    const { site, links } = context;
    const download = {
      title: `${service.label}: ${site.messages.format('api.download')}`,
      url: links.resolve(site.urls.download(service), site.urls.index),
    };
    return { markdown: serviceMarkdown(context, service), section: section(service), optional: [download] };
  },
};
