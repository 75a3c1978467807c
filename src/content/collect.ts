import { parse as parseYaml, YAMLParseError } from 'yaml';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { parseMarkdownFile, type Frontmatter } from './frontmatter.js';

/** A page's file: markdown (`.md`) or MDX (`.mdx`, compiled by src/mdx/). */
export const DOC_EXTENSION = /\.mdx?$/;
export const isDocFile = (relativePath: string) => DOC_EXTENSION.test(relativePath);
/** An MDX page: imports, exports, JSX and expressions, compiled with @mdx-js/mdx. */
export const isMdxFile = (relativePath: string) => relativePath.endsWith('.mdx');

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
  /** The locale its text is in, when shown in another locale (the page has no translation yet). */
  writtenIn?: string;
}

/** Label and order of a docs folder, from its `_category.yml`. */
export interface CategorySource {
  /** Folder relative to docs/: `guides/payments`. */
  dir: string;
  label?: string;
  position?: number;
  description?: string;
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
export async function collectDocsFolder(docsDir: string): Promise<DocsFolder> {
  const files = existsSync(docsDir) ? await listFiles(docsDir) : [];
  const docs: DocSource[] = [];
  const categories: CategorySource[] = [];
  const drafts: string[] = [];
  await Promise.all(
    files.map(async (relativePath) => {
      const absolutePath = path.join(docsDir, relativePath);
      const base = path.posix.basename(relativePath);
      if (isDocFile(relativePath)) {
        const source = await readFile(absolutePath, 'utf8');
        const parsed = parseMarkdownFile(absolutePath, source);
        if (parsed.frontmatter.draft) return void drafts.push(relativePath);
        const dir = path.posix.dirname(relativePath);
        const ownId = parsed.frontmatter.id ?? relativePath.replace(DOC_EXTENSION, '').split('/').pop()!;
        docs.push({ relativePath, absolutePath, id: dir === '.' ? ownId : `${dir}/${ownId}`, ...parsed });
      } else if (base === '_category.yml' || base === '_category.yaml' || base === '_category.json') {
        categories.push(await readCategory(absolutePath, path.posix.dirname(relativePath)));
      }
    }),
  );
  docs.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
  categories.sort((a, b) => a.dir.localeCompare(b.dir));
  return { docs, categories, drafts: drafts.sort() };
}

/** The files of `static/`, copied to the output as they are. */
export async function collectStaticFiles(root: string): Promise<StaticFile[]> {
  const staticDir = path.join(root, 'static');
  if (!existsSync(staticDir)) return [];
  return (await listFiles(staticDir)).map((relativePath) => ({ relativePath, absolutePath: path.join(staticDir, relativePath) }));
}

async function readCategory(file: string, dir: string): Promise<CategorySource> {
  const text = await readFile(file, 'utf8');
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0].line : undefined;
    throw errors.categoryInvalid({ file, line }, `Not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw errors.categoryInvalid({ file }, 'Expected a mapping with `label` and `position`.');
  }
  const { label, position, description, ...rest } = data as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length) throw errors.categoryInvalid({ file }, `Unknown field "${unknownKeys[0]}".`);
  if (label !== undefined && typeof label !== 'string') throw errors.categoryInvalid({ file }, '`label` must be text.');
  if (position !== undefined && typeof position !== 'number') throw errors.categoryInvalid({ file }, '`position` must be a number.');
  if (description !== undefined && typeof description !== 'string') {
    throw errors.categoryInvalid({ file }, '`description` must be text.');
  }
  return { dir: dir === '.' ? '' : dir, label, position, description };
}

/** Every file below `dir`, relative, with forward slashes; dot-files are skipped. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').some((part) => part.startsWith('.')))
    .sort();
}
