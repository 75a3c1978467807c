import type { Messages } from '../i18n/messages.js';
import { exampleText } from '../openapi/highlight-code.js';
import type { ApiOperation, ApiParameter, ApiService, ApiTag, ApiWebhook } from '../openapi/model.js';
import { exampleLineLabel, showsEachExample } from '../openapi/parameter-example-props.js';
import { firstSentence, operationTitle } from '../openapi/page-data.js';
import { htmlToText } from '../search/search-index.js';
import { schemeDescription } from '../../templates/api/security.js';
import { inlineText, oneLine } from './inline-markdown.js';
import { markdownLink } from './llms-txt.js';
import { code, schemaFacts } from './schema-markdown.js';
import { contentBlocks, fenced, modelLinkOf, type ApiReaderContext } from './content-markdown.js';
import { callbackBlocks, responseBlocks, webhookList } from './event-reader.js';
import { webhookTitle } from '../openapi/webhooks.js';
import { typeWordsIn, shownTypeLabel } from '../../templates/api/type-label.js';

/** Code samples already made for the HTML page (the document's own first, then generated ones). */
export interface ReaderCodeSample {
  /** `x-<n>` for the document's own, else the generator's target (`curl`). */
  id: string;
  label: string;
  language: string;
  source: string;
}

/**
 * An operation as markdown: method and path, summary, description, servers,
 * authentication, parameters as a table, the request body and every response with their
 * schemas as nested lists and their examples as fenced code, response links, callbacks,
 * and code samples. A webhook's page (`webhook`) is worded as its HTML page: the payload
 * the API sends and the responses it expects.
 */
export function operationMarkdown(
  context: ApiReaderContext,
  service: ApiService,
  operation: ApiOperation,
  samples: readonly ReaderCodeSample[] = [],
  webhook?: ApiWebhook,
): string {
  const { messages } = context.site;
  const text = (html: string | undefined) => context.text(service, html);
  const modelLink = modelLinkOf(context, service);
  const blocks = [
    `# ${inlineText(webhook ? webhookTitle(webhook) : operationTitle(operation))}`,
    `${webhook ? `${messages.format('api.webhook')} ` : ''}${code(`${operation.method.toUpperCase()} ${operation.path}`)}${operation.operationId ? ` (${code(operation.operationId)})` : ''}`,
  ];
  if (webhook) blocks.push(messages.format('api.webhook.intro'));
  if (operation.deprecated) {
    const why = text(operation.deprecationHtml);
    blocks.push(
      [`> ${messages.format('api.deprecation')}`, ...(why ? ['>', ...why.split('\n').map((line) => (line ? `> ${line}` : '>'))] : [])].join(
        '\n',
      ),
    );
  }
  pushText(blocks, text(operation.descriptionHtml));
  if (operation.servers.length)
    blocks.push(
      `## ${messages.format('api.section.servers')}`,
      operation.servers
        .map((server) => `- ${code(server.url)}${server.description ? `: ${inlineText(server.description)}` : ''}`)
        .join('\n'),
    );
  if (operation.security.length) {
    const ways = operation.security.map((requirement) =>
      requirement.schemes.length
        ? `- ${requirement.schemes.map(({ scheme, scopes }) => `${inlineText(schemeDescription(scheme, messages))} (${code(scheme.key)}${scopes.length ? `: ${scopes.map(code).join(', ')}` : ''})`).join(' + ')}`
        : `- ${messages.format('api.security.optional')}`,
    );
    blocks.push(`## ${messages.format('api.section.authentication')}`, ways.join('\n'));
  }
  if (operation.parameters.length)
    blocks.push(`## ${messages.format('api.section.parameters')}`, parameterTable(operation, messages, text));
  const body = operation.requestBody;
  if (body) {
    const title = messages.format(webhook ? 'api.section.payload' : 'api.section.requestBody');
    blocks.push(`## ${title}${body.required ? ` (${messages.format('api.badge.required')})` : ''}`);
    pushText(blocks, text(body.descriptionHtml));
    for (const content of body.contents)
      blocks.push(...contentBlocks(content, 'request', messages, text, '###', modelLink, context.schemaMemo));
  }
  if (operation.responses.length)
    blocks.push(
      `## ${messages.format(webhook ? 'api.section.expectedResponses' : 'api.section.responses')}`,
      ...responseBlocks(context, service, operation.responses, 3),
    );
  blocks.push(...callbackBlocks(context, service, operation));
  if (samples.length) {
    blocks.push(`## ${messages.format('api.section.codeSamples')}`);
    for (const sample of samples) blocks.push(`${sample.label}:`, fenced(sample.source, sample.language));
  }
  return `${blocks.join('\n\n')}\n`;
}

function parameterTable(operation: ApiOperation, messages: Messages, text: (html: string | undefined) => string | undefined): string {
  const header = ['name', 'in', 'type', 'required', 'description'].map((column) => messages.format(`llms.parameter.${column}` as never));
  const rows = operation.parameters.map((parameter) => rowOf(parameter, parameterExampleText(parameter, messages, text)));
  function rowOf(parameter: ApiParameter, example: string): string[] {
    return [
      code(parameter.name),
      parameter.in,
      parameter.schema?.kind === 'schema' ? code(shownTypeLabel(parameter.schema, typeWordsIn(messages))) : '',
      messages.format(parameter.required ? 'api.badge.required' : 'api.badge.optional'),
      [
        // Like the HTML page: a parameter described only on its schema has the schema's description.
        oneLine(
          text(parameter.descriptionHtml ?? (parameter.schema?.kind === 'schema' ? parameter.schema.descriptionHtml : undefined)) ?? '',
        ),
        // The rules the HTML shows under the parameter, its plain items' included; its example once.
        parameter.schema?.kind === 'schema' ? schemaFacts(parameter.schema, { messages }, !example) : '',
        example,
      ]
        .filter(Boolean)
        .join(' '),
    ];
  }
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.map(cell).join(' | ')} |`).join('\n');
}

/**
 * A parameter's examples in its table cell, as the HTML entry shows them: each named one
 * with its summary (else its name) and description, or the one example, flagged when
 * docgen chose it.
 */
function parameterExampleText(parameter: ApiParameter, messages: Messages, text: (html: string | undefined) => string | undefined): string {
  const value = (example: unknown) => code(exampleText(example, 'text/plain').text);
  if (showsEachExample(parameter)) {
    const each = parameter.examples.map((example) => {
      const description = text(example.descriptionHtml);
      const label = exampleLineLabel(example, exampleText(example.value, 'text/plain').text);
      const words = [label && inlineText(label), description && oneLine(description)].filter(Boolean).join(': ');
      return words ? `${value(example.value)} (${words})` : value(example.value);
    });
    return `${messages.format(each.length > 1 ? 'api.schema.examples' : 'api.schema.example')} ${each.join(', ')}`;
  }
  if (parameter.example === undefined) return '';
  return `${messages.format(parameter.exampleGenerated ? 'api.exampleGeneratedLabel' : 'api.schema.example')} ${value(parameter.example)}`;
}

/** A service's page: title, version, description, servers, and its operations by tag. */
export function serviceMarkdown(context: ApiReaderContext, service: ApiService): string {
  const { messages, urls } = context.site;
  const blocks = [
    `# ${inlineText(service.label)}`,
    `${inlineText(service.title)}${service.version ? ` ${messages.format('api.version', { version: service.version })}` : ''} (${messages.format('api.openapiVersion', { version: service.openapiVersion })})`,
  ];
  if (service.summaryText) blocks.push(inlineText(service.summaryText));
  pushText(blocks, context.text(service, service.descriptionHtml));
  for (const section of service.tagSections ?? []) {
    blocks.push(`## ${inlineText(section.label)}`);
    pushText(blocks, context.text(service, section.descriptionHtml));
  }
  blocks.push(markdownLink(messages.format('api.download'), context.links.resolve(urls.download(service), urls.service(service))));
  if (service.servers.length)
    blocks.push(
      `## ${messages.format('api.section.servers')}`,
      service.servers.map((server) => `- ${code(server.url)}${server.description ? `: ${inlineText(server.description)}` : ''}`).join('\n'),
    );
  if (service.securitySchemes.length) {
    blocks.push(
      `## ${messages.format('api.section.securitySchemes')}`,
      service.securitySchemes
        .map(
          (scheme) =>
            `- ${code(scheme.key)}: ${inlineText(schemeDescription(scheme, messages))}${scheme.descriptionHtml ? `. ${oneLine(context.text(service, scheme.descriptionHtml) ?? '')}` : ''}`,
        )
        .join('\n'),
    );
  }
  blocks.push(`## ${messages.format('api.section.operations')}`);
  const tagBlocks = (tags: readonly ApiTag[], level: string) =>
    tags.flatMap((tag) => [
      `${level} ${markdownLink(tag.label, context.links.markdownUrl(urls.tag(service, tag)))}`,
      operationList(context, service, tag.operations),
    ]);
  // With `x-tagGroups`, the tags are listed under their groups' headings, as on the HTML page.
  if (service.tagGroups?.length)
    for (const group of service.tagGroups)
      blocks.push(`### ${inlineText(group.name ?? messages.format('api.section.otherTags'))}`, ...tagBlocks(group.tags, '####'));
  else blocks.push(...tagBlocks(service.tags, '###'));
  if (service.untagged.length)
    blocks.push(`### ${messages.format('api.section.otherOperations')}`, operationList(context, service, service.untagged));
  if (service.webhooks?.length)
    blocks.push(`## ${messages.format('api.section.webhooks')}`, webhookList(context, service, service.webhooks));
  if (service.models.length)
    blocks.push(
      `## ${messages.format('api.section.models')}`,
      markdownLink(messages.format('api.models.count', { count: service.models.length }), context.links.markdownUrl(urls.models(service))),
    );
  return `${blocks.join('\n\n')}\n`;
}

/** A tag's page: its description, the tags nested under it and its operations. */
export function tagMarkdown(context: ApiReaderContext, service: ApiService, tag: ApiTag): string {
  const blocks = [`# ${inlineText(`${tag.label} (${service.label})`)}`];
  pushText(blocks, context.text(service, tag.descriptionHtml));
  // The tags nested under it (OpenAPI 3.2 `parent`), as on the HTML page.
  const subtags = service.tags.filter((other) => other.parent === tag.name);
  if (subtags.length)
    blocks.push(
      subtags
        .map((subtag) => `- ${markdownLink(subtag.label, context.links.markdownUrl(context.site.urls.tag(service, subtag)))}`)
        .join('\n'),
    );
  if (tag.operations.length)
    blocks.push(`## ${context.site.messages.format('api.section.operations')}`, operationList(context, service, tag.operations));
  if (tag.webhooks?.length)
    blocks.push(`## ${context.site.messages.format('api.section.webhooks')}`, webhookList(context, service, tag.webhooks));
  return `${blocks.join('\n\n')}\n`;
}

/** The reference's index: every service with its summary. */
export function apiIndexMarkdown(context: ApiReaderContext, services: readonly ApiService[]): string {
  const { site } = context;
  const blocks = [`# ${site.title}`];
  if (site.description) blocks.push(site.description);
  const lines = services.map((service) => {
    const summary = service.summaryText ?? firstSentence(htmlToText(service.descriptionHtml ?? ''));
    const count = site.messages.format('api.operationCount', { count: service.operations.length });
    return `- ${markdownLink(service.label, context.links.markdownUrl(site.urls.service(service)))} (${count})${summary ? `: ${inlineText(summary)}` : ''}`;
  });
  if (lines.length) blocks.push(lines.join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

/** `- [Create a transaction](…/create-transaction.md): `POST /transactions``. */
function operationList(context: ApiReaderContext, service: ApiService, operations: readonly ApiOperation[]): string {
  return operations
    .map(
      (operation) =>
        `- ${markdownLink(operationTitle(operation), context.links.markdownUrl(context.site.urls.operation(service, operation)))}: ${code(`${operation.method.toUpperCase()} ${operation.path}`)}`,
    )
    .join('\n');
}

function pushText(blocks: string[], text: string | undefined): void {
  if (text?.trim()) blocks.push(text.trim());
}

/** A table cell: pipes escaped, one line. */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}
