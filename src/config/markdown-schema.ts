import { z } from 'zod';

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
 * Markdown options. The site's plugins run on docs (`.md` and `.mdx`) and on API
 * descriptions alike: remark plugins after docgen's own markdown-tree plugins (syntax,
 * directives, admonitions, widgets), before links are resolved; rehype plugins after
 * docgen's HTML-tree plugins (code highlighting, heading ids and TOC, links, tables), just
 * before the HTML is written.
 */
export const markdownSchema = z
  .object({
    remarkPlugins: z.array(pluginEntry).default([]),
    rehypePlugins: z.array(pluginEntry).default([]),
  })
  .strict()
  .default({ remarkPlugins: [], rehypePlugins: [] });

/** The site's own plugins, as the markdown pipelines take them. */
export interface MarkdownPlugins {
  remarkPlugins: readonly MarkdownPluginEntry[];
  rehypePlugins: readonly MarkdownPluginEntry[];
}
