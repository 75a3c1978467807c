import { parseTypedValue } from '../../src/openapi/parameter-value.js';
import { formEntries, multipartEntries } from '../../src/openapi/serialise-form.js';
import { fillPath, serialiseHeader, serialisePath, serialiseQuery, type ParameterValue } from '../../src/openapi/serialise-parameter.js';
import { wordsOf } from '../lib/messages.js';
import { credentialParts, type Credentials } from './credentials.js';
import {
  parameterKey,
  variableKey,
  type SendPanelBody,
  type SendPanelParameter,
  type SendPanelProps,
  type SendPanelScheme,
  type SendPanelServer,
} from './types.js';

/**
 * Pure request building for the send panel: from the form's values to the URL, headers
 * and body plan of the request. No DOM and no fetch, so every rule is unit-tested.
 */

/** The form's state, as the component holds it. */
export interface RequestInput {
  props: Pick<SendPanelProps, 'method' | 'path' | 'parameters' | 'messages'>;
  /** The base URL (an expanded server URL or the reader's own). */
  baseUrl: string;
  /** Parameter values by `parameterKey`. */
  values: Record<string, string>;
  /** The schemes of the chosen security alternative, and the secrets by scheme key. */
  schemes: readonly SendPanelScheme[];
  credentials: Credentials;
  body?: SendPanelBody;
  bodyText: string;
  /** Non-file fields of form and multipart bodies. */
  fields: Record<string, string>;
}

/** The body to send; files are named, since only the browser holds them. */
export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'form'; entries: [string, string][] }
  | { kind: 'multipart'; parts: MultipartPart[] }
  | { kind: 'file'; contentType: string };

/** A multipart field: a value (with its type when not plain text), or a file the reader picks (sent only when one is picked). */
export type MultipartPart = { name: string; value: string; contentType?: string } | { name: string; file: true };

export type RequestPlan =
  | { ok: true; url: string; method: string; headers: [string, string][]; cookies: [string, string][]; body: BodyPlan }
  | { ok: false; message: string };

/** A server's URL with its variables filled in (the reader's values, else the defaults). */
export function expandServerUrl(server: SendPanelServer, serverIndex: number, variables: Record<string, string>): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (match, name: string) =>
      variables[variableKey(serverIndex, name)] ?? server.variables.find((variable) => variable.name === name)?.default ?? match,
  );
}

/** A typed-in value as the serialiser takes it (arrays comma-separated, objects as JSON or pairs). */
export function valueOf(parameter: SendPanelParameter, text: string): ParameterValue {
  if (parameter.contentType) return text;
  return parseTypedValue(text, parameter.array ? 'array' : parameter.object ? 'object' : undefined);
}

/** The request URL: base, path with its parameters, then the query string, each written by its style. */
export function buildUrl(
  base: string,
  props: Pick<SendPanelProps, 'path' | 'parameters'>,
  values: Record<string, string>,
  extraQuery: string[] = [],
): string {
  if (!base) return '';
  const path = fillPath(props.path, (name) => {
    const parameter = props.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const value = values[`path:${name}`];
    return parameter && value ? serialisePath(parameter, valueOf(parameter, value)) : undefined;
  });
  const query: string[] = [];
  for (const parameter of props.parameters) {
    const value = values[parameterKey(parameter)];
    if (parameter.in !== 'query' || !value) continue;
    query.push(...serialiseQuery(parameter, valueOf(parameter, value)));
  }
  query.push(...extraQuery);
  return `${base.replace(/\/+$/, '')}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/** The URL the panel shows and sends (API keys "in query" join the query string). */
export function requestUrl(input: Pick<RequestInput, 'props' | 'baseUrl' | 'values' | 'schemes' | 'credentials'>): string {
  return buildUrl(input.baseUrl, input.props, input.values, credentialParts(input.schemes, input.credentials).query);
}

/** The JSON syntax error of a text, or undefined when it parses. */
export function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/^JSON\.parse: /, '');
  }
}

/** Checks the form and plans the request, or says in words what to fix first. */
export function planRequest(input: RequestInput): RequestPlan {
  const { props, body } = input;
  const words = wordsOf(props.messages);
  const problem = body?.kind === 'json' && input.bodyText.trim() !== '' ? jsonError(input.bodyText) : undefined;
  if (problem) return { ok: false, message: words.t('sendPanel.problem.json', { problem }) };
  const missing = props.parameters
    .filter((parameter) => parameter.required && !input.values[parameterKey(parameter)]?.trim())
    .map((parameter) => parameter.name);
  if (missing.length)
    return { ok: false, message: words.plural('sendPanel.problem.required', missing.length, { names: missing.join(', ') }) };
  const url = requestUrl(input);
  try {
    new URL(url);
  } catch {
    return { ok: false, message: words.t('sendPanel.problem.url', { url }) };
  }
  const headers: [string, string][] = [];
  for (const parameter of props.parameters) {
    const value = input.values[parameterKey(parameter)];
    if (parameter.in === 'header' && value) headers.push([parameter.name, serialiseHeader(parameter, valueOf(parameter, value))]);
  }
  const credentialed = credentialParts(input.schemes, input.credentials);
  headers.push(...credentialed.headers);
  const plan = bodyPlan(props.method, body, input.bodyText, input.fields);
  // A file body's type is added by the caller, which knows whether a file was picked.
  if (plan.kind === 'text') headers.push(['Content-Type', plan.contentType]);
  return { ok: true, url, method: props.method.toUpperCase(), headers, cookies: credentialed.cookies, body: plan };
}

function bodyPlan(method: string, body: SendPanelBody | undefined, text: string, fields: Record<string, string>): BodyPlan {
  if (!body || method === 'get' || method === 'head') return { kind: 'none' };
  switch (body.kind) {
    case 'json':
    case 'text':
      return text.trim() === '' ? { kind: 'none' } : { kind: 'text', text, contentType: body.mediaType };
    case 'form':
      return {
        kind: 'form',
        entries: (body.fields ?? []).flatMap((field) => {
          const value = fields[field.name] ?? '';
          if (field.file || value === '') return [];
          return formEntries(field.name, parseTypedValue(value, field.shape), field.encoding).map((entry): [string, string] => [
            entry.name,
            entry.value,
          ]);
        }),
      };
    case 'multipart':
      return {
        kind: 'multipart',
        parts: (body.fields ?? []).flatMap((field): MultipartPart[] => {
          if (field.file) return [{ name: field.name, file: true }];
          const value = fields[field.name] ?? '';
          return value === '' ? [] : multipartEntries(field.name, parseTypedValue(value, field.shape), field.encoding);
        }),
      };
    case 'binary':
      return { kind: 'file', contentType: body.mediaType };
  }
}

/** Pretty-prints a JSON answer (and says it is JSON, to highlight it); other text is shown as it came. */
export function prettyBody(text: string, contentType: string | null): { text: string; json: boolean } {
  if (!text || !/json/i.test(contentType ?? '')) return { text, json: false };
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
  } catch {
    return { text, json: false };
  }
}
