import matter from 'gray-matter';
import { z } from 'zod';
import { codeFrame } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';

const actionSchema = z.object({ text: z.string(), link: z.string(), theme: z.enum(['brand', 'alt']).default('brand') }).strict();

export const frontmatterSchema = z
  .object({
    id: z.string().optional(),
    title: z.string().min(1),
    description: z.string().optional(),
    keywords: z.array(z.string()).default([]),
    image: z.string().optional(),
    slug: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    hide_table_of_contents: z.boolean().default(false),
    /** `doc` (default: sidebar + TOC) or `landing` (hero, feature cards, full width). */
    template: z.enum(['doc', 'landing']).default('doc'),
    hero: z
      .object({ title: z.string(), tagline: z.string().optional(), actions: z.array(actionSchema).default([]) })
      .strict()
      .optional(),
    features: z
      .array(z.object({ title: z.string(), details: z.string(), link: z.string().optional(), icon: z.string().optional() }).strict())
      .default([]),
    draft: z.boolean().default(false),
  })
  .strict();

export type Frontmatter = z.output<typeof frontmatterSchema>;

export interface ParsedMarkdownFile {
  frontmatter: Frontmatter;
  body: string;
  /** Lines before the body starts (the frontmatter block), to map body lines to file lines. */
  bodyLineOffset: number;
  /** Line of the `slug:` key, when the frontmatter sets one (errors about the slug point there). */
  slugLine?: number;
}

/** Splits and validates frontmatter; errors name the file and the YAML line. */
export function parseMarkdownFile(file: string, source: string): ParsedMarkdownFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object defeats gray-matter's cache, which would hide repeated errors.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // js-yaml counts lines from 0 in the text after the opening `---`, and that text
    // starts with the newline ending the `---` line: its line 0 is file line 1.
    const line = mark ? mark.line + 1 : undefined;
    const column = mark ? mark.column + 1 : undefined;
    const frame = line ? codeFrame(source, line, column) : undefined;
    throw errors.frontmatterInvalid(file, `The frontmatter is not valid YAML: ${reason}.`, line, column, frame);
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    // An unknown key has no path of its own; the issue lists it under `keys`.
    const key = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : ''));
    const line = key ? lineOfKey(source, key) : undefined;
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'frontmatter'}: ${i.message}`).join('\n');
    throw errors.frontmatterInvalid(file, problems, line ?? 1, undefined, line ? codeFrame(source, line) : undefined);
  }
  const bodyStart = source.length - parsed.content.length;
  return {
    frontmatter: result.data,
    body: parsed.content,
    bodyLineOffset: source.slice(0, bodyStart).split('\n').length - 1,
    slugLine: result.data.slug === undefined ? undefined : lineOfKey(source, 'slug'),
  };
}

function lineOfKey(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 1;
}
