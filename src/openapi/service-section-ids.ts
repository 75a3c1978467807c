import type { Messages } from '../i18n/messages.js';
import type { ApiService } from './model.js';
import { tagSectionIds } from './tag-section-ids.js';
import { uniqueId } from './unique-id.js';

/**
 * The ids of the service page's headings, in page order. A tag may take an id a later
 * section would have wanted (a tag named `webhooks`), so every id is decided here once:
 * the page renders these and every link to a section of it (a webhook page's breadcrumb)
 * asks for them instead of assuming the base id.
 */
export interface ServiceSectionIds {
  /** Described tags without pages, in `service.tagSections` order. */
  tagSections: string[];
  servers: string;
  /** Where the description has an "Authentication" section of its own, ours is "Security schemes". */
  authentication?: { id: string; ownHeading: boolean };
  operations: string;
  /** Index for index with `service.tags`. */
  tags: string[];
  /** Index for index with `service.tagGroups` (each group's label: its name, else "Other tags"). */
  tagGroups: { id: string; label: string }[];
  /** Sections the page leaves out have no id (and take none from the tags). */
  untagged?: string;
  webhooks?: string;
  models?: string;
}

/** Pure: the same service and words give the same ids, whichever page asks. */
export function serviceSectionIds(service: ApiService, messages: Messages): ServiceSectionIds {
  // The description's headings come first on the page; every later id keeps clear of them.
  const taken = new Set(service.descriptionToc.map((entry) => entry.id));
  const described = new Set(service.descriptionToc.map((entry) => entry.text.toLowerCase()));
  const ownHeading = described.has(messages.format('api.section.authentication').toLowerCase());
  const tagSections = tagSectionIds(service, taken);
  const servers = uniqueId('servers', taken);
  const shown = (when: boolean, base: string) => (when ? uniqueId(base, taken) : undefined);
  const authenticationId = shown(service.securitySchemes.length > 0, ownHeading ? 'security-schemes' : 'authentication');
  const authentication = authenticationId === undefined ? undefined : { id: authenticationId, ownHeading };
  const operations = uniqueId('operations', taken);
  const tags = service.tags.map((tag) => uniqueId(tag.slug, taken));
  const tagGroups = (service.tagGroups ?? []).map((group) => {
    const label = group.name ?? messages.format('api.section.otherTags');
    return { id: uniqueId(`group-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, taken), label };
  });
  const untagged = shown(service.untagged.length > 0, 'other-operations');
  const webhooks = shown((service.webhooks ?? []).length > 0, 'webhooks');
  const models = shown(service.models.length > 0, 'models');
  return { tagSections, servers, authentication, operations, tags, tagGroups, untagged, webhooks, models };
}
