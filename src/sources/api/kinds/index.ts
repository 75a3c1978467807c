import { ApiIndexPage } from '../../../../templates/api/index-page.js';
import { apiIndexMarkdown } from '../../../llms/api-reader.js';
import { apiIndexPage } from '../index-page-data.js';
import type { ApiPageKind } from '../page-kind.js';

/** `/api`: every service with its tags. */
export const indexKind: ApiPageKind<'api-index'> = {
  kind: 'api-index',
  scope: 'reference',
  routes: ({ urls, title }) => [
    {
      path: urls.index,
      kind: 'api-index',
      origin: { file: '(API reference)', what: 'the index of the `api` section of site.config.ts' },
      title,
      target: { kind: 'api-index' },
    },
  ],
  data: (site, services) => apiIndexPage(site, services),
  Template: ApiIndexPage,
  reader: ({ context, services }) => ({
    markdown: apiIndexMarkdown(context, services),
    section: context.site.title,
    description: context.site.description ?? services.map((service) => service.label).join(', '),
  }),
};
