/** Public API of docgen: the configuration's types and helpers, the commands as functions, and the page-source contract of plugins. */
export type { SiteConfig } from './api/define-config.js';
export type { EditUrlFunction, EditUrlParams, RedirectRule } from './config/schema.js';
export type * from './config/navbar-types.js';
export { defineConfig, definePlugin } from './api/define-config.js';
export { DocgenError } from './errors/docgen-error.js';
export { build, type BuildOptions, type BuildResult, type Diagnostic } from './api/build.js';
export { buildSite, type BuildSiteOptions, type BuildSiteResult, type BuiltPage } from './api/build-site.js';
export type { SiteOptions } from './api/site-options.js';
export { serve, type ServeOptions, type ServeHandle } from './api/serve.js';
export { check, type CheckOptions, type CheckReport } from './api/check.js';
export type { OverrideProps } from './components/overridable.js';
export type { OverridableName } from './components/overridable-names.js';
export type * from './components/override-props.js';
// What a plugin's page source is written against (see "Plugins: adding page sources" in the README).
export type { DocusaurusPlugin, DocusaurusPluginActions, Plugin, PluginContext, PluginEntry, PluginFunction } from './sources/plugin.js';
export type { SourceContext, SourceModule } from './sources/source-module.js';
export type { PageSource, SiteView, SourcePage, SourceRoutes } from './core/page-source.js';
export type { Route, RouteInput, RouteOrigin, Routes } from './core/route.js';
export type { Sidebar, SidebarCategory, SidebarItem, SidebarLink } from './core/sidebar.js';
export type { HeadInput, LinkOrigin, LlmsLink, ReaderPage, SearchPage, SearchSection } from './core/page.js';
export type { OutputFile, OutputFiles, OutputPart } from './core/output.js';
export type { ResolvedConfig } from './config/validate.js';
export type { SiteVariant, SiteVariants } from './variants/variants.js';
export type { Messages } from './i18n/messages.js';
