import { entry } from './error-entry.js';

/** Errors of `docgen init` (and `npm create docgen`): where the new site goes and its install. */
export const initErrorData = {
  initFolderNotEmpty: entry({
    code: 'DG155',
    title: 'The folder for the new site is not empty',
    message: (dir: string, entries: readonly string[]) =>
      `${dir} already holds ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}: ${listed(entries)}.`,
    hint: 'Choose a new or empty folder (docgen init my-docs), or pass --force to add the site beside what is there (an existing file is never overwritten).',
    docs: '`docgen init` writes a new site into an empty folder (a `.git` folder alone counts as empty). `--force` lets it write into a folder that holds other files, as long as none of the site’s files exists.',
  }),
  initFilesClash: entry({
    code: 'DG156',
    title: 'Files of the new site already exist',
    message: (dir: string, clashes: readonly string[]) =>
      `docgen init would write these files, which already exist in ${dir}: ${listed(clashes)}.`,
    hint: 'docgen init never overwrites a file, even with --force: move or rename those files, or create the site in another folder. Nothing was written.',
    docs: 'With `--force`, `docgen init` writes into a folder that is not empty, but refuses (writing nothing) when one of the files it would create (`package.json`, `site.config.ts`, `docs/index.md`...) or a folder it needs already exists as a file.',
  }),
  initTargetNotFolder: entry({
    code: 'DG157',
    title: 'The place for the new site is a file',
    message: (dir: string) => `${dir} exists and is not a folder.`,
    hint: 'Give docgen init the path of a new or empty folder.',
    docs: 'The `[dir]` of `docgen init` names an existing file; the site needs a folder.',
  }),
  initInstallFailed: entry({
    code: 'DG158',
    title: 'npm install failed in the new site',
    message: (dir: string, reason: string) => `The site's files are written in ${dir}, but npm install failed: ${reason}.`,
    hint: 'Fix the problem npm printed above, then run `npm install` and `npm start` in the site folder.',
    docs: '`docgen init` runs `npm install` in the new site (skip it with `--no-install`). When npm is missing or fails (no network, a registry error), the files stay as written: fix the problem and run `npm install` yourself.',
  }),
};

/** A few names, then how many more. */
function listed(names: readonly string[], shown = 8): string {
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}
