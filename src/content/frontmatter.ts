import { parse as parseYaml } from 'yaml';
import { yamlProblem } from './yaml-problem.js';
import { z } from 'zod';
import { codeFrame } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { toPointer } from '../util/json-pointer.js';
import { positionOfPointer } from '../util/source-position.js';
import { takeLeadingHeading, titleFromFileName } from './doc-title.js';
import { redirectFromProblem } from '../config/redirects-schema.js';
import { unsafeUrlReason, type UrlUse } from '../util/safe-url.js';

/** A date as YAML gives it (text, or a timestamp), as ISO 8601 text; one no date parser reads is refused. */
const dateSchema = z
  .union([z.string(), z.date()])
  .refine((value) => !Number.isNaN(new Date(value).getTime()), { message: 'expected a date such as 2024-01-31' })
  .transform((value) => new Date(value).toISOString());

/** Old addresses of a page, as one path or a list, each checked. */
const redirectFromSchema = z
  .union([z.string(), z.array(z.string())], { error: 'expected a path such as /guides/old, or a list of them' })
  .transform((value) => (typeof value === 'string' ? [value] : value))
  .superRefine((paths, context) => {
    paths.forEach((path, index) => {
      const problem = redirectFromProblem(path);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [index] });
    });
  });

/** A URL the page writes into an `href` or `src`: the one sanitiser's schemes only (src/util/safe-url.ts). */
const urlField = (use: UrlUse = 'link') =>
  z.string().superRefine((url, context) => {
    const reason = unsafeUrlReason(url, use);
    if (reason) context.addIssue({ code: 'custom', message: `the URL ${JSON.stringify(url)} is refused: ${reason}` });
  });

const actionSchema = z.object({ text: z.string(), link: urlField(), theme: z.enum(['brand', 'alt']).default('brand') }).strict();

export const frontmatterSchema = z
  .object({
    id: z.string().optional(),
    /** Optional: else the body's opening `# heading`, else `sidebar_label`, else the file name. */
    title: z.string().min(1).optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).default([]),
    image: urlField('image').optional(),
    slug: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    hide_title: z.boolean().default(false),
    hide_table_of_contents: z.boolean().default(false),
    /** A doc id to link as next/previous page, or null for none. */
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    /** The page's label in other pages' previous/next links. */
    pagination_label: z.string().optional(),
    /** The sidebar shown beside the page (a sidebars.js key or a section folder). */
    displayed_sidebar: z.string().nullable().optional(),
    tags: z.array(z.union([z.string(), z.object({ label: z.string(), permalink: urlField().optional() })])).default([]),
    /** Built, but left out of sidebars, search, sitemap and llms.txt, and marked noindex. */
    unlisted: z.boolean().default(false),
    /** The page's "edit" link (over `docs.editUrl`); null hides it. */
    custom_edit_url: urlField().nullable().optional(),
    /** When and by whom the page was last changed, over what git says (shown with `docs.showLastUpdateTime` / `Author`). */
    last_update: z.object({ date: dateSchema.optional(), author: z.string().optional() }).strict().optional(),
    /** Old addresses of the page, from its version's and locale's root: each gets a redirect page to it. */
    redirect_from: redirectFromSchema.optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    /** `doc` (default: sidebar + TOC) or `landing` (hero, feature cards, full width). */
    template: z.enum(['doc', 'landing']).default('doc'),
    hero: z
      .object({ title: z.string(), tagline: z.string().optional(), actions: z.array(actionSchema).default([]) })
      .strict()
      .optional(),
    features: z
      .array(z.object({ title: z.string(), details: z.string(), link: urlField().optional(), icon: z.string().optional() }).strict())
      .default([]),
    draft: z.boolean().default(false),
  })
  .strip();

/** Docusaurus keys docgen reads but cannot honour: each warns once per build. */
export const UNHONOURED_KEYS = new Set(['sidebar_custom_props', 'parse_number_prefixes']);

/** The frontmatter after parsing: the title is always known (see `resolveTitle`). */
export type Frontmatter = Omit<z.output<typeof frontmatterSchema>, 'title'> & { title: string };

/** A frontmatter key docgen does not use: the build warns instead of failing. */
export interface FrontmatterWarning {
  key: string;
  line?: number;
  /** A Docusaurus key docgen knows but cannot honour (warned once per build), else an unknown one. */
  docusaurus: boolean;
}

export interface ParsedMarkdownFile {
  frontmatter: Frontmatter;
  body: string;
  /** Lines before the body starts (the frontmatter block), to map body lines to file lines. */
  bodyLineOffset: number;
  /** Line of the `slug:` key, when the frontmatter sets one (errors about the slug point there). */
  slugLine?: number;
  /** Line of the `redirect_from:` key, when the frontmatter sets one (errors about its redirects point there). */
  redirectFromLine?: number;
  /** Line of the `tags:` key, when the frontmatter sets one (errors about a tag point there). */
  tagsLine?: number;
  /** The body's opening `# heading`, taken out of the body: the page shows it as its title. */
  heading?: string;
  ignoredKeys: FrontmatterWarning[];
}

/** The frontmatter block: `---` on the first line, YAML, `---` on a line of its own. */
const FRONTMATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits and validates frontmatter; errors name the file and the YAML line. The YAML is
 * read by the project's one YAML library, with its limit on aliases (a "billion laughs"
 * block fails at once instead of exhausting memory).
 */
export function parseMarkdownFile(file: string, source: string, options: { emptyTitle?: boolean } = {}): ParsedMarkdownFile {
  const text = source.replace(/^\uFEFF/, '');
  const block = FRONTMATTER.exec(text);
  const data = block ? parseFrontmatterYaml(file, text, block[1] ?? '') : {};
  // `title: ''` on a page of src/pages is Docusaurus's way to show the site's title alone (`emptyTitle`): no title of its own.
  const { title: _empty, ...untitled } = (data ?? {}) as Record<string, unknown>;
  const result = frontmatterSchema.safeParse(options.emptyTitle && _empty === '' ? untitled : (data ?? {}));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    // A missing key (a required title) has no line of its own: the error points at the block.
    const written = typeof data === 'object' && data !== null && key in data;
    // The line of the value at fault (a hero action's link), else of its top-level key.
    const line = written && block ? (lineOfPath(block[1] ?? '', issue.path) ?? lineOfKey(block[1] ?? '', key)) : undefined;
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'frontmatter'}: ${i.message}`).join('\n');
    throw errors.frontmatterInvalid(
      { file, line: line ?? 1, column: undefined, frame: line ? codeFrame(text, line) : undefined },
      problems,
    );
  }
  const bodyStart = block ? block[0].length : 0;
  const leading = takeLeadingHeading(text.slice(bodyStart));
  // A landing page shows its body under its hero: an opening heading stays in it.
  const taken = result.data.template === 'landing' ? undefined : leading;
  const known = new Set(Object.keys(frontmatterSchema.shape));
  const written = typeof data === 'object' && data !== null ? Object.keys(data) : [];
  return {
    frontmatter: { ...result.data, title: resolveTitle(result.data, leading?.text, file) },
    body: taken?.body ?? text.slice(bodyStart),
    bodyLineOffset: text.slice(0, bodyStart).split('\n').length - 1,
    slugLine: result.data.slug === undefined || !block ? undefined : lineOfKey(block[1] ?? '', 'slug'),
    ...(result.data.redirect_from === undefined || !block ? {} : { redirectFromLine: lineOfKey(block[1] ?? '', 'redirect_from') }),
    ...(result.data.tags.length === 0 || !block ? {} : { tagsLine: lineOfKey(block[1] ?? '', 'tags') }),
    heading: taken?.text,
    ignoredKeys: written
      .filter((key) => !known.has(key))
      .map((key) => ({ key, line: lineOfKey(block?.[1] ?? '', key), docusaurus: UNHONOURED_KEYS.has(key) })),
  };
}

/** Frontmatter `title`, else the opening `# heading`, else `sidebar_label`, else the file name. */
function resolveTitle(data: { title?: string; sidebar_label?: string }, heading: string | undefined, file: string): string {
  return data.title ?? heading ?? data.sidebar_label ?? titleFromFileName(file.replace(/\\/g, '/'));
}

function parseFrontmatterYaml(file: string, source: string, yaml: string): unknown {
  const plain = plainFrontmatter(yaml);
  if (plain) return plain;
  try {
    return parseYaml(yaml, { prettyErrors: true });
  } catch (error) {
    // The YAML starts on the file's second line, after the opening `---`.
    const { location, reason } = yamlProblem(file, source, error, 1);
    throw errors.frontmatterInvalid(location, `The frontmatter is not valid YAML: ${reason}.`);
  }
}

/** `key: value` with a value YAML reads as the same text: a letter first, then letters, digits, spaces and `_,.()/-`. */
const PLAIN_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ ]+([A-Za-z][A-Za-z0-9 _,.()/-]*?)[ ]*$/;
/** `key: 12`: a whole number YAML reads as that number. */
const NUMBER_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):[ ]+(0|[1-9][0-9]{0,14})[ ]*$/;
/** Plain texts YAML reads as something else. */
const NOT_TEXT = /^(?:true|false|null|True|False|Null|TRUE|FALSE|NULL)$/;

/**
 * Most frontmatter is a few `key: text` and `key: number` lines (a title, a description,
 * a sidebar position): read here as YAML reads them (a test compares the two), without
 * the YAML library's parser, which took a tenth of a warm build. Anything else (quotes,
 * lists, nesting, comments, a key written twice) is undefined: the YAML library reads it.
 */
export function plainFrontmatter(yaml: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of yaml.split('\n')) {
    if (line === '' || line === '\r') continue;
    const text = PLAIN_LINE.exec(line.endsWith('\r') ? line.slice(0, -1) : line);
    const number = text ? undefined : NUMBER_LINE.exec(line.endsWith('\r') ? line.slice(0, -1) : line);
    const [, key, value] = text ?? number ?? [];
    if (key === undefined || value === undefined || Object.hasOwn(data, key) || key === '__proto__') return undefined;
    if (text && NOT_TEXT.test(value)) return undefined;
    data[key] = number ? Number(value) : value;
  }
  return Object.keys(data).length ? data : undefined;
}

/** File line of a top-level frontmatter key: its line in the YAML, after the opening `---`. */
function lineOfPath(yaml: string, path: readonly PropertyKey[]): number | undefined {
  if (path.length < 2) return undefined;
  const position = positionOfPointer(yaml, toPointer(path.map(String)));
  return position && position.line + 1;
}

function lineOfKey(yaml: string, key: string): number | undefined {
  const position = positionOfPointer(yaml, toPointer([key]));
  return position && position.line + 1;
}

/** Frontmatter from data that sets its title (programmatic pages, tests). */
export function frontmatterOf(data: { title: string } & Record<string, unknown>): Frontmatter {
  return { ...frontmatterSchema.parse(data), title: data.title };
}

/**
 * The frontmatter block's data as written, unvalidated, and the file line of each
 * top-level key: for a kind of page whose keys go beyond a doc's (a blog post's `date`,
 * `authors`), read beside `parseMarkdownFile`.
 */
export function frontmatterData(file: string, source: string): { data: Record<string, unknown>; lineOf(key: string): number | undefined } {
  const text = source.replace(/^\uFEFF/, '');
  const block = FRONTMATTER.exec(text);
  const data = block ? parseFrontmatterYaml(file, text, block[1] ?? '') : {};
  const yaml = block?.[1] ?? '';
  return {
    data: typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
    lineOf: (key) => (block ? lineOfKey(yaml, key) : undefined),
  };
}
