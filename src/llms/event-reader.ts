import type { ApiOperation, ApiResponse, ApiService, ApiWebhook } from '../openapi/model.js';
import { operationTitle } from '../openapi/page-data.js';
import { linkTarget } from '../openapi/response-links.js';
import { statusText } from '../openapi/status-text.js';
import { webhookTitle } from '../openapi/webhooks.js';
import { contentBlocks, modelLinkOf, type ApiReaderContext } from './content-markdown.js';
import { inlineText, oneLine } from './inline-markdown.js';
import { markdownLink } from './llms-txt.js';
import { code } from './schema-markdown.js';
import { typeWordsIn, shownTypeLabel } from '../../templates/api/type-label.js';

/**
 * What an operation's page for AI readers shows beyond the request, as its HTML page does:
 * responses with their headers, bodies and `links` (the operation each link feeds, with
 * which parameters), callbacks (the URL expression, the request the API sends, the
 * responses it expects), and lists of webhooks.
 */
export function responseBlocks(context: ApiReaderContext, service: ApiService, responses: readonly ApiResponse[], level: number): string[] {
  const { messages } = context.site;
  const text = (html: string | undefined) => context.text(service, html);
  const heading = '#'.repeat(level);
  const blocks: string[] = [];
  for (const response of responses) {
    blocks.push(`${heading} ${response.status} ${statusText(response.status, messages)}`.trimEnd());
    const description = text(response.descriptionHtml)?.trim();
    if (description) blocks.push(description);
    if (response.headers.length)
      blocks.push(
        `${messages.format('api.headers')}:\n\n${response.headers.map((header) => `- ${code(header.name)}${header.schema?.kind === 'schema' ? ` (${inlineText(shownTypeLabel(header.schema, typeWordsIn(messages)))})` : ''}${header.descriptionHtml ? `: ${oneLine(text(header.descriptionHtml) ?? '')}` : ''}`).join('\n')}`,
      );
    for (const content of response.contents)
      blocks.push(...contentBlocks(content, 'response', messages, text, `${heading}#`, modelLinkOf(context, service), context.schemaMemo));
    if (response.links?.length) blocks.push(linksMarkdown(context, service, response));
  }
  return blocks;
}

/** `Links:` and one item per link: `name` feeds [the operation](twin) (`GET /x`), its parameters and body. */
function linksMarkdown(context: ApiReaderContext, service: ApiService, response: ApiResponse): string {
  const { messages, urls } = context.site;
  const items = response.links!.map((link) => {
    const target = linkTarget(link, service.operations);
    const fed = target
      ? `${markdownLink(operationTitle(target), context.links.markdownUrl(urls.operation(service, target)))} (${code(`${target.method.toUpperCase()} ${target.path}`)})`
      : code(link.operationId ?? link.operationRef ?? '');
    const lines = [`- ${code(link.name)} ${messages.format('api.link.feeds')} ${fed}`];
    const description = context.text(service, link.descriptionHtml);
    if (description) lines.push(`  ${oneLine(description)}`);
    for (const parameter of link.parameters) lines.push(`  - ${code(parameter.name)}: ${code(parameter.value)}`);
    if (link.requestBody !== undefined) lines.push(`  - ${messages.format('api.link.requestBody')} ${code(link.requestBody)}`);
    return lines.join('\n');
  });
  return `${messages.format('api.links')}:\n\n${items.join('\n')}`;
}

/** An operation's callbacks: `## Callbacks`, then each request the API sends and the responses it expects. */
export function callbackBlocks(context: ApiReaderContext, service: ApiService, operation: ApiOperation): string[] {
  if (!operation.callbacks?.length) return [];
  const { messages } = context.site;
  const text = (html: string | undefined) => context.text(service, html);
  const blocks = [`## ${messages.format('api.section.callbacks')}`, messages.format('api.callback.intro')];
  for (const callback of operation.callbacks) {
    blocks.push(`### ${inlineText(callback.name)}`);
    for (const request of callback.requests) {
      blocks.push(`${messages.format('api.callback.url')} ${code(`${request.method.toUpperCase()} ${callback.expression}`)}`);
      if (request.summary) blocks.push(inlineText(request.summary));
      const description = text(request.descriptionHtml)?.trim();
      if (description) blocks.push(description);
      const body = request.requestBody;
      if (body) {
        blocks.push(`#### ${messages.format('api.section.payload')}`);
        const bodyText = text(body.descriptionHtml)?.trim();
        if (bodyText) blocks.push(bodyText);
        for (const content of body.contents)
          blocks.push(...contentBlocks(content, 'request', messages, text, '#####', modelLinkOf(context, service), context.schemaMemo));
      }
      if (request.responses.length)
        blocks.push(`#### ${messages.format('api.section.expectedResponses')}`, ...responseBlocks(context, service, request.responses, 5));
    }
  }
  return blocks;
}

/** `- [Order paid](…/webhooks/order-paid.md): `POST orderPaid``. */
export function webhookList(context: ApiReaderContext, service: ApiService, webhooks: readonly ApiWebhook[]): string {
  return webhooks
    .map(
      (webhook) =>
        `- ${markdownLink(webhookTitle(webhook), context.links.markdownUrl(context.site.urls.webhook(service, webhook)))}: ${code(`${webhook.operation.method.toUpperCase()} ${webhook.name}`)}`,
    )
    .join('\n');
}
