import { z } from 'zod';

/** An attribute of a tag the site adds to every page's head: text, or true (written bare) / false (left out). */
const attributes = z.record(
  z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'expected an attribute name'),
  z.union([z.string(), z.boolean()]),
);

/** The elements a document's head may hold. */
export const HEAD_TAG_NAMES = ['meta', 'link', 'script', 'style', 'noscript', 'base'] as const;

/**
 * `headTags`, `scripts` and `stylesheets`: Docusaurus's config keys, with its shapes, for
 * tags added to the head of every page (a site verification `<meta>`, an analytics
 * script, a font's stylesheet). URLs are written as given, as Docusaurus writes them.
 */
export const headTagsSchema = z
  .array(
    z
      .object({
        tagName: z.enum(HEAD_TAG_NAMES),
        attributes: attributes.default({}),
        /** The element's content (a script's code, a style's rules): for script, style and noscript. */
        innerHTML: z.string().optional(),
      })
      .strict()
      .refine((tag) => tag.innerHTML === undefined || ['script', 'style', 'noscript'].includes(tag.tagName), {
        message: 'innerHTML is for a script, style or noscript tag: meta, link and base have no content',
        path: ['innerHTML'],
      })
      .refine((tag) => tag.innerHTML === undefined || !new RegExp(`</${tag.tagName}`, 'i').test(tag.innerHTML), {
        message: 'innerHTML closes its own tag, which would end it early: write the code without that closing tag',
        path: ['innerHTML'],
      }),
  )
  .default([]);

export const headScriptsSchema = z
  .array(z.union([z.string().min(1), z.object({ src: z.string().min(1) }).catchall(z.union([z.string(), z.boolean()]))]))
  .default([]);

export const headStylesheetsSchema = z
  .array(z.union([z.string().min(1), z.object({ href: z.string().min(1) }).catchall(z.union([z.string(), z.boolean()]))]))
  .default([]);

export type HeadTagConfig = z.output<typeof headTagsSchema>[number];
