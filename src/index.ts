/** Public API of docgen, for site configurations and programmatic use. */
export type { SiteConfig } from './config/schema.js';
export type * from './config/navbar-types.js';
export { defineConfig } from './config/define-config.js';
export { DocgenError } from './errors/docgen-error.js';
