import { parse as parseYaml } from 'yaml';
import { yamlProblem } from './yaml-problem.js';
import { z } from 'zod';
import { errors } from '../errors/catalogue.js';

/** A category's own page: a doc of the site, or a generated index of its items. */
export type CategoryLink = { type: 'doc'; id: string } | { type: 'generated-index'; title?: string; description?: string; slug?: string };

/** Label, order and folding of a docs folder, from its `_category_.json` or `_category.yml`. */
export interface CategorySource {
  /** Folder relative to docs/: `guides/payments` ('' for docs/ itself). */
  dir: string;
  label?: string;
  position?: number;
  description?: string;
  /** Folded at first (default true in Docusaurus; docgen opens the current page's categories). */
  collapsed?: boolean;
  /** false: always open, with no fold control. */
  collapsible?: boolean;
  className?: string;
  link?: CategoryLink | null;
}

const linkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('doc'), id: z.string() }).strict(),
  z
    .object({
      type: z.literal('generated-index'),
      title: z.string().optional(),
      description: z.string().optional(),
      slug: z.string().optional(),
      keywords: z.array(z.string()).optional(),
      image: z.string().optional(),
    })
    .strict(),
]);

const categorySchema = z
  .object({
    label: z.string().optional(),
    position: z.number().optional(),
    description: z.string().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
    link: linkSchema.nullable().optional(),
    /** Docusaurus passes it to swizzled components; docgen has no use for it. */
    customProps: z.unknown().optional(),
  })
  .strict();

/**
 * Parses a category file; errors name the file and line. JSON goes through the YAML
 * reader too (JSON is YAML), which gives the line of a syntax error.
 */
export function parseCategory(file: string, text: string, dir: string): CategorySource {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    const { location, reason } = yamlProblem(file, text, error);
    throw errors.categoryInvalid(location, `Not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${reason}.`);
  }
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw errors.categoryInvalid({ file }, 'Expected a mapping with `label` and `position`.');
  }
  const result = categorySchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.join('.');
    const problem =
      issue.code === 'unrecognized_keys'
        ? `Unknown field "${[...where.split('.').filter(Boolean), issue.keys[0]].join('.')}".`
        : `${where || 'category'}: ${issue.message}.`;
    throw errors.categoryInvalid(
      { file, line: lineOf(text, issue.code === 'unrecognized_keys' ? issue.keys[0] : String(issue.path.at(-1) ?? '')) },
      problem,
    );
  }
  const { customProps: _ignored, ...category } = result.data;
  return { dir: dir === '.' ? '' : dir, ...category };
}

/** The line a key is written on (first match), for pointing at a bad field. */
function lineOf(text: string, key: string | undefined): number | undefined {
  if (!key) return undefined;
  const index = text.split('\n').findIndex((line) => new RegExp(`^\\s*"?${key.replace(/[^\w-]/g, '')}"?\\s*:`).test(line));
  return index === -1 ? undefined : index + 1;
}
