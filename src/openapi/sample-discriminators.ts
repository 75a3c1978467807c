import { oneOfDiscriminator, type SchemaAccess } from './discriminator-choice.js';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Writes into a generated sample, in place, the discriminator value of each `oneOf`
 * option the sampler chose (always the first): without it the sample's `"string"` fits
 * every option, and a server that reads the discriminator (or the mock) rejects it.
 * Follows the sample itself, so it ends where the sample does, cycles or not. Each part
 * of the sample is visited once, with every schema that applies to it: following each
 * `allOf` member down the sample on its own walked it again per member at every level,
 * 12 s of a Microsoft Graph build.
 */
export function pinDiscriminatorValues(schema: unknown, value: unknown, access: SchemaAccess): void {
  pin([schema], value, access);
}

/** Access to a dereferenced schema, whose options are the objects themselves. */
export function dereferencedAccess(nameOf: (schema: object) => string | undefined): SchemaAccess {
  return {
    resolve: (option) => (isSchema(option) ? option : undefined),
    nameOf: (option) => (isSchema(option) ? nameOf(option) : undefined),
  };
}

function pin(schemas: readonly unknown[], value: unknown, access: SchemaAccess): void {
  if (value === null || typeof value !== 'object') return;
  const applying = applyingSchemas(schemas, access);
  if (!Array.isArray(value)) {
    // Inner choices first: an outer oneOf's value wins over one its chosen option sets.
    for (const schema of applying) {
      const discriminator = oneOfDiscriminator(schema, access);
      const chosen = discriminator?.values[0]?.[0];
      if (discriminator && chosen !== undefined) (value as Schema)[discriminator.propertyName] = chosen;
    }
  }
  if (Array.isArray(value)) {
    const items = applying.map((schema) => schema.items).filter(isSchema);
    if (items.length) for (const item of value) pin(items, item, access);
    return;
  }
  for (const [key, item] of Object.entries(value as Schema)) {
    const members = applying
      .map((schema) => (isSchema(schema.properties) && key in schema.properties ? schema.properties[key] : schema.additionalProperties))
      .filter(isSchema);
    if (members.length) pin(members, item, access);
  }
}

/**
 * The schemas that describe one value: each given one with its `allOf` members and the
 * option the sampler took of its `oneOf` or `anyOf` (the first), each once, inner ones
 * before the schema that holds them.
 */
export function applyingSchemas(schemas: readonly unknown[], access: SchemaAccess): Schema[] {
  const found = new Set<Schema>();
  const seen = new Set<Schema>();
  const add = (value: unknown) => {
    const schema = access.resolve(value);
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) add(member);
    if (Array.isArray(schema.oneOf) && schema.oneOf.length) add(schema.oneOf[0]);
    else if (Array.isArray(schema.anyOf) && schema.anyOf.length) add(schema.anyOf[0]);
    found.add(schema);
  };
  for (const schema of schemas) add(schema);
  return [...found];
}
