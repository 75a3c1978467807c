import { splitPointer, toPointer } from '../util/json-pointer.js';

/** A `$ref` to another file or a URL, never followed: `pointer` is where the `$ref` is written. */
export class ExternalReferenceError extends Error {
  constructor(
    readonly ref: string,
    readonly pointer: string,
  ) {
    super(`the reference "${ref}" at ${pointer} points outside the document; only local references (#/...) are supported`);
  }
}

type Json = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Json => value !== null && typeof value === 'object';
const refOf = (value: unknown): string | undefined => {
  const ref = isContainer(value) && !Array.isArray(value) ? value.$ref : undefined;
  return typeof ref === 'string' ? ref : undefined;
};

/**
 * Replaces every local `$ref` (`#/components/...`) with the object it points to, in place.
 * A target referenced twice is the same object both times, and circular references
 * become real cycles (never copies), so the result must be walked with a stack. In
 * OpenAPI 3.1 a `$ref` may carry `summary` and `description` beside it: they are kept, on
 * a shallow copy of the target (`referenceCopies` tells which object each copies, so a
 * named schema keeps its name there). References to other files or URLs are never
 * followed (they could read files outside the site): the first fails with
 * `ExternalReferenceError`, naming the JSON pointer of its `$ref`.
 */
export function dereferenceLocal<T extends Record<string, unknown>>(document: T): T {
  const keepSiblings = typeof document.openapi === 'string' && /^3\.[12]\./.test(document.openapi);
  const visited = new Set<object>();
  const copies = new Map<object, object>();
  copiesByDocument.set(document, copies);

  const resolve = (ref: string, seen: Set<string>, at: string): unknown => {
    if (!ref.startsWith('#')) throw new ExternalReferenceError(ref, at);
    if (seen.has(ref)) throw new Error(`the reference "${ref}" refers to itself`);
    seen.add(ref);
    let target: unknown = document;
    for (const segment of splitPointer(ref)) {
      target = isContainer(target) ? (target as Record<string, unknown>)[segment] : undefined;
      const nested = refOf(target);
      if (nested !== undefined && Object.keys(target as object).length === 1) target = resolve(nested, seen, `${ref.slice(1)}/$ref`);
      if (target === undefined) throw new Error(`Missing $ref pointer "${ref}"`);
    }
    const chained = refOf(target);
    return chained !== undefined && Object.keys(target as object).length === 1 ? resolve(chained, seen, `${ref.slice(1)}/$ref`) : target;
  };

  const replacement = (value: Record<string, unknown>, ref: string, at: string): unknown => {
    const target = resolve(ref, new Set(), at);
    const siblings = keepSiblings ? Object.entries(value).filter(([key]) => key === 'summary' || key === 'description') : [];
    if (!siblings.length || !isContainer(target) || Array.isArray(target)) return target;
    const copy = { ...target, ...Object.fromEntries(siblings) };
    copies.set(copy, target);
    return copy;
  };

  // Each container with the path it was first reached by, for the pointer of a bad `$ref`.
  const stack: [Json, string[]][] = [[document, []]];
  visited.add(document);
  while (stack.length) {
    const [container, at] = stack.pop()!;
    const keys = Array.isArray(container) ? container.keys() : Object.keys(container);
    for (const key of keys) {
      let child = (container as Record<string | number, unknown>)[key];
      const ref = refOf(child);
      if (ref !== undefined) {
        child = replacement(child as Record<string, unknown>, ref, toPointer([...at, String(key), '$ref']));
        (container as Record<string | number, unknown>)[key] = child;
      }
      if (isContainer(child) && !visited.has(child)) {
        visited.add(child);
        stack.push([child, [...at, String(key)]]);
      }
    }
  }
  return document;
}

const copiesByDocument = new WeakMap<object, ReadonlyMap<object, object>>();

/** The copies `dereferenceLocal` made of a document's referenced objects (3.1 `$ref`s with a description), each with the object it copies. */
export function referenceCopies(document: object): ReadonlyMap<object, object> {
  return copiesByDocument.get(document) ?? new Map();
}
