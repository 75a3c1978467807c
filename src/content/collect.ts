import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCategory, type CategorySource } from './category.js';
import { parseMarkdownFile, type Frontmatter, type FrontmatterWarning } from './frontmatter.js';
import type { SidebarsFile } from './sidebars-file.js';
import type { Diagnostic } from '../core/output.js';
import { withoutNumberPrefixes } from './number-prefix.js';
import { isSkippedName } from './skipped-names.js';
import { errors } from '../errors/catalogue.js';
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
  /** Files left out, with why (a translation without its original). */
  warnings?: Diagnostic[];
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
export async function collectDocsFolder(docsDir: string, format?: MarkdownFormat): Promise<DocsFolder> {
  const files = existsSync(docsDir) ? await listFiles(docsDir) : [];
  const docs: DocSource[] = [];
  const categories: CategorySource[] = [];
  const drafts: string[] = [];
  await Promise.all(
    files.map(async (relativePath) => {
      const absolutePath = path.join(docsDir, relativePath);
      const base = path.posix.basename(relativePath);
      if (CATEGORY_FILES.includes(base)) {
        categories.push(parseCategory(absolutePath, await readFile(absolutePath, 'utf8'), path.posix.dirname(relativePath)));
      } else if (isMarkdownFile(relativePath) && !isPartial(relativePath)) {
        const doc = docOfFile(relativePath, absolutePath, await readFile(absolutePath, 'utf8'), format);
        if (doc.frontmatter.draft) return void drafts.push(relativePath);
        docs.push(doc);
      }
    }),
  );
  docs.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
  categories.sort((a, b) => a.dir.localeCompare(b.dir));
  return { docs, categories, drafts: drafts.sort() };
}

/** A markdown file of a docs folder as a doc (drafts too: the caller leaves them out). */
export function docOfFile(relativePath: string, absolutePath: string, source: string, format?: MarkdownFormat): DocSource {
  const parsed = parseMarkdownFile(absolutePath, source);
  // Ids leave out Docusaurus's number prefixes (`01-guides/02-install.md` is `guides/install`).
  const logical = withoutNumberPrefixes(relativePath);
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
  if (!existsSync(staticDir)) return [];
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

/** Every file below `dir`, relative, with forward slashes; hidden files and editors' temporary ones are skipped (`isSkippedName`). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !isSkippedName(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').some(isSkippedName))
    .sort();
}
