import { componentNameOfRef } from '../openapi/discriminator-choice.js';
import { quietSample } from '../openapi/sampler.js';
import { finishedSample } from '../openapi/sample-constraints.js';
import { pickMediaType } from './validate-request.js';
import type { Preference } from './prefer.js';
import { resolveRef } from './resolve-ref.js';
import { isObject, type Json, type MockResponse, type OpenApiDocument, type RequestProblem } from './types.js';

export type Choice = { ok: true; response: MockResponse } | { ok: false; problem: RequestProblem };

/**
 * The documented answer to a valid request: the response `Prefer: code=` names, else the
 * first documented 2xx (else `default`, else the first one), in the media type the
 * request accepts, with the example `Prefer: example=` names, else the first example,
 * else one generated from the schema.
 */
export function documentedResponse(document: OpenApiDocument, operation: Json, accept: string | undefined, preference: Preference): Choice {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const codes = Object.keys(responses);
  // Informational (1xx) responses are not final answers: never chosen, not even on request.
  const final = codes.filter((key) => !/^1/.test(key));
  const code = preference.code ?? final.find((key) => /^2(\d\d|XX)$/i.test(key)) ?? (final.includes('default') ? 'default' : final[0]);
  if (code === undefined) return { ok: true, response: { status: 204, headers: {}, body: '' } };
  // A preferred `404` may be documented as `4XX`.
  const key = /^1/.test(code)
    ? undefined
    : code in responses
      ? code
      : `${code[0]}XX` in responses && /^\d{3}$/.test(code)
        ? `${code[0]}XX`
        : undefined;
  if (key === undefined)
    return {
      ok: false,
      problem: {
        pointer: '/header/prefer',
        message: `code=${code} is not a documented final response of this operation (${final.join(', ')})`,
      },
    };
  const chosen = resolveRef(document, responses[key]) ?? {};
  const status = statusOf(code);
  const headers = responseHeaders(document, chosen);
  const content = isObject(chosen.content) ? chosen.content : {};
  const mediaType = acceptedMediaType(Object.keys(content), accept);
  if (mediaType === undefined || status === 204 || status === 304) return { ok: true, response: { status, headers, body: '' } };
  const media = resolveRef(document, content[mediaType]) ?? {};
  const example = exampleOf(document, media, preference.example);
  if (!example.ok) return example;
  headers['content-type'] = mediaType.includes('*') ? 'application/octet-stream' : mediaType;
  return { ok: true, response: { status, headers, body: serialise(example.value, mediaType) } };
}

/** `404` -> 404, `4XX` -> 400, `default` -> 200 (a documented default stands for success when it is all there is). */
function statusOf(code: string): number {
  if (/^\d{3}$/.test(code)) return Number(code);
  if (/^[1-5]XX$/i.test(code)) return Number(code[0]) * 100;
  return 200;
}

function acceptedMediaType(documented: string[], accept: string | undefined): string | undefined {
  if (documented.length === 0) return undefined;
  const wanted = (accept ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter((type) => type && type !== '*/*');
  for (const type of wanted) {
    const match =
      pickMediaType(documented, type) ?? documented.find((candidate) => type.endsWith('/*') && candidate.startsWith(type.slice(0, -1)));
    if (match) return match;
  }
  return documented[0];
}

type Example = { ok: true; value: unknown } | { ok: false; problem: RequestProblem };

function exampleOf(document: OpenApiDocument, media: Json, name: string | undefined): Example {
  const examples = isObject(media.examples) ? media.examples : {};
  const names = Object.keys(examples);
  if (name !== undefined) {
    const named = resolveRef(document, examples[name]);
    if (named && 'value' in named) return { ok: true, value: named.value };
    return {
      ok: false,
      problem: {
        pointer: '/header/prefer',
        message: `example=${name} is not an example of this response (${names.length ? names.join(', ') : 'it has no named examples'})`,
      },
    };
  }
  for (const key of names) {
    const example = resolveRef(document, examples[key]);
    if (example && 'value' in example) return { ok: true, value: example.value };
  }
  if (media.example !== undefined) return { ok: true, value: media.example };
  return { ok: true, value: schemaExample(document, media.schema) };
}

function schemaExample(document: OpenApiDocument, value: unknown): unknown {
  const schema = resolveRef(document, value);
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  let generated: unknown;
  try {
    generated = quietSample(value as object, { skipWriteOnly: true, quiet: true, maxSampleDepth: 8 }, document);
  } catch {
    return undefined;
  }
  // The sampler takes each oneOf's first option but leaves its discriminator "string", and ignores patterns.
  return finishedSample(value, generated, { resolve: (ref) => resolveRef(document, ref), nameOf: componentNameOfRef });
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Documented response headers, with their example or a generated value (Content-Type is the mock's own). */
function responseHeaders(document: OpenApiDocument, response: Json): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!isObject(response.headers)) return headers;
  for (const [name, entry] of Object.entries(response.headers)) {
    const header = resolveRef(document, entry);
    if (!header || name.toLowerCase() === 'content-type') continue;
    const value = header.example !== undefined ? header.example : schemaExample(document, header.schema);
    const text = value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value);
    // HTTP cannot carry every name and value (fetch and Node throw on them): those are left out.
    if (text !== undefined && HEADER_NAME.test(name) && HEADER_VALUE.test(text)) headers[name.toLowerCase()] = text;
  }
  return headers;
}

function serialise(value: unknown, mediaType: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string' && !/json/i.test(mediaType)) return value;
  return JSON.stringify(value, null, 2);
}
