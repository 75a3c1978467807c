import type { NamedExample } from './model.js';
import { boundedSample, MAX_OPERATION_EXAMPLE } from './bounded-sample.js';
import { sampleSchema, type ComponentNameOf } from './sampler.js';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Media types whose bodies are bytes: no example is shown or generated for them. */
export function isBinaryMediaType(mediaType: string, schema?: unknown): boolean {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (/^(application\/(octet-stream|pdf|zip|gzip)|image\/|audio\/|video\/|font\/)/.test(type)) return true;
  return isObject(schema) && schema.type === 'string' && (schema.format === 'binary' || typeof schema.contentMediaType === 'string');
}

/** Whether a media type carries JSON (`application/json`, `application/problem+json`...). */
export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/([\w.-]+\+)?json\b|^[\w.-]+\/[\w.-]+\+json\b/i.test(mediaType.split(';')[0]!.trim());
}

/**
 * The examples the document gives a media type object (its `examples` map, its
 * `example`, its schema's); none for bytes or without a schema; undefined when one is
 * to be generated.
 */
export function documentedExamples(
  mediaType: string,
  media: Schema,
  markdown: (text: string | undefined) => string | undefined,
): NamedExample[] | undefined {
  if (isObject(media.examples) && Object.keys(media.examples).length) {
    return Object.entries(media.examples)
      .filter(([, example]) => isObject(example) && exampleValue(mediaType, example) !== undefined)
      .map(([name, example]) => ({
        name,
        summary: typeof (example as Schema).summary === 'string' ? ((example as Schema).summary as string) : undefined,
        descriptionHtml: markdown(
          typeof (example as Schema).description === 'string' ? ((example as Schema).description as string) : undefined,
        ),
        value: exampleValue(mediaType, example as Schema),
        generated: false,
      }));
  }
  if (media.example !== undefined) return [{ name: 'example', value: media.example, generated: false }];
  // Without a schema for the whole, a stream's example is that of one item (OpenAPI 3.2 `itemSchema`).
  const schema = media.schema ?? media.itemSchema;
  if (isBinaryMediaType(mediaType, schema) || !isObject(schema)) return [];
  if (schema.example !== undefined) return [{ name: 'example', value: schema.example, generated: false }];
  if (Array.isArray(schema.examples) && schema.examples.length) return [{ name: 'example', value: schema.examples[0], generated: false }];
  return undefined;
}

/** An example generated from a media type's schema (at most MAX_OPERATION_EXAMPLE characters of JSON, see `boundedSample`). */
export function generatedExamples(schema: unknown, direction: 'request' | 'response', nameOf?: ComponentNameOf): NamedExample[] {
  const value = boundedSample(schema, direction, MAX_OPERATION_EXAMPLE, nameOf);
  return value === undefined ? [] : [{ name: 'example', value, generated: true }];
}

/**
 * A parameter's own examples, and the one value to use for it in samples and the send
 * panel: `generated` when the document gives it no example and the value is docgen's
 * choice (the schema's default, its first allowed value, or one generated from it).
 */
export function parameterExamples(
  parameter: Schema,
  markdown: (text: string | undefined) => string | undefined,
): { examples: NamedExample[]; example?: unknown; generated: boolean } {
  const examples: NamedExample[] = [];
  if (isObject(parameter.examples)) {
    for (const [name, example] of Object.entries(parameter.examples)) {
      if (isObject(example) && example.value !== undefined) {
        examples.push({
          name,
          summary: typeof example.summary === 'string' ? example.summary : undefined,
          descriptionHtml: markdown(typeof example.description === 'string' ? example.description : undefined),
          value: example.value,
          generated: false,
        });
      }
    }
  }
  if (parameter.example !== undefined) examples.unshift({ name: 'example', value: parameter.example, generated: false });
  const schema = isObject(parameter.schema)
    ? parameter.schema
    : isObject(parameter.content)
      ? (Object.values(parameter.content)[0] as Schema | undefined)?.schema
      : undefined;
  if (examples.length) return { examples, example: examples[0]!.value, generated: false };
  if (!isObject(schema)) return { examples, generated: false };
  if (schema.example !== undefined) return { examples, example: schema.example, generated: false };
  if (Array.isArray(schema.examples) && schema.examples.length) return { examples, example: schema.examples[0], generated: false };
  let example: unknown;
  if (schema.default !== undefined) example = schema.default;
  else if (Array.isArray(schema.enum) && schema.enum.length) example = schema.enum[0];
  else if (parameter.required === true) {
    // A generated "string" says nothing: leave the placeholder (`{petId}`) instead.
    const generated = sampleSchema(schema, 'request');
    example = generated === 'string' ? undefined : generated;
  }
  return { examples, example, generated: example !== undefined };
}

/**
 * An Example Object's value: `value`, or OpenAPI 3.2's `dataValue` (the same, by its new
 * name), else its `serializedValue` (the text as sent; a JSON media type's is read back
 * as JSON so that it is shown like the others).
 */
function exampleValue(mediaType: string, example: Schema): unknown {
  if (example.value !== undefined) return example.value;
  if (example.dataValue !== undefined) return example.dataValue;
  if (typeof example.serializedValue !== 'string') return undefined;
  if (/[/+]json$/i.test(mediaType.split(';')[0]!.trim()))
    try {
      return JSON.parse(example.serializedValue);
    } catch {
      // Not JSON after all: shown as written.
    }
  return example.serializedValue;
}
