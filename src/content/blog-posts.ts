import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { errors } from '../errors/catalogue.js';
import { codeFrame } from '../errors/docgen-error.js';
import type { Diagnostic } from '../core/output.js';
import { docOfFile, listFiles, type DocSource } from './collect.js';
import { frontmatterData } from './frontmatter.js';
import { isMarkdownFile, isPartial } from './page-files.js';
import { kebabCase, normaliseRoute } from '../routes/paths.js';
import { authorOf, authorSchema, readAuthorsFile, readTagsFile, type BlogAuthor, type BlogTagDefinition } from './blog-files.js';
import { ignoredKeyWarnings } from './docs-diagnostics.js';
import type { BlogConfig } from '../config/blog-schema.js';

/** A tag of a post as its pages show it: its label and the route of its page. */
export interface BlogTag {
  label: string;
  href: string;
  description?: string;
}

/** One post of the blog, read and checked. */
export interface BlogPost {
  /** The file as a doc: the docs' markdown pipeline renders it (the truncate marker taken out). */
  doc: DocSource;
  route: string;
  /** ISO 8601. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** The text above the truncate marker, as its own doc (its lines those of the file); none without a marker. */
  excerpt?: DocSource;
  unlisted: boolean;
  hideTableOfContents: boolean;
  /** In a locale's blog, a post with no translation: the default locale's text. */
  untranslated?: boolean;
  /** Tags tags.yml does not define and authors written inline (none when the blog has no such file), for the blog's rules. */
  inline: { tags: string[]; authors: string[] };
}

/** The blog folder read: its listed and unlisted posts, newest first, its authors and tags. */
export interface BlogFolder {
  posts: BlogPost[];
  /** The authors file's entries, by key (none when the blog has no such file). */
  authors: Map<string, BlogAuthor>;
  warnings: Diagnostic[];
}

export interface BlogPlacement {
  /** Absolute folder of the posts. */
  dir: string;
  /** The route of the blog's first list page: `/blog`. */
  base: string;
  tagsBase: string;
  authorsMapPath: string;
  tagsMapPath: string;
  /**
   * A locale's translations (`i18n/<locale>/docusaurus-plugin-content-blog`): a post of
   * `dir` with a file at the same path there is read from it, as Docusaurus reads it;
   * the others keep the default locale's text. Its authors and tags files, when there, are read instead of `dir`'s.
   */
  translations?: string;
  /** What the build does with posts that break the blog's rules (Docusaurus's `onInlineTags`...); none: nothing. */
  rules?: Pick<BlogConfig, 'onInlineTags' | 'onInlineAuthors' | 'onUntruncatedBlogPosts'>;
}

/** Frontmatter keys of a post beyond a doc's: not warned about as unknown. */
const POST_KEYS = new Set(['date', 'authors']);

/** `<!-- truncate -->` (markdown) or `{/* truncate *\/}` (MDX) on a line of its own. */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

/** A date at the start of a post's path (`2024-01-31-launch.md`, `2024/01/31/launch.md`), and the name after it. */
const DATED_PATH = /^(?:.*?\/)??(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[-/](.*?))?(?:\/index)?\.mdx?$/;

const inlineAuthor = authorSchema.partial({ name: true }).extend({ key: z.string().optional() });
const postSchema = z.object({
  authors: z
    .union([z.string(), inlineAuthor, z.array(z.union([z.string(), inlineAuthor]))], {
      error: 'expected an author key of the authors file, an author { name, title, url, image_url }, or a list of them',
    })
    .optional(),
  tags: z
    .array(z.union([z.string(), z.object({ label: z.string(), permalink: z.string().optional() })]), {
      error: 'expected a list of tags (keys of tags.yml, labels, or { label, permalink })',
    })
    .optional(),
});

/** Reads every post of the blog folder (drafts left out), newest first; throws a DG error at the file and line of a bad one. */
export async function readBlogFolder(placement: BlogPlacement, root: string): Promise<BlogFolder> {
  const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');
  // As in Docusaurus, a locale's own authors and tags files, when it has them, are read over the default ones.
  const dataFile = (name: string) => {
    const translated = placement.translations && path.resolve(placement.translations, name);
    return translated && existsSync(translated) ? translated : path.resolve(placement.dir, name);
  };
  const authorsFile = dataFile(placement.authorsMapPath);
  const tagsFile = dataFile(placement.tagsMapPath);
  const [authors, tagDefinitions, files] = await Promise.all([
    readAuthorsFile(authorsFile, shown(authorsFile)),
    readTagsFile(tagsFile, shown(tagsFile)),
    existsSync(placement.dir) ? listFiles(placement.dir) : Promise.resolve([]),
  ]);
  const context = {
    placement,
    authors,
    authorsShown: shown(authorsFile),
    tags: tagDefinitions ?? new Map(),
    tagsFile: tagDefinitions !== undefined,
  };
  const read = await Promise.all(
    files
      .filter((relativePath) => isMarkdownFile(relativePath) && !isPartial(relativePath))
      .map(async (relativePath) => {
        const translated = placement.translations && path.join(placement.translations, relativePath);
        const absolutePath = translated && existsSync(translated) ? translated : path.join(placement.dir, relativePath);
        const post = readPost(relativePath, absolutePath, await readFile(absolutePath, 'utf8'), context);
        return post && translated && absolutePath !== translated ? { ...post, untranslated: true } : post;
      }),
  );
  const posts = read.filter((post): post is BlogPost => post !== undefined);
  checkUniqueRoutes(posts);
  // Newest first; posts of one date by path, so the order never depends on the file system.
  posts.sort((a, b) => (a.date === b.date ? a.doc.relativePath.localeCompare(b.doc.relativePath) : a.date < b.date ? 1 : -1));
  const rules = placement.rules ? ruleDiagnostics(posts, placement.rules, shown(tagsFile), shown(authorsFile)) : [];
  return { posts, authors: authors ?? new Map(), warnings: [...ignoredKeyWarnings(posts.map((post) => post.doc)), ...rules] };
}

/**
 * The posts that break the blog's rules, reported as the options say (Docusaurus's
 * `onInlineTags`, `onInlineAuthors`, `onUntruncatedBlogPosts`): `warn` a warning, `log` a
 * note, `throw` DG305 for the first, `ignore` nothing.
 */
function ruleDiagnostics(
  posts: readonly BlogPost[],
  rules: NonNullable<BlogPlacement['rules']>,
  tagsShown: string,
  authorsShown: string,
): Diagnostic[] {
  const found: Diagnostic[] = [];
  const report = (option: keyof typeof rules, post: BlogPost, problem: string) => {
    const action = rules[option];
    if (action === 'ignore') return;
    if (action === 'throw') throw errors.blogPostRule({ file: post.doc.absolutePath, line: 1 }, problem, option);
    found.push({ severity: action === 'warn' ? 'warning' : 'info', file: post.doc.absolutePath, message: `${problem} (blog.${option}).` });
  };
  for (const post of posts) {
    const name = post.doc.relativePath;
    if (post.inline.tags.length)
      report(
        'onInlineTags',
        post,
        `${name} uses tags ${tagsShown} does not define: ${post.inline.tags.map((tag) => `"${tag}"`).join(', ')}`,
      );
    if (post.inline.authors.length)
      report('onInlineAuthors', post, `${name} writes authors inline, not as keys of ${authorsShown}: ${post.inline.authors.join(', ')}`);
    if (!post.excerpt)
      report(
        'onUntruncatedBlogPosts',
        post,
        `${name} has no truncate marker (<!-- truncate -->): its whole text is its excerpt on the blog's lists`,
      );
  }
  return found;
}

interface ReadContext {
  placement: BlogPlacement;
  authors: Map<string, BlogAuthor> | undefined;
  authorsShown: string;
  tags: Map<string, BlogTagDefinition>;
  /** The blog has a tags file: a tag it does not define is inline. */
  tagsFile: boolean;
}

/** One post file, checked; undefined for a draft. */
export function readPost(relativePath: string, absolutePath: string, source: string, context: ReadContext): BlogPost | undefined {
  const parsed = docOfFile(relativePath, absolutePath, source);
  if (parsed.frontmatter.draft) return undefined;
  const { data, lineOf } = frontmatterData(absolutePath, source);
  const at = (key: string) => {
    const line = lineOf(key);
    return { file: absolutePath, line: line ?? 1, frame: line ? codeFrame(source, line) : undefined };
  };
  const checked = postSchema.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const key = String(issue.path[0]);
    throw errors.blogFrontmatterInvalid(at(key), relativePath, `${issue.path.join('.')}: ${issue.message}`);
  }
  const dated = DATED_PATH.exec(relativePath);
  const date = postDate(data.date, dated, relativePath, at('date'));
  const route = postRoute(parsed, dated, context.placement.base, at('slug'));
  const { body, excerpt } = splitAtTruncate(parsed.body);
  const doc: DocSource = {
    ...parsed,
    body,
    ignoredKeys: (parsed.ignoredKeys ?? []).filter((ignored) => !POST_KEYS.has(ignored.key)),
  };
  return {
    doc,
    route,
    date,
    authors: postAuthors(checked.data.authors, context, at('authors')),
    tags: postTags(parsed.frontmatter.tags, context),
    // An MDX post's excerpt renders as markdown (an MDX page compiles from its file, whole).
    ...(excerpt === undefined
      ? {}
      : { excerpt: { ...doc, id: `${doc.id}#excerpt`, body: excerpt, relativePath: relativePath.replace(/\.mdx$/, '.excerpt.md') } }),
    unlisted: parsed.frontmatter.unlisted,
    hideTableOfContents: parsed.frontmatter.hide_table_of_contents,
    inline: {
      tags: context.tagsFile
        ? parsed.frontmatter.tags.flatMap((tag) => (typeof tag === 'string' ? (context.tags.has(tag) ? [] : [tag]) : [tag.label]))
        : [],
      authors: context.authors ? inlineAuthorNames(checked.data.authors) : [],
    },
  };
}

/** The names of the authors a post writes inline (an object without a key). */
function inlineAuthorNames(written: WrittenAuthors): string[] {
  const list = written === undefined ? [] : Array.isArray(written) ? written : [written];
  return list.flatMap((author) =>
    typeof author === 'object' && author.key === undefined ? [author.name ?? 'an author without a name'] : [],
  );
}

type Place = { file: string; line: number; frame?: string };

/** The post's date: frontmatter `date`, else the date its path starts with; a day not in the calendar fails. */
function postDate(written: unknown, dated: RegExpExecArray | null, relativePath: string, at: Place): string {
  if (written !== undefined) {
    const value = written instanceof Date ? written : typeof written === 'string' ? parseDay(written) : undefined;
    if (!value || Number.isNaN(value.getTime())) throw errors.blogDateInvalid(at, String(written), `${relativePath}, frontmatter date,`);
    return value.toISOString();
  }
  if (!dated) throw errors.blogDateInvalid({ file: at.file, line: 1 }, '', relativePath);
  const [, year, month, day] = dated;
  const text = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const value = parseDay(text);
  if (!value) throw errors.blogDateInvalid({ file: at.file }, text, `The name of ${relativePath}`);
  return value.toISOString();
}

/** `2024-01-31` (UTC midnight) or a full ISO date-time; undefined for text that is no real day (`2024-02-30`). */
export function parseDay(text: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (day) {
    const value = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return value.getUTCMonth() === Number(day[2]) - 1 && value.getUTCDate() === Number(day[3]) ? value : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text.trim())) return undefined;
  const value = new Date(text);
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/**
 * A post's route, as Docusaurus makes it: frontmatter `slug` below the blog's base
 * (`slug: launch` and `slug: /launch` are both `/blog/launch`), else the date of its name
 * as folders and the rest of the name (`2024-01-31-launch.md` is `/blog/2024/01/31/launch`).
 */
function postRoute(doc: DocSource, dated: RegExpExecArray | null, base: string, at: Place): string {
  const slug = doc.frontmatter.slug;
  if (slug !== undefined) {
    if (slug.split('/').some((part) => part === '..' || part === '.') || /[?#\\]/.test(slug))
      throw errors.blogFrontmatterInvalid(at, doc.relativePath, `slug: "${slug}" must be a path inside the blog, such as "launch"`);
    return normaliseRoute(`${base}/${slug}`);
  }
  if (dated) {
    const [, year, month, day, name] = dated;
    const rest = (name ?? '').replace(/\/index$/, '') || 'index';
    return normaliseRoute(`${base}/${year}/${month!.padStart(2, '0')}/${day!.padStart(2, '0')}/${rest}`);
  }
  return normaliseRoute(`${base}/${doc.relativePath.replace(/(?:\/index)?\.mdx?$/, '')}`);
}

/** The text above the truncate marker is the excerpt; the marker's line is blanked in the post, so lines still match the file. */
function splitAtTruncate(body: string): { body: string; excerpt?: string } {
  const marker = TRUNCATE.exec(body);
  if (!marker) return { body };
  return { body: body.slice(0, marker.index) + body.slice(marker.index + marker[0].length), excerpt: body.slice(0, marker.index) };
}

type WrittenAuthors = z.output<typeof postSchema>['authors'];

/** The post's `authors`: keys of the authors file, or authors written inline. */
function postAuthors(written: WrittenAuthors, context: ReadContext, at: Place): BlogAuthor[] {
  if (written === undefined) return [];
  const list = Array.isArray(written) ? written : [written];
  return list.map((author) => {
    const key = typeof author === 'string' ? author : author.key;
    if (key !== undefined) {
      const known = context.authors?.get(key);
      if (!known) throw errors.blogAuthorUnknown(at, key, context.authorsShown, [...(context.authors?.keys() ?? [])]);
      if (typeof author === 'string') return known;
      // An inline entry with a key overrides the file's fields for this post.
      return { ...known, ...authorOf({ ...author, name: author.name ?? known.name }), key, page: known.page };
    }
    if (typeof author === 'string' || !author.name)
      throw errors.blogFrontmatterInvalid(at, at.file, 'authors: an author written inline needs a `name` (or a `key` of the authors file)');
    return authorOf({ ...author, name: author.name });
  });
}

/** The post's tags: a key of tags.yml takes its label and permalink, other text is a label; a permalink is below the tags page. */
function postTags(written: readonly (string | { label: string; permalink?: string })[], context: ReadContext): BlogTag[] {
  const seen = new Set<string>();
  return written.flatMap((tag) => {
    const defined = typeof tag === 'string' ? context.tags.get(tag) : undefined;
    const label = defined?.label ?? (typeof tag === 'string' ? tag : tag.label);
    const permalink = defined
      ? (defined.permalink ?? (typeof tag === 'string' ? tag : label))
      : typeof tag === 'string'
        ? undefined
        : tag.permalink;
    const slug = permalink ? permalink.replace(/^\/+/, '') : kebabCase(label) || label;
    const href = normaliseRoute(`${context.placement.tagsBase}/${slug}`);
    if (seen.has(href)) return [];
    seen.add(href);
    return [{ label, href, ...(defined?.description ? { description: defined.description } : {}) }];
  });
}

/** Two posts at one route fail, naming both files. */
function checkUniqueRoutes(posts: readonly BlogPost[]): void {
  const byRoute = new Map<string, BlogPost>();
  for (const post of [...posts].sort((a, b) => a.doc.relativePath.localeCompare(b.doc.relativePath))) {
    const first = byRoute.get(post.route);
    if (first) {
      const where = (other: BlogPost) => (other.doc.slugLine ? `${other.doc.absolutePath}:${other.doc.slugLine}` : other.doc.absolutePath);
      throw errors.blogSlugTaken({ file: post.doc.absolutePath, line: post.doc.slugLine }, post.route, where(first), where(post));
    }
    byRoute.set(post.route, post);
  }
}
