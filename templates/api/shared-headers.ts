import type { ResponseProps } from './types.js';

type ResponseHeader = ResponseProps['headers'][number];

export interface SplitHeaders {
  /** Headers that every response has, identical in each: shown once above the responses. */
  shared: ResponseHeader[];
  /** The responses without those headers. */
  responses: ResponseProps[];
}

/**
 * Header names compare without case (HTTP); the rest must be the same to count as one
 * header, except the schema nodes' ids: two identical inline schemas are two nodes.
 */
const headerKey = (header: ResponseHeader) =>
  JSON.stringify({ ...header, name: header.name.toLowerCase() }, (key, value: unknown) =>
    key === 'id' && typeof value === 'number' ? undefined : value,
  );

/**
 * Splits off the headers that every response repeats (rate limits, request ids), so the
 * page shows them once instead of under each status. Needs two responses or more: with
 * one, its headers are simply its own.
 */
export function splitSharedHeaders(responses: ResponseProps[]): SplitHeaders {
  const [first, ...rest] = responses;
  if (!first || rest.length === 0) return { shared: [], responses };
  const shared = first.headers.filter((header) => {
    const key = headerKey(header);
    return rest.every((response) => response.headers.some((other) => headerKey(other) === key));
  });
  if (shared.length === 0) return { shared, responses };
  const sharedKeys = new Set(shared.map(headerKey));
  return {
    shared,
    responses: responses.map((response) => ({
      ...response,
      headers: response.headers.filter((header) => !sharedKeys.has(headerKey(header))),
    })),
  };
}
