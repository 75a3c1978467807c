import type { SiteConfigInput } from '../config/schema.js';
import type { Plugin, PluginEntry, PluginFunction } from '../sources/plugin.js';

// What a site configuration's `import { defineConfig } from 'docgen-cli'` loads when the
// engine runs from its sources (src/util/engine-root.ts): types only besides the helpers.

/** A site configuration as authors write it in site.config.ts (every default optional). */
export type SiteConfig = Omit<SiteConfigInput, 'plugins'> & {
  /** Plugins that add page sources (see `Plugin`). */
  plugins?: PluginEntry[];
};

/**
 * Types a configuration written in plain JavaScript (`site.config.js`) or TypeScript:
 * `export default defineConfig({ ... })` gives the editor the whole SiteConfig type
 * (completion, typos caught) and returns the object unchanged.
 */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}

/**
 * Types a plugin (an object, or a function of the site's folder and its options) and
 * returns it unchanged: its page sources' `load(context)` and what they return are typed
 * as docgen reads them.
 */
export function definePlugin(plugin: Plugin): Plugin;
export function definePlugin<Options = undefined>(plugin: PluginFunction<Options>): PluginFunction<Options>;
export function definePlugin(plugin: Plugin | PluginFunction): Plugin | PluginFunction {
  return plugin;
}
