import type { ApiOperation, ApiService, ApiTag, ApiModel, ApiWebhook } from './model.js';
import type { ApiUrls } from './urls.js';
import { schemeAnchor } from '../../templates/api/security.js';
import { tagSectionIds } from './tag-section-ids.js';

/**
 * Redoc's anchors, as documents written for Redoc link to their own pages: `#tag/{Tag}`,
 * `#tag/{Tag}/operation/{operationId}`, `#operation/{operationId}`,
 * `#tag/{Tag}/paths/{path}/{method}` (an operation without an id), `#section/{Heading}`
 * (a heading of `info.description`), and `#schema/{Name}`, `#model/{Name}`,
 * `#components/schemas/{Name}` or `#/components/schemas/{Name}` for a schema.
 */
export const REDOC_ANCHOR = /^#(?:section|tag|operation|schema|model|\/?components\/schemas)\//;

/** What a Redoc anchor names, whatever spelling the author used. */
export type RedocAnchor =
  | { kind: 'section'; heading: string }
  | { kind: 'tag'; name: string }
  | { kind: 'operation'; operationId: string }
  | { kind: 'path'; path: string; method: string }
  | { kind: 'schema'; name: string };

/** The page (and heading) a Redoc anchor names in a service. */
export type RedocTarget =
  | { kind: 'section'; id: string }
  | { kind: 'tag'; tag: ApiTag }
  | { kind: 'operation'; operation: ApiOperation }
  | { kind: 'webhook'; webhook: ApiWebhook }
  | { kind: 'model'; model: ApiModel };

/**
 * The one spelling rendered descriptions carry (`#tag/Pet%20Store`, `#operation/addPet`,
 * `#schema/Pet`, `#path/get%20%2Fpets`, `#section/Introduction`): URL-safe, so it is the
 * same in the HTML attribute, the page props and the service's list of anchors.
 */
export const CANONICAL_ANCHOR = /^#(section|tag|operation|path|schema)\/([^"/]*)$/;

export function parseRedocAnchor(href: string): RedocAnchor | undefined {
  if (!REDOC_ANCHOR.test(href)) return undefined;
  const body = href.replace(/^#\/?/, '');
  // A path's own slashes may be encoded (`#tag/Pets/paths/%2Fpets%2F%7Bid%7D/get`)...
  const literal = anchorOfParts(body.split('/').map(decodeSegment));
  if (literal?.kind === 'path') return literal;
  // ...and some authors encode the separators too (`#tag/Message%2Fpaths%2F~1messages%2Fget`).
  return anchorOfParts(body.split(/\/|%2F/i).map(decodeSegment));
}

function anchorOfParts(parts: string[]): RedocAnchor | undefined {
  const [kind, ...rest] = parts;
  const named = rest.join('/');
  if (named === '') return undefined;
  if (kind === 'section') return { kind, heading: rest[rest.length - 1] || rest[0]! };
  if (kind === 'operation') return { kind, operationId: named };
  if (kind === 'schema' || kind === 'model') return { kind: 'schema', name: named };
  if (kind === 'components')
    return rest.length > 1 ? { kind: 'schema', name: rest.slice(1).join('/').replace(/~1/g, '/').replace(/~0/g, '~') } : undefined;
  // kind === 'tag'
  if (rest[1] === 'operation' && rest.length > 2) return { kind: 'operation', operationId: rest.slice(2).join('/') };
  if (rest[1] === 'paths' && rest.length === 4)
    return { kind: 'path', path: rest[2]!.replace(/~1/g, '/').replace(/~0/g, '~'), method: rest[3]! };
  return { kind: 'tag', name: rest.join('/') };
}

/** An anchor's canonical spelling (see CANONICAL_ANCHOR). */
export function canonicalAnchor(anchor: RedocAnchor): string {
  const name =
    anchor.kind === 'section'
      ? anchor.heading
      : anchor.kind === 'tag' || anchor.kind === 'schema'
        ? anchor.name
        : anchor.kind === 'operation'
          ? anchor.operationId
          : `${anchor.method.toLowerCase()} ${anchor.path}`;
  return `#${anchor.kind}/${encodeURIComponent(name)}`;
}

/** Parses a canonical spelling back (what page props and service lists hold). */
export function anchorOfCanonical(href: string): RedocAnchor | undefined {
  const match = CANONICAL_ANCHOR.exec(href);
  if (!match) return undefined;
  const name = decodeSegment(match[2]!);
  switch (match[1] as 'section' | 'tag' | 'operation' | 'path' | 'schema') {
    case 'section':
      return { kind: 'section', heading: name };
    case 'tag':
      return { kind: 'tag', name };
    case 'operation':
      return { kind: 'operation', operationId: name };
    case 'schema':
      return { kind: 'schema', name };
    case 'path': {
      const space = name.indexOf(' ');
      return space > 0 ? { kind: 'path', method: name.slice(0, space), path: name.slice(space + 1) } : undefined;
    }
  }
}

/** Where an anchor points in the service: undefined when the document has nothing of that name. */
export function redocAnchorTarget(service: ApiService, anchor: RedocAnchor): RedocTarget | undefined {
  const index = indexOf(service);
  switch (anchor.kind) {
    case 'section': {
      const id = index.sections.get(looseKey(anchor.heading)) ?? index.sections.get(anchor.heading);
      return id === undefined ? undefined : { kind: 'section', id };
    }
    case 'tag': {
      const tag = index.tagNames.get(anchor.name) ?? index.tagKeys.get(looseKey(anchor.name));
      if (tag) return { kind: 'tag', tag };
      // A described tag without operations has no page: it is a section of the service page.
      const id = index.tagSections.get(anchor.name) ?? index.tagSections.get(looseKey(anchor.name));
      return id === undefined ? undefined : { kind: 'section', id };
    }
    case 'schema': {
      const model = index.models.get(anchor.name);
      return model && { kind: 'model', model };
    }
    case 'operation':
    case 'path': {
      const key = anchor.kind === 'operation' ? anchor.operationId : `${anchor.method.toLowerCase()} ${anchor.path}`;
      return index.operations.get(key);
    }
  }
}

/** The route of a target: its page, and for a section the heading's anchor on the service page. */
export function redocTargetRoute(service: ApiService, target: RedocTarget, urls: ApiUrls): string {
  switch (target.kind) {
    case 'section':
      return `${urls.service(service)}#${target.id}`;
    case 'tag':
      return urls.tag(service, target.tag);
    case 'operation':
      return urls.operation(service, target.operation);
    case 'webhook':
      return urls.webhook(service, target.webhook);
    case 'model':
      return urls.model(service, target.model);
  }
}

/** What the document lacks when an anchor names nothing, for the warning. */
export function missingTarget(anchor: RedocAnchor): string {
  switch (anchor.kind) {
    case 'section':
      return `no heading "${anchor.heading}" in info.description`;
    case 'tag':
      return `no tag "${anchor.name}" with operations, webhooks or a description`;
    case 'operation':
      return `no operation or webhook with operationId "${anchor.operationId}"`;
    case 'path':
      return `no operation ${anchor.method.toUpperCase()} ${anchor.path}`;
    case 'schema':
      return `no schema "${anchor.name}" in components/schemas`;
  }
}

/**
 * The routes of the canonical anchors a service's descriptions use (`service.redocAnchors`),
 * for one placement of its pages: one object per service and placement, shared by its pages.
 */
export function redocAnchorRoutes(service: ApiService, urls: ApiUrls): Readonly<Record<string, string>> | undefined {
  if (!service.redocAnchors?.length) return undefined;
  let byService = routeCache.get(urls);
  if (!byService) routeCache.set(urls, (byService = new WeakMap()));
  let routes = byService.get(service);
  if (!routes) {
    routes = Object.create(null) as Record<string, string>;
    for (const href of service.redocAnchors) {
      const anchor = anchorOfCanonical(href);
      const target = anchor && redocAnchorTarget(service, anchor);
      if (target) routes[href] = redocTargetRoute(service, target, urls);
    }
    byService.set(service, routes);
  }
  return routes;
}

const routeCache = new WeakMap<ApiUrls, WeakMap<ApiService, Record<string, string>>>();

interface AnchorIndex {
  sections: Map<string, string>;
  tagNames: Map<string, ApiTag>;
  tagKeys: Map<string, ApiTag>;
  /** Ids of the service page's sections for described tags without pages, by name and loose key. */
  tagSections: Map<string, string>;
  models: Map<string, ApiModel>;
  /** operationId, and `{method} {path}`, of operations and webhooks. */
  operations: Map<string, RedocTarget>;
}

const indexes = new WeakMap<ApiService, AnchorIndex>();

/** Lookups by name, built once per service: a large document has thousands of operations. */
function indexOf(service: ApiService): AnchorIndex {
  let index = indexes.get(service);
  if (index) return index;
  index = {
    sections: new Map(),
    tagNames: new Map(),
    tagKeys: new Map(),
    tagSections: new Map(),
    models: new Map(),
    operations: new Map(),
  };
  // Headings of every level (the table of contents leaves out h1), by text and by id.
  for (const [, id, html] of (service.descriptionHtml ?? '').matchAll(HEADING)) {
    for (const key of [looseKey(headingText(html!)), id!]) if (!index.sections.has(key)) index.sections.set(key, id!);
  }
  // Redoc's own section for the security schemes: `#section/Authentication/{scheme}`.
  if (service.securitySchemes.length > 0 && !index.sections.has('authentication')) index.sections.set('authentication', 'authentication');
  for (const scheme of service.securitySchemes)
    if (!index.sections.has(scheme.key)) index.sections.set(scheme.key, schemeAnchor(scheme.key));
  for (const tag of service.tags) {
    if (!index.tagNames.has(tag.name)) index.tagNames.set(tag.name, tag);
    for (const key of [looseKey(tag.name), looseKey(tag.label)]) if (!index.tagKeys.has(key)) index.tagKeys.set(key, tag);
  }
  const sectionIds = tagSectionIds(service);
  (service.tagSections ?? []).forEach((section, position) => {
    for (const key of [section.name, looseKey(section.name), looseKey(section.label)])
      if (!index!.tagSections.has(key)) index!.tagSections.set(key, sectionIds[position]!);
  });
  for (const model of service.models) if (!index.models.has(model.name)) index.models.set(model.name, model);
  const add = (key: string | undefined, target: RedocTarget) => {
    if (key !== undefined && !index!.operations.has(key)) index!.operations.set(key, target);
  };
  for (const operation of service.operations) {
    add(operation.operationId, { kind: 'operation', operation });
    add(`${operation.method} ${operation.path}`, { kind: 'operation', operation });
  }
  // A webhook's `path` is its name: only its operationId can name it.
  for (const webhook of service.webhooks ?? []) add(webhook.operation.operationId, { kind: 'webhook', webhook });
  indexes.set(service, index);
  return index;
}

/** Redoc slugs headings and tags (`Pet Store` -> `Pet-Store`), docgen lower-cases them: compare both loosely. */
export function looseKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

// A heading of a rendered description (ids from src/markdown's heading plugin).
const HEADING = /<h[1-6] id="([^"]+)">([\s\S]*?)<\/h[1-6]>/g;

/** A heading's text: its own "#" link and tags left out. */
function headingText(html: string): string {
  return html.replace(/<a [^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
