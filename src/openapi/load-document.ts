import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { errors } from '../errors/catalogue.js';

/**
 * The parsed data of a document (read by the parser's worker), or DG040 naming the file
 * and the parser's reason (with its line and column for YAML syntax errors).
 */
export async function receiveDocument(file: string, document: Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = await document;
  } catch (error) {
    const empty = await emptiness(file);
    if (empty) throw errors.specEmpty({ file }, file, empty === 'comments');
    throw errors.specUnreadable({ file, cause: error }, file);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw errors.specUnreadable(
      { file, cause: new Error('the document is not a mapping (expected `openapi:`, `info:`, `paths:`...)') },
      file,
    );
  }
  return data as Record<string, unknown>;
}

/** Whether a document that failed to load is empty or holds only YAML comments (so nothing to parse). */
async function emptiness(file: string): Promise<'empty' | 'comments' | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return 'empty';
  return lines.every((line) => line.startsWith('#')) ? 'comments' : undefined;
}

/**
 * The document as its author wrote it (text and data, `$ref`s unresolved), read again
 * for error messages: only used when something is wrong, so speed does not matter here.
 */
export async function readSource(file: string): Promise<{ text: string; data: Record<string, unknown> } | undefined> {
  try {
    const text = await readFile(file, 'utf8');
    const data = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text, { maxAliasCount: -1 });
    return data && typeof data === 'object' ? { text, data } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses what docgen does not render: Swagger other than 2.0 (which the worker has
 * converted by now), OpenAPI 3.3+, or anything that does not say which version it is.
 */
export function checkVersion(file: string, data: Record<string, unknown>): string {
  if (data.swagger !== undefined) throw errors.specUnsupported({ file }, file, `Swagger ${String(data.swagger)}`);
  const version = data.openapi;
  if (typeof version !== 'string')
    throw errors.specUnsupported({ file }, file, 'not an OpenAPI document (it has no `openapi` version field)');
  if (!/^3\.[012]\.\d+/.test(version)) throw errors.specUnsupported({ file }, file, `OpenAPI ${version}`);
  return version;
}
