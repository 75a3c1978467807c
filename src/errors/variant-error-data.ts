import { entry, quoted } from './error-entry.js';

/** Errors about docs versions and locales (versions.json, versioned_docs/, i18n/). */
export const variantErrorData = {
  versionsFileInvalid: entry({
    code: 'DG117',
    title: 'versions.json is not a list of version names',
    message: (problem: string) => `versions.json: ${problem}`,
    hint: 'versions.json holds a JSON array of version names, newest first, such as ["2.0", "1.x"]; `docgen version <name>` writes it.',
    docs: '`versions.json` at the site root lists the released docs versions, newest first. It must be a JSON array of distinct, non-empty names made of letters, digits, `.`, `_` and `-`.',
  }),
  versionFolderMissing: entry({
    code: 'DG118',
    title: 'A version has no docs folder',
    message: (name: string, folder: string) => `versions.json lists version "${name}", but ${folder}/ does not exist.`,
    hint: (name: string) => `Restore the folder, or remove "${name}" from versions.json. \`docgen version <name>\` creates both together.`,
    docs: 'Every version listed in `versions.json` has its docs in `versioned_docs/version-<name>/`.',
  }),
  versionUnknown: entry({
    code: 'DG119',
    title: 'A version named in the configuration does not exist',
    message: (key: string, name: string, known: readonly string[]) => `${key} names version "${name}"; the versions are ${quoted(known)}.`,
    hint: 'Use "current" for docs/ or a name from versions.json.',
    docs: '`docs.lastVersion`, `docs.onlyIncludeVersions`, the keys of `docs.versions` and `--versions` name versions: `current` (the `docs/` folder) or a name listed in `versions.json`.',
  }),
  variantPathDuplicate: entry({
    code: 'DG120',
    title: 'Two versions or locales share a path',
    message: (path: string, first: string, second: string) => `${first} and ${second} both use the path "/${path}".`,
    hint: 'Give each version (docs.versions.<name>.path) and locale (i18n.localeConfigs.<locale>.path) its own path.',
    docs: 'Each version and each locale is built under a path of its own (`/1.x/`, `/fr/`); two sharing one would overwrite each other’s pages.',
  }),
  translationWithoutOriginal: entry({
    code: 'DG121',
    title: 'A translated page has no original',
    message: (relativePath: string, locale: string, original: string) =>
      `This ${locale} translation is of ${original}, which does not exist.`,
    hint: (relativePath: string) =>
      `Translations mirror the paths of the original docs: move the file to the path of the page it translates, or add the original (${relativePath}).`,
    docs: 'A file in `i18n/<locale>/docs/` (or `versioned_docs/version-<name>/` below it) translates the file at the same path in the version’s docs folder, and that file does not exist. As in Docusaurus, the translation is left out; the build warns, and `--strict` fails.',
  }),
  versionExists: entry({
    code: 'DG122',
    title: 'The version already exists',
    message: (name: string, where: string) => `Version "${name}" already exists (${where}).`,
    hint: 'Pick a new name; docgen never overwrites a version snapshot.',
    docs: '`docgen version <name>` snapshots the current docs and specs into a new version; it refuses a name that `versions.json` or a `versioned_docs/` folder already has.',
  }),
  lastVersionExcluded: entry({
    code: 'DG124',
    title: 'The version served at the root paths is left out',
    message: (key: string, last: string) => `${key} leaves out version "${last}", which is served at the root paths.`,
    hint: (key: string, last: string) => `Include "${last}" in ${key}, or make another version the last one with docs.lastVersion.`,
    docs: 'A partial build (`--versions`, `docs.onlyIncludeVersions`) must include the last version: the home page and every unversioned link lead to it.',
  }),
  localeUnknown: entry({
    code: 'DG123',
    title: 'A locale named on the command line does not exist',
    message: (locale: string, locales: readonly string[]) => `--locale ${locale}: the site's locales are ${quoted(locales)}.`,
    hint: 'Pass one of the locales of i18n.locales.',
    docs: '`--locale <code>` builds one locale of the site; it must be one of `i18n.locales`.',
  }),
};
