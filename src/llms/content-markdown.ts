import type { Messages } from '../i18n/messages.js';
import { exampleText } from '../openapi/highlight-code.js';
import type { MediaTypeContent, NamedExample } from '../openapi/model.js';
import { inlineText } from './inline-markdown.js';
import { code, schemaMarkdown } from './schema-markdown.js';

/** One media type: its schema as a list, then its examples as fenced code. */
export function contentBlocks(
  content: MediaTypeContent,
  direction: 'request' | 'response',
  messages: Messages,
  text: (html: string | undefined) => string | undefined,
  level: string,
): string[] {
  const blocks = [`${level} ${code(content.mediaType)}`];
  if (content.schema) blocks.push(schemaMarkdown(content.schema, { messages, text, direction }).trimEnd());
  for (const example of content.examples) blocks.push(...exampleBlocks(example, content.mediaType, messages, text));
  return blocks;
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
