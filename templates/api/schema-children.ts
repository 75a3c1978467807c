/**
 * The shape a schema node's nested schemas are read from: the same in the normalised model
 * (src/openapi/model.ts) and in the pages' props (model-props.ts).
 */
export interface NodeWithChildren<T> {
  properties: readonly { schema: T }[];
  additionalProperties?: boolean | T;
  items?: T;
  choices?: { options: readonly { schema: T }[] };
  keywords?: {
    patternProperties?: readonly { schema: T }[];
    prefixItems?: readonly T[];
    contains?: T;
    not?: T;
    conditional?: { if?: T; then?: T; else?: T };
    dependentSchemas?: readonly { schema: T }[];
  };
}

/** Every schema nested directly in a node: members, items, choices and the keywords' subschemas. */
export function schemaChildren<T>(node: NodeWithChildren<T>): T[] {
  const children: T[] = node.properties.map((property) => property.schema);
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
