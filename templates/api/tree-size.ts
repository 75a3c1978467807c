import type { SchemaTreeProps } from './model-props.js';
import { schemaChildren } from './schema-children.js';

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
  for (const child of schemaChildren(tree)) {
    size += expandedSize(child, cap);
    if (size >= cap) break;
  }
  size = Math.min(size, cap);
  if (memo) sizes.set(tree, size);
  return size;
}
