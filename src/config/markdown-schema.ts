import { z } from 'zod';
import { ADMONITION_TYPES, BUILTIN_DIRECTIVES } from './admonition-types.js';

/**
 * A unified plugin (remark or rehype). Typed loosely on purpose: the public types of
 * docgen stay free of unified's, and plugins type their own options.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MarkdownPlugin = (this: any, ...options: any[]) => unknown;

/** A plugin as the config names it: the function, or `[plugin, options]` (as in Docusaurus and Astro). */
export type MarkdownPluginEntry = MarkdownPlugin | [MarkdownPlugin, ...unknown[]];

const isPlugin = (value: unknown) => typeof value === 'function';
const pluginEntry = z.custom<MarkdownPluginEntry>(
  (value) => isPlugin(value) || (Array.isArray(value) && value.length >= 1 && isPlugin(value[0])),
  { message: 'expected a plugin function or [plugin, options] (import the plugin at the top of the config)' },
);

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

const admonitionsSchema = z
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
  });

/**
 * Markdown options. The site's plugins run on docs (`.md` and `.mdx`) and on API
 * descriptions alike: remark plugins after docgen's own markdown-tree plugins (syntax,
 * directives, admonitions, widgets), before links are resolved; rehype plugins after
 * docgen's HTML-tree plugins (code highlighting, heading ids and TOC, links, tables), just
 * before the HTML is written. `admonitions` adds the site's own admonition types.
 */
export const markdownSchema = z
  .object({
    remarkPlugins: z.array(pluginEntry).default([]),
    rehypePlugins: z.array(pluginEntry).default([]),
    admonitions: admonitionsSchema.default({}),
    /** `$…$` and `$$…$$` as math (KaTeX). Off for pages that write prices with `$` and do not escape them. */
    math: z.boolean().default(true),
    /**
     * How pages are read, Docusaurus's `markdown.format`: `mdx` (the default, as in
     * Docusaurus 3) reads `.md` files as MDX too, `detect` only `.mdx` files, `md` none.
     */
    format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
    /**
     * Docusaurus's `markdown.hooks`: `onBrokenMarkdownLinks` is what the build does with
     * a markdown link to a `.md` file that is no page: `warn` (the default, as in
     * Docusaurus), `log`, `ignore`, or `throw` (DG114).
     */
    hooks: z
      .object({ onBrokenMarkdownLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn') })
      .strict()
      .default({ onBrokenMarkdownLinks: 'warn' }),
  })
  .strict()
  .default({ remarkPlugins: [], rehypePlugins: [], admonitions: {}, math: true, format: 'mdx', hooks: { onBrokenMarkdownLinks: 'warn' } });

/** The site's own plugins, as the markdown pipelines take them. */
export interface MarkdownPlugins {
  remarkPlugins: readonly MarkdownPluginEntry[];
  rehypePlugins: readonly MarkdownPluginEntry[];
  /** false: `$` is plain text (no math syntax). */
  math?: boolean;
  /** Which pages are MDX (`isMdxSource`); the default is `mdx`. */
  format?: 'mdx' | 'md' | 'detect';
}
