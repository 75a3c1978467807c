import type { Messages } from '../i18n/messages.js';
import { exampleText } from '../openapi/highlight-code.js';
import type { ApiService, MediaTypeContent, NamedExample } from '../openapi/model.js';
import { expandedSize, MAX_EXPANDED_NODES } from '../../templates/api/tree-size.js';
import type { ApiSiteInfo } from '../openapi/page-data.js';
import type { ReaderLinks } from './reader-links.js';
import { inlineText } from './inline-markdown.js';
import { code, schemaMarkdown } from './schema-markdown.js';
import type { SchemaMarkdownMemo } from './schema-markdown-memo.js';

/** What the API pages for AI readers need: the reference, where links go, and descriptions as markdown. */
export interface ApiReaderContext {
  site: ApiSiteInfo;
  links: ReaderLinks;
  /** A description's HTML as the markdown the document wrote (links made absolute). */
  text: (service: ApiService, html: string | undefined) => string | undefined;
  /** Schema lists other pages of the build made already. */
  schemaMemo?: SchemaMarkdownMemo;
}

/** One media type: its schema as a list, then its examples as fenced code. */
export function contentBlocks(
  content: MediaTypeContent,
  direction: 'request' | 'response',
  messages: Messages,
  text: (html: string | undefined) => string | undefined,
  level: string,
  modelLink?: (name: string) => string | undefined,
  memo?: SchemaMarkdownMemo,
): string[] {
  const blocks = [`${level} ${code(content.mediaType)}`];
  // A tree too large to spell out links its nested models to their twins, as the HTML page does.
  const large = content.schema !== undefined && expandedSize(content.schema) >= MAX_EXPANDED_NODES;
  if (content.schema)
    blocks.push(schemaMarkdown(content.schema, { messages, text, direction, modelLink: large ? modelLink : undefined, memo }).trimEnd());
  if (content.itemSchema)
    blocks.push(
      messages.format('api.streamItem'),
      schemaMarkdown(content.itemSchema, { messages, text, direction, modelLink: large ? modelLink : undefined, memo }).trimEnd(),
    );
  for (const example of content.examples) blocks.push(...exampleBlocks(example, content.mediaType, messages, text));
  return blocks;
}

/** A model's twin for AI readers, by the model's name: where large trees link their nested models. */
export function modelLinkOf(context: ApiReaderContext, service: ApiService): (name: string) => string | undefined {
  return (name) => {
    const routes = context.site.urls.modelRoutes(service);
    return Object.hasOwn(routes, name) ? context.links.markdownUrl(routes[name]!) : undefined;
  };
}

function exampleBlocks(
  example: NamedExample,
  mediaType: string,
  messages: Messages,
  text: (html: string | undefined) => string | undefined,
): string[] {
  const label = example.generated
    ? messages.format('api.exampleGenerated')
    : `${messages.format('api.example')}${example.summary ? `: ${inlineText(example.summary)}` : example.name && example.name !== 'default' ? ` (${inlineText(example.name)})` : ''}`;
  const { text: value, language } = exampleText(example.value, mediaType);
  const description = text(example.descriptionHtml);
  return [`${label}:`, ...(description ? [description] : []), fenced(value, language)];
}

/** A fenced code block whose fence is longer than any run of backticks inside. */
export function fenced(source: string, language: string): string {
  const longest = Math.max(2, ...[...source.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${source.replace(/\n$/, '')}\n${fence}`;
}
