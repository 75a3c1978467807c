import type { PluginContext } from '../config/plugins.js';
import type { SourceModule } from './source-module.js';

export type { PluginContext };

/**
 * A plugin, as `plugins` in site.config.ts lists it (Docusaurus's name and shape, kept to
 * what docgen runs): its name, and the page-source modules whose pages join the site's.
 * Their routes go into the one route table beside the docs and the API reference, and
 * their pages get the site's layout, search entries, sitemap lines and the link check.
 */
export interface Plugin {
  /** Names the plugin in messages; unique among the site's plugins. */
  name: string;
  /** Each loads page sources, as docgen's own docs and API reference do; each family its own. */
  pageSources?: readonly SourceModule[];
}

/**
 * A plugin made by a function, as Docusaurus's are: called once per build (and on each
 * render thread, which loads the configuration again) with the site's folder and, for an
 * entry `[plugin, options]`, the options.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginFunction<Options = any> = (context: PluginContext, options: Options) => Plugin;

/** An entry of `plugins`: a plugin, a plugin function, or `[plugin function, options]`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginEntry = Plugin | PluginFunction | readonly [PluginFunction<any>, unknown?];
