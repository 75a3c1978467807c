// Validates OpenAPI documents with @readme/openapi-parser, on a worker thread (see
// parser.ts: this file is part of that adapter). Plain JavaScript so that Node can run
// it as a worker both from the sources and from an installed package.
import { parentPort, workerData } from 'node:worker_threads';
import { dereference, validate } from '@readme/openapi-parser';

const OPTIONS = { resolve: { external: false } };

/**
 * Validates one file against the OpenAPI 3.0/3.1 (or Swagger 2.0) schema and the rules
 * the schema cannot express. When invalid, also returns the document the way the
 * validator saw it (references resolved, circular ones left as `$ref`): the parser's
 * code frames quote its pretty-printed JSON, which is how problems are mapped back to
 * JSON pointers.
 * @param {string} file
 * @returns {Promise<import('./validate-worker.d.mts').ValidationOutcome>}
 */
export async function validateInProcess(file) {
  const result = await validate(file, { ...OPTIONS, validate: { errors: { colorize: false } } });
  const warnings = result.warnings.map((warning) => warning.message);
  if (result.valid) return { valid: true, problems: [], warnings };
  const problems = result.errors.map((error) => error.message);
  if (result.additionalErrors > 0) problems.push(`... and ${result.additionalErrors} more problems`);
  let validated;
  try {
    validated = await dereference(file, { ...OPTIONS, dereference: { circular: 'ignore' } });
  } catch {
    validated = undefined; // a broken $ref: the message names it itself
  }
  return { valid: false, problems, warnings, validated };
}

// Only as the worker parser.ts starts (this module is also bundled into the engine).
if (parentPort && workerData?.docgenValidator) parentPort.on('message', async ({ id, file }) => {
  try {
    parentPort.postMessage({ id, outcome: await validateInProcess(file) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
