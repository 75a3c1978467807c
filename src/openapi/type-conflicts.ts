import { toPointer } from '../util/json-pointer.js';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What is wrong when a schema's parts ask for types no value has: an `allOf` of a string
 * and an object, or a `type: string` whose `oneOf` options are all objects (the
 * petstore's `petType`). The example generator used to print "allOf: schemas with
 * different types can't be merged" for these, with no place; the build reports this
 * instead, as a warning at the schema's JSON pointer. Undefined when the types agree.
 */
export function typeConflictOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.allOf)) {
    const parts = [typesOf(schema, false), ...schema.allOf.filter(isSchema).map((member) => typesOf(member, true, new Set([schema])))];
    const stated = parts.filter((types): types is Set<string> => types !== undefined);
    if (stated.length > 1 && intersection(stated).size === 0)
      return `allOf combines schemas of different types (${listed(union(stated))}): no value is all of them. The page shows the first; give the members one type`;
  }
  const own = typesOf(schema, true);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = Array.isArray(schema[key]) ? (schema[key] as unknown[]).filter(isSchema) : [];
    const stated = options.map((option) => typesOf(option, true, new Set([schema])));
    if (!own || stated.length === 0 || stated.some((types) => types === undefined || intersection([own, types]).size > 0)) continue;
    return `the schema has type ${listed(own)} but its ${key} options are ${listed(union(stated as Set<string>[]))}: no value is both. Remove the type, or make the options ${listed(own)}`;
  }
  return undefined;
}

/**
 * The types a schema allows (null aside), its `allOf` members' narrowing them when
 * `withMembers`; undefined when it says nothing about types.
 */
function typesOf(schema: Schema, withMembers: boolean, seen = new Set<object>()): Set<string> | undefined {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const declared = Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
  let types: Set<string> | undefined = declared.length
    ? new Set(declared.filter((type): type is string => typeof type === 'string' && type !== 'null').map(widened))
    : undefined;
  if (withMembers && Array.isArray(schema.allOf))
    for (const member of schema.allOf.filter(isSchema)) {
      const narrowing = typesOf(member, true, seen);
      if (narrowing) types = types ? intersection([types, narrowing]) : narrowing;
    }
  return types;
}

/** An integer is a number: `number` and `integer` agree. */
const widened = (type: string) => (type === 'integer' ? 'number' : type);

function intersection(sets: Set<string>[]): Set<string> {
  return new Set([...sets[0]!].filter((type) => sets.every((set) => set.has(type))));
}

function union(sets: Set<string>[]): Set<string> {
  return new Set(sets.flatMap((set) => [...set]));
}

const listed = (types: Set<string>) => [...types].join(' and ') || 'nothing';

/**
 * The JSON pointer of each of `targets` in a dereferenced document (where it is first
 * met, components before paths, shallowest first). Walked only when a problem was found.
 */
export function pointersOf(document: Schema, targets: ReadonlySet<object>): Map<object, string> {
  const found = new Map<object, string>();
  const seen = new Set<object>();
  const order = ['components', ...Object.keys(document).filter((key) => key !== 'components')];
  let level: { value: unknown; path: (string | number)[] }[] = order.map((key) => ({ value: document[key], path: [key] }));
  while (level.length > 0 && found.size < targets.size) {
    const next: typeof level = [];
    for (const { value, path } of level) {
      if (value === null || typeof value !== 'object' || seen.has(value)) continue;
      seen.add(value);
      if (targets.has(value) && !found.has(value)) found.set(value, toPointer(path));
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [index, item])
        : Object.entries(value);
      for (const [key, child] of entries) next.push({ value: child, path: [...path, key] });
    }
    level = next;
  }
  return found;
}
