import type { SchemaKeywordProps, SchemaTreeProps } from '../../templates/api/model-props.js';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/**
 * The JSON Schema keywords a tree shows beside properties, items and choices:
 * `patternProperties`, `prefixItems` and `items: false`, `contains`, `not`,
 * `if`/`then`/`else`, `dependentRequired` and `dependentSchemas` (and draft 4's
 * `dependencies`, which 3.0 documents use for both). `child` turns a sub-schema into its
 * tree, so cycles and sharing work as for properties. Undefined when none is used: most
 * schemas carry no extra field.
 */
export function schemaKeywords(schema: Schema, child: (value: unknown) => SchemaTreeProps): SchemaKeywordProps | undefined {
  const keywords: SchemaKeywordProps = {};
  if (isSchema(schema.patternProperties)) {
    const entries = Object.entries(schema.patternProperties).filter(([, value]) => isSchema(value) || value === true);
    if (entries.length)
      keywords.patternProperties = entries.map(([pattern, value]) => ({ pattern, schema: child(isSchema(value) ? value : {}) }));
  }
  if (Array.isArray(schema.prefixItems) && schema.prefixItems.length) keywords.prefixItems = schema.prefixItems.map((item) => child(item));
  if (schema.items === false || (schema.additionalItems === false && Array.isArray(schema.items))) keywords.noItems = true;
  if (isSchema(schema.contains)) keywords.contains = child(schema.contains);
  if (isSchema(schema.not)) keywords.not = child(schema.not);
  if (isSchema(schema.if) && (isSchema(schema.then) || isSchema(schema.else))) {
    keywords.conditional = {
      if: child(schema.if),
      then: isSchema(schema.then) ? child(schema.then) : undefined,
      else: isSchema(schema.else) ? child(schema.else) : undefined,
    };
  }
  const dependentRequired: NonNullable<SchemaKeywordProps['dependentRequired']> = [];
  const dependentSchemas: NonNullable<SchemaKeywordProps['dependentSchemas']> = [];
  const dependencies = [schema.dependentRequired, schema.dependentSchemas, schema.dependencies].filter(isSchema);
  for (const group of dependencies) {
    for (const [property, value] of Object.entries(group)) {
      if (Array.isArray(value)) {
        const requires = strings(value);
        if (requires.length) dependentRequired.push({ property, requires });
      } else if (isSchema(value)) dependentSchemas.push({ property, schema: child(value) });
    }
  }
  if (dependentRequired.length) keywords.dependentRequired = dependentRequired;
  if (dependentSchemas.length) keywords.dependentSchemas = dependentSchemas;
  return Object.keys(keywords).length ? keywords : undefined;
}

/** Keywords whose presence makes a schema without `type` an object or an array. */
export function impliedType(schema: Schema): 'object' | 'array' | undefined {
  if (isSchema(schema.patternProperties) || isSchema(schema.dependentRequired) || isSchema(schema.dependentSchemas)) return 'object';
  if (Array.isArray(schema.prefixItems) || schema.contains !== undefined) return 'array';
  return undefined;
}
