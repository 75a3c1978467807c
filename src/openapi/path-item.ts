import { HTTP_METHODS, type HttpMethod } from './model.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One operation of a Path Item: its method (lower case), the operation, and its key path under the Path Item. */
export interface PathItemOperation {
  method: HttpMethod;
  operation: Schema;
  /** `['post']`, or `['additionalOperations', 'COPY']`: appended to the Path Item's pointer. */
  segments: string[];
}

/**
 * The operations of a Path Item, as written: its fixed methods (`get` ... `trace`, and
 * OpenAPI 3.2's `query`), then 3.2's `additionalOperations` (`COPY`, `LINK`...), whose
 * methods are kept in lower case like the others (pages show them in capitals). An
 * additional operation that repeats a fixed method is left out: the spec forbids it and
 * the fixed one is the operation.
 */
export function pathItemOperations(pathItem: Schema): PathItemOperation[] {
  const found: PathItemOperation[] = [];
  for (const [method, operation] of Object.entries(pathItem))
    if (isFixedMethod(method) && isObject(operation)) found.push({ method, operation, segments: [method] });
  if (isObject(pathItem.additionalOperations))
    for (const [name, operation] of Object.entries(pathItem.additionalOperations)) {
      const method = name.toLowerCase();
      if (!isObject(operation) || isFixedMethod(method) || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(method)) continue;
      found.push({ method, operation, segments: ['additionalOperations', name] });
    }
  return found;
}

/** Whether a Path Item key is one of the methods the spec names as fields (not `additionalOperations`). */
export function isFixedMethod(key: string): boolean {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

/** Whether a Path Item has any operation (a webhook entry written as a Callback Object has none at its top). */
export function hasOperations(pathItem: Schema): boolean {
  return pathItemOperations(pathItem).length > 0;
}
