import { createSubtypeFinder } from './implied-subtypes.js';
import { mergeAllOf } from './merge-all-of.js';
import { typeConflictOf } from './type-conflicts.js';
import { deprecationOf, enumDescriptionsOf } from './schema-extensions.js';
import { constraintsOf } from './schema-constraints.js';
import { impliedType, schemaKeywords } from './schema-keywords.js';
import type { CircularNode, SchemaNode, SchemaTree } from './model.js';
import { labelHasWords, englishTypeWords, typeLabelOf } from '../../templates/api/type-label.js';

type Schema = Record<string, unknown>;

export { constraintsOf };

export interface SchemaNormaliserOptions {
  /** Renders a description (CommonMark) to sanitised HTML. */
  markdown: (text: string | undefined) => string | undefined;
  /** Names of the document's component schemas, by (dereferenced) object. */
  componentNames: Map<object, string>;
  /** Called before each node is built: the caller's heap guard (cyclic schemas can make large trees). */
  checkpoint?: () => void;
  /** Told of a schema whose parts ask for types no value has (type-conflicts.ts), to warn with its pointer. */
  typeConflict?: (schema: object, message: string) => void;
}

export type SchemaNormaliser = (schema: unknown) => SchemaTree | undefined;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Turns dereferenced JSON Schemas into docgen's schema trees. A schema that refers back
 * to one of its ancestors becomes a `circular` marker, so cyclic documents terminate.
 * Results are shared between uses of the same schema object (the trees form a DAG, so a
 * document with thousands of operations stays small in memory), except where a subtree
 * ends in a marker for an ancestor outside itself: that depends on the path taken.
 */
export function createSchemaNormaliser(options: SchemaNormaliserOptions): SchemaNormaliser {
  const memo = new WeakMap<object, SchemaTree>();
  const stack: object[] = [];
  let nextId = 0;
  const subtypesOf = createSubtypeFinder(options.componentNames);
  /** Bases whose subtypes are being built: met again inside one of them, a base is shown as itself. */
  const expanding = new Set<object>();

  const nameOf = (schema: Schema) => options.componentNames.get(schema) ?? (typeof schema.title === 'string' ? schema.title : undefined);

  /** Returns the tree and the lowest stack index a circular marker inside it refers to. */
  function visit(raw: unknown): { tree: SchemaTree; low: number } {
    const schema: Schema = isSchema(raw) ? raw : {};
    const cached = memo.get(schema);
    if (cached) return { tree: cached, low: Infinity };
    const onStack = stack.indexOf(schema);
    if (onStack !== -1) {
      const marker: CircularNode = { kind: 'circular', id: nextId++, name: nameOf(schema) ?? 'schema' };
      return { tree: marker, low: onStack };
    }
    options.checkpoint?.();
    const depth = stack.push(schema) - 1;
    let low = Infinity;
    const child = (value: unknown): SchemaTree => {
      const result = visit(value);
      low = Math.min(low, result.low);
      return result.tree;
    };
    const tree = build(schema, child);
    stack.pop();
    if (low >= depth) memo.set(schema, tree);
    return { tree, low };
  }

  function build(original: Schema, child: (value: unknown) => SchemaTree): SchemaTree {
    const name = options.componentNames.get(original) ?? wrappedModelName(original, options.componentNames);
    if (options.typeConflict && (original.allOf || original.oneOf || original.anyOf)) {
      const conflict = typeConflictOf(original);
      if (conflict) options.typeConflict(original, conflict);
    }
    const schema = Array.isArray(original.allOf) ? mergeAllOf(original, (member) => stack.includes(member)) : original;

    // `oneOf: [X, {type: null}]` is how 3.1 documents say "X or null": show X, nullable.
    const choiceKey = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
    const rawOptions = choiceKey ? (schema[choiceKey] as unknown[]).filter(isSchema) : [];
    const nonNull = rawOptions.filter((option) => !isNullSchema(option));
    if (choiceKey && nonNull.length === 1 && rawOptions.length === 2 && !schema.properties && !schema.type) {
      const inner = child(nonNull[0]);
      if (inner.kind === 'circular') return inner;
      return {
        ...inner,
        id: nextId++,
        nullable: true,
        descriptionHtml: options.markdown(stringOr(schema.description)) ?? inner.descriptionHtml,
        name: name ?? inner.name,
      };
    }

    const { types, nullable } = typesOf(schema);
    const enumValues = Array.isArray(schema.enum) ? schema.enum.filter((value) => !(value === null && nullable)) : undefined;
    const properties = isSchema(schema.properties)
      ? Object.entries(schema.properties).map(([propertyName, property]) => ({
          name: propertyName,
          required: Array.isArray(schema.required) && schema.required.includes(propertyName),
          schema: child(property),
        }))
      : [];
    const additional = schema.additionalProperties;
    const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    const node: SchemaNode = {
      kind: 'schema',
      id: nextId++,
      name,
      title: stringOr(schema.title),
      types,
      nullable,
      typeLabel: '',
      format: stringOr(schema.format),
      descriptionHtml: options.markdown(stringOr(schema.description)),
      deprecated: schema.deprecated === true,
      readOnly: schema.readOnly === true,
      writeOnly: schema.writeOnly === true,
      enum: enumValues,
      const: schema.const,
      default: schema.default,
      examples: [...(schema.example !== undefined ? [schema.example] : []), ...(Array.isArray(schema.examples) ? schema.examples : [])],
      constraints: constraintsOf(schema),
      properties,
      additionalProperties: typeof additional === 'boolean' ? additional : isSchema(additional) ? child(additional) : undefined,
      items: isSchema(items) ? child(items) : undefined,
      keywords: schemaKeywords(schema, child),
    };
    const enumDescriptions = enumDescriptionsOf(schema, enumValues, options.markdown);
    if (enumDescriptions) node.enumDescriptions = enumDescriptions;
    const deprecationHtml = deprecationOf(schema, node.deprecated, options.markdown);
    if (deprecationHtml) node.deprecationHtml = deprecationHtml;
    const subtypes = expanding.has(original) ? undefined : subtypesOf(original);
    if (subtypes) node.choices = { kind: 'oneOf', options: labelled(subtypeTrees(original, subtypes)) };
    else if (choiceKey && rawOptions.length) {
      const optionTrees = rawOptions.map((option) => child(option));
      node.choices = { kind: choiceKey, options: labelled(optionTrees) };
    }
    if (isSchema(schema.discriminator) && typeof schema.discriminator.propertyName === 'string') {
      node.discriminator = sharedDiscriminator(schema.discriminator, node.choices?.options ?? []);
    }
    node.typeLabel = typeLabelOf(node, englishTypeWords);
    if (labelHasWords(node)) node.labelHasWords = true;
    return node;
  }

  /**
   * A base's subtypes, each built as from the top of a tree: the base is on the stack here,
   * and a child's `allOf` would otherwise leave the base's members out as a cycle.
   */
  function subtypeTrees(base: object, subtypes: object[]): SchemaTree[] {
    expanding.add(base);
    const outer = stack.splice(0);
    try {
      return subtypes.map((subtype) => visit(subtype).tree);
    } finally {
      stack.push(...outer);
      expanding.delete(base);
    }
  }

  /**
   * An explicit mapping depends on the discriminator object only, and `allOf` hands a
   * base schema's discriminator to every member: Microsoft Graph's entity maps thousands
   * of types, copied into thousands of schemas it was gigabytes. One mapping per object.
   */
  const mappings = new WeakMap<object, SchemaNode['discriminator']>();
  function sharedDiscriminator(discriminator: Schema, options: { label: string; schema: SchemaTree }[]): SchemaNode['discriminator'] {
    if (!isSchema(discriminator.mapping)) return discriminatorOf(discriminator, options);
    let shared = mappings.get(discriminator);
    if (!shared) mappings.set(discriminator, (shared = discriminatorOf(discriminator, options)));
    return shared;
  }

  return (schema) => (schema === undefined ? undefined : visit(schema).tree);
}

/** Keywords that describe a use of a schema without changing what it accepts. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  'nullable',
  'xml',
]);

/**
 * `{ description, allOf: [$ref Category] }` is how 3.0 documents give a reference a
 * description of its own: the value is a Category, so it takes the model's name (its
 * link, and on a large page its place as a link).
 */
function wrappedModelName(schema: Schema, componentNames: Map<object, string>): string | undefined {
  if (!Array.isArray(schema.allOf) || schema.allOf.length !== 1 || !isSchema(schema.allOf[0])) return undefined;
  if (Object.keys(schema).some((key) => key !== 'allOf' && !ANNOTATIONS.has(key) && !key.startsWith('x-'))) return undefined;
  return componentNames.get(schema.allOf[0]);
}

function isNullSchema(schema: Schema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** JSON types without null, plus whether null is allowed (3.0 `nullable` or 3.1 type arrays). */
function typesOf(schema: Schema): { types: string[]; nullable: boolean } {
  const declared = Array.isArray(schema.type)
    ? schema.type.filter((type): type is string => typeof type === 'string')
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  let types = declared.filter((type) => type !== 'null');
  const nullable =
    schema.nullable === true ||
    declared.includes('null') ||
    (Array.isArray(schema.enum) && schema.enum.includes(null) && schema.nullable !== false);
  if (types.length === 0 && declared.length === 0) {
    if (isSchema(schema.properties) || schema.additionalProperties !== undefined) types = ['object'];
    else if (schema.items !== undefined) types = ['array'];
    else if (Array.isArray(schema.enum) && schema.enum.length)
      types = [...new Set(schema.enum.filter((value) => value !== null).map(jsonType))];
    else if (schema.const !== undefined) types = [jsonType(schema.const)];
    else if (impliedType(schema)) types = [impliedType(schema)!];
  }
  return { types, nullable };
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value === 'object' ? 'object' : typeof value;
}

function labelled(trees: SchemaTree[]): NonNullable<SchemaNode['choices']>['options'] {
  return trees.map((tree, index) => {
    const label = optionLabel(tree);
    return label === undefined ? { label: `Option ${index + 1}`, schema: tree, number: index + 1 } : { label, schema: tree };
  });
}

/** What names an option of a choice; undefined when nothing does (the page numbers it in its language). */
function optionLabel(tree: SchemaTree): string | undefined {
  if (tree.kind === 'circular') return tree.name;
  return tree.name ?? tree.title ?? (tree.typeLabel && tree.typeLabel !== 'object' ? tree.typeLabel : undefined);
}

function discriminatorOf(discriminator: Schema, options: { label: string; schema: SchemaTree }[]): SchemaNode['discriminator'] {
  const propertyName = discriminator.propertyName as string;
  const mapping: { value: string; target: string }[] = [];
  if (isSchema(discriminator.mapping)) {
    for (const [value, target] of Object.entries(discriminator.mapping)) {
      if (typeof target === 'string') mapping.push({ value, target: target.slice(target.lastIndexOf('/') + 1) });
    }
  } else {
    // Implicit mapping: the value is the component's name.
    for (const option of options)
      if (option.schema.kind === 'circular' || option.schema.name) mapping.push({ value: option.label, target: option.label });
  }
  return { propertyName, mapping };
}
