import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { toPointer } from '../util/json-pointer.js';
import { positionOfPointer } from '../util/source-position.js';
import { jsonErrorPosition } from '../util/json-error-position.js';

/**
 * Docusaurus's translation files, one JSON object of `{ "<id>": { "message", "description" } }`:
 * `i18n/<locale>/code.json` (`<Translate>`, `translate()`) and
 * `i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/current.json` (sidebar labels, version label).
 */

/** A translation file's messages by id (descriptions are for translators and left out). */
export type TranslationMessages = Readonly<Record<string, string>>;

/** Where a site keeps the translations of its components' code for a locale. */
export const codeTranslationsFile = (root: string, locale: string) => path.join(root, 'i18n', locale, 'code.json');

/**
 * A locale's translations of a docs folder's sidebar labels and version label: `current.json`
 * for the current version, `version-<name>.json` for a released one; an instance's in its plugin id's folder.
 */
export const sidebarTranslationsFile = (locale: string, versionName: string, pluginId?: string) =>
  `i18n/${locale}/docusaurus-plugin-content-docs${pluginId ? `-${pluginId}` : ''}/${versionName === 'current' ? 'current' : `version-${versionName}`}.json`;

/** A locale's translations of the blog's options (`title`, `description`, `sidebar.title`): Docusaurus's `options.json`. */
export const blogOptionsTranslationsFile = (root: string, locale: string) =>
  path.join(root, 'i18n', locale, 'docusaurus-plugin-content-blog', 'options.json');

/** The file's messages, checked; undefined when there is no file. Throws DG217 naming the file and place. */
export async function readTranslationFile(file: string): Promise<TranslationMessages | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseTranslationFile(file, text);
}

export function parseTranslationFile(file: string, text: string): TranslationMessages {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const problem = `not valid JSON: ${message.replace(/ in JSON at position \d+.*$/s, '')}`;
    throw errors.translationFileInvalid({ file, ...jsonErrorPosition(text, message) }, file, problem);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw errors.translationFileInvalid({ file, pointer: '' }, file, 'its top level is not an object of translations');
  const messages: Record<string, string> = {};
  for (const [id, value] of Object.entries(data)) {
    const message = value && typeof value === 'object' ? (value as { message?: unknown }).message : undefined;
    if (typeof message !== 'string') {
      const pointer = toPointer([id]);
      throw errors.translationFileInvalid(
        { file, pointer, ...positionOfPointer(text, pointer) },
        file,
        `the translation "${id}" has no "message" text`,
      );
    }
    messages[id] = message;
  }
  return messages;
}
