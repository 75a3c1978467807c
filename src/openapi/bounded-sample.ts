import { unpinnedSample, type ComponentNameOf } from './sampler.js';
import { finishedSample } from './sample-constraints.js';
import { dereferencedAccess } from './sample-discriminators.js';

type Direction = 'request' | 'response' | 'model';

/**
 * The nesting depths tried, shallowest first: the deepest whose example is short enough
 * wins. Six before eight: a schema that explodes with depth (Microsoft Graph's linked
 * entities) stops at six instead of building the eight-level sample, megabytes, to
 * throw it away.
 */
const DEPTHS = [2, 4, 6, 8] as const;

/**
 * Characters of JSON above which an operation's generated example is made again with
 * fewer levels. Microsoft Graph's entities link to each other: at eight levels one
 * response example was 4 MB of JSON, and generating them all took the build's memory.
 * Highlighted, a character is about six of HTML, and a request's example is in every
 * code sample too: at 32,000 the petstore's recursive `Pet` made pages of 200 kB of
 * examples alone; 8,000 is still some 250 lines.
 */
export const MAX_OPERATION_EXAMPLE = 8_000;

/** Samples by schema object and direction and limit: operations that share a schema share its example. */
const cache = new WeakMap<object, Map<string, unknown>>();

/** How many times the sampler actually ran (the cache's misses), for tests. */
export const samplerRuns = { count: 0 };

/**
 * An example generated from a schema, at most `maxLength` characters of JSON unless even
 * two levels are longer. Depths are tried from the shallowest up, so a schema that
 * explodes with depth stops at the last depth that fits instead of first building the
 * huge one. The same schema object gets the same (shared, never mutated) value.
 */
export function boundedSample(schema: unknown, direction: Direction, maxLength: number, nameOf?: ComponentNameOf): unknown {
  if (schema === null || typeof schema !== 'object') return undefined;
  const key = `${direction} ${maxLength}`;
  const known = cache.get(schema);
  if (known?.has(key)) return known.get(key);
  const value = deepestShortSample(schema, direction, maxLength, nameOf);
  if (known) known.set(key, value);
  else cache.set(schema, new Map([[key, value]]));
  return value;
}

function deepestShortSample(schema: object, direction: Direction, maxLength: number, nameOf?: ComponentNameOf): unknown {
  const value = deepestShortUnpinned(schema, direction, maxLength);
  // Only the sample kept gets its discriminator values and constraints: the deepest tried is
  // often discarded, and on Microsoft Graph it is megabytes (walking it was 10 s a thread).
  return value === undefined ? value : finishedSample(schema, value, dereferencedAccess(nameOf ?? (() => undefined)));
}

function deepestShortUnpinned(schema: object, direction: Direction, maxLength: number): unknown {
  let fitting: unknown;
  let fittingJson: string | undefined;
  for (const depth of DEPTHS) {
    samplerRuns.count++;
    const value = unpinnedSample(schema, direction, depth);
    if (value === undefined) return fitting;
    const json = JSON.stringify(value) ?? '';
    if (json.length > maxLength) return depth === DEPTHS[0] ? value : fitting;
    // Nothing was cut at this depth, so no deeper level exists: a deeper sample is the same.
    if (json === fittingJson) return fitting;
    fitting = value;
    fittingJson = json;
  }
  return fitting;
}
