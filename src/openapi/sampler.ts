import * as openapiSampler from 'openapi-sampler';
import { budgets } from '../util/budgets.js';
import { finishedSample } from './sample-constraints.js';
import { dereferencedAccess } from './sample-discriminators.js';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The component name of a (dereferenced) schema object, which a discriminator's values refer to. */
export type ComponentNameOf = (schema: object) => string | undefined;

/**
 * Generates a value from a schema (openapi-sampler), for a request (read-only members
 * left out), a response (write-only members left out) or a model page (both kept).
 * Cycles and depth are bounded by the sampler (`maxDepth` levels of nesting); anything it
 * cannot handle yields undefined rather than failing the build. The sampler takes a
 * `oneOf`'s first option; its discriminator value (known through `nameOf`) is written in,
 * so the sample chooses that option alone.
 */
export function sampleSchema(
  schema: unknown,
  direction: 'request' | 'response' | 'model',
  maxDepth = 8,
  nameOf: ComponentNameOf = () => undefined,
): unknown {
  const value = unpinnedSample(schema, direction, maxDepth);
  return value === undefined ? value : finishedSample(schema, value, dereferencedAccess(nameOf));
}

/** The sampler's value alone: each `oneOf` its first option, with no discriminator value written in. */
export function unpinnedSample(schema: unknown, direction: 'request' | 'response' | 'model', maxDepth: number): unknown {
  if (!isObject(schema)) return undefined;
  try {
    return quietSample(schema, {
      skipReadOnly: direction === 'request',
      skipWriteOnly: direction === 'response',
      quiet: true,
      maxSampleDepth: maxDepth,
    });
  } catch {
    return undefined;
  }
}

/**
 * openapi-sampler, without what it prints: `quiet` leaves one message on ("allOf: schemas
 * with different types can't be merged"), a line with no file or place among the
 * build's. The build warns about such schemas itself, with their pointers (type-conflicts.ts).
 */
export function quietSample(schema: object, options: Parameters<typeof openapiSampler.sample>[1], document?: object): unknown {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return openapiSampler.sample(schema as never, options, document as never) as unknown;
  } finally {
    console.warn = warn;
  }
}

type Sampler = (schema: Record<string, unknown>, ...rest: unknown[]) => unknown;

/**
 * The sampler's array and string makers, with budgets: `minItems: 100000000` would build
 * a hundred million items, `minLength` a string as long. The maker sees the schema with
 * the count cut to the budget (the document's walk warns at the keyword: document-budgets.ts).
 * The sampler offers its makers by these names (`_samplers`, `_registerSampler`) for this.
 */
function budgetSamplers(): void {
  const samplers = (openapiSampler as unknown as { _samplers: Record<string, Sampler> })._samplers;
  const within = (sampler: Sampler, key: 'minItems' | 'minLength', budget: number): Sampler =>
    function budgeted(schema, ...rest) {
      const count = schema[key];
      return sampler(typeof count === 'number' && count > budget ? { ...schema, [key]: budget } : schema, ...rest);
    };
  if (samplers.array && samplers.array.name !== 'budgeted') samplers.array = within(samplers.array, 'minItems', budgets.exampleItems);
  if (samplers.string && samplers.string.name !== 'budgeted')
    samplers.string = within(samplers.string, 'minLength', budgets.exampleStringLength);
}

budgetSamplers();
