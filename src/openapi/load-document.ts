import { readFile } from 'node:fs/promises';
import { errors } from '../errors/catalogue.js';
import { parseFile } from './parser.js';

/**
 * Reads and parses a JSON or YAML document (through the parser adapter, whose js-yaml is
 * several times faster than a full YAML library on big documents).
 */
export async function loadDocument(file: string): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = await parseFile(file);
  } catch (error) {
    throw errors.specUnreadable(file, error);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw errors.specUnreadable(file, new Error('the document is not a mapping (expected `openapi:`, `info:`, `paths:`...)'));
  }
  return data as Record<string, unknown>;
}

/** The document's text, for pointing at lines in error messages. */
export async function readDocumentText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Refuses what docgen does not render: Swagger 2.0, OpenAPI 3.2+, or anything that does
 * not say which version it is.
 */
export function checkVersion(file: string, data: Record<string, unknown>): string {
  if (data.swagger !== undefined) throw errors.specUnsupported(file, `Swagger ${String(data.swagger)}`);
  const version = data.openapi;
  if (typeof version !== 'string') throw errors.specUnsupported(file, 'not an OpenAPI document (it has no `openapi` version field)');
  if (!/^3\.(0|1)\.\d+/.test(version)) throw errors.specUnsupported(file, `OpenAPI ${version}`);
  return version;
}
