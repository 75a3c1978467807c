/**
 * Pure page-data builders of the API reference: a model object in, the template's props,
 * head metadata and search entry out. Highlighting and code samples are worked out here,
 * per page, so the model stays small however big the document is.
 */
import type { TocEntry } from '../markdown/types.js';
import type { HeadInput } from '../render/head.js';
import { htmlToText, type SearchDocument } from '../search/search-index.js';
import type { ApiContentSlot, BreadcrumbProps } from '../../templates/types.js';
import type {
  ApiIndexProps,
  ApiOperationProps,
  ApiPageProps,
  ApiServiceProps,
  ApiTagProps,
  ContentProps,
  DownloadProps,
  OperationSummaryProps,
  ResponseProps,
} from '../../templates/api/types.js';
import { codeSamplesFor } from './code-samples.js';
import { isBinaryMediaType } from './examples.js';
import { exampleText, highlightCode, type Highlighter } from './highlight-code.js';
import { PARAMETER_LOCATIONS, type ApiOperation, type ApiService, type ApiTag, type MediaTypeContent } from './model.js';
import { sendPanelProps } from './send-panel-props.js';
import { statusText } from './status-text.js';

export interface ApiPage {
  content: ApiContentSlot;
  head: HeadInput;
  search: Omit<SearchDocument, 'id'>;
}

export interface ApiSiteInfo {
  /** Title of the whole reference (`API reference`) and its route. */
  title: string;
  description?: string;
  route: string;
}

const LOCATION_LABELS = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

export function operationTitle(operation: ApiOperation): string {
  return operation.summary ?? operation.operationId ?? `${operation.method.toUpperCase()} ${operation.path}`;
}

function summaryOf(operation: ApiOperation): OperationSummaryProps {
  return { method: operation.method, path: operation.path, title: operationTitle(operation), route: operation.route, deprecated: operation.deprecated };
}

function downloadOf(service: ApiService): DownloadProps {
  return { href: service.downloadRoute, fileName: `${service.id}${service.downloadRoute.slice(service.downloadRoute.lastIndexOf('.'))}` };
}

/** `/api`: every service with its tags. */
export function apiIndexPage(site: ApiSiteInfo, services: ApiService[]): ApiPage {
  const api: Omit<ApiIndexProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-index',
    title: site.title,
    description: site.description,
    services: services.map((service) => ({
      label: service.label,
      title: service.title,
      version: service.version,
      summary: service.summaryText ?? firstSentence(htmlToText(service.descriptionHtml ?? '')),
      route: service.route,
      operationCount: service.operations.length,
      tags: service.tags.map((tag) => ({ label: tag.label, route: tag.route })),
      downloadRoute: service.downloadRoute,
    })),
  };
  return {
    content: slot(site.title, [], api, []),
    head: { title: site.title, description: site.description, path: site.route },
    search: {
      title: site.title,
      section: site.title,
      headings: services.map((service) => service.label).join(' '),
      text: `${site.description ?? ''} ${api.services.map((service) => `${service.label} ${service.summary ?? ''}`).join(' ')}`,
    },
  };
}

/** `/api/{service}`: info, servers, authentication, tags and operations. */
export function servicePage(site: ApiSiteInfo, service: ApiService): ApiPage {
  const taken = new Set(service.descriptionToc.map((entry) => entry.id));
  const id = (base: string) => uniqueId(base, taken);
  const ids = { servers: id('servers'), authentication: id('authentication'), operations: id('operations'), untagged: id('other-operations') };
  const tags = service.tags.map((tag) => ({ id: id(tag.slug), label: tag.label, route: tag.route, descriptionHtml: tag.descriptionHtml, operations: tag.operations.map(summaryOf) }));
  const api: Omit<ApiServiceProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-service',
    title: service.label,
    apiTitle: service.title,
    version: service.version,
    openapiVersion: service.openapiVersion,
    summary: service.summaryText,
    descriptionHtml: service.descriptionHtml,
    download: downloadOf(service),
    servers: service.servers,
    securitySchemes: service.securitySchemes,
    contact: service.contact,
    license: service.license,
    termsOfService: service.termsOfService,
    externalDocs: service.externalDocs,
    tags,
    untagged: service.untagged.map(summaryOf),
    ids,
  };
  const toc: TocEntry[] = [
    ...service.descriptionToc,
    { depth: 2, id: ids.servers, text: 'Servers' },
    ...(service.securitySchemes.length ? [{ depth: 2 as const, id: ids.authentication, text: 'Authentication' }] : []),
    { depth: 2, id: ids.operations, text: 'Operations' },
    ...tags.map((tag) => ({ depth: 3 as const, id: tag.id, text: tag.label })),
    ...(service.untagged.length ? [{ depth: 3 as const, id: ids.untagged, text: 'Other operations' }] : []),
  ];
  return {
    content: slot(service.label, [{ label: site.title, href: site.route }, { label: service.label }], api, toc),
    head: { title: service.label, description: service.summaryText ?? firstSentence(htmlToText(service.descriptionHtml ?? '')), path: service.route },
    search: {
      title: service.label,
      section: site.title,
      headings: toc.map((entry) => entry.text).join(' '),
      text: `${service.title} ${service.summaryText ?? ''} ${htmlToText(service.descriptionHtml ?? '')}`,
    },
  };
}

/** `/api/{service}/{tag}`: the tag's description and its operations. */
export function tagPage(site: ApiSiteInfo, service: ApiService, tag: ApiTag): ApiPage {
  const api: Omit<ApiTagProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-tag',
    title: tag.label,
    service: { label: service.label, route: service.route },
    descriptionHtml: tag.descriptionHtml,
    externalDocs: tag.externalDocs,
    operations: tag.operations.map((operation) => ({ ...summaryOf(operation), summary: operation.descriptionHtml ? firstSentence(htmlToText(operation.descriptionHtml)) : undefined })),
    download: downloadOf(service),
  };
  const description = firstSentence(htmlToText(tag.descriptionHtml ?? '')) || `${tag.label}: operations of the ${service.label}.`;
  return {
    content: slot(tag.label, [{ label: site.title, href: site.route }, { label: service.label, href: service.route }, { label: tag.label }], api, []),
    head: { title: `${tag.label} (${service.label})`, description, path: tag.route },
    search: {
      title: tag.label,
      section: `${site.title}: ${service.label}`,
      headings: tag.operations.map(operationTitle).join(' '),
      text: htmlToText(tag.descriptionHtml ?? ''),
    },
  };
}

/**
 * One operation's page: everything a developer needs to call it, plus the send panel.
 * `highlightExample` may cache: the same examples recur across operations.
 */
export function operationPage(site: ApiSiteInfo, service: ApiService, operation: ApiOperation, highlightExample: Highlighter = highlightCode): ApiPage {
  const contentProps = (content: MediaTypeContent) => contentPropsOf(content, highlightExample);
  const title = operationTitle(operation);
  // Headings inside the description have ids of their own: ours must not clash with them.
  const taken = new Set([...(operation.descriptionHtml ?? '').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
  const id = (base: string) => uniqueId(base, taken);
  const ids = {
    description: id('description'),
    security: id('authentication'),
    parameters: id('parameters'),
    requestBody: id('request-body'),
    responses: id('responses'),
    codeSamples: id('code-samples'),
    tryIt: id('try-it'),
  };
  const parameterGroups = PARAMETER_LOCATIONS.map((location) => ({
    location,
    label: LOCATION_LABELS[location],
    id: id(`${location}-parameters`),
    parameters: operation.parameters
      .filter((parameter) => parameter.in === location)
      .map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required,
        deprecated: parameter.deprecated,
        descriptionHtml: parameter.descriptionHtml,
        schema: parameter.schema,
        example: parameter.example === undefined ? undefined : typeof parameter.example === 'string' ? parameter.example : JSON.stringify(parameter.example),
      })),
  })).filter((group) => group.parameters.length > 0);
  const responses: ResponseProps[] = operation.responses.map((response) => ({
    id: id(`response-${response.status.toLowerCase()}`),
    status: response.status,
    statusText: statusText(response.status),
    tone: toneOf(response.status),
    descriptionHtml: response.descriptionHtml,
    headers: response.headers,
    contents: response.contents.map(contentProps),
  }));
  const codeSamples = codeSamplesFor(operation).map((sample) => ({ ...sample, html: highlightCode(sample.source, sample.language) }));
  const tags = operation.tags.flatMap((name) => {
    const tag = service.tags.find((candidate) => candidate.name === name);
    return tag ? [{ label: tag.label, route: tag.route }] : [];
  });
  const api: Omit<ApiOperationProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-operation',
    title,
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    deprecated: operation.deprecated,
    service: { label: service.label, route: service.route },
    servers: operation.servers,
    descriptionHtml: operation.descriptionHtml,
    tags,
    security: operation.security,
    parameterGroups,
    requestBody: operation.requestBody && {
      descriptionHtml: operation.requestBody.descriptionHtml,
      required: operation.requestBody.required,
      contents: operation.requestBody.contents.map(contentProps),
    },
    responses,
    codeSamples,
    idPrefix: `op-${operation.slug}`,
    sendPanel: service.sendEnabled ? sendPanelProps(service, operation) : undefined,
    externalDocs: operation.externalDocs,
    download: downloadOf(service),
    ids,
  };
  const toc: TocEntry[] = [
    ...(operation.security.length ? [{ depth: 2 as const, id: ids.security, text: 'Authentication' }] : []),
    ...(parameterGroups.length ? [{ depth: 2 as const, id: ids.parameters, text: 'Parameters' }] : []),
    ...(operation.requestBody ? [{ depth: 2 as const, id: ids.requestBody, text: 'Request body' }] : []),
    { depth: 2, id: ids.responses, text: 'Responses' },
    ...responses.map((response) => ({ depth: 3 as const, id: response.id, text: `${response.status} ${response.statusText}`.trim() })),
    { depth: 2, id: ids.codeSamples, text: 'Code samples' },
    ...(api.sendPanel ? [{ depth: 2 as const, id: ids.tryIt, text: 'Try it' }] : []),
  ];
  const firstTag = tags[0];
  const breadcrumbs: BreadcrumbProps[] = [
    { label: site.title, href: site.route },
    { label: service.label, href: service.route },
    ...(firstTag ? [{ label: firstTag.label, href: firstTag.route }] : []),
    { label: title },
  ];
  const descriptionText = htmlToText(operation.descriptionHtml ?? '');
  return {
    content: slot(title, breadcrumbs, api, toc),
    head: {
      title: `${title} (${service.label})`,
      description: firstSentence(descriptionText) || `${operation.method.toUpperCase()} ${operation.path}`,
      path: operation.route,
      keywords: operation.operationId ? [operation.operationId] : undefined,
    },
    search: {
      title,
      section: `${site.title}: ${service.label}`,
      headings: [operation.operationId ?? '', `${operation.method.toUpperCase()} ${operation.path}`, ...operation.parameters.map((parameter) => parameter.name)].join(' '),
      text: descriptionText,
    },
  };
}

/** The layout's slot; the API templates get the breadcrumbs and TOC too, as they render them. */
function slot(title: string, breadcrumbs: BreadcrumbProps[], api: DistributiveOmit<ApiPageProps, 'breadcrumbs' | 'toc'>, toc: TocEntry[]): ApiContentSlot {
  return { kind: 'api', title, breadcrumbs, toc, api: { ...api, breadcrumbs, toc } };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function contentPropsOf(content: MediaTypeContent, highlight: Highlighter): ContentProps {
  const binary = isBinaryMediaType(content.mediaType, content.schema?.kind === 'schema' ? { type: content.schema.types[0], format: content.schema.format } : undefined);
  return {
    mediaType: content.mediaType,
    schema: content.schema,
    binary,
    examples: content.examples.map((example) => {
      const { text, language } = exampleText(example.value, content.mediaType);
      return { name: example.name, summary: example.summary, descriptionHtml: example.descriptionHtml, html: highlight(text, language), generated: example.generated };
    }),
  };
}

function toneOf(status: string): ResponseProps['tone'] {
  switch (status[0]) {
    case '1':
      return 'info';
    case '2':
      return 'success';
    case '3':
      return 'redirect';
    case '4':
      return 'client-error';
    case '5':
      return 'server-error';
    default:
      return 'other';
  }
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The first sentence of a text, for meta descriptions and summaries (at most ~200 characters). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^(.{20,200}?[.!?])(\s|$)/s.exec(trimmed);
  const sentence = match ? match[1]! : trimmed.length > 200 ? `${trimmed.slice(0, 197).replace(/\s+\S*$/, '')}...` : trimmed;
  return sentence.replace(/\s+/g, ' ');
}
