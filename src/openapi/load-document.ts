import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { errors } from '../errors/catalogue.js';

/** An API document as read from disk: its text (for error positions) and its data. */
export interface LoadedDocument {
  /** Absolute path. */
  path: string;
  text: string;
  data: Record<string, unknown>;
}

/** Reads and parses a JSON or YAML document. The one place this module touches the disk. */
export async function loadDocument(path: string): Promise<LoadedDocument> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw errors.specUnreadable(path, error);
  }
  return { path, text, data: parseDocumentText(path, text) };
}

/** JSON.parse for `.json` (much faster on big documents), YAML 1.2 for everything else. */
export function parseDocumentText(path: string, text: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text, { maxAliasCount: -1 });
  } catch (error) {
    throw errors.specUnreadable(path, error);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw errors.specUnreadable(path, new Error('the document is not a mapping (expected `openapi:`, `info:`, `paths:`...)'));
  }
  return data as Record<string, unknown>;
}

/**
 * Refuses what docgen does not render: Swagger 2.0, OpenAPI 3.2+, or anything that does
 * not say which version it is.
 */
export function checkVersion(path: string, data: Record<string, unknown>): string {
  if (data.swagger !== undefined) throw errors.specUnsupported(path, `Swagger ${String(data.swagger)}`);
  const version = data.openapi;
  if (typeof version !== 'string') throw errors.specUnsupported(path, 'not an OpenAPI document (it has no `openapi` version field)');
  if (!/^3\.(0|1)\.\d+/.test(version)) throw errors.specUnsupported(path, `OpenAPI ${version}`);
  return version;
}
