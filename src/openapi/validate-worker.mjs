// Reads and validates OpenAPI documents with @readme/openapi-parser, on a worker thread
// (see parser.ts: this file is part of that adapter, and the only code importing the
// parser). Plain JavaScript so that Node can run it as a worker both from the sources and
// from an installed package.
import { parentPort, workerData } from 'node:worker_threads';
import { dereference, parse, validate } from '@readme/openapi-parser';
import { validateOpenApi32 } from './validate-openapi32.mjs';
import { convertSwagger } from './swagger-conversion.mjs';

const OPTIONS = { resolve: { external: false } };

/** More values than any real document has once its YAML aliases are expanded. */
const MAX_EXPANDED_VALUES = 10_000_000;

/** More characters than any real document has once its YAML aliases are expanded (a value counts eight, a string its length too). */
const MAX_EXPANDED_SIZE = 200_000_000;

/**
 * Parses a YAML or JSON file; no `$ref` is resolved. A YAML alias shares its value, so
 * an alias bomb ("billion laughs") parses quickly but expands to billions of values for
 * anything that walks it (the validator): such a document is refused at once. The
 * expansion is measured without being made (each shared value is measured once), by
 * values and by characters: a few aliases of a long string are a bomb too.
 * @param {string} file
 */
async function parseDocumentFile(file) {
  const document = await parse(file, OPTIONS);
  if (!/\.json$/i.test(file)) {
    const { values, size } = expandedSize(document);
    if (values > MAX_EXPANDED_VALUES || size > MAX_EXPANDED_SIZE)
      throw new Error(
        values > MAX_EXPANDED_VALUES
          ? `its YAML aliases expand to more than ${MAX_EXPANDED_VALUES.toLocaleString('en')} values (a resource-exhaustion "billion laughs" pattern); write the repeated parts out or use $ref`
          : `its YAML aliases expand to ${Math.round(size / 1e6).toLocaleString('en')} million characters, more than ${(MAX_EXPANDED_SIZE / 1e6).toLocaleString('en')} million (a resource-exhaustion "billion laughs" pattern); write the repeated parts out or use $ref`,
      );
  }
  return document;
}

/**
 * How large a parsed document is once every shared (aliased) value is written out, without
 * writing it out: each object's measure is kept and reused wherever it is shared. A value
 * counts one value and eight characters, a string its length too, a key its length.
 * @param {unknown} root
 * @returns {{ values: number, size: number }}
 */
export function expandedSize(root) {
  /** @type {WeakMap<object, { values: number, size: number }>} */
  const measured = new WeakMap();
  const leaf = (value) => ({ values: 1, size: 8 + (typeof value === 'string' ? value.length : 0) });
  if (root === null || typeof root !== 'object') return leaf(root);
  // Post-order without recursion: a node is measured once all its children are.
  const stack = [{ node: root, entered: false }];
  const open = new WeakSet();
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (measured.has(top.node)) {
      stack.pop();
      continue;
    }
    if (!top.entered) {
      top.entered = true;
      open.add(top.node);
      for (const child of Object.values(top.node))
        if (child !== null && typeof child === 'object' && !measured.has(child) && !open.has(child))
          stack.push({ node: child, entered: false });
      continue;
    }
    stack.pop();
    let values = 1;
    let size = 8;
    for (const [key, child] of Object.entries(top.node)) {
      // A value that contains itself (a recursive anchor) counts once.
      const part = child !== null && typeof child === 'object' ? (measured.get(child) ?? { values: 1, size: 8 }) : leaf(child);
      values += part.values;
      size += part.size + key.length;
    }
    measured.set(top.node, { values, size });
  }
  return measured.get(root);
}

/**
 * Values in a parsed document as a walk sees them, shared ones counted every time; stops
 * counting past `limit`.
 * @param {unknown} root
 * @param {number} limit
 */
export function countValues(root, limit) {
  let count = 0;
  const stack = [root];
  while (stack.length && count <= limit) {
    const value = stack.pop();
    count++;
    if (value !== null && typeof value === 'object') for (const child of Object.values(value)) stack.push(child);
  }
  return count;
}

/**
 * Validates a parsed document (consumed: it is dereferenced in place) against the
 * OpenAPI 3.0/3.1/3.2 (or Swagger 2.0) schema and the rules the schema cannot express. When
 * invalid, also returns the document the way the validator saw it (references resolved,
 * circular ones left as `$ref`): the parser's code frames quote its pretty-printed JSON,
 * which is how problems are mapped back to JSON pointers.
 * @param {object} document
 * @param {string} file
 * @returns {Promise<import('./validate-worker.d.mts').ValidationOutcome>}
 */
export async function validateDocument(document, file) {
  const result =
    typeof document?.openapi === 'string' && document.openapi.startsWith('3.2.')
      ? await validateOpenApi32(document, OPTIONS)
      : await validate(document, { ...OPTIONS, validate: { errors: { colorize: false } } });
  const warnings = result.warnings.map((warning) => warning.message);
  if (result.valid) return { valid: true, problems: [], warnings };
  const problems = result.errors.map((error) => error.message);
  if (result.additionalErrors > 0) problems.push(`... and ${result.additionalErrors} more problems`);
  let validated;
  try {
    validated = await dereference(await parse(file, OPTIONS), { ...OPTIONS, dereference: { circular: 'ignore' } });
  } catch {
    validated = undefined; // a broken $ref: the message names it itself
  }
  return { valid: false, problems, warnings, validated };
}

let parsing = 0;
let parsed = Promise.resolve();
let release = () => undefined;
let validations = Promise.resolve();

/**
 * One file: its parsed document first (as soon as it is read, so the build can go on),
 * then its validation. Validations wait until every file asked for so far is parsed, and
 * run one at a time: the build needs all the documents before it needs any verdict.
 * @param {string} file
 * @param {(message: object) => void} post
 * @param {boolean} [validate] false when the build has this document's verdict cached: parse only
 */
export async function readAndValidate(file, post, validate = true) {
  if (parsing++ === 0) parsed = new Promise((resolve) => (release = resolve));
  let document;
  try {
    document = await parseDocumentFile(file);
    if (document?.swagger === '2.0') {
      // Rendered as OpenAPI 3.0; validated as written, so problems point into the author's file.
      let conversion;
      try {
        conversion = await convertSwagger(document);
      } catch (error) {
        throw new Error(`its conversion from Swagger 2.0 to OpenAPI 3.0 failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      post({ kind: 'document', document: conversion.document, conversion: { from: conversion.from, warnings: conversion.warnings } });
    } else post({ kind: 'document', document });
  } catch (error) {
    post({ kind: 'document', error: { name: error?.name, message: error instanceof Error ? error.message : String(error) } });
    return;
  } finally {
    if (--parsing === 0) release();
  }
  if (!validate) return;
  await parsed;
  const turn = validations.then(async () => {
    try {
      post({ kind: 'validation', outcome: await validateDocument(document, file) });
    } catch (error) {
      post({ kind: 'validation', error: { name: error?.name, message: error instanceof Error ? error.message : String(error) } });
    }
  });
  validations = turn;
  await turn;
}

// Only as the worker parser.ts starts (this module may also be loaded in the main thread).
if (parentPort && workerData?.docgenValidator) {
  parentPort.on(
    'message',
    ({ id, file, validate }) => void readAndValidate(file, (message) => parentPort.postMessage({ id, ...message }), validate),
  );
}
