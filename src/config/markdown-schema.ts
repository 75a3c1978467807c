import type { Pluggable } from 'unified';
import { z } from 'zod';

/**
 * A remark or rehype plugin as the config names it: the plugin function, or
 * `[plugin, options]` (the convention of unified, Docusaurus and Astro).
 */
export type MarkdownPluginEntry = Extract<Pluggable, Function> | [Extract<Pluggable, Function>, ...unknown[]];

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
