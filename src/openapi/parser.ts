/**
 * The adapter around @readme/openapi-parser: the only module that imports it. Both
 * functions take an already parsed document (we read and parse files ourselves, so
 * errors can point at lines) and never resolve files or URLs outside it.
 */
import { dereference, validate } from '@readme/openapi-parser';

export interface ValidationOutcome {
  valid: boolean;
  /** Each problem as the parser words it (may include a code frame of the dereferenced JSON). */
  problems: string[];
  warnings: string[];
  /**
   * When invalid: the document the way the validator saw it (references resolved,
   * circular ones left as `$ref`), whose pretty-printed JSON its code frames quote.
   */
  validated?: object;
}

const OPTIONS = { resolve: { external: false, file: false } } as const;

/** Validates against the OpenAPI 3.0/3.1 schema and the rules the schema cannot express. */
export async function validateDocument(document: object): Promise<ValidationOutcome> {
  // The parser dereferences its input in place: give it a copy.
  const result = await validate(structuredClone(document) as never, { ...OPTIONS, validate: { errors: { colorize: false } } });
  if (result.valid) return { valid: true, problems: [], warnings: result.warnings.map((warning) => warning.message) };
  const problems = result.errors.map((error) => error.message);
  if (result.additionalErrors > 0) problems.push(`... and ${result.additionalErrors} more problems`);
  let validated: object | undefined;
  try {
    validated = (await dereference(structuredClone(document) as never, { ...OPTIONS, dereference: { circular: 'ignore' } })) as object;
  } catch {
    validated = undefined; // a broken $ref: messages then carry the pointer themselves
  }
  return { valid: false, problems, warnings: result.warnings.map((warning) => warning.message), validated };
}

/**
 * Replaces every `$ref` with the object it points to, in place (the caller hands the
 * document over). Circular references become real cycles between objects, never
 * infinite copies, so consumers must track what they have visited; a schema referenced
 * twice is the same object both times.
 */
export async function dereferenceDocument<T extends object>(document: T): Promise<T> {
  return (await dereference(document as never, { ...OPTIONS, dereference: { circular: true } })) as T;
}
