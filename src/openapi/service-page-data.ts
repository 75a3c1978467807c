import type { TocEntry } from '../markdown/types.js';
import { htmlToText } from '../search/search-index.js';
import { splitSections } from '../search/search-page.js';
import type { ApiServiceProps } from '../../templates/api/types.js';
import type { MessageKey } from '../i18n/messages/en.js';
import type { ApiService } from './model.js';
import { downloadOf, firstSentence, framed, summaryOf, type ApiPage, type ApiSiteInfo } from './page-data.js';
import { pageSections } from './page-sections.js';
import { uniqueId } from './unique-id.js';
import { tagSectionIds } from './tag-section-ids.js';
import { webhookSummaries } from './webhook-summaries.js';
import { withServerUrls } from './security.js';

/** `/api/{service}`: info, servers, authentication, tags and operations. */
export function servicePage(site: ApiSiteInfo, service: ApiService): ApiPage {
  const m = (key: MessageKey) => site.messages.format(key);
  const taken = new Set(service.descriptionToc.map((entry) => entry.id));
  // The description may have an "Authentication" section of its own: ours then says what it lists.
  const described = new Set(service.descriptionToc.map((entry) => entry.text.toLowerCase()));
  const ownAuthentication = described.has(m('api.section.authentication').toLowerCase());
  // Described tags that have no page continue the description, as Redoc shows them.
  const sectionIds = tagSectionIds(service, taken);
  const tagSections = (service.tagSections ?? []).map((tag, index) => ({
    id: sectionIds[index]!,
    label: tag.label,
    descriptionHtml: tag.descriptionHtml,
  }));
  // Ids are fixed, not made from the (translated) titles: links to them work in every locale.
  const { sections, toc: ownToc } = pageSections(
    [
      { key: 'servers', title: m('api.section.servers'), id: 'servers', depth: 2, shown: true },
      {
        key: 'authentication',
        title: m(ownAuthentication ? 'api.section.securitySchemes' : 'api.section.authentication'),
        id: ownAuthentication ? 'security-schemes' : 'authentication',
        depth: 2,
        shown: service.securitySchemes.length > 0,
      },
      { key: 'operations', title: m('api.section.operations'), id: 'operations', depth: 2, shown: true },
    ],
    taken,
  );
  const groups = service.tagGroups ?? [];
  const tags = service.tags.map((tag) => ({
    id: uniqueId(tag.slug, taken),
    label: tag.label,
    route: site.urls.tag(service, tag),
    descriptionHtml: tag.descriptionHtml,
    // A tag's webhooks follow its operations (a tag only webhooks use would look empty).
    operations: [
      ...tag.operations.map((operation) => summaryOf(site, service, operation)),
      ...webhookSummaries(site, service, tag.webhooks ?? []),
    ],
  }));
  // With `x-tagGroups`, the tags are listed under their groups' headings.
  const tagGroups =
    groups.length > 0
      ? groups.map((group) => {
          const label = group.name ?? m('api.section.otherTags');
          return {
            id: uniqueId(`group-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, taken),
            label,
            // `tags` is `service.tags` as props, index for index.
            tags: group.tags.map((member) => tags[service.tags.indexOf(member)]!),
          };
        })
      : undefined;
  const untagged = pageSections(
    [{ key: 'untagged', title: m('api.section.otherOperations'), id: 'other-operations', depth: 3, shown: service.untagged.length > 0 }],
    taken,
  );
  const webhooks = webhookSummaries(site, service, service.webhooks ?? []);
  const webhookSection = pageSections(
    [{ key: 'webhooks', title: m('api.section.webhooks'), id: 'webhooks', depth: 2, shown: webhooks.length > 0 }],
    taken,
  );
  const models = pageSections(
    [{ key: 'models', title: m('api.section.models'), id: 'models', depth: 2, shown: service.models.length > 0 }],
    taken,
  );
  const api: Omit<ApiServiceProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-service',
    title: service.label,
    apiTitle: service.title,
    version: service.version,
    openapiVersion: service.openapiVersion,
    convertedFrom: service.convertedFrom,
    summary: service.summaryText,
    descriptionHtml: service.descriptionHtml,
    download: downloadOf(site, service),
    servers: service.servers,
    securitySchemes: service.securitySchemes.map((scheme) => withServerUrls(scheme, service.servers[0])),
    contact: service.contact,
    license: service.license,
    termsOfService: service.termsOfService,
    externalDocs: service.externalDocs,
    tags,
    untagged: service.untagged.map((operation) => summaryOf(site, service, operation)),
    tagGroups,
    tagSections: tagSections.length > 0 ? tagSections : undefined,
    webhooks: webhooks.length > 0 ? webhooks : undefined,
    models: service.models.length ? { route: site.urls.models(service), count: service.models.length } : undefined,
    sections: { ...sections, ...untagged.sections, ...webhookSection.sections, ...models.sections },
  };
  const toc: TocEntry[] = [
    ...service.descriptionToc,
    ...tagSections.map((section) => ({ depth: 2 as const, id: section.id, text: section.label })),
    ...ownToc,
    ...(tagGroups ?? tags).map((entry) => ({ depth: 3 as const, id: entry.id, text: entry.label })),
    ...untagged.toc,
    ...webhookSection.toc,
    ...models.toc,
  ];
  return {
    props: framed([{ label: site.title, href: site.urls.index }, { label: service.label }], api, toc),
    head: {
      title: service.label,
      description: service.summaryText ?? firstSentence(htmlToText(service.descriptionHtml ?? '')),
      path: site.urls.service(service),
    },
    search: {
      title: service.label,
      group: site.title,
      sections: [
        ...splitSections(service.descriptionHtml ?? '', service.descriptionToc, `${service.title} ${service.summaryText ?? ''}`.trim()),
        ...tagSections.map((section) => ({ anchor: section.id, heading: section.label, text: htmlToText(section.descriptionHtml) })),
        ...tags.map((tag) => ({
          anchor: tag.id,
          heading: tag.label,
          text: [htmlToText(tag.descriptionHtml ?? ''), ...tag.operations.map((operation) => operation.title)].filter(Boolean).join(' '),
        })),
        ...webhookSection.toc.map((entry) => ({
          anchor: entry.id,
          heading: entry.text,
          text: webhooks.map((webhook) => `${webhook.title} ${webhook.path}`).join(' '),
        })),
      ],
    },
  };
}
