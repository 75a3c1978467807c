import { explodeOf, QUERY_DELIMITERS, styleOf } from '../openapi/serialise-parameter.js';
import { isObject, type Json } from './types.js';

/**
 * A form-urlencoded body read back into the object its schema describes, undoing what
 * serialise-form.ts writes: repeated `tags=a&tags=b` (or `tags=a,b`) is an array, an
 * exploded object's own pairs or `obj[key]=value` pairs are that object. Pairs that no
 * property claims stay as they came, so `additionalProperties` still sees them.
 */
export function readFormBody(pairs: [string, string][], schema: Json, encoding: Json, resolve: (value: unknown) => Json | undefined): Json {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const claimed = new Set<number>();
  const take = (test: (key: string) => boolean) =>
    pairs.flatMap(([key, value], index) => (!claimed.has(index) && test(key) ? (claimed.add(index), [[key, value] as const]) : []));
  const body: Json = {};
  // Plain names first, so an exploded object's members never take a property's own pair.
  const shapes = Object.entries(properties).map(([name, property]) => [name, shapeOf(resolve(property))] as const);
  for (const [name, shape] of shapes) {
    if (shape.kind !== 'array' && shape.kind !== 'scalar') continue;
    const rule = ruleOf(name, encoding, resolve);
    const found = take((key) => key === name).map(([, value]) => value);
    if (!found.length) continue;
    if (shape.kind === 'scalar') body[name] = found[found.length - 1];
    else body[name] = found.length > 1 || explodeOf(rule) ? found : found[0]!.split(QUERY_DELIMITERS[styleOf(rule)] ?? ',');
  }
  for (const [name, shape] of shapes) {
    if (shape.kind !== 'object') continue;
    const rule = ruleOf(name, encoding, resolve);
    const style = styleOf(rule);
    let entries: [string, string][];
    if (style === 'deepObject')
      entries = take((key) => key.startsWith(`${name}[`) && key.endsWith(']')).map(([key, value]) => [
        key.slice(name.length + 1, -1),
        value,
      ]);
    else if (explodeOf(rule) && style === 'form')
      entries = take((key) => shape.members.includes(key) && !(key in properties)).map(([k, v]) => [k, v]);
    else {
      const raw = take((key) => key === name)[0]?.[1];
      const parts = raw === undefined ? [] : raw.split(QUERY_DELIMITERS[style] ?? ',');
      entries = parts.flatMap((part, index) => (index % 2 === 0 ? [[part, parts[index + 1] ?? ''] as [string, string]] : []));
    }
    if (entries.length) body[name] = Object.fromEntries(entries);
  }
  pairs.forEach(([key, value], index) => {
    if (!claimed.has(index) && !(key in body)) body[key] = value;
  });
  return body;
}

type Shape = { kind: 'scalar' } | { kind: 'array' } | { kind: 'object'; members: string[] };

function shapeOf(schema: Json | undefined): Shape {
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  if (types.includes('array')) return { kind: 'array' };
  if (types.includes('object') || isObject(schema?.properties))
    return { kind: 'object', members: isObject(schema?.properties) ? Object.keys(schema.properties) : [] };
  return { kind: 'scalar' };
}

function ruleOf(name: string, encoding: Json, resolve: (value: unknown) => Json | undefined) {
  const entry = resolve(encoding[name]) ?? {};
  return {
    name,
    in: 'query' as const,
    style: typeof entry.style === 'string' ? entry.style : undefined,
    explode: typeof entry.explode === 'boolean' ? entry.explode : undefined,
  };
}
