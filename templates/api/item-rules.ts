import type { SchemaNodeProps } from './model-props.js';
import { schemaChildren } from './schema-children.js';

/**
 * An array's items when they are a plain value (a string, a number: nothing nested to
 * unfold) with rules of their own. A tree shows nested items below the array, but plain
 * ones have no place of their own: their rules ("Items: one of open, closed") are shown
 * with the array's, in the HTML and in the markdown twins alike.
 */
export function plainItemsWithRules(node: SchemaNodeProps): SchemaNodeProps | undefined {
  const items = node.items;
  if (items?.kind !== 'schema' || items.keywords !== undefined || schemaChildren(items).length > 0) return undefined;
  const hasRules = items.constraints.length > 0 || Boolean(items.enum?.length) || items.const !== undefined || items.default !== undefined;
  return hasRules ? items : undefined;
}
