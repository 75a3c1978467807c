import { parse as parseYaml, YAMLError } from 'yaml';
import { z } from 'zod';
import { codeFrame } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { toPointer } from '../util/json-pointer.js';
import { positionOfPointer } from '../util/source-position.js';

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

/** The frontmatter block: `---` on the first line, YAML, `---` on a line of its own. */
const FRONTMATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits and validates frontmatter; errors name the file and the YAML line. The YAML is
 * read by the project's one YAML library, with its limit on aliases (a "billion laughs"
 * block fails at once instead of exhausting memory).
 */
export function parseMarkdownFile(file: string, source: string): ParsedMarkdownFile {
  const text = source.replace(/^\uFEFF/, '');
  const block = FRONTMATTER.exec(text);
  const data = block ? parseFrontmatterYaml(file, text, block[1] ?? '') : {};
  const result = frontmatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    // An unknown key has no path of its own; the issue lists it under `keys`.
    const key = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : ''));
    // A missing key (a required title) has no line of its own: the error points at the block.
    const written = typeof data === 'object' && data !== null && key in data;
    const line = written && block ? lineOfKey(block[1] ?? '', key) : undefined;
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'frontmatter'}: ${i.message}`).join('\n');
    throw errors.frontmatterInvalid(
      { file, line: line ?? 1, column: undefined, frame: line ? codeFrame(text, line) : undefined },
      problems,
    );
  }
  const bodyStart = block ? block[0].length : 0;
  return {
    frontmatter: result.data,
    body: text.slice(bodyStart),
    bodyLineOffset: text.slice(0, bodyStart).split('\n').length - 1,
    slugLine: result.data.slug === undefined || !block ? undefined : lineOfKey(block[1] ?? '', 'slug'),
  };
}

function parseFrontmatterYaml(file: string, source: string, yaml: string): unknown {
  try {
    return parseYaml(yaml, { prettyErrors: true });
  } catch (error) {
    // The YAML starts on the file's second line, after the opening `---`.
    const position = error instanceof YAMLError ? error.linePos?.[0] : undefined;
    const line = position ? position.line + 1 : undefined;
    const reason = (error as Error).message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const frame = line ? codeFrame(source, line, position?.col) : undefined;
    throw errors.frontmatterInvalid({ file, line, column: position?.col, frame }, `The frontmatter is not valid YAML: ${reason}.`);
  }
}

/** File line of a top-level frontmatter key: its line in the YAML, after the opening `---`. */
function lineOfKey(yaml: string, key: string): number | undefined {
  const position = positionOfPointer(yaml, toPointer([key]));
  return position && position.line + 1;
}
