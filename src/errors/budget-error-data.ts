import { entry } from './error-entry.js';

/** Faults of the site's files and folders, and input over one of docgen's budgets (DG280-DG289). */
export const budgetErrorData = {
  sourceFolderNotAFolder: entry({
    code: 'DG280',
    title: 'A content folder is a file',
    message: (name: string, file: string) => `${file} is a file, but docgen reads the site's ${name}/ folder there.`,
    hint: (name: string) => `Make ${name}/ a folder (move the file into it, or rename it), or remove it if the site has no ${name}.`,
    docs: '`docs/` and `static/` are folders: docgen reads every page of `docs/` and copies every file of `static/`. A file with one of these names (often an unzip or a copy gone wrong) stops the build here.',
  }),
  sourceUnreadable: entry({
    code: 'DG281',
    title: 'A file or folder of the site cannot be read',
    message: (file: string, kind: 'file' | 'folder', reason: string) =>
      `docgen cannot ${kind === 'file' ? 'read the file' : 'list the folder'} ${file}: ${reason}.`,
    hint: (_file: string, kind: 'file' | 'folder') =>
      kind === 'file'
        ? 'Give the user who runs docgen permission to read it (chmod a+r), or move it out of the site.'
        : 'Give the user who runs docgen permission to list it (chmod a+rx), or move it out of the site.',
    docs: 'A page, a folder metadata file or a folder of `docs/` (or `static/`) could not be read: most often its permissions keep the user who runs docgen out. The message names the path and the reason the system gave.',
  }),
  fileNameNotUtf8: entry({
    code: 'DG282',
    title: 'A file name is not valid UTF-8',
    message: (file: string) => `The name of ${file} is not valid UTF-8 (the bytes shown as \\x.. are not text), so it cannot become a URL.`,
    hint: 'Rename the file with a UTF-8 name (for example with `mv` in a UTF-8 terminal, or `convmv`).',
    docs: 'Page URLs are made from file names, and a URL is UTF-8 text. A file whose name was written in another encoding (Latin-1 from an old archive) cannot be named in a URL: rename it.',
  }),
  fileNameNotUrl: entry({
    code: 'DG283',
    title: 'A page file name holds a character a URL path cannot',
    message: (file: string, character: string) =>
      `The name of ${file} holds "${character}", which ends (or escapes) a URL's path: its page would have no address a link can reach.`,
    hint: 'Rename the file (and its folder) without "#", "?" or "%", or give the page a `slug:` in its frontmatter.',
    docs: "A page's URL is its path under `docs/`. `#` starts a link's fragment, `?` its query and `%` an escape, so a page named `a#b.md` could never be linked to. Rename the file, or set the page's URL with `slug:`.",
  }),
  docNotText: entry({
    code: 'DG284',
    title: 'A page is not a text file',
    message: (file: string, why: string) => `${file} has a markdown name but is not text: ${why}.`,
    hint: 'Remove the file from docs/ or rename it (a binary file kept beside the docs belongs in static/).',
    docs: 'A file ending in `.md` or `.mdx` is read as a page. A binary file (an image, an archive, a file saved in UTF-16) with such a name would build as a page of garbage: docgen refuses it and names it.',
  }),
  tagPermalinkInvalid: entry({
    code: 'DG285',
    title: 'A tag permalink leaves the tags pages',
    message: (tag: string, permalink: string) =>
      `The tag "${tag}" has the permalink "${permalink}", which is not a path below the tags pages (it holds "." or ".." segments, or characters a URL path cannot hold).`,
    hint: 'Give the tag a permalink of plain words and slashes, such as "/release-notes".',
    docs: "A tag's page is at `/tags/<permalink>`. A permalink with `.` or `..` segments, a `?`, a `#` or a `%` would leave that folder or make a URL that no link reaches.",
  }),
  configValueThrew: entry({
    code: 'DG286',
    title: 'Reading the site configuration threw an error',
    message: (key: string, message: string) => `Reading ${key} of the configuration threw: ${message}`,
    hint: 'The configuration should be plain values: replace the getter (or the Proxy) that throws with the value itself.',
    docs: "The configuration's object is read key by key as it is validated. A getter (or a Proxy) that throws stops the build here, with the key it was reading.",
  }),
  pageOverBudget: entry({
    code: 'DG287',
    title: 'A page has more of something than docgen handles on one page',
    message: (what: string, count: number, budget: number) =>
      `The page has ${count.toLocaleString('en')} ${what}, more than the ${budget.toLocaleString('en')} docgen handles on one page.`,
    hint: 'Split the page into several pages (a page this long is hard to read, too).',
    docs: 'A page may have at most 5,000 headings (its table of contents and search sections are made from them). See the Limits page of the manual.',
  }),
  specOverBudget: entry({
    code: 'DG288',
    title: 'An OpenAPI document is larger than docgen handles',
    message: (what: string) => what,
    hint: 'Shorten it: move long text to a page of docs/ and link to it, and write repeated parts once as a component with $ref.',
    docs: 'One description of an OpenAPI document may have at most 1,000,000 characters, and its YAML aliases may expand to at most 200,000,000 characters. Both protect the build from a document that would take all its memory. See the Limits page of the manual.',
  }),
};
