import { splitPointer, toPointer } from '../util/json-pointer.js';
import type { ApiOperation, RawOperation, ApiCallback } from './model.js';
import { pathItemOperations } from './path-item.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The callbacks of one operation in document order, each request normalised by `normalise`. */
export function normaliseCallbacks(
  operation: Schema,
  operationPointer: string,
  normalise: (raw: RawOperation & { slug: string }) => ApiOperation,
): ApiCallback[] {
  if (!isObject(operation.callbacks)) return [];
  const base = splitPointer(operationPointer);
  return Object.entries(operation.callbacks).flatMap(([name, callback]) =>
    isObject(callback)
      ? Object.entries(callback)
          .filter((entry): entry is [string, Schema] => isObject(entry[1]))
          .map(([expression, pathItem]) => ({
            name,
            expression,
            pointer: toPointer([...base, 'callbacks', name, expression]),
            requests: pathItemOperations(pathItem).map(({ method, operation: request, segments }) =>
              normalise({
                method,
                path: expression,
                pointer: toPointer([...base, 'callbacks', name, expression, ...segments]),
                operation: request,
                pathItem,
                // Callback requests have no pages: the slug only makes ids on the operation's page unique.
                slug: `${name}-${method}`,
              }),
            ),
          }))
      : [],
  );
}
