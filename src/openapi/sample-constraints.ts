import RandExp from 'randexp';
import { patternBudgetProblem } from './document-budgets.js';
import { boundedTest } from '../util/bounded-regexp.js';
import type { SchemaAccess } from './discriminator-choice.js';
import { applyingSchemas, pinDiscriminatorValues } from './sample-discriminators.js';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A sampler's value made ready to show and send: each chosen `oneOf` option named by its
 * discriminator value, and the constraints the sampler leaves out met (see below).
 */
export function finishedSample(schema: unknown, value: unknown, access: SchemaAccess): unknown {
  pinDiscriminatorValues(schema, value, access);
  return meetConstraints(schema, value, access);
}

/**
 * Makes a generated sample meet the constraints openapi-sampler leaves out, so the
 * example a page shows and the send panel sends passes the document's own validation
 * (the mock's, a real server's): a string's `pattern` (a string generated from the
 * pattern, the same one on every build), a number's `multipleOf` within its bounds, and
 * `uniqueItems` over an `enum`; and an `enum`'s `default` over its first value. Anything
 * it cannot satisfy stays as the sampler made it.
 * Returns the value (a string or number at the top is replaced, containers are changed
 * in place).
 */
export function meetConstraints(schema: unknown, value: unknown, access: SchemaAccess): unknown {
  return fitted([schema], value, access);
}

function fitted(schemas: readonly unknown[], value: unknown, access: SchemaAccess): unknown {
  const applying = applyingSchemas(schemas, access);
  if (typeof value === 'string') return fittingString(documentedDefault(value, applying), applying);
  if (typeof value === 'number') return fittingNumber(documentedDefault(value, applying), applying);
  if (Array.isArray(value)) {
    distinctItems(value, applying, access);
    const items = applying.map((schema) => schema.items).filter(isSchema);
    if (items.length) value.forEach((item, index) => (value[index] = fitted(items, item, access)));
  } else if (isSchema(value)) {
    for (const [key, item] of Object.entries(value)) {
      const members = applying
        .map((schema) => (isSchema(schema.properties) && key in schema.properties ? schema.properties[key] : schema.additionalProperties))
        .filter(isSchema);
      if (members.length) value[key] = fitted(members, item, access);
    }
  }
  return value;
}

/**
 * The sampler takes an `enum`'s first value even where the schema gives a `default` (a
 * level that defaults to `high` was shown as `low`): the default is what a reader sends
 * by leaving the field out, so it is the example, unless the schema gives one.
 */
function documentedDefault<Value extends string | number>(value: Value, schemas: Schema[]): Value {
  for (const schema of schemas) {
    const { enum: allowed, default: fallback } = schema;
    if (!Array.isArray(allowed) || value !== allowed[0] || fallback === value || !allowed.includes(fallback)) continue;
    if (schema.example === undefined && schema.examples === undefined && schema.const === undefined) return fallback as Value;
  }
  return value;
}

function fittingString(value: string, schemas: Schema[]): string {
  if (schemas.some((schema) => 'enum' in schema || 'const' in schema)) return value;
  const patterns = schemas.map((schema) => schema.pattern).filter((pattern): pattern is string => typeof pattern === 'string');
  if (patterns.length === 0) return value;
  const expressions = patterns.map(compiled);
  if (expressions.includes(undefined)) return value;
  const minLength = Math.max(0, ...schemas.map((schema) => (typeof schema.minLength === 'number' ? schema.minLength : 0)));
  const maxLength = Math.min(...schemas.map((schema) => (typeof schema.maxLength === 'number' ? schema.maxLength : Infinity)));
  const fits = (text: string) =>
    text.length >= minLength && text.length <= maxLength && expressions.every((expression) => boundedTest(expression!, text) === true);
  if (fits(value)) return value;
  for (const pattern of patterns) {
    if (patternBudgetProblem(pattern)) continue;
    const made = fromPattern(pattern);
    if (made !== undefined && fits(made)) return made;
  }
  return value;
}

const expressions = new Map<string, RegExp | undefined>();

/** A schema's pattern as JSON Schema reads it (unanchored, Unicode); undefined when JavaScript cannot read it. */
function compiled(pattern: string): RegExp | undefined {
  if (!expressions.has(pattern)) {
    let expression: RegExp | undefined;
    try {
      expression = new RegExp(pattern, 'u');
    } catch {
      expression = undefined;
    }
    expressions.set(pattern, expression);
  }
  return expressions.get(pattern);
}

const madeFromPatterns = new Map<string, string | undefined>();

/** A string the pattern matches, the same for the same pattern (randexp, with a generator seeded by the pattern). */
function fromPattern(pattern: string): string | undefined {
  if (!madeFromPatterns.has(pattern)) {
    let made: string | undefined;
    try {
      const generator = new RandExp(compiled(pattern)!);
      generator.max = 4; // `+` and `*` repeat a few times, not up to 100
      generator.randInt = seededIntegers(pattern);
      made = generator.gen();
    } catch {
      made = undefined;
    }
    madeFromPatterns.set(pattern, made);
  }
  return madeFromPatterns.get(pattern);
}

/** Integers from a small generator (mulberry32) seeded by a text's hash: the same text, the same sequence. */
function seededIntegers(text: string): (low: number, high: number) => number {
  let state = 0;
  for (let index = 0; index < text.length; index++) state = (Math.imul(state, 31) + text.charCodeAt(index)) | 0;
  return (low, high) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return low + Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296) * (high - low + 1));
  };
}

interface Bounds {
  low: number;
  lowOpen: boolean;
  high: number;
  highOpen: boolean;
  step?: number;
  integer: boolean;
}

function fittingNumber(value: number, schemas: Schema[]): number {
  if (schemas.some((schema) => 'enum' in schema || 'const' in schema)) return value;
  const bounds = boundsOf(schemas);
  if (bounds === undefined || within(value, bounds)) return value;
  const { low, lowOpen, high, step, integer } = bounds;
  const start = Number.isFinite(low) ? low : Number.isFinite(high) ? Math.min(0, high) : 0;
  let candidate: number;
  if (step !== undefined) {
    candidate = Math.ceil(start / step) * step;
    if (lowOpen && candidate <= low) candidate += step;
    if (!Number.isFinite(low) && candidate > high) candidate = Math.floor(high / step) * step;
  } else if (integer) candidate = lowOpen && Number.isInteger(start) ? start + 1 : Math.ceil(start);
  else candidate = lowOpen ? (Number.isFinite(high) ? (low + high) / 2 : low + 1) : start;
  return within(candidate, bounds) ? candidate : value;
}

/** The bounds every schema sets together (3.0's boolean and 3.1's numeric `exclusiveMinimum` both); one `multipleOf` at most. */
function boundsOf(schemas: Schema[]): Bounds | undefined {
  const bounds: Bounds = { low: -Infinity, lowOpen: false, high: Infinity, highOpen: false, integer: false };
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  for (const schema of schemas) {
    if (schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'))) bounds.integer = true;
    const lows = [[number(schema.minimum), schema.exclusiveMinimum === true] as const, [number(schema.exclusiveMinimum), true] as const];
    for (const [low, open] of lows)
      if (low !== undefined && (low > bounds.low || (low === bounds.low && open))) Object.assign(bounds, { low, lowOpen: open });
    const highs = [[number(schema.maximum), schema.exclusiveMaximum === true] as const, [number(schema.exclusiveMaximum), true] as const];
    for (const [high, open] of highs)
      if (high !== undefined && (high < bounds.high || (high === bounds.high && open))) Object.assign(bounds, { high, highOpen: open });
    const step = number(schema.multipleOf);
    if (step !== undefined && step > 0) {
      if (bounds.step !== undefined && bounds.step !== step) return undefined;
      bounds.step = step;
    }
  }
  return bounds;
}

function within(value: number, { low, lowOpen, high, highOpen, step, integer }: Bounds): boolean {
  if (lowOpen ? value <= low : value < low) return false;
  if (highOpen ? value >= high : value > high) return false;
  if (integer && !Number.isInteger(value)) return false;
  return step === undefined || Math.abs(value / step - Math.round(value / step)) < 1e-9;
}

/** `uniqueItems` over items chosen from an `enum`: the sampler repeats the first value; take distinct ones instead. */
function distinctItems(value: unknown[], schemas: Schema[], access: SchemaAccess): void {
  if (!schemas.some((schema) => schema.uniqueItems === true) || new Set(value.map((item) => JSON.stringify(item))).size === value.length)
    return;
  const items = applyingSchemas(
    schemas.map((schema) => schema.items),
    access,
  );
  const allowed = items.find((schema) => Array.isArray(schema.enum))?.enum as unknown[] | undefined;
  const distinct = [...new Map((allowed ?? []).map((item) => [JSON.stringify(item), item])).values()];
  if (distinct.length >= value.length) value.splice(0, value.length, ...distinct.slice(0, value.length));
}
