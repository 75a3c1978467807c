import { targetName } from './discriminator-choice.js';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Above this many subtypes a base schema is shown as itself, with its mapping, instead of
 * spelling each subtype out wherever the base is used: Microsoft Graph's `entity` maps 653.
 */
export const MAX_IMPLIED_SUBTYPES = 12;

/**
 * The subtypes a base schema's own discriminator chooses among when it has no `oneOf` or
 * `anyOf`: the pattern where each child extends the base through `allOf` and the base
 * names them (Redoc shows the base as a choice of its children). They are its mapping's
 * targets, else (no mapping) every component schema with the base in its `allOf`; the base
 * itself is left out. Undefined when the schema is no such base, or has too many.
 */
export function createSubtypeFinder(componentNames: ReadonlyMap<object, string>): (schema: Schema) => object[] | undefined {
  let byName: Map<string, object> | undefined;
  let children: Map<object, object[]> | undefined;
  const named = (name: string) => (byName ??= new Map([...componentNames].map(([schema, each]) => [each, schema]))).get(name);
  const childrenOf = (base: object) => {
    if (!children) {
      children = new Map();
      for (const schema of componentNames.keys())
        for (const member of Array.isArray((schema as Schema).allOf) ? ((schema as Schema).allOf as unknown[]) : [])
          if (isSchema(member)) children.set(member, [...(children.get(member) ?? []), schema]);
    }
    return children.get(base) ?? [];
  };
  return (schema) => {
    const discriminator = schema.discriminator;
    if (!isSchema(discriminator) || typeof discriminator.propertyName !== 'string' || schema.oneOf || schema.anyOf) return undefined;
    const targets = isSchema(discriminator.mapping)
      ? Object.values(discriminator.mapping).flatMap((target) => (typeof target === 'string' ? [named(targetName(target))] : []))
      : childrenOf(schema);
    const subtypes = [...new Set(targets)].filter((target): target is object => target !== undefined && target !== schema);
    return subtypes.length > 0 && subtypes.length <= MAX_IMPLIED_SUBTYPES ? subtypes : undefined;
  };
}
