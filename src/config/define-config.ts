import type { SiteConfig } from './schema.js';

/**
 * Types a configuration written in plain JavaScript (`site.config.js`) or TypeScript:
 * `export default defineConfig({ ... })` gives the editor the whole SiteConfig type
 * (completion, typos caught) and returns the object unchanged.
 */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
