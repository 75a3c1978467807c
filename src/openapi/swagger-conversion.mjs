// Converts Swagger 2.0 documents to OpenAPI 3.0 with swagger2openapi, on the parser's
// worker thread (see validate-worker.mjs). Plain JavaScript for the same reason as the
// worker: Node runs it from the sources and from an installed package.
import swagger2openapi from 'swagger2openapi';

/** Where swagger2openapi writes a warning, in warn-only mode, on the object it concerns. */
const WARNING_KEY = 'x-s2o-warning';

/** Parts of a 2.0 document that OpenAPI 3 moved, to point warnings at what the author wrote. */
const MOVED = [
  ['/components/schemas/', '/definitions/'],
  ['/components/parameters/', '/parameters/'],
  ['/components/responses/', '/responses/'],
  ['/components/securitySchemes/', '/securityDefinitions/'],
];

/**
 * The OpenAPI 3.0 form of a Swagger 2.0 document (the given one is left as it is), and
 * the converter's warnings, each with a JSON pointer into the converted document and,
 * where the part kept its place or only moved, into the author's.
 * @param {Record<string, unknown>} document
 * @returns {Promise<import('./swagger-conversion.d.mts').Conversion>}
 */
export async function convertSwagger(document) {
  const options = await swagger2openapi.convertObj(structuredClone(document), {
    patch: true,
    warnOnly: true,
    resolve: false,
    warnProperty: WARNING_KEY,
  });
  const converted = options.openapi;
  const warnings = collectWarnings(converted);
  if (options.patches > 0)
    warnings.push({
      pointer: '',
      message: `the converter fixed ${options.patches} small error${options.patches === 1 ? '' : 's'} of the Swagger 2.0 document on its way to OpenAPI 3.0`,
    });
  return { document: converted, from: `Swagger ${String(document.swagger)}`, warnings };
}

/**
 * Takes the converter's warnings out of the converted document (they are not part of the
 * API), with where each was. A walk with a stack: converted documents may share objects.
 * @param {unknown} root
 */
function collectWarnings(root) {
  const warnings = [];
  const seen = new Set();
  const stack = [[root, '']];
  while (stack.length) {
    const [value, pointer] = stack.pop();
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (!Array.isArray(value) && typeof value[WARNING_KEY] === 'string') {
      warnings.push({ pointer: authorPointer(pointer), message: value[WARNING_KEY] });
      delete value[WARNING_KEY];
    }
    for (const [key, child] of Object.entries(value)) stack.push([child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
  }
  return warnings.reverse();
}

/** @param {string} pointer */
function authorPointer(pointer) {
  for (const [now, before] of MOVED) if (pointer.startsWith(now)) return before + pointer.slice(now.length);
  return pointer;
}
