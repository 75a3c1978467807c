/**
 * The mock's request and answer: plain data, so one pure function serves `docgen serve`
 * (Node's HTTP server) and a static build (the send panel's in-page client).
 */

/** An OpenAPI document as parsed from its file: JSON data, local `$ref`s unresolved. */
export type OpenApiDocument = Record<string, unknown>;

export interface MockRequest {
  method: string;
  /** The path below the mock's base (`/pets/7`), percent-encoded as it came. */
  path: string;
  /** Query parameters in order, percent-encoded as they came (see `queryPairs`); a name may repeat. */
  query: [string, string][];
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as text, if any. */
  body?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  /** Empty for statuses without a body (204, 304) and for binary media types. */
  body: string;
}

/** One thing wrong with a request: where (a JSON pointer into the request) and what. */
export interface RequestProblem {
  /** `/path/petId`, `/query/limit`, `/header/x-request-id`, `/body/name`... */
  pointer: string;
  message: string;
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
