import { z } from 'zod';
import { isHttpUrl } from '../util/url-kind.js';

/** What `docs.editUrl` as a function is told about a doc (Docusaurus's `EditUrlFunction` parameters). */
export interface EditUrlParams {
  /** The doc's version: `current` (the `docs/` folder) or a name from versions.json. */
  version: string;
  /** The version's docs folder, relative to the site root: `docs`, `versioned_docs/version-1.x`. */
  versionDocsDirPath: string;
  /** The doc's file, relative to its version's docs folder: `guides/intro.md`. */
  docPath: string;
  /** The page's URL path, base URL included: `/guides/intro`. */
  permalink: string;
  /** The locale of the page: `en`, `fr`. */
  locale: string;
}

/** `docs.editUrl` as a function: the page's "Edit this page" address, or undefined for none. */
export type EditUrlFunction = (params: EditUrlParams) => string | undefined | null;

const editUrl = z
  .custom<string | EditUrlFunction>((value) => typeof value === 'function' || (typeof value === 'string' && isHttpUrl(value)), {
    message:
      'expected an http(s) URL such as "https://github.com/org/repo/edit/main/" (each doc\'s path is added to it), or a function ({ docPath, version, locale, permalink }) => string | undefined',
  })
  .meta({ typeLabel: 'string (URL) | (params) => string | undefined' });

/**
 * What a doc page's footer shows besides its tags, with Docusaurus's names and meanings
 * (its docs plugin options): the "Edit this page" link and when and by whom the page was
 * last changed (from git). Spread into `docs` of the configuration.
 */
export const docFooterFields = {
  /** A base URL each doc's path (relative to the site root) is added to, or a function of the doc. */
  editUrl: editUrl.optional(),
  /** A translated page's link edits its translation (under i18n/) instead of the original. */
  editLocalizedFiles: z.boolean().default(false),
  /** Pages of every version link the current version's file (under docs/). */
  editCurrentVersion: z.boolean().default(false),
  /** "Last updated on <date>": the date of each doc's last git commit (or its frontmatter `last_update.date`). */
  showLastUpdateTime: z.boolean().default(false),
  /** "... by <author>": the author of each doc's last git commit (or its frontmatter `last_update.author`). */
  showLastUpdateAuthor: z.boolean().default(false),
};

/** The defaults of `docFooterFields`, for the `docs` object's own default. */
export const docFooterDefaults = {
  editLocalizedFiles: false,
  editCurrentVersion: false,
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
} as const;
