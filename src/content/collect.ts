import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { budgets } from '../util/budgets.js';
import { parseCategory, type CategorySource } from './category.js';
import { parseMarkdownFile, type Frontmatter, type FrontmatterWarning } from './frontmatter.js';
import type { SidebarsFile } from './sidebars-file.js';
import type { Diagnostic } from '../core/output.js';
import { withoutNumberPrefixes, type NumberPrefixParser } from './number-prefix.js';
import { isSkippedName } from './skipped-names.js';
import { checkSiteFile, refusalReason } from '../util/site-files.js';
import { CATEGORY_FILES, isMarkdownFile, isMdxSource, isPartial, withoutMarkdownExtension, type MarkdownFormat } from './page-files.js';

export { isMdxFile } from './page-files.js';

export type { CategorySource };

/** A markdown page as read from disk. */
export interface DocSource {
  /** Path relative to docs/, with forward slashes: `guides/intro.md`. */
  relativePath: string;
  /** Absolute path, for error messages. */
  absolutePath: string;
  /** Stable id: frontmatter `id` inside its folder, else the path without `.md`. */
  id: string;
  frontmatter: Frontmatter;
  body: string;
  bodyLineOffset: number;
  /** Line of the frontmatter `slug:` key, if any. */
  slugLine?: number;
  /** Line of the frontmatter `redirect_from:` key, if any. */
  redirectFromLine?: number;
  /** Line of the frontmatter `tags:` key, if any. */
  tagsLine?: number;
  /** The body's opening `# heading`, taken out of the body and shown as the page's title. */
  heading?: string;
  /** Frontmatter keys docgen does not use (warned about). */
  ignoredKeys?: FrontmatterWarning[];
  /** The locale its text is in, when shown in another locale (the page has no translation yet). */
  writtenIn?: string;
  /** Compiled as MDX (`isMdxSource`: its extension, its syntax and `markdown.format`). */
  mdx?: boolean;
}

export interface StaticFile {
  /** Path relative to static/. */
  relativePath: string;
  absolutePath: string;
}

/** A docs folder: its pages and its folders' labels. */
export interface DocsFolder {
  docs: DocSource[];
  categories: CategorySource[];
  /** Pages left out as drafts (paths relative to the folder): their translations are left out too. */
  drafts?: string[];
  /** The site's hand-made sidebars (sidebars.js), which replace the folder's own. */
  sidebarsFile?: SidebarsFile;
  /** The locale's sidebar labels by Docusaurus key (`i18n/<locale>/docusaurus-plugin-content-docs/current.json`). */
  sidebarTranslations?: Readonly<Record<string, string>>;
  /** Files left out, with why (a translation without its original). */
  warnings?: Diagnostic[];
  /** How its file and folder names' number prefixes are read (`docs.numberPrefixParser`); unset: Docusaurus's rule. */
  numberPrefix?: NumberPrefixParser;
}

export interface SiteSources extends DocsFolder {
  staticFiles: StaticFile[];
}

/** Reads the `docs/` folder and the static files of a site. */
export async function collectSources(root: string): Promise<SiteSources> {
  const [folder, staticFiles] = await Promise.all([collectDocsFolder(path.join(root, 'docs')), collectStaticFiles(root)]);
  return { ...folder, staticFiles };
}

/** Every markdown file and folder metadata file of a docs folder (none when it does not exist). */
export async function collectDocsFolder(docsDir: string, format?: MarkdownFormat, numberPrefix?: NumberPrefixParser): Promise<DocsFolder> {
  const files = contentFolderExists(docsDir) ? await listFiles(docsDir) : [];
  const docs: DocSource[] = [];
  const categories: CategorySource[] = [];
  const drafts: string[] = [];
  await Promise.all(
    files.map(async (relativePath) => {
      const absolutePath = path.join(docsDir, relativePath);
      const base = path.posix.basename(relativePath);
      if (CATEGORY_FILES.includes(base)) {
        categories.push(parseCategory(absolutePath, await readSiteFile(absolutePath), path.posix.dirname(relativePath)));
      } else if (isMarkdownFile(relativePath) && !isPartial(relativePath)) {
        const text = pageText(absolutePath, await readSiteFile(absolutePath, 'buffer'));
        const doc = docOfFile(relativePath, absolutePath, text, format, numberPrefix);
        if (doc.frontmatter.draft) return void drafts.push(relativePath);
        docs.push(doc);
      }
    }),
  );
  docs.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
  categories.sort((a, b) => a.dir.localeCompare(b.dir));
  return { docs, categories, drafts: drafts.sort(), ...(numberPrefix ? { numberPrefix } : {}) };
}

/** A markdown file of a docs folder as a doc (drafts too: the caller leaves them out). */
export function docOfFile(
  relativePath: string,
  absolutePath: string,
  source: string,
  format?: MarkdownFormat,
  numberPrefix?: NumberPrefixParser,
  options: { emptyTitle?: boolean } = {},
): DocSource {
  const parsed = parseMarkdownFile(absolutePath, source, options);
  const headings = countHeadings(parsed.body);
  if (headings > budgets.headingsPerPage)
    throw errors.pageOverBudget({ file: absolutePath }, 'headings', headings, budgets.headingsPerPage);
  // A page's URL is its path unless a slug names it: a path a URL cannot hold is refused.
  const unsafe = /[#?%]/.exec(relativePath);
  if (unsafe && parsed.frontmatter.slug === undefined) throw errors.fileNameNotUrl({ file: absolutePath }, absolutePath, unsafe[0]);
  // Ids leave out Docusaurus's number prefixes (`01-guides/02-install.md` is `guides/install`).
  const logical = withoutNumberPrefixes(relativePath, numberPrefix);
  const dir = path.posix.dirname(logical);
  const ownId = parsed.frontmatter.id ?? withoutMarkdownExtension(logical).split('/').pop()!;
  const mdx = isMdxSource(relativePath, parsed.body, format);
  return { relativePath, absolutePath, id: dir === '.' ? ownId : `${dir}/${ownId}`, ...parsed, mdx };
}

/**
 * The files of `static/`, copied to the output as they are. A symbolic link is published
 * when it leads to a regular file inside the site (or its node_modules); one leading out
 * of the site (DG275) or to a pipe, device or /proc (DG276) fails the build, naming it
 * (src/util/site-files.ts). A link to a folder is not followed.
 */
export async function collectStaticFiles(root: string): Promise<StaticFile[]> {
  const staticDir = path.join(root, 'static');
  if (!contentFolderExists(staticDir)) return [];
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const relativePath = path.relative(staticDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relativePath.split('/').some(isSkippedName)) continue;
    if (entry.isFile()) {
      files.push(relativePath);
      continue;
    }
    const absolutePath = path.join(staticDir, relativePath);
    const check = checkSiteFile(absolutePath, root);
    if (check.ok || check.problem === 'missing') {
      if (check.ok) files.push(relativePath);
      continue;
    }
    // A link to a folder is never followed, so it reads nothing.
    if (entry.isSymbolicLink() && statSync(check.real).isDirectory()) continue;
    const refuse = check.problem === 'outside' ? errors.readOutsideSite : errors.readSpecialFile;
    throw refuse({ file: absolutePath }, 'A file of static/', absolutePath, refusalReason(absolutePath, check, root));
  }
  return files.sort().map((relativePath) => ({ relativePath, absolutePath: path.join(staticDir, relativePath) }));
}

/**
 * Every file below `dir`, relative, with forward slashes; hidden files and editors'
 * temporary ones are skipped (`isSkippedName`), and so are links and special files (a
 * named pipe would block its reader). A folder that cannot be listed, and a name that is
 * not UTF-8 (it could never be part of a URL), fail with an error naming them.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true, encoding: 'buffer' });
    } catch (error) {
      throw unreadable(folder, 'folder', error);
    }
    for (const entry of entries) {
      const name = utf8Name(entry.name, path.join(folder, printableName(entry.name)));
      if (isSkippedName(name)) continue;
      if (entry.isDirectory()) await walk(path.join(folder, name), `${prefix}${name}/`);
      else if (entry.isFile()) files.push(`${prefix}${name}`);
    }
  };
  await walk(dir, '');
  return files.sort();
}

/** Whether a content folder is there; a file in its place is a mistake, not "no folder". */
function contentFolderExists(dir: string): boolean {
  if (!existsSync(dir)) return false;
  if (!statSync(dir).isDirectory()) throw errors.sourceFolderNotAFolder({ file: dir }, path.basename(dir), dir);
  return true;
}

/** A file of the site, read; one that cannot be read fails naming it and why. */
export async function readSiteFile(file: string): Promise<string>;
export async function readSiteFile(file: string, as: 'buffer'): Promise<Buffer>;
export async function readSiteFile(file: string, as: 'utf8' | 'buffer' = 'utf8'): Promise<string | Buffer> {
  try {
    return as === 'buffer' ? await readFile(file) : await readFile(file, 'utf8');
  } catch (error) {
    throw unreadable(file, 'file', error);
  }
}

function unreadable(file: string, kind: 'file' | 'folder', error: unknown) {
  const { code, message } = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'the operation is not permitted',
    EISDIR: 'it is a folder',
    ENOENT: 'it disappeared while docgen read the site',
    EIO: 'an input/output error of the disk',
  };
  return errors.sourceUnreadable({ file, cause: error }, file, kind, (code && reasons[code]) ?? message ?? String(error));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function utf8Name(name: Buffer, shown: string): string {
  try {
    return strictUtf8.decode(name);
  } catch {
    throw errors.fileNameNotUtf8({ file: shown }, shown);
  }
}

/** A name's bytes as text, with each byte that is not printable ASCII as `\xNN`. */
function printableName(name: Buffer): string {
  return [...name]
    .map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`))
    .join('');
}

/**
 * A page's text: UTF-8 (a byte-order mark dropped). A file with NUL bytes or invalid UTF-8
 * (an image, an archive, a UTF-16 file named `.md`) is not a page.
 */
export function pageText(file: string, bytes: Buffer): string {
  if (bytes.includes(0)) throw errors.docNotText({ file }, file, 'it holds NUL bytes, as binary files (and UTF-16 text) do');
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw errors.docNotText({ file }, file, 'it is not valid UTF-8 text');
  }
}

/**
 * The `#` headings of a markdown text outside fenced code, counted line by line before
 * anything parses it: the budget stops a page of a hundred thousand headings at once.
 */
export function countHeadings(markdown: string): number {
  let count = 0;
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === undefined && opening) fence = opening[1]![0]!.repeat(opening[1]!.length);
    else if (fence !== undefined && opening && opening[1]!.startsWith(fence) && /^ {0,3}[`~]+\s*$/.test(line)) fence = undefined;
    else if (fence === undefined && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) count++;
  }
  return count;
}
