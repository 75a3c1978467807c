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

/**
 * Nodes an operation page's schema tree spells out at most in its HTML (about 200 bytes
 * each): past it, nested models from some depth on show as links to their pages. The
 * petstore's recursive `Pet` (a friend that is a Pet, a type whose options are Pets) made
 * trees of 2,000 nodes, 450 kB of HTML each.
 */
export const MAX_HTML_NODES = 400;

/** Depths from which a large tree's nested models may become links, deepest first. */
const LINK_DEPTHS = [3, 2, 1] as const;

/**
 * The depth from which a tree's nested models show as links to their pages so that it
 * spells out fewer than `budget` nodes: undefined when the whole tree fits, 0 when even
 * its first level of models must be links (as on a model page). `isModel` says which
 * names have pages.
 */
export function linkDepthFor(tree: SchemaTreeProps, isModel: (name: string) => boolean, budget = MAX_HTML_NODES): number | undefined {
  if (expandedSize(tree) < budget) return undefined;
  return LINK_DEPTHS.find((depth) => shownSize(tree, depth, isModel, budget) < budget) ?? 0;
}

/**
 * Nodes a tree shows when nested models from `linkDepth` on are links, counted up to
 * `cap`. Depths follow the renderer (schema-tree.tsx): a property is at the depth of the
 * body listing it, an array's items and a choice's options one deeper.
 */
export function shownSize(tree: SchemaTreeProps, linkDepth: number, isModel: (name: string) => boolean, cap: number, depth = 0): number {
  if (tree.kind === 'circular') return 1;
  let size = 1;
  const properties = new Set<SchemaTreeProps>(tree.properties.map((property) => property.schema));
  if (typeof tree.additionalProperties === 'object') properties.add(tree.additionalProperties);
  for (const entry of tree.keywords?.patternProperties ?? []) properties.add(entry.schema);
  for (const child of schemaChildren(tree)) {
    const at = properties.has(child) ? depth : depth + 1;
    const link = at >= linkDepth && child.kind === 'schema' && child.name !== undefined && isModel(child.name);
    size += link ? 1 : shownSize(child, linkDepth, isModel, cap - size, depth + 1);
    if (size >= cap) return cap;
  }
  return size;
}
