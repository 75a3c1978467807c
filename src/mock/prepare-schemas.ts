import { componentNameOfRef, oneOfDiscriminator } from '../openapi/discriminator-choice.js';
import { resolveRef } from './resolve-ref.js';
import { isObject, type Json, type OpenApiDocument } from './types.js';

/**
 * A copy of the document that a JSON Schema validator reads the way OpenAPI means it for
 * a request: 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become the numeric
 * form, `nullable` lets null past an `enum`, read-only properties are not required (a client does not send them),
 * and a `oneOf` with a discriminator takes the option its value names. Walks
 * every object of the copy: keywords only change meaning inside schemas, and an object
 * elsewhere never has `properties` beside a `required` list of names.
 */
export function prepareForRequests(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const stack: unknown[] = [copy];
  const seen = new Set<object>();
  while (stack.length) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (isObject(value)) fixSchema(copy, value);
    stack.push(...Object.values(value));
  }
  return copy;
}

function fixSchema(document: OpenApiDocument, schema: Json): void {
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else delete schema[exclusive];
  }
  // `nullable` without `type` adds nothing (any type is allowed), and ajv refuses it.
  if ('nullable' in schema && schema.type === undefined) delete schema.nullable;
  // Most tools read 3.0's `nullable` as allowing null even beside an `enum` that lacks it.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if (isObject(schema.properties) && Array.isArray(schema.required)) {
    const properties = schema.properties;
    schema.required = schema.required.filter((name) => !(typeof name === 'string' && isReadOnly(document, properties[name])));
  }
  chooseByDiscriminator(document, schema);
}

/**
 * OpenAPI picks a discriminated `oneOf`'s option by the discriminator's value; JSON Schema
 * would reject a body that fits several options. Each option is asked for its own values
 * of the property, so exactly one can match. Left as it is unless every option has one.
 */
function chooseByDiscriminator(document: OpenApiDocument, schema: Json): void {
  const discriminator = oneOfDiscriminator(schema, { resolve: (value) => resolveRef(document, value), nameOf: componentNameOfRef });
  if (!discriminator || discriminator.values.some((values) => values.length === 0)) return;
  const { propertyName, values } = discriminator;
  schema.oneOf = (schema.oneOf as unknown[]).map((option, index) => ({
    allOf: [option, { properties: { [propertyName]: { enum: values[index] } }, required: [propertyName] }],
  }));
}

function isReadOnly(document: OpenApiDocument, property: unknown): boolean {
  return resolveRef(document, property)?.readOnly === true;
}
