import { TagPage } from '../../../../templates/api/tag-page.js';
import { tagMarkdown } from '../../../llms/api-reader.js';
import { tagPage } from '../tag-page-data.js';
import type { ApiPageKind } from '../page-kind.js';

/** `/api/{service}/{tag}`: the tag's description and its operations. */
export const tagKind: ApiPageKind<'api-tag'> = {
  kind: 'api-tag',
  scope: 'service',
  routes: ({ urls }, service) =>
    service.tags.map((tag) => ({
      path: urls.tag(service, tag),
      kind: 'api-tag',
      origin: { file: service.specPath, pointer: tag.pointer, what: `tag "${tag.name}"` },
      title: tag.label,
      target: { kind: 'api-tag', service: service, tag },
    })),
  data: (site, _services, { service, tag }) => tagPage(site, service, tag),
  Template: TagPage,
  reader: ({ context, target: { service, tag }, section }) => ({ markdown: tagMarkdown(context, service, tag), section: section(service) }),
};
