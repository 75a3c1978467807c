import type { Messages } from '../i18n/messages.js';
import type { SchemaNode, SchemaTree } from '../openapi/model.js';
import { inlineText } from './inline-markdown.js';
import { keywordLines } from './schema-keywords-markdown.js';
import { shownOptionLabel, shownTypeLabel, typeWordsIn } from '../../templates/api/type-label.js';
import { identityOf } from '../util/render-memo.js';
import { plainItemsWithRules } from '../../templates/api/item-rules.js';
import type { SchemaMarkdownMemo } from './schema-markdown-memo.js';

export interface SchemaMarkdownContext {
  messages: Messages;
  /** A description's HTML as markdown (the text the document wrote). */
  text: (html: string | undefined) => string | undefined;
  /** Request bodies leave read-only members out, responses write-only ones, as the HTML does. */
  direction?: 'request' | 'response';
  /** On a model's page: the twin URL of another model, which is then linked instead of spelled out again. */
  modelLink?: (name: string) => string | undefined;
  /** Lists already made by other pages of the build (without `modelLink`: its links are the page's). */
  memo?: SchemaMarkdownMemo;
}

/** Deeper levels are cut: the reader has the OpenAPI document for the rest. */
const MAX_DEPTH = 8;

/**
 * A schema tree as a nested markdown list: one item per property with its type, badges,
 * rules and description, and its own properties (or its items') indented below; choices
 * (`oneOf`/`anyOf`) as a list of options. A circular reference is named, never expanded.
 * Pure.
 */
export function schemaMarkdown(tree: SchemaTree, context: SchemaMarkdownContext): string {
  const lines: string[] = [];
  const { messages } = context;
  if (tree.kind === 'circular') return `${inlineText(messages.format('api.schema.circular', { name: tree.name }))}\n`;
  const rules = schemaFacts(tree, context);
  lines.push(
    `${messages.format('api.schema')}: ${code(shownTypeLabel(tree, typeWordsIn(messages)) || tree.types.join(' | ') || 'any')}${rules ? ` (${rules})` : ''}`,
  );
  const description = context.text(tree.descriptionHtml);
  if (description) lines.push('', description);
  const children = childLines(tree, context, 0);
  if (children.length) lines.push('', ...children);
  return `${lines.join('\n')}\n`;
}

function childLines(node: SchemaNode, context: SchemaMarkdownContext, depth: number): string[] {
  if (depth >= MAX_DEPTH) return [];
  const memo = context.modelLink ? undefined : context.memo;
  if (!memo) return madeChildLines(node, context, depth);
  // The node's lines depend on their depth (indent, cut), direction and words besides the node.
  const key = `${depth}|${context.direction ?? ''}|${identityOf(context.messages)}`;
  return memo.lines(node, key, () => madeChildLines(node, context, depth));
}

function madeChildLines(node: SchemaNode, context: SchemaMarkdownContext, depth: number): string[] {
  const { messages } = context;
  const lines: string[] = [];
  const indent = '  '.repeat(depth);
  for (const property of node.properties) {
    const schema = property.schema;
    if (schema.kind === 'schema' && hiddenIn(schema, context.direction)) continue;
    lines.push(...item(indent, code(property.name), schema, property.required, context, depth));
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    lines.push(...item(indent, messages.format('api.schema.anyName'), node.additionalProperties, false, context, depth));
  } else if (node.additionalProperties === false && node.properties.length) {
    lines.push(`${indent}- ${messages.format('api.schema.noOtherProperties')}`);
  }
  if (node.items) {
    const items = node.items;
    const link = items.kind === 'schema' && items.name ? context.modelLink?.(items.name) : undefined;
    if (items.kind === 'circular') lines.push(`${indent}- ${inlineText(messages.format('api.schema.circular', { name: items.name }))}`);
    else if (link) lines.push(`${indent}- ${messages.format('api.schema.items')} [${inlineText(items.name!)}](${link})`);
    else if (hasChildren(items)) {
      lines.push(
        `${indent}- ${messages.format('api.schema.items')} ${code(shownTypeLabel(items, typeWordsIn(messages)))}`,
        ...childLines(items, context, depth + 1),
      );
    }
  }
  if (node.choices) {
    const count = node.choices.options.length;
    const label = messages.format(node.choices.kind === 'oneOf' ? 'api.schema.exactlyOne' : 'api.schema.anyOf', { count });
    const chosenBy = node.discriminator ? `${messages.format('api.schema.chosenBy')} ${code(node.discriminator.propertyName)}` : '';
    lines.push(`${indent}- ${label}${chosenBy}:`);
    for (const option of node.choices.options)
      lines.push(
        ...item(
          `${indent}  `,
          `**${inlineText(shownOptionLabel(option, typeWordsIn(context.messages)))}**`,
          option.schema,
          undefined,
          context,
          depth + 1,
        ),
      );
  }
  lines.push(
    ...keywordLines(node, messages, indent, depth, (at, name, schema, level) => item(at, name, schema, undefined, context, level)),
  );
  return lines;
}

/** `- `name` (string<uuid>, required): description` and what is nested below it. */
function item(
  indent: string,
  name: string,
  schema: SchemaTree,
  required: boolean | undefined,
  context: SchemaMarkdownContext,
  depth: number,
): string[] {
  const { messages } = context;
  if (schema.kind === 'circular')
    return [`${indent}- ${name}: ${inlineText(messages.format('api.schema.circular', { name: schema.name }))}`];
  const badges = inlineText(
    [shownTypeLabel(schema, typeWordsIn(messages)), ...badgesOf(schema, required, messages)].filter(Boolean).join(', '),
  );
  const link = schema.name ? context.modelLink?.(schema.name) : undefined;
  const description = context.text(schema.descriptionHtml);
  // A linked model keeps the description the HTML shows beside its link (a 3.1 `$ref` may carry its own).
  if (link)
    return [
      `${indent}- ${name}${badges ? ` (${badges})` : ''}: [${inlineText(schema.name!)}](${link})${description ? `. ${continued(description, indent)}` : ''}`,
    ];
  const rules = schemaFacts(schema, context);
  const text = description ? `: ${continued(description, indent)}` : '';
  // Rules follow the description as a sentence of their own.
  const after = rules ? (text && /[.!?:;]$/.test(text) ? ` ${rules}` : `. ${rules}`) : '';
  const head = `${indent}- ${name}${badges ? ` (${badges})` : ''}${text}${after}`;
  return [head, ...extensionLines(schema, context, `${indent}  `), ...childLines(schema, context, depth + 1)];
}

/** `x-deprecated-description` and `x-enumDescriptions`, as items under the property's, as the HTML shows them under it. */
function extensionLines(schema: SchemaNode, context: SchemaMarkdownContext, indent: string): string[] {
  const lines: string[] = [];
  const why = context.text(schema.deprecationHtml);
  if (why) lines.push(`${indent}- ${context.messages.format('api.badge.deprecated')}: ${continued(why, indent)}`);
  for (const { value, descriptionHtml } of schema.enumDescriptions ?? []) {
    const meaning = context.text(descriptionHtml);
    if (meaning) lines.push(`${indent}- ${code(display(value))}: ${continued(meaning, indent)}`);
  }
  return lines;
}

function badgesOf(node: SchemaNode, required: boolean | undefined, messages: Messages): string[] {
  const badges: string[] = [];
  if (required) badges.push(messages.format('api.badge.required'));
  if (node.nullable) badges.push(messages.format('api.badge.nullable'));
  if (node.readOnly) badges.push(messages.format('api.badge.readOnly'));
  if (node.writeOnly) badges.push(messages.format('api.badge.writeOnly'));
  if (node.deprecated) badges.push(messages.format('api.badge.deprecated'));
  return badges;
}

/**
 * Rules, constant, enum, default and example, as the HTML shows them after the description,
 * then the rules of plain items (`Items: one of `open`, `closed``), which have no line of their own.
 */
export function schemaFacts(node: SchemaNode, context: Pick<SchemaMarkdownContext, 'messages' | 'modelLink'>, withExample = true): string {
  const parts = ownFacts(node, context.messages, withExample);
  const items = plainItemsWithRules(node);
  // A model's twin links a named item instead: its rules are on that model's twin.
  if (items && !(items.name && context.modelLink?.(items.name)))
    parts.push(`${context.messages.format('api.schema.items')} ${ownFacts(items, context.messages).join(', ')}`);
  return parts.join('; ');
}

function ownFacts(node: SchemaNode, messages: Messages, withExample = true): string[] {
  const parts = [...node.constraints.map(code)];
  if (node.const !== undefined) parts.push(`${messages.format('api.schema.always')} ${code(display(node.const))}`);
  const values = node.enum?.length ? node.enum : undefined;
  if (values)
    parts.push(
      `${messages.format(values.length === 1 ? 'api.schema.value' : 'api.schema.oneOfValues')} ${values.map((value) => code(display(value))).join(', ')}`,
    );
  if (node.default !== undefined) parts.push(`${messages.format('api.schema.default')} ${code(display(node.default))}`);
  if (withExample && node.examples.length)
    parts.push(`${messages.format('api.schema.example')} ${code(truncate(display(node.examples[0])))}`);
  return parts;
}

function hiddenIn(node: SchemaNode, direction: SchemaMarkdownContext['direction']): boolean {
  return (direction === 'request' && node.readOnly) || (direction === 'response' && node.writeOnly);
}

function hasChildren(node: SchemaNode): boolean {
  return (
    node.properties.length > 0 ||
    node.items !== undefined ||
    node.choices !== undefined ||
    typeof node.additionalProperties === 'object' ||
    node.keywords !== undefined
  );
}

/** A description of several lines, kept inside its list item. */
function continued(text: string, indent: string): string {
  return text.trim().replace(/\n/g, `\n${indent}  `);
}

function display(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function truncate(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Inline code that survives backticks in the value. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\n/g, ' ')}${pad}${fence}`;
}
