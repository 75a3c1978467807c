import type { Messages } from '../../src/i18n/messages.js';
import type { SchemaNodeProps, SchemaTreeProps } from './model-props.js';

/** The words of a type label that are not type names. */
export interface TypeLabelWords {
  /** A choice of more than three types: `one of 5 types`. */
  choiceCount(count: number): string;
  /** A choice's option without a name, title or type of its own: `Option 2`. */
  option(number: number): string;
}

/** The model's own words: the label it keeps is English, written again in other languages when shown. */
export const englishTypeWords: TypeLabelWords = {
  choiceCount: (count) => `one of ${count} types`,
  option: (number) => `Option ${number}`,
};

/** The words of a page's language. */
export const typeWordsIn = (messages: Messages): TypeLabelWords => ({
  choiceCount: (count) => messages.format('api.schema.choiceCount', { count }),
  option: (number) => messages.format('api.schema.option', { number }),
});

/** Choices of up to this many types are named (`Cat | Dog | Bird`), larger ones counted. */
const NAMED_CHOICES = 3;

type Choice = NonNullable<SchemaNodeProps['choices']>['options'][number];

/** An option's label in the page's language: its name or title, else its type (words included), else its number. */
export function shownOptionLabel(option: Choice, words: TypeLabelWords): string {
  if (option.number !== undefined) return words.option(option.number);
  const { schema } = option;
  return schema.kind === 'schema' && !schema.name && !schema.title && schema.labelHasWords ? typeLabelOf(schema, words) : option.label;
}

/** A nested type inside a label: its name, else its label. */
const innerLabel = (tree: SchemaTreeProps, words: TypeLabelWords) =>
  tree.kind === 'circular' ? tree.name : (tree.name ?? shownTypeLabel(tree, words));

/** Whether the node is a map: an object with no properties and a schema for any other. */
const mapValues = (node: SchemaNodeProps) =>
  node.properties.length === 0 && typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;

/**
 * `string<date-time>`, `array<Pet>`, `map<string, Tag>`, `Cat | Dog`, `one of 5 types`:
 * a node's short type, nested types by their names or labels.
 */
export function typeLabelOf(node: SchemaNodeProps, words: TypeLabelWords): string {
  if (node.choices && node.types.length === 0) {
    const { options } = node.choices;
    return options.length <= NAMED_CHOICES
      ? options.map((option) => shownOptionLabel(option, words)).join(' | ')
      : words.choiceCount(options.length);
  }
  if (node.types.length === 0) return node.nullable ? 'null' : 'any';
  return node.types
    .map((type) => {
      if (type === 'array') return node.items ? `array<${innerLabel(node.items, words)}>` : 'array';
      const values = type === 'object' ? mapValues(node) : undefined;
      if (values) return `map<string, ${innerLabel(values, words)}>`;
      return node.format && type !== 'object' ? `${type}<${node.format}>` : type;
    })
    .join(' | ');
}

/**
 * Whether a node's label holds words, its own or a nested unnamed type's
 * (`array<one of 5 types>`, `Option 1 | Option 2`): only such labels are written again in
 * a page's language.
 */
export function labelHasWords(node: SchemaNodeProps): boolean {
  const wordy = (tree: SchemaTreeProps | undefined) => tree?.kind === 'schema' && !tree.name && tree.labelHasWords === true;
  if (node.choices && node.types.length === 0) {
    const { options } = node.choices;
    return (
      options.length > NAMED_CHOICES ||
      options.some(
        (option) => option.number !== undefined || (option.schema.kind === 'schema' && !option.schema.title && wordy(option.schema)),
      )
    );
  }
  return node.types.some((type) => (type === 'array' && wordy(node.items)) || (type === 'object' && wordy(mapValues(node))));
}

/** A node's type label in the page's language (the model's label unless it holds words). */
export function shownTypeLabel(node: SchemaNodeProps, words: TypeLabelWords): string {
  return node.labelHasWords ? typeLabelOf(node, words) : node.typeLabel;
}
