/** Public API of docgen, for site.config.ts files and programmatic use. */
export type { SiteConfig } from './config/schema.js';
export type { ResolvedConfig } from './config/validate.js';
export { buildSite } from './pipeline/build-site.js';
export { DocgenError } from './errors/docgen-error.js';
