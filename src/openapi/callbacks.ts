import { splitPointer, toPointer } from '../util/json-pointer.js';
import { HTTP_METHODS, type ApiOperation, type HttpMethod, type RawOperation, type ApiCallback } from './model.js';

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
            requests: Object.entries(pathItem)
              .filter(([method, request]) => (HTTP_METHODS as readonly string[]).includes(method) && isObject(request))
              .map(([method, request]) =>
                normalise({
                  method: method as HttpMethod,
                  path: expression,
                  pointer: toPointer([...base, 'callbacks', name, expression, method]),
                  operation: request as Schema,
                  pathItem,
                  // Callback requests have no pages: the slug only makes ids on the operation's page unique.
                  slug: `${name}-${method}`,
                }),
              ),
          }))
      : [],
  );
}
