import { z } from 'zod';

/**
 * Pages for AI readers: llms.txt, llms-full.txt and each page's markdown twin at its
 * URL plus `.md`. `false` turns them all off, `true` (the default) writes them all.
 */
export const llmsSchema = z
  .union([z.boolean(), z.object({ enabled: z.boolean().default(true), fullText: z.boolean().default(true) }).strict()], {
    error: 'expected true, false, or { enabled?: boolean, fullText?: boolean }',
  })
  .default({ enabled: true, fullText: true })
  .transform((value) => (typeof value === 'boolean' ? { enabled: value, fullText: value } : value));
