import type { TocEntry } from '../../markdown/types.js';
import { htmlToText } from '../../search/search-index.js';
import { splitSections } from '../../search/search-page.js';
import type { ApiServiceProps, PageSection } from '../../../templates/api/types.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import type { ApiService, ApiTag } from '../../openapi/model.js';
import { childTags } from '../../openapi/sidebar-groups.js';
import { tagAncestors } from '../../openapi/tags.js';
import { downloadOf, firstSentence, framed, summaryOf, type ApiPage, type ApiSiteInfo } from '../../openapi/page-data.js';
import { serviceSectionIds } from '../../openapi/service-section-ids.js';
import { webhookSummaries } from '../../openapi/webhook-summaries.js';
import { withServerUrls } from '../../openapi/security.js';

/** `/api/{service}`: info, servers, authentication, tags and operations. */
export function servicePage(site: ApiSiteInfo, service: ApiService): ApiPage {
  const m = (key: MessageKey) => site.messages.format(key);
  const ids = serviceSectionIds(service, site.messages);
  // Described tags that have no page continue the description, as Redoc shows them.
  const tagSections = (service.tagSections ?? []).map((tag, index) => ({
    id: ids.tagSections[index]!,
    label: tag.label,
    descriptionHtml: tag.descriptionHtml,
  }));
  // Ids are fixed, not made from the (translated) titles: links to them work in every locale.
  const own = [
    sectionsOf('servers', m('api.section.servers'), ids.servers, 2),
    sectionsOf(
      'authentication',
      m(ids.authentication?.ownHeading ? 'api.section.securitySchemes' : 'api.section.authentication'),
      ids.authentication?.id,
      2,
    ),
    sectionsOf('operations', m('api.section.operations'), ids.operations, 2),
  ];
  const groups = service.tagGroups ?? [];
  const depths = tagDepths(service.tags);
  const tagProps = service.tags.map((tag, index) => ({
    id: ids.tags[index]!,
    label: tag.label,
    route: site.urls.tag(service, tag),
    descriptionHtml: tag.descriptionHtml,
    // A tag's webhooks follow its operations (a tag only webhooks use would look empty).
    operations: [
      ...tag.operations.map((operation) => summaryOf(site, service, operation)),
      ...webhookSummaries(site, service, tag.webhooks ?? []),
    ],
    ...(depths.get(tag) ? { depth: depths.get(tag) } : {}),
  }));
  // Without groups, a nested tag follows its parent (OpenAPI 3.2 `parent`): the page reads as the sidebar's tree.
  const tags = groups.length > 0 ? tagProps : treeOrder(service.tags).map((tag) => tagProps[service.tags.indexOf(tag)]!);
  // With `x-tagGroups`, the tags are listed under their groups' headings.
  const tagGroups =
    groups.length > 0
      ? groups.map((group, index) => ({
          ...ids.tagGroups[index]!,
          // `tags` is `service.tags` as props, index for index.
          tags: group.tags.map((member) => tagProps[service.tags.indexOf(member)]!),
        }))
      : undefined;
  const untagged = sectionsOf('untagged', m('api.section.otherOperations'), ids.untagged, 3);
  const webhooks = webhookSummaries(site, service, service.webhooks ?? []);
  const webhookSection = sectionsOf('webhooks', m('api.section.webhooks'), ids.webhooks, 2);
  const models = sectionsOf('models', m('api.section.models'), ids.models, 2);
  const ownToc = own.flatMap((entry) => entry.toc);
  const sections = Object.assign({}, ...own.map((entry) => entry.sections)) as ApiServiceProps['sections'];
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
    logo: service.logo,
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
    ...(tagGroups ?? tags.filter((tag) => !tag.depth)).map((entry) => ({ depth: 3 as const, id: entry.id, text: entry.label })),
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

/** A section the page shows (with its id) or leaves out (no id): its props and table-of-contents entry. */
function sectionsOf<K extends string>(
  key: K,
  title: string,
  id: string | undefined,
  depth: 2 | 3,
): { sections: Partial<Record<K, PageSection>>; toc: TocEntry[] } {
  if (id === undefined) return { sections: {}, toc: [] };
  return { sections: { [key]: { id, title } } as Partial<Record<K, PageSection>>, toc: [{ depth, id, text: title }] };
}

/** How many tags each tag nests under (OpenAPI 3.2 `parent`). */
function tagDepths(tags: readonly ApiTag[]): Map<ApiTag, number> {
  return new Map(tags.map((tag) => [tag, tagAncestors(tags, tag).length]));
}

/** The tags with each one's nested tags right after it, depth first; top-level tags in document order. */
function treeOrder(tags: readonly ApiTag[]): ApiTag[] {
  const children = childTags(tags);
  const visit = (tag: ApiTag): ApiTag[] => [tag, ...(children.get(tag.name) ?? []).flatMap(visit)];
  return tags.filter((tag) => tag.parent === undefined || !children.has(tag.parent)).flatMap(visit);
}
