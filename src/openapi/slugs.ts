import { errors } from '../errors/catalogue.js';
import { kebabCase } from '../routes/paths.js';

/**
 * The page slug of an operation: its operationId in kebab-case (`createInvoice` ->
 * `create-invoice`), else method and path (`get /pets/{petId}/photos` ->
 * `get-pets-pet-id-photos`), which depends only on the operation itself.
 */
export function operationSlug(operation: { operationId?: string; method: string; path: string }): string {
  const fromId = operation.operationId ? kebabCase(operation.operationId) : '';
  if (fromId) return fromId;
  const fromPath = kebabCase(`${operation.method} ${operation.path.replace(/[{}]/g, ' ')}`);
  return fromPath || operation.method;
}

/** A tag's page slug: `Payment method` -> `payment-method`. */
export function tagSlug(name: string): string {
  return kebabCase(name) || 'tag';
}

/**
 * Assigns slugs to a service's operations and fails on the first collision, naming
 * both operations (by JSON pointer).
 */
export function assignOperationSlugs<T extends { operationId?: string; method: string; path: string; pointer: string }>(
  file: string,
  operations: T[],
): (T & { slug: string })[] {
  const seen = new Map<string, T>();
  return operations.map((operation) => {
    const slug = operationSlug(operation);
    const first = seen.get(slug);
    if (first) throw errors.operationSlugCollision(file, slug, describe(first), describe(operation), operation.pointer);
    seen.set(slug, operation);
    return { ...operation, slug };
  });
}

function describe(operation: { operationId?: string; method: string; path: string; pointer: string }): string {
  return `${operation.method.toUpperCase()} ${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''} at ${operation.pointer}`;
}
