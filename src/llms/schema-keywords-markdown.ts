import type { Messages } from '../i18n/messages.js';
import type { SchemaNode, SchemaTree } from '../openapi/model.js';
import { inlineText } from './inline-markdown.js';

/** Renders a sub-schema as list items: `name` is the item's text, `depth` its level. */
export type NestedItem = (indent: string, name: string, schema: SchemaTree, depth: number) => string[];

/**
 * The rarer keywords of a schema as list items, as the HTML shows them: pattern
 * properties, tuple positions, `items: false`, `contains`, `not`, `if`/`then`/`else` and
 * dependencies. Pure.
 */
export function keywordLines(node: SchemaNode, messages: Messages, indent: string, depth: number, item: NestedItem): string[] {
  const keywords = node.keywords;
  if (!keywords) return [];
  const code = (text: string) => `\`${text.replace(/`/g, '')}\``;
  const lines: string[] = [];
  for (const entry of keywords.patternProperties ?? [])
    lines.push(...item(indent, inlineText(messages.format('api.schema.patternName', { pattern: entry.pattern })), entry.schema, depth));
  if (keywords.prefixItems) {
    lines.push(`${indent}- ${messages.format('api.schema.prefixItems')}`);
    keywords.prefixItems.forEach((schema, index) =>
      lines.push(...item(`${indent}  `, messages.format('api.schema.position', { position: index + 1 }), schema, depth + 1)),
    );
  }
  if (keywords.noItems) lines.push(`${indent}- ${messages.format(keywords.prefixItems ? 'api.schema.noMoreItems' : 'api.schema.noItems')}`);
  const part = (title: string, schema: SchemaTree | undefined) => {
    if (schema) lines.push(...item(indent, inlineText(title), schema, depth));
  };
  part(messages.format('api.schema.contains'), keywords.contains);
  part(messages.format('api.schema.not'), keywords.not);
  if (keywords.conditional) {
    part(messages.format('api.schema.if'), keywords.conditional.if);
    part(messages.format('api.schema.then'), keywords.conditional.then);
    part(messages.format('api.schema.else'), keywords.conditional.else);
  }
  for (const dependency of keywords.dependentRequired ?? [])
    lines.push(
      `${indent}- ${inlineText(messages.format('api.schema.whenPresent', { property: dependency.property }))} ${dependency.requires.map(code).join(', ')}`,
    );
  for (const dependency of keywords.dependentSchemas ?? [])
    part(messages.format('api.schema.whenPresentMatches', { property: dependency.property }), dependency.schema);
  return lines;
}
