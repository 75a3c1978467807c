import { toPointer } from './json-pointer.js';
import type { ApiOperation, ApiTag } from './model.js';
import { tagSlug } from './slugs.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Groups operations by tag: declared tags in the document's order first, then tags only
 * used by operations, in order of first use. Each tag keeps its operations in document
 * order; an operation with two tags is listed under both. Declared tags without
 * operations are dropped (they would be empty pages).
 */
export function groupByTag(
  declared: unknown,
  operations: ApiOperation[],
  serviceRoute: string,
  markdown: (text: string | undefined) => string | undefined,
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
      externalDocs: isObject(raw.externalDocs) && typeof raw.externalDocs.url === 'string'
        ? { url: raw.externalDocs.url, description: typeof raw.externalDocs.description === 'string' ? raw.externalDocs.description : undefined }
        : undefined,
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
  return { tags: [...tags.values()].filter((tag) => tag.operations.length > 0), untagged };
}
