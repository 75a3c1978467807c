import { hasHost } from '../util/url-kind.js';
import { HTTPSnippet } from '@readme/httpsnippet';
import { DEFAULT_CODE_SAMPLE_LANGUAGES } from '../config/code-sample-defaults.js';
import { codeSampleLanguage, type CodeSampleLanguage } from '../config/code-sample-languages.js';
import { isBinaryMediaType, isJsonMediaType } from './examples.js';
import type { ApiOperation, ApiParameter, ApiServer, MediaTypeContent, SchemaTree } from './model.js';
import { expandServerUrl } from './servers.js';
import { parameterValueOf } from './parameter-value.js';
import { formEntries, multipartEntries } from './serialise-form.js';
import { fillPath, serialiseCookie, serialiseHeader, serialisePath, serialiseQuery } from './serialise-parameter.js';

export interface CodeSample {
  /** Stable id within the page: `curl`, `javascript`, `x-0`... */
  id: string;
  label: string;
  /** Highlighting grammar: `bash`, `javascript`, `python`, `go`, `java`... */
  language: string;
  source: string;
}

/** The languages a site gets when its config names none (curl, JavaScript, Python, Go, Java). */
export const DEFAULT_LANGUAGES: readonly CodeSampleLanguage[] = DEFAULT_CODE_SAMPLE_LANGUAGES.map((name) => codeSampleLanguage(name)!);

/** Stands for the query string while httpsnippet writes a sample. */
const QUERY_MARKER = 'docgen-query-string';

/** Stands in for a relative server URL, whose host only the deployment knows. */
const PLACEHOLDER_ORIGIN = 'https://api.example.com';

interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  cookies: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  queryString: { name: string; value: string }[];
  headersSize: number;
  bodySize: number;
  postData?: { mimeType: string; text?: string; params?: { name: string; value?: string; fileName?: string; contentType?: string }[] };
}

/**
 * Code samples of an operation: the document's own `x-codeSamples` first, then one per
 * language of the site (`api.codeSamples.languages`; curl, JavaScript, Python, Go and
 * Java unless it says), generated with httpsnippet from the first server, the
 * parameters' examples and the first request body example.
 */
export function codeSamplesFor(operation: ApiOperation, languages: readonly CodeSampleLanguage[] = DEFAULT_LANGUAGES): CodeSample[] {
  const custom: CodeSample[] = operation.customCodeSamples.map((sample, index) => ({
    id: `x-${index}`,
    label: sample.label,
    language: sample.language.toLowerCase(),
    source: sample.source,
  }));
  const server = operation.servers[0] ?? { url: '/', variables: [] };
  const content = operation.requestBody?.contents[0];
  const generated = languages.map((target): CodeSample | undefined => {
    const curl = target.target === 'shell' && target.client === 'curl';
    const har = harFor(operation, server, content, curl ? 'curl' : target.id);
    // httpsnippet re-encodes a query string (`[`, `|`, `,`): it gets a marker instead,
    // replaced in its output by the query the parameters' styles wrote.
    const [address, query] = splitQuery(har.url);
    let source: string;
    try {
      const url = query ? `${address}?${QUERY_MARKER}` : address;
      source = String(
        new HTTPSnippet({ ...har, url } as never).convert(target.target as never, target.client as never, { indent: '  ' })[0] ?? '',
      );
    } catch {
      return undefined;
    }
    if (query) source = source.split(`${QUERY_MARKER}=`).join(query);
    // Keep path placeholders readable (`{id}`, not `%7Bid%7D`).
    source = source.replace(/%7B([^%/]+?)%7D/g, '{$1}');
    if (curl) source = source.replace(/--data '?@([^' \n]+)'?/, '--data-binary @$1');
    // Brackets (deepObject) would be curl's URL globbing.
    if (curl && /[[\]]/.test(query)) source = source.replace(/^curl /, 'curl --globoff ');
    return { id: target.id, label: target.label, language: target.highlight, source };
  });
  return [...custom, ...generated.filter((sample): sample is CodeSample => sample !== undefined && sample.source !== '')];
}

/** The HAR request httpsnippet needs; exported for tests. */
export function harFor(operation: ApiOperation, server: ApiServer, content: MediaTypeContent | undefined, targetId: string): HarRequest {
  let base = expandServerUrl(server).replace(/\/+$/, '');
  // A relative server (`/`, `/v1`) has no host: a placeholder origin stands in for it.
  if (!hasHost(base)) base = PLACEHOLDER_ORIGIN + (base === '' || base.startsWith('/') ? base : `/${base}`);
  const sampleValue = (parameter: ApiParameter) => parameterValueOf(parameter, parameter.example ?? `<${parameter.name}>`);
  const path = fillPath(operation.path, (name) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter?.example !== undefined ? serialisePath(parameter, sampleValue(parameter)) : undefined;
  });
  const headers: HarRequest['headers'] = [];
  const query: string[] = [];
  const cookies: HarRequest['cookies'] = [];
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined && !parameter.required) continue;
    const value = sampleValue(parameter);
    if (parameter.in === 'query') query.push(...serialiseQuery(parameter, value));
    else if (parameter.in === 'header' && !/^(content-type|accept|authorization)$/i.test(parameter.name))
      headers.push({ name: parameter.name, value: serialiseHeader(parameter, value) });
    else if (parameter.in === 'cookie')
      for (const pair of serialiseCookie(parameter, value)) {
        const [name, ...rest] = pair.split('=');
        cookies.push({ name: name!, value: rest.join('=') });
      }
  }
  const requirement = operation.security.find((candidate) => candidate.schemes.length > 0);
  for (const { scheme } of requirement?.schemes ?? []) {
    if (scheme.type === 'http' && scheme.scheme === 'basic') headers.push({ name: 'Authorization', value: 'Basic <credentials>' });
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
      headers.push({ name: 'Authorization', value: 'Bearer <token>' });
    else if (scheme.type === 'apiKey' && scheme.parameterName) {
      if (scheme.in === 'query') query.push(`${encodeURIComponent(scheme.parameterName)}=<api-key>`);
      else if (scheme.in === 'cookie') cookies.push({ name: scheme.parameterName, value: '<api-key>' });
      else headers.push({ name: scheme.parameterName, value: '<api-key>' });
    }
  }
  const har: HarRequest = {
    method: operation.method.toUpperCase(),
    url: base + path + (query.length ? `?${query.join('&')}` : ''),
    httpVersion: 'HTTP/1.1',
    cookies,
    headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
  };
  if (content) {
    const example = content.examples[0]?.value;
    const mimeType = content.mediaType;
    headers.push({ name: 'Content-Type', value: mimeType });
    if (/^multipart\/form-data/i.test(mimeType)) {
      har.postData = { mimeType, params: formParams(example, content, true, targetId) };
    } else if (/^application\/x-www-form-urlencoded/i.test(mimeType)) {
      har.postData = { mimeType, params: formParams(example, content, false, targetId) };
    } else if (
      isBinaryMediaType(
        mimeType,
        content.schema?.kind === 'schema' ? { type: content.schema.types[0], format: content.schema.format } : undefined,
      )
    ) {
      const file = `document${extensionFor(mimeType)}`;
      har.postData = { mimeType, text: targetId === 'curl' ? `@${file}` : `<contents of ${file}>` };
    } else if (example !== undefined) {
      har.postData = {
        mimeType,
        text: typeof example === 'string' && !isJsonMediaType(mimeType) ? example : JSON.stringify(example, null, 2),
      };
    }
  }
  return har;
}

function formParams(
  example: unknown,
  content: MediaTypeContent,
  multipart: boolean,
  targetId: string,
): NonNullable<HarRequest['postData']>['params'] {
  const schema: SchemaTree | undefined = content.schema;
  const values = example !== null && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const properties = schema?.kind === 'schema' ? schema.properties : [];
  const names = [...new Set([...properties.map((property) => property.name), ...Object.keys(values)])];
  type Param = NonNullable<NonNullable<HarRequest['postData']>['params']>[number];
  return names.flatMap((name): Param[] => {
    const property = properties.find((candidate) => candidate.name === name)?.schema;
    const binary =
      property?.kind === 'schema' &&
      property.types.includes('string') &&
      (property.format === 'binary' || (property.format === 'base64' && multipart));
    if (multipart && binary) {
      const contentType = content.encoding?.[name]?.contentType?.split(',')[0]?.trim() ?? 'application/octet-stream';
      return [{ name, fileName: `${name === 'file' ? 'document' : name}${extensionFor(contentType)}`, contentType }];
    }
    const value = values[name];
    if (value === undefined) return [];
    // The document's `encoding` decides how arrays and objects are written (one helper with the send panel).
    const entries = (multipart ? multipartEntries : formEntries)(name, parameterValueOf({}, value), content.encoding?.[name]);
    // httpsnippet drops a text part's type; curl can say it (`-F 'meta={...};type=application/json'`).
    return entries.map(({ name: entryName, value: text, contentType }) => ({
      name: entryName,
      value: contentType && targetId === 'curl' && !text.includes(';') ? `${text};type=${contentType}` : text,
    }));
  });
}

/** A URL and its query string (without the `?`). */
function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

function extensionFor(mimeType: string): string {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return '.pdf';
  if (type.startsWith('image/')) return `.${type.slice(6).replace('jpeg', 'jpg').replace(/\+.*/, '')}`;
  return '.bin';
}
