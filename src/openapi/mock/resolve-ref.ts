import { splitPointer } from '../../util/json-pointer.js';
import { isObject, type Json, type OpenApiDocument } from './types.js';

/**
 * Follows local `$ref`s (`#/components/...`) until an object without one; undefined for
 * references outside the document, missing targets and loops.
 */
export function resolveRef(document: OpenApiDocument, value: unknown): Json | undefined {
  const seen = new Set<string>();
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#') || seen.has(ref)) return undefined;
    seen.add(ref);
    let target: unknown = document;
    for (const segment of splitPointer(ref)) target = isObject(target) || Array.isArray(target) ? (target as Json)[segment] : undefined;
    current = target;
  }
  return isObject(current) ? current : undefined;
}
