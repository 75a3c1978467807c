/**
 * Merges an `allOf` schema into one schema the way readers think of it: the union of the
 * properties and required names, the narrower of the types, the parent's own
 * description first. Works on dereferenced schemas (plain objects, possibly cyclic) and
 * never modifies them; shared sub-schemas stay shared.
 */

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

// Keywords where the first schema that states them wins (the parent before its members).
const FIRST_WINS = [
  'title',
  'description',
  'format',
  'example',
  'default',
  'const',
  'enum',
  // Vendor extensions docgen shows (schema-extensions.ts): they go with `enum` and `deprecated`.
  'x-enumDescriptions',
  'x-enum-descriptions',
  'x-deprecated-description',
  'discriminator',
  'externalDocs',
  'xml',
  // Applicators docgen shows (schema-keywords.ts): rarely stated by more than one member.
  'patternProperties',
  'prefixItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
];
// Keywords where the last statement wins (members refine earlier ones).
const LAST_WINS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'contentMediaType',
  'contentEncoding',
  'minContains',
  'maxContains',
];

/**
 * `skip` says whether a member must not be merged (it is an ancestor: a cycle through
 * allOf); such members are left out.
 */
export function mergeAllOf(schema: Schema, skip: (member: object) => boolean = () => false, seen = new Set<object>()): Schema {
  seen.add(schema);
  const { allOf, ...own } = schema;
  const members: Schema[] = [];
  for (const member of Array.isArray(allOf) ? allOf : []) {
    if (!isSchema(member) || skip(member) || seen.has(member)) continue;
    members.push(Array.isArray(member.allOf) ? mergeAllOf(member, skip, seen) : member);
  }
  const all = [own, ...members];
  const merged: Schema = {};

  for (const key of FIRST_WINS) {
    const from = all.find((part) => part[key] !== undefined);
    if (from) merged[key] = from[key];
  }
  for (const key of LAST_WINS) {
    for (const part of all) if (part[key] !== undefined) merged[key] = part[key];
  }

  const type = mergeTypes(all.map((part) => part.type).filter((value) => value !== undefined));
  if (type !== undefined) merged.type = type;
  // 3.0's `allOf: [$ref], nullable: true` idiom: the parent decides; otherwise all must allow null.
  if (own.nullable === true || (members.length > 0 && members.every((member) => member.nullable === true))) merged.nullable = true;
  for (const flag of ['readOnly', 'writeOnly', 'deprecated']) if (all.some((part) => part[flag] === true)) merged[flag] = true;

  const examples = all.flatMap((part) => (Array.isArray(part.examples) ? part.examples : []));
  if (examples.length) merged.examples = examples;

  const required = [
    ...new Set(
      all.flatMap((part) => (Array.isArray(part.required) ? (part.required as unknown[]).filter((name) => typeof name === 'string') : [])),
    ),
  ];
  if (required.length) merged.required = required;

  const properties: Record<string, unknown> = {};
  for (const part of all) {
    if (!isSchema(part.properties)) continue;
    for (const [name, property] of Object.entries(part.properties)) {
      const existing = properties[name];
      // The same property refined by two parts: both apply.
      properties[name] = isSchema(existing) && isSchema(property) && existing !== property ? { allOf: [existing, property] } : property;
    }
  }
  if (Object.keys(properties).length) merged.properties = properties;

  for (const part of all) {
    if (part.additionalProperties !== undefined) merged.additionalProperties = part.additionalProperties;
    if (part.items !== undefined) merged.items = part.items;
  }
  // Choices: the parent's own, else the first member's (several independent choices are rare).
  for (const key of ['oneOf', 'anyOf']) {
    const from = all.find((part) => Array.isArray(part[key]));
    if (from) merged[key] = from[key];
  }
  // Extensions of the parent (x-*) are kept for whoever reads them.
  for (const [key, value] of Object.entries(own)) if (key.startsWith('x-')) merged[key] = value;
  return merged;
}

function mergeTypes(types: unknown[]): unknown {
  if (types.length === 0) return undefined;
  const sets = types.map((type) => new Set(Array.isArray(type) ? type : [type]));
  const common = [...sets[0]!].filter((type) => sets.every((set) => set.has(type)));
  // Contradicting types cannot be satisfied; show the first instead of nothing.
  if (common.length === 0) return types[0];
  return common.length === 1 ? common[0] : common;
}
