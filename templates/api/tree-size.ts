import type { SchemaTreeProps } from './model-props.js';

/**
 * Nodes above which an operation's schema tree shows its nested models as links to
 * their pages instead of in full. Trees share their models (a DAG), but the HTML spells
 * every path out: Microsoft Graph's user entity, whose navigation properties are models
 * that link to each other, made single operation pages of more than 35 MB.
 */
export const MAX_EXPANDED_NODES = 2_000;

/** Sizes by node, for the default cap (the one the pages use). */
const sizes = new WeakMap<object, number>();

/**
 * How many nodes a tree shows when every nested schema is spelled out, counted up to
 * `cap` (the exact number can be astronomical). Shared subtrees are counted once per
 * use but computed once, so the cost is about the size of the DAG.
 */
export function expandedSize(tree: SchemaTreeProps, cap = MAX_EXPANDED_NODES): number {
  if (tree.kind === 'circular') return 1;
  const memo = cap === MAX_EXPANDED_NODES;
  const known = memo ? sizes.get(tree) : undefined;
  if (known !== undefined) return known;
  let size = 1;
  for (const child of childrenOf(tree)) {
    size += expandedSize(child, cap);
    if (size >= cap) break;
  }
  size = Math.min(size, cap);
  if (memo) sizes.set(tree, size);
  return size;
}

function childrenOf(node: Extract<SchemaTreeProps, { kind: 'schema' }>): SchemaTreeProps[] {
  const children: SchemaTreeProps[] = node.properties.map((property) => property.schema);
  if (typeof node.additionalProperties === 'object') children.push(node.additionalProperties);
  if (node.items) children.push(node.items);
  for (const option of node.choices?.options ?? []) children.push(option.schema);
  const keywords = node.keywords;
  if (keywords) {
    children.push(...(keywords.patternProperties ?? []).map((entry) => entry.schema), ...(keywords.prefixItems ?? []));
    for (const part of [keywords.contains, keywords.not, keywords.conditional?.if, keywords.conditional?.then, keywords.conditional?.else])
      if (part) children.push(part);
    children.push(...(keywords.dependentSchemas ?? []).map((entry) => entry.schema));
  }
  return children;
}
