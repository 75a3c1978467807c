import type { MessageKey } from '../../i18n/messages/en.js';
import { tocWithResponses } from './response-toc.js';
import { htmlToText } from '../../search/search-index.js';
import type { BreadcrumbProps } from '../../../templates/types.js';
import type { ApiOperationProps, ContentProps, ResponseProps } from '../../../templates/api/types.js';
import { codeSamplesFor } from '../../openapi/code-samples.js';
import { isBinaryMediaType } from '../../openapi/examples.js';
import { exampleText, highlightCode, type Highlighter } from '../../openapi/highlight-code.js';
import { PARAMETER_LOCATIONS, type ApiOperation, type ApiService, type MediaTypeContent, type SchemaTree } from '../../openapi/model.js';
import { downloadOf, firstSentence, operationTitle, framed, type ApiPage, type ApiSiteInfo } from '../../openapi/page-data.js';
import { sendPanelProps } from '../../openapi/send-panel-props.js';
import { withMockServer } from '../../mock/mock-placement.js';
import { oauthCallbackRoute } from '../../openapi/send-panel-auth.js';
import { serialisationOf } from '../../openapi/parameter-serialisation.js';
import { parameterExampleProps } from '../../openapi/parameter-example-props.js';
import { statusText } from '../../openapi/status-text.js';
import { pageSections } from './page-sections.js';
import { uniqueId } from '../../openapi/unique-id.js';
import { tagAncestors } from '../../openapi/tags.js';
import { callbackProps, responseLinkProps } from '../../openapi/callback-props.js';
import { toneOf } from '../../openapi/response-props.js';

/**
 * One operation's page: everything a developer needs to call it, plus the send panel.
 * `highlightExample` may cache: the same examples recur across operations.
 */
export function operationPage(
  site: ApiSiteInfo,
  service: ApiService,
  operation: ApiOperation,
  highlightExample: Highlighter = highlightCode,
): ApiPage {
  const m = (key: MessageKey) => site.messages.format(key);
  const contentProps = (content: MediaTypeContent) => contentPropsOf(content, highlightExample);
  const title = operationTitle(operation);
  // The service may leave the panel out, or the operation (`x-hideTryItPanel`).
  const tryIt = service.sendEnabled && !operation.hideTryIt;
  // Headings inside the description have ids of their own: ours must not clash with them.
  const taken = new Set([...(operation.descriptionHtml ?? '').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
  const id = (base: string) => uniqueId(base, taken);
  id('description'); // the description's own anchor
  // Ids are fixed, not made from the (translated) titles: links to them work in every locale.
  const { sections, toc: ownToc } = pageSections(
    [
      { key: 'security', title: m('api.section.authentication'), id: 'authentication', depth: 2, shown: operation.security.length > 0 },
      { key: 'parameters', title: m('api.section.parameters'), id: 'parameters', depth: 2, shown: operation.parameters.length > 0 },
      {
        key: 'requestBody',
        title: m('api.section.requestBody'),
        id: 'request-body',
        depth: 2,
        shown: operation.requestBody !== undefined,
      },
      { key: 'responses', title: m('api.section.responses'), id: 'responses', depth: 2, shown: true },
      { key: 'callbacks', title: m('api.section.callbacks'), id: 'callbacks', depth: 2, shown: (operation.callbacks ?? []).length > 0 },
      { key: 'codeSamples', title: m('api.section.codeSamples'), id: 'code-samples', depth: 2, shown: true },
      { key: 'tryIt', title: m('api.section.tryIt'), id: 'try-it', depth: 2, shown: tryIt },
    ],
    taken,
  );
  const parameterGroups = PARAMETER_LOCATIONS.map((location) => ({
    location,
    label: m(`api.parameters.${location}`),
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
        serialisation: serialisationOf(parameter),
        ...parameterExampleProps(parameter),
      })),
  })).filter((group) => group.parameters.length > 0);
  const responses: ResponseProps[] = operation.responses.map((response) => ({
    id: id(`response-${response.status.toLowerCase()}`),
    status: response.status,
    statusText: statusText(response.status, site.messages),
    tone: toneOf(response.status),
    descriptionHtml: response.descriptionHtml,
    headers: response.headers,
    contents: response.contents.map(contentProps),
    links: responseLinkProps(site, service, response),
  }));
  const codeSamples = codeSamplesFor(operation, site.codeSampleLanguages).map((sample) => ({
    ...sample,
    html: highlightCode(sample.source, sample.language),
  }));
  const tags = operation.tags.flatMap((name) => {
    const tag = service.tags.find((candidate) => candidate.name === name);
    return tag ? [{ label: tag.label, route: site.urls.tag(service, tag) }] : [];
  });
  const api: Omit<ApiOperationProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-operation',
    title,
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    deprecated: operation.deprecated,
    deprecationHtml: operation.deprecationHtml,
    service: { label: service.label, route: site.urls.service(service) },
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
    sendPanel: tryIt
      ? withMockServer(
          sendPanelProps(service, operation, site.messages, oauthCallbackRoute(site.urls.index)),
          site.mockServer?.(service, site.messages),
        )
      : undefined,
    externalDocs: operation.externalDocs,
    download: downloadOf(site, service),
    callbacks: callbackProps(operation, id, contentProps, site.messages),
    sections,
  };
  const toc = tocWithResponses(ownToc, sections.responses, responses);
  // The first tag, after the tags it nests under (OpenAPI 3.2 `parent`).
  const firstTag = service.tags.find((candidate) => candidate.name === operation.tags[0]);
  const breadcrumbs: BreadcrumbProps[] = [
    { label: site.title, href: site.urls.index },
    { label: service.label, href: site.urls.service(service) },
    ...(firstTag ? [...tagAncestors(service.tags, firstTag), firstTag] : []).map((tag) => ({
      label: tag.label,
      href: site.urls.tag(service, tag),
    })),
    { label: title },
  ];
  const descriptionText = htmlToText(operation.descriptionHtml ?? '');
  return {
    props: { ...framed(breadcrumbs, api, toc), modelRoutes: site.urls.modelRoutes(service) },
    head: {
      title: `${title} (${service.label})`,
      description: firstSentence(descriptionText) || `${operation.method.toUpperCase()} ${operation.path}`,
      path: site.urls.operation(service, operation),
      keywords: operation.operationId ? [operation.operationId] : undefined,
    },
    search: {
      title,
      group: site.title,
      // Readers type the names of the models an operation takes and returns ("Transaction").
      keywords: [operation.operationId, ...schemaNames(operation)].filter(Boolean).join(' ') || undefined,
      terms: [service.label, ...operation.parameters.map((parameter) => parameter.name)].join(' '),
      // The intro's heading is the request line: results show it, and it ranks like a heading.
      sections: [{ heading: `${operation.method.toUpperCase()} ${operation.path}`, text: descriptionText }],
    },
  };
}

/**
 * The component names of the schemas an operation's request and responses are, or are
 * lists or choices of (`Transaction`, `array<Transaction>`), once each, in document order.
 */
export function schemaNames(operation: ApiOperation): string[] {
  const contents = [...(operation.requestBody?.contents ?? []), ...operation.responses.flatMap((response) => response.contents)];
  const names = new Set<string>();
  const add = (tree: SchemaTree | undefined) => {
    if (tree?.name) names.add(tree.name);
    if (tree?.kind !== 'schema') return;
    if (tree.items?.name) names.add(tree.items.name);
    for (const option of tree.choices?.options ?? []) if (option.schema.name) names.add(option.schema.name);
  };
  for (const content of contents) add(content.schema);
  return [...names];
}

export function contentPropsOf(content: MediaTypeContent, highlight: Highlighter): ContentProps {
  const binary = isBinaryMediaType(
    content.mediaType,
    content.schema?.kind === 'schema' ? { type: content.schema.types[0], format: content.schema.format } : undefined,
  );
  return {
    mediaType: content.mediaType,
    schema: content.schema,
    ...(content.itemSchema ? { itemSchema: content.itemSchema } : {}),
    binary,
    examples: content.examples.map((example) => {
      const { text, language } = exampleText(example.value, content.mediaType);
      return {
        name: example.name,
        summary: example.summary,
        descriptionHtml: example.descriptionHtml,
        html: highlight(text, language),
        generated: example.generated,
      };
    }),
  };
}
