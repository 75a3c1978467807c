import { z } from 'zod';

/**
 * Pages for AI readers: llms.txt, llms-full.txt and each page's markdown twin at its
 * URL plus `.md`, and the page menu that offers a page's twin to its reader (copy it,
 * view it, open it in ChatGPT or Claude). `false` turns them all off, `true` (the
 * default) writes them all; `pageMenu: false` keeps the files without the menu.
 */
export const llmsSchema = z
  .union(
    [
      z.boolean(),
      z.object({ enabled: z.boolean().default(true), fullText: z.boolean().default(true), pageMenu: z.boolean().default(true) }).strict(),
    ],
    { error: 'expected true, false, or { enabled?: boolean, fullText?: boolean, pageMenu?: boolean }' },
  )
  .default({ enabled: true, fullText: true, pageMenu: true })
  .transform((value) => (typeof value === 'boolean' ? { enabled: value, fullText: value, pageMenu: value } : value));
