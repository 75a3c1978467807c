/** Public API of docgen: the configuration's types and helper, and the commands as functions. */
export type { SiteConfig, EditUrlFunction, EditUrlParams, RedirectRule } from './config/schema.js';
export type * from './config/navbar-types.js';
export { defineConfig } from './config/define-config.js';
export { DocgenError } from './errors/docgen-error.js';
export { build, type BuildOptions, type BuildResult, type Diagnostic } from './api/build.js';
export type { SiteOptions } from './api/site-options.js';
export { serve, type ServeOptions, type ServeHandle } from './api/serve.js';
export { check, type CheckOptions, type CheckReport } from './api/check.js';
export type { OverrideProps } from './components/overridable.js';
export type { OverridableName } from './components/overridable-names.js';
export type * from './components/override-props.js';
