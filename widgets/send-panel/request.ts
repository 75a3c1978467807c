import { wordsOf } from '../lib/messages.js';
import { parameterKey, variableKey, type SendPanelAuth, type SendPanelBody, type SendPanelProps, type SendPanelServer } from './types.js';

/**
 * Pure request building for the send panel: from the form's values to the URL, headers
 * and body plan of the request. No DOM and no fetch, so every rule is unit-tested.
 */

/** The form's state, as the component holds it. */
export interface RequestInput {
  props: Pick<SendPanelProps, 'method' | 'path' | 'parameters' | 'auth' | 'messages'>;
  /** The base URL (an expanded server URL or the reader's own). */
  baseUrl: string;
  /** Parameter values by `parameterKey`. */
  values: Record<string, string>;
  token: string;
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

/** A multipart field: a value, or a file the reader picks (sent only when one is picked). */
export type MultipartPart = { name: string; value: string } | { name: string; file: true };

export type RequestPlan =
  { ok: true; url: string; method: string; headers: [string, string][]; body: BodyPlan } | { ok: false; message: string };

/** A server's URL with its variables filled in (the reader's values, else the defaults). */
export function expandServerUrl(server: SendPanelServer, serverIndex: number, variables: Record<string, string>): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (match, name: string) =>
      variables[variableKey(serverIndex, name)] ?? server.variables.find((variable) => variable.name === name)?.default ?? match,
  );
}

/** The request URL: base, path with its parameters, then the query string. */
export function buildUrl(
  base: string,
  props: Pick<SendPanelProps, 'path' | 'parameters'>,
  values: Record<string, string>,
  extraQuery: Record<string, string> = {},
): string {
  if (!base) return '';
  const path = props.path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const value = values[`path:${name}`];
    return value ? encodeURIComponent(value) : match;
  });
  const query = new URLSearchParams();
  for (const parameter of props.parameters) {
    const value = values[parameterKey(parameter)];
    if (parameter.in !== 'query' || !value) continue;
    const items = parameter.array
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [value];
    for (const item of items) query.append(parameter.name, item);
  }
  for (const [name, value] of Object.entries(extraQuery)) if (value) query.append(name, value);
  const search = query.toString();
  return `${base.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** The URL the panel shows and sends (an API key "in query" joins the query string). */
export function requestUrl(input: Pick<RequestInput, 'props' | 'baseUrl' | 'values' | 'token'>): string {
  const auth = input.props.auth;
  const extra = auth?.type === 'apiKey' && auth.in === 'query' ? { [auth.name ?? 'api_key']: input.token } : {};
  return buildUrl(input.baseUrl, input.props, input.values, extra);
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
    if (parameter.in === 'header' && value) headers.push([parameter.name, value]);
  }
  const auth = authHeader(props.auth, input.token);
  if (auth) headers.push(auth);
  const plan = bodyPlan(props.method, body, input.bodyText, input.fields);
  // A file body's type is added by the caller, which knows whether a file was picked.
  if (plan.kind === 'text') headers.push(['Content-Type', plan.contentType]);
  return { ok: true, url, method: props.method.toUpperCase(), headers, body: plan };
}

/** The credentials' header, for the schemes that travel in one. */
export function authHeader(auth: SendPanelAuth | undefined, token: string): [string, string] | undefined {
  if (!auth || !token) return undefined;
  if (auth.type === 'bearer') return ['Authorization', `Bearer ${token}`];
  if (auth.type === 'basic') return ['Authorization', `Basic ${token.includes(':') ? base64Utf8(token) : token}`];
  if (auth.type === 'apiKey' && auth.in === 'header') return [auth.name ?? 'X-API-Key', token];
  return undefined;
}

function bodyPlan(method: string, body: SendPanelBody | undefined, text: string, fields: Record<string, string>): BodyPlan {
  if (!body || method === 'get' || method === 'head') return { kind: 'none' };
  switch (body.kind) {
    case 'json':
    case 'text':
      return text.trim() === '' ? { kind: 'none' } : { kind: 'text', text, contentType: body.mediaType };
    case 'form':
      return { kind: 'form', entries: Object.entries(fields).filter(([, value]) => value !== '') };
    case 'multipart':
      return {
        kind: 'multipart',
        parts: (body.fields ?? []).flatMap((field): MultipartPart[] => {
          if (field.file) return [{ name: field.name, file: true }];
          const value = fields[field.name] ?? '';
          return value === '' ? [] : [{ name: field.name, value }];
        }),
      };
    case 'binary':
      return { kind: 'file', contentType: body.mediaType };
  }
}

/** Pretty-prints a JSON answer; other text is shown as it came. */
export function prettyBody(text: string, contentType: string | null): string {
  if (!text || !/json/i.test(contentType ?? '')) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Base64 of the UTF-8 bytes (btoa alone throws on characters beyond Latin-1). */
function base64Utf8(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}
