import { z } from 'zod';
import { ADMONITION_TYPES, BUILTIN_DIRECTIVES } from '../markdown/admonition-types.js';

/**
 * A site's own admonition type: `markdown.admonitions: { security: { label: 'Security',
 * style: 'danger', icon: '🔒' } }` makes `:::security` an admonition with that default
 * title, the colours and icon of `danger` (or the short text of `icon` instead).
 */
const customAdmonitionSchema = z
  .object({
    label: z.string().min(1),
    style: z.enum(ADMONITION_TYPES).default('note'),
    icon: z.string().min(1).max(8, 'expected a short text such as an emoji').optional(),
  })
  .strict();

const reservedNames: readonly string[] = [...ADMONITION_TYPES, ...BUILTIN_DIRECTIVES];

export const markdownSchema = z
  .object({
    admonitions: z
      .record(
        z.string().regex(/^[A-Za-z][\w-]*$/, 'expected a directive name: a letter, then letters, digits, "-" or "_"'),
        customAdmonitionSchema,
      )
      .superRefine((types, context) => {
        for (const name of Object.keys(types).filter((name) => reservedNames.includes(name))) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `"${name}" is a built-in name; use another than ${reservedNames.join(', ')}`,
          });
        }
      })
      .default({}),
  })
  .strict()
  .default({ admonitions: {} });
