import { locate } from './located.js';
import type { Json, OpenApiDocument } from './types.js';

/**
 * Follows local `$ref`s (`#/components/...`) until an object without one; undefined for
 * references outside the document, missing targets and loops.
 */
export function resolveRef(document: OpenApiDocument, value: unknown): Json | undefined {
  return locate(document, value, '')?.value;
}
