import { splitPointer, toPointer } from './json-pointer.js';
import { externalDocsOf } from './spec-urls.js';
import type { ApiOperation, ApiTag } from './model.js';
import { firstFreeSlug, tagSlug, type SpecWarning } from './slugs.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Groups operations by tag: declared tags in the document's order first, then tags only
 * used by operations, in order of first use. Each tag keeps its operations in document
 * order; an operation with two tags is listed under both. Declared tags without
 * operations are dropped (they would be empty pages). Page routes: see `placeTagPages`.
 */
export function groupByTag(
  declared: unknown,
  operations: ApiOperation[],
  serviceRoute: string,
  markdown: (text: string | undefined) => string | undefined,
  warn: (warning: SpecWarning) => void = () => undefined,
): { tags: ApiTag[]; untagged: ApiOperation[] } {
  const tags = new Map<string, ApiTag>();
  const add = (name: string, raw: Schema, pointer: string) => {
    if (tags.has(name)) return;
    const slug = tagSlug(name);
    tags.set(name, {
      name,
      slug,
      route: `${serviceRoute}/${slug}`,
      label: typeof raw['x-displayName'] === 'string' ? raw['x-displayName'] : name,
      descriptionHtml: markdown(typeof raw.description === 'string' ? raw.description : undefined),
      externalDocs: externalDocsOf(raw.externalDocs, [...splitPointer(pointer).slice(0, -1), 'externalDocs'], warn),
      operations: [],
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
  const used = [...tags.values()].filter((tag) => tag.operations.length > 0);
  return { tags: placeTagPages(used, operations, serviceRoute, warn), untagged };
}

/**
 * Gives every tag page its own URL, deterministically, without moving any operation page
 * (deep links usually point at operations). A tag whose slug an earlier tag has gets
 * `-2` (`-3`, ...); a tag whose slug is an operation's lives at `{service}/tag/{slug}`.
 * Each move is a warning naming both JSON pointers: never a silently lost page.
 */
function placeTagPages(tags: ApiTag[], operations: ApiOperation[], serviceRoute: string, warn: (warning: SpecWarning) => void): ApiTag[] {
  const operationBySlug = new Map(operations.map((operation) => [operation.slug, operation]));
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
    const operation = operationBySlug.get(slug);
    const route = operation ? `${serviceRoute}/tag/${slug}` : `${serviceRoute}/${slug}`;
    if (operation) {
      warn({
        pointer: tag.pointer,
        message: `Tag "${tag.name}" at ${tag.pointer} and operation ${operation.method.toUpperCase()} ${operation.path} at ${operation.pointer} both map to the page slug "${slug}"; the tag's page is at ${route}.`,
      });
    }
    const placed = { ...tag, slug, route };
    tagBySlug.set(slug, placed);
    return placed;
  });
}
