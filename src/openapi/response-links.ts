import { splitPointer, toPointer } from '../util/json-pointer.js';
import type { ApiOperation, ApiResponseLink } from './model.js';
import type { SpecWarning } from './slugs.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The `links` of one response, in document order. */
export function normaliseResponseLinks(
  links: unknown,
  responsePointer: string,
  markdown: (text: string | undefined) => string | undefined,
): ApiResponseLink[] {
  if (!isObject(links)) return [];
  return Object.entries(links).flatMap(([name, link]) =>
    isObject(link)
      ? [
          {
            name,
            pointer: toPointer([...splitPointer(responsePointer), 'links', name]),
            operationId: typeof link.operationId === 'string' ? link.operationId : undefined,
            operationRef: typeof link.operationRef === 'string' ? link.operationRef : undefined,
            parameters: Object.entries(isObject(link.parameters) ? link.parameters : {}).map(([parameter, value]) => ({
              name: parameter,
              value: asText(value),
            })),
            requestBody: link.requestBody === undefined ? undefined : asText(link.requestBody),
            descriptionHtml: markdown(typeof link.description === 'string' ? link.description : undefined),
          },
        ]
      : [],
  );
}

/**
 * The operation a link feeds: by `operationId`, or by an `operationRef` into this
 * document's `paths` (`#/paths/~1pets~1{id}/get`, also with a file before the `#`).
 */
export function linkTarget(link: ApiResponseLink, operations: readonly ApiOperation[]): ApiOperation | undefined {
  if (link.operationId !== undefined) return operations.find((operation) => operation.operationId === link.operationId);
  const fragment = link.operationRef?.split('#')[1];
  if (fragment === undefined) return undefined;
  const segments = splitPointer(`#${fragment}`);
  if (segments.length !== 3 || segments[0] !== 'paths') return undefined;
  return operations.find((operation) => operation.path === segments[1] && operation.method === segments[2]);
}

/** A warning for each link whose operation is not in the document (it is shown without a link). */
export function unresolvedLinkWarnings(operations: readonly ApiOperation[]): SpecWarning[] {
  return operations.flatMap((operation) =>
    operation.responses.flatMap((response) =>
      (response.links ?? [])
        .filter((link) => !linkTarget(link, operations))
        .map((link) => ({
          pointer: link.pointer,
          message: `Link "${link.name}" names ${
            link.operationId !== undefined ? `operationId "${link.operationId}"` : `operationRef "${link.operationRef ?? ''}"`
          }, which is not an operation of this document; its target is shown without a link.`,
        })),
    ),
  );
}
