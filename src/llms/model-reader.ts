import type { ApiService, ApiModel } from '../openapi/model.js';
import { USED_BY_LIMIT } from '../openapi/models.js';
import { firstSentence, operationTitle } from '../openapi/page-data.js';
import { htmlToText } from '../search/search-index.js';
import type { ApiReaderContext } from './content-markdown.js';
import { inlineText } from './inline-markdown.js';
import { markdownLink } from './llms-txt.js';
import { code, schemaMarkdown } from './schema-markdown.js';
import { webhookTitle } from '../openapi/webhooks.js';

/** A service's models for AI readers: a list of links with their first sentences. */
export function modelsMarkdown(context: ApiReaderContext, service: ApiService): string {
  const { site, links } = context;
  const lines = service.models.map((model) => {
    const summary = model.schema.kind === 'schema' ? firstSentence(htmlToText(model.schema.descriptionHtml ?? '')) : '';
    return `- ${markdownLink(model.name, links.markdownUrl(site.urls.model(service, model)))}${summary ? `: ${inlineText(summary)}` : ''}`;
  });
  return `# ${inlineText(site.messages.format('api.models.title', { service: service.label }))}\n\n${lines.join('\n')}\n`;
}

/** A model for AI readers: its schema as a nested list, and the operations, webhooks and models that use it. */
export function modelMarkdown(context: ApiReaderContext, service: ApiService, model: ApiModel): string {
  const { site, links } = context;
  const { messages } = site;
  const blocks = [`# ${inlineText(`${model.name} (${service.label})`)}`];
  const routes = site.urls.modelRoutes(service);
  // Other models nested in this one are links to their twins, as on the HTML page.
  const modelLink = (name: string) => (Object.hasOwn(routes, name) ? links.markdownUrl(routes[name]!) : undefined);
  blocks.push(schemaMarkdown(model.schema, { messages, text: (html) => context.text(service, html), modelLink }).trimEnd());
  blocks.push(`## ${messages.format('api.models.usedBy')}`);
  const more = model.usedBy.length - USED_BY_LIMIT;
  blocks.push(
    model.usedBy.length
      ? model.usedBy
          .slice(0, USED_BY_LIMIT)
          .map(({ operation, webhook }) =>
            webhook
              ? `- ${markdownLink(webhookTitle(webhook), links.markdownUrl(site.urls.webhook(service, webhook)))}: ${messages.format('api.webhook')} ${code(`${operation.method.toUpperCase()} ${webhook.name}`)}`
              : `- ${markdownLink(operationTitle(operation), links.markdownUrl(site.urls.operation(service, operation)))}: ${code(`${operation.method.toUpperCase()} ${operation.path}`)}`,
          )
          .join('\n')
      : messages.format('api.models.usedByNone'),
  );
  if (more > 0) blocks.push(messages.format('api.models.usedByMore', { count: more }));
  if (model.usedIn.length) {
    blocks.push(
      `## ${messages.format('api.models.usedIn')}`,
      model.usedIn.map((name) => `- ${markdownLink(name, links.markdownUrl(routes[name]!))}`).join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}
