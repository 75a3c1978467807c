import { oneOfDiscriminator } from './discriminator-choice.js';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Writes into a generated sample, in place, the discriminator value of each `oneOf`
 * option the sampler chose (always the first): without it the sample's `"string"` fits
 * every option, and a server that reads the discriminator (or the mock) rejects it.
 * Follows the sample itself, so it ends where the sample does, cycles or not.
 */
export function pinDiscriminatorValues(schema: unknown, value: unknown, nameOf: (schema: object) => string | undefined): void {
  if (!isSchema(schema) || value === null || typeof value !== 'object') return;
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) pinDiscriminatorValues(member, value, nameOf);
  if (Array.isArray(schema.oneOf) && schema.oneOf.length) {
    pinDiscriminatorValues(schema.oneOf[0], value, nameOf);
    const discriminator = oneOfDiscriminator(schema, {
      resolve: (option) => (isSchema(option) ? option : undefined),
      nameOf: (option) => (isSchema(option) ? nameOf(option) : undefined),
    });
    const chosen = discriminator?.values[0]?.[0];
    if (discriminator && chosen !== undefined && !Array.isArray(value)) (value as Schema)[discriminator.propertyName] = chosen;
  } else if (Array.isArray(schema.anyOf) && schema.anyOf.length) pinDiscriminatorValues(schema.anyOf[0], value, nameOf);
  if (Array.isArray(value)) {
    for (const item of value) pinDiscriminatorValues(schema.items, item, nameOf);
    return;
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  for (const [key, item] of Object.entries(value as Schema))
    pinDiscriminatorValues(key in properties ? properties[key] : schema.additionalProperties, item, nameOf);
}
