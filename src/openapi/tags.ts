import { splitPointer, toPointer } from '../util/json-pointer.js';
import { externalDocsOf } from './spec-urls.js';
import type { ApiOperation, ApiTag, ApiTagSection, ApiWebhook, SpecLinkOptions } from './model.js';
import { firstFreeSlug, tagSlug, type SpecWarning } from './slugs.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Groups operations by tag: declared tags in the document's order first, then tags only
 * used by operations, in order of first use. Each tag keeps its operations in document
 * order; an operation with two tags is listed under both, and so are webhooks. Declared
 * tags without operations or webhooks have no page (it would be empty): those with a
 * description are `sections` of the service page.
 */
export function groupByTag(
  declared: unknown,
  operations: ApiOperation[],
  markdown: (text: string | undefined) => string | undefined,
  warn: (warning: SpecWarning) => void = () => undefined,
  webhooks: readonly ApiWebhook[] = [],
  /** How the document's relative links resolve: a tag's `externalDocs.url` reads the same way. */
  links?: SpecLinkOptions,
): { tags: ApiTag[]; untagged: ApiOperation[]; sections: ApiTagSection[] } {
  const tags = new Map<string, ApiTag>();
  const add = (name: string, raw: Schema, pointer: string) => {
    if (tags.has(name)) return;
    const slug = tagSlug(name);
    tags.set(name, {
      name,
      slug,
      label: typeof raw['x-displayName'] === 'string' ? raw['x-displayName'] : typeof raw.summary === 'string' ? raw.summary : name,
      ...(typeof raw.parent === 'string' && raw.parent !== name ? { parent: raw.parent } : {}),
      descriptionHtml: markdown(typeof raw.description === 'string' ? raw.description : undefined),
      externalDocs: externalDocsOf(raw.externalDocs, [...splitPointer(pointer).slice(0, -1), 'externalDocs'], warn, links),
      operations: [],
      webhooks: [],
      pointer,
    });
  };
  (Array.isArray(declared) ? declared : []).forEach((tag, index) => {
    if (isObject(tag) && typeof tag.name === 'string') add(tag.name, tag, toPointer(['tags', index, 'name']));
  });
  const untagged: ApiOperation[] = [];
  for (const operation of operations) {
    if (operation.tags.length === 0) untagged.push(operation);
    for (const name of operation.tags) {
      add(name, {}, `${operation.pointer}/tags`);
      tags.get(name)!.operations.push(operation);
    }
  }
  for (const webhook of webhooks)
    for (const name of webhook.operation.tags) {
      add(name, {}, `${webhook.pointer}/tags`);
      tags.get(name)!.webhooks!.push(webhook);
    }
  const nested = nestTags(tags, warn);
  // A tag is used when it, or a tag nested under it, has operations or webhooks.
  const used = new Set<string>();
  for (const tag of nested.values())
    if (tag.operations.length > 0 || tag.webhooks!.length > 0)
      for (let at: ApiTag | undefined = tag; at && !used.has(at.name); at = at.parent ? nested.get(at.parent) : undefined)
        used.add(at.name);
  const isUsed = (tag: ApiTag) => used.has(tag.name);
  const sections = [...nested.values()].flatMap((tag) =>
    !isUsed(tag) && tag.descriptionHtml ? [{ name: tag.name, slug: tag.slug, label: tag.label, descriptionHtml: tag.descriptionHtml }] : [],
  );
  return { tags: uniqueTagSlugs([...nested.values()].filter(isUsed), warn), untagged, sections };
}

/**
 * Keeps each tag's OpenAPI 3.2 `parent` only when it names a tag of the document and
 * the chain of parents ends: a parent that does not exist, or a cycle, is reported (with
 * the tag's pointer) and the tag stays at the top.
 */
function nestTags(tags: Map<string, ApiTag>, warn: (warning: SpecWarning) => void): Map<string, ApiTag> {
  const kept = new Map<string, ApiTag>();
  for (const tag of tags.values()) {
    if (tag.parent === undefined) {
      kept.set(tag.name, tag);
      continue;
    }
    const { parent, ...top } = tag;
    const parentPointer = tag.pointer.replace(/\/name$/, '/parent');
    if (!tags.has(parent)) {
      warn({
        pointer: parentPointer,
        message: `Tag "${tag.name}" has the parent "${parent}", which is no tag of the document; it is listed at the top.`,
      });
      kept.set(tag.name, top);
      continue;
    }
    const chain = new Set([tag.name]);
    let at: ApiTag | undefined = tags.get(parent);
    while (at && !chain.has(at.name)) {
      chain.add(at.name);
      at = at.parent !== undefined ? tags.get(at.parent) : undefined;
    }
    if (at) {
      warn({
        pointer: parentPointer,
        message: `The parents of tag "${tag.name}" form a cycle (${[...chain].join(' > ')}); it is listed at the top.`,
      });
      kept.set(tag.name, top);
    } else kept.set(tag.name, tag);
  }
  return kept;
}

/**
 * Gives every tag its own slug, deterministically: a tag whose slug an earlier tag has
 * gets `-2` (`-3`, ...), with a warning naming both JSON pointers. Where the page lives
 * (apart from an operation with the same slug) is decided with the other URLs.
 */
function uniqueTagSlugs(tags: ApiTag[], warn: (warning: SpecWarning) => void): ApiTag[] {
  const tagBySlug = new Map<string, ApiTag>();
  return tags.map((tag) => {
    const slug = firstFreeSlug(tag.slug, (candidate) => tagBySlug.has(candidate));
    if (slug !== tag.slug) {
      const first = tagBySlug.get(tag.slug)!;
      warn({
        pointer: tag.pointer,
        message: `Tags "${first.name}" at ${first.pointer} and "${tag.name}" at ${tag.pointer} both map to the page slug "${tag.slug}"; the second one's page gets the slug "${slug}".`,
      });
    }
    const placed = { ...tag, slug };
    tagBySlug.set(slug, placed);
    return placed;
  });
}

/** The tags a tag nests under (OpenAPI 3.2 `parent`), outermost first; empty for a tag at the top. */
export function tagAncestors(tags: readonly ApiTag[], tag: ApiTag): ApiTag[] {
  const ancestors: ApiTag[] = [];
  for (let at = tag; at.parent !== undefined;) {
    const parent = tags.find((other) => other.name === at.parent);
    if (!parent || parent === tag || ancestors.includes(parent)) break;
    ancestors.unshift(parent);
    at = parent;
  }
  return ancestors;
}
