import { toPointer, splitPointer } from '../util/json-pointer.js';
import { isObject, type Json, type OpenApiDocument } from './types.js';

/** An object of the document and the JSON pointer where it lives (after its `$ref`s). */
export interface Located {
  value: Json;
  pointer: string;
}

/** Follows `$ref`s from a value at a pointer, keeping track of where the target lives. */
export function locate(document: OpenApiDocument, value: unknown, pointer: string): Located | undefined {
  const seen = new Set<string>();
  let current = value;
  let at = pointer;
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#') || seen.has(ref)) return undefined;
    seen.add(ref);
    const segments = splitPointer(ref);
    current = segments.reduce<unknown>(
      (target, segment) => (isObject(target) || Array.isArray(target) ? (target as Json)[segment] : undefined),
      document,
    );
    at = toPointer(segments);
  }
  return isObject(current) ? { value: current, pointer: at } : undefined;
}

/** A child's pointer. */
export const child = (pointer: string, ...segments: (string | number)[]) => pointer + toPointer(segments);
