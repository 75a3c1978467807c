import type { SchemaNode } from '../../src/openapi/model.js';

/** A schema node of the API model for tests: a plain string unless `fields` say otherwise. */
export function schemaNode(fields: Partial<SchemaNode>): SchemaNode {
  return {
    kind: 'schema',
    id: 0,
    types: ['string'],
    nullable: false,
    typeLabel: 'string',
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    examples: [],
    constraints: [],
    properties: [],
    ...fields,
  };
}
