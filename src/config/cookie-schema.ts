import { z } from 'zod';

/** A cookie the consent banner names. */
const cookieSchema = z
  .object({ name: z.string(), provider: z.string(), description: z.string(), lifespan: z.string().optional() })
  .strict();

/** A category of cookies the consent banner lists, and the toggle that allows it. */
export const cookieCategorySchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a lower-case id such as "targeting"'),
    title: z.string(),
    description: z.string(),
    cookies: z.array(cookieSchema).optional(),
    toggle: z.object({ value: z.string(), checked: z.boolean().default(false), disabled: z.boolean().default(false) }).strict(),
    /** Remove these cookies when the visitor turns the category off; `*` matches any suffix. */
    clearCookies: z.array(z.string()).default([]),
  })
  .strict();
