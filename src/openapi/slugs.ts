import { errors } from '../errors/catalogue.js';
import { kebabCase } from '../routes/paths.js';

/** A problem of the document that docgen worked around, reported as a warning. */
export interface SpecWarning {
  /** JSON pointer of the later of the two things involved. */
  pointer: string;
  message: string;
}

/**
 * The page slug of an operation: its operationId in kebab-case (`createInvoice` ->
 * `create-invoice`), else method and path (`get /pets/{petId}/photos` ->
 * `get-pets-pet-id-photos`), which depends only on the operation itself.
 */
export function operationSlug(operation: { operationId?: string; method: string; path: string }): string {
  const fromId = operation.operationId ? kebabCase(operation.operationId) : '';
  if (fromId) return shortSlug(fromId);
  const fromPath = kebabCase(`${operation.method} ${operation.path.replace(/[{}]/g, ' ')}`);
  return shortSlug(fromPath) || operation.method;
}

/**
 * Characters a page slug keeps: a file name may have 255 bytes, and the slug is one (with
 * `.md` for the page's markdown twin). Microsoft Graph beta has operationIds of 300.
 */
export const MAX_SLUG_LENGTH = 200;

/** The slug cut at its last word boundary within MAX_SLUG_LENGTH (a clash then gets `-2`). */
function shortSlug(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  return boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, MAX_SLUG_LENGTH);
}

/**
 * Segments under a service that hold pages of other kinds (`webhooks/{slug}`,
 * `models/{slug}` and the models index, moved tags at `tag/{slug}`): no operation or tag
 * page may take them.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['webhooks', 'models', 'tag']);

/** A tag's page slug: `Payment method` -> `payment-method`. */
export function tagSlug(name: string): string {
  return kebabCase(name) || 'tag';
}

/** `slug`, else `slug-2`, `slug-3`... whichever `taken` does not hold first. */
export function firstFreeSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  let n = 2;
  while (taken(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

type OperationKey = { operationId?: string; method: string; path: string; pointer: string };

/**
 * Assigns slugs to a service's operations in document order. Two operations with the same
 * operationId break the OpenAPI rules: an error naming both pointers. Two operations whose
 * different ids (or paths) map to the same slug are common in public documents and not the
 * site author's to fix: the later one gets `-2` (`-3`, ...) and a warning naming both.
 */
export function assignOperationSlugs<T extends OperationKey>(
  file: string,
  operations: T[],
  warn: (warning: SpecWarning) => void = () => undefined,
): (T & { slug: string })[] {
  const byId = new Map<string, T>();
  const bySlug = new Map<string, T>();
  return operations.map((operation) => {
    if (operation.operationId !== undefined) {
      const sameId = byId.get(operation.operationId);
      if (sameId)
        throw errors.operationIdDuplicate({ file, pointer: operation.pointer }, operation.operationId, sameId.pointer, operation.pointer);
      byId.set(operation.operationId, operation);
    }
    const natural = operationSlug(operation);
    const slug = firstFreeSlug(natural, (candidate) => bySlug.has(candidate) || RESERVED_SLUGS.has(candidate));
    if (RESERVED_SLUGS.has(natural))
      warn({
        pointer: operation.pointer,
        message: `Operation ${describe(operation)} maps to the page slug "${natural}", which holds other pages of the reference; its page gets the slug "${slug}".`,
      });
    else if (slug !== natural) {
      const first = bySlug.get(natural)!;
      warn({
        pointer: operation.pointer,
        message: `Operations ${describe(first)} and ${describe(operation)} both map to the page slug "${natural}"; the second one's page gets the slug "${slug}".`,
      });
    }
    bySlug.set(slug, operation);
    return { ...operation, slug };
  });
}

function describe(operation: OperationKey): string {
  return `${operation.method.toUpperCase()} ${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''} at ${operation.pointer}`;
}
