import type { DocsConfig, EditUrlFunction } from '../config/schema.js';
import { errors } from '../errors/catalogue.js';
import { unsafeUrlReason } from '../util/safe-url.js';
import { CURRENT_VERSION } from '../variants/versions.js';
import { translationDirs } from '../variants/locales.js';
import type { SiteVariant } from '../variants/variants.js';
import type { DocSource } from './collect.js';

/** The docs options that decide a page's "Edit this page" link (Docusaurus's names). */
export type EditUrlOptions = Pick<DocsConfig, 'editUrl' | 'editLocalizedFiles' | 'editCurrentVersion'>;

/** What a doc's edit link is made of besides the options. */
export interface EditUrlInput {
  doc: Pick<DocSource, 'relativePath' | 'frontmatter' | 'writtenIn'>;
  variant: Pick<SiteVariant, 'version' | 'locale'>;
  /** The folder the variant's docs were read from, relative to the site root (a translation's: under `i18n/`). */
  dir: string;
  /** The page's URL path with the base URL (`/docs/guides/intro`). */
  permalink: string;
  /** Where `docs.editUrl` is written, for an error about the function. */
  configFile: string;
  configLine?: number;
}

/**
 * `https://github.com/org/repo/edit/main/` + `docs/guides/intro.md`, with one slash between
 * and each segment of the path URL-encoded (`my guide.md` -> `my%20guide.md`).
 */
export function joinEditUrl(base: string, sitePath: string): string {
  const path = sitePath
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/**
 * The file a doc page's link edits, relative to the site root, as Docusaurus picks it for
 * a string `editUrl`: the doc in its version's folder (`versioned_docs/version-1.x/a.md`),
 * the current version's (`docs/a.md`) with `editCurrentVersion`, and with
 * `editLocalizedFiles` a translated page's own translation (`i18n/fr/docs/a.md`; a page
 * shown untranslated edits the original).
 */
export function editedFile(input: Pick<EditUrlInput, 'doc' | 'variant' | 'dir'>, options: Omit<EditUrlOptions, 'editUrl'>): string {
  const { doc, variant } = input;
  const translated = !variant.locale.isDefault && doc.writtenIn === undefined;
  if (options.editLocalizedFiles && translated) {
    // The same kind of translation folder (`i18n/fr/docs`, or Docusaurus's plugin folder) of the current version.
    const index = translationDirs(variant.locale, variant.version.name).indexOf(input.dir);
    const dir = options.editCurrentVersion && index !== -1 ? translationDirs(variant.locale, CURRENT_VERSION)[index]! : input.dir;
    return `${dir}/${doc.relativePath}`;
  }
  // The current version's folder is its own (`docs`, or a docs instance's folder).
  return `${options.editCurrentVersion && variant.version.name !== CURRENT_VERSION ? 'docs' : variant.version.docsDir}/${doc.relativePath}`;
}

/**
 * A doc page's "Edit this page" address: frontmatter `custom_edit_url` (null: none), else
 * `docs.editUrl` (a base URL the edited file is added to, or a function of the doc, whose
 * undefined means none), else none. A function that throws or gives no URL string is the
 * site's mistake (DG262).
 */
export function docEditUrl(options: EditUrlOptions, input: EditUrlInput): string | undefined {
  const custom = input.doc.frontmatter.custom_edit_url;
  if (custom !== undefined) return custom || undefined;
  const { editUrl } = options;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return joinEditUrl(editUrl, editedFile(input, options));
  return fromFunction(editUrl, input);
}

function fromFunction(editUrl: EditUrlFunction, input: EditUrlInput): string | undefined {
  const { doc, variant } = input;
  const where = { file: input.configFile, line: input.configLine };
  const docFile = `${variant.version.docsDir}/${doc.relativePath}`;
  let result: unknown;
  try {
    result = editUrl({
      version: variant.version.name,
      versionDocsDirPath: variant.version.docsDir,
      docPath: doc.relativePath,
      permalink: input.permalink,
      locale: variant.locale.code,
    });
  } catch (error) {
    throw errors.editUrlFailed({ ...where, cause: error }, docFile, `threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (result === undefined || result === null || result === '') return undefined;
  if (typeof result !== 'string') throw errors.editUrlFailed(where, docFile, `returned ${describe(result)}, which is not a URL string`);
  const unsafe = unsafeUrlReason(result);
  if (unsafe) throw errors.editUrlFailed(where, docFile, `returned ${JSON.stringify(result)}: ${unsafe}`);
  return result;
}

function describe(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
