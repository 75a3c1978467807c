type Schema = Record<string, unknown>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A range of a count in words: `exactly 3 items`, `1 to 5 items`, `at least 1 item`, `at most 5 items`. */
function countRange(min: number | undefined, max: number | undefined, one: string, many: string): string | undefined {
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${plural(min, one, many)}` : `${min} to ${plural(max, one, many)}`;
  if (min !== undefined) return `at least ${plural(min, one, many)}`;
  if (max !== undefined) return `at most ${plural(max, one, many)}`;
  return undefined;
}

/**
 * Validation keywords in words a reader scans quickly: `at least 1`, `less than 100`,
 * `1 to 64 characters`, `matches ^[a-z]+$`, `at least 1 item`, `items are unique`.
 */
export function constraintsOf(schema: Schema): string[] {
  const out: string[] = [];
  const number = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const push = (text: string | undefined) => text !== undefined && out.push(text);
  const minimum = number('minimum');
  const maximum = number('maximum');
  // 3.0: exclusiveMinimum is a boolean modifier; 3.1: it is the bound itself.
  if (typeof schema.exclusiveMinimum === 'number') push(`greater than ${schema.exclusiveMinimum}`);
  else if (minimum !== undefined) push(schema.exclusiveMinimum === true ? `greater than ${minimum}` : `at least ${minimum}`);
  if (typeof schema.exclusiveMaximum === 'number') push(`less than ${schema.exclusiveMaximum}`);
  else if (maximum !== undefined) push(schema.exclusiveMaximum === true ? `less than ${maximum}` : `at most ${maximum}`);
  if (number('multipleOf') !== undefined) push(`multiple of ${schema.multipleOf}`);
  push(countRange(number('minLength'), number('maxLength'), 'character', 'characters'));
  if (typeof schema.pattern === 'string') push(`matches ${schema.pattern}`);
  push(countRange(number('minItems'), number('maxItems'), 'item', 'items'));
  if (schema.uniqueItems === true) push('items are unique');
  push(countRange(number('minContains'), number('maxContains'), 'matching item', 'matching items'));
  push(countRange(number('minProperties'), number('maxProperties'), 'property', 'properties'));
  // Required names without a property of their own (`then: {required: [...]}`) are rules too.
  const declared = schema.properties !== null && typeof schema.properties === 'object' ? schema.properties : {};
  const undeclared = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string' && !Object.hasOwn(declared, name))
    : [];
  if (undeclared.length) push(`requires ${undeclared.join(', ')}`);
  if (typeof schema.contentMediaType === 'string') push(`content type ${schema.contentMediaType}`);
  if (typeof schema.contentEncoding === 'string') push(`encoded as ${schema.contentEncoding}`);
  return out;
}
