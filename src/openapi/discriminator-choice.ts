/**
 * Which discriminator values choose each option of a `oneOf`. OpenAPI's `discriminator`
 * picks the option by a property's value (its `mapping`, else the option's component
 * name), while JSON Schema alone would accept a body that fits several options. Used
 * both to write that value into generated samples and to let the mock validate a body
 * against the option its value names. Works on raw documents (options are `$ref`s) and
 * dereferenced ones (options are the objects), through `resolve` and `nameOf`.
 */

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

export interface OneOfDiscriminator {
  propertyName: string;
  /** Per option, the values that choose it (mapping keys first, then its component name); empty when none does. */
  values: string[][];
}

export interface SchemaAccess {
  /** The schema a value stands for (following a `$ref` in a raw document). */
  resolve: (value: unknown) => Schema | undefined;
  /** The component name of an option (`Cat` for `#/components/schemas/Cat`), if it has one. */
  nameOf: (option: unknown) => string | undefined;
}

/**
 * The discriminator of a schema's `oneOf`: its own, else the one its options inherit
 * (an "embedded" discriminator on a base schema in each option's `allOf`); undefined
 * without `oneOf` or discriminator.
 */
export function oneOfDiscriminator(schema: Schema, access: SchemaAccess): OneOfDiscriminator | undefined {
  if (!Array.isArray(schema.oneOf) || schema.oneOf.length === 0) return undefined;
  const discriminator = isSchema(schema.discriminator) ? schema.discriminator : embeddedDiscriminator(schema.oneOf, access);
  if (!discriminator || typeof discriminator.propertyName !== 'string' || !discriminator.propertyName) return undefined;
  const mapping = isSchema(discriminator.mapping) ? Object.entries(discriminator.mapping) : [];
  const values = schema.oneOf.map((option) => {
    const name = access.nameOf(option);
    if (name === undefined) return [];
    const mapped = mapping.filter(([, target]) => typeof target === 'string' && targetName(target) === name).map(([value]) => value);
    return mapped.length ? mapped : [name];
  });
  return { propertyName: discriminator.propertyName, values };
}

/** The discriminator every option inherits (on itself or a base in its `allOf`), the same property name in each. */
function embeddedDiscriminator(options: unknown[], access: SchemaAccess): Schema | undefined {
  const found = options.map((option) => inheritedDiscriminator(option, access));
  const first = found[0];
  return first && found.every((each) => each?.propertyName === first.propertyName) ? first : undefined;
}

function inheritedDiscriminator(option: unknown, access: SchemaAccess): Schema | undefined {
  const resolved = access.resolve(option);
  if (!resolved) return undefined;
  // An option's own discriminator on its own `oneOf` chooses among that oneOf's options, not this one's.
  if (isSchema(resolved.discriminator) && !resolved.oneOf && !resolved.anyOf) return resolved.discriminator;
  for (const member of Array.isArray(resolved.allOf) ? resolved.allOf : []) {
    const base = access.resolve(member);
    if (base && isSchema(base.discriminator)) return base.discriminator;
  }
  return undefined;
}

/** A mapping target's schema name: `#/components/schemas/Cat` and `Cat` both name `Cat`. */
export function targetName(target: string): string {
  return decodeSegment(target.slice(target.lastIndexOf('/') + 1));
}

/** The component name a raw `$ref` points at (`#/components/schemas/Cat`), for `SchemaAccess.nameOf`. */
export function componentNameOfRef(option: unknown): string | undefined {
  const ref = isSchema(option) ? option.$ref : undefined;
  const match = typeof ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match ? decodeSegment(match[1]!) : undefined;
}

function decodeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
