import type { PageSource } from '../core/page-source.js';
import { timed, type StageListener } from '../report/stage.js';
import { apiReference } from './api/api-module.js';
import type { ApiReferenceOptions } from './api/page-source.js';
import { docsPages, type DocsBuildOptions } from './docs/docs-variants.js';
import { sitePages } from './site-pages.js';
import { redirectPages } from './redirect-pages.js';
import { blogPages } from './blog/blog-module.js';
import { sitePagesFolder } from './pages/pages-module.js';
import { MARKDOWN_PAGES_SOURCE_ID } from './pages/markdown-pages.js';
import type { SourceContext, SourceModule } from './source-module.js';
import { checkPluginFamilies } from '../config/plugins.js';
import { pluginModules } from './plugin-sources.js';

/**
 * Every kind of content docgen builds pages of, in the order the route table takes them
 * (a path claimed twice names the first claimant first). A new kind is one source module
 * and one line here (and one in SourceOptions when it takes options); a site adds its own
 * with a plugin (`plugins` in site.config.ts), whose modules come after these.
 */
export const PAGE_SOURCES = [docsPages, sitePages, apiReference, blogPages, sitePagesFolder, redirectPages] as const;

/** The families of docgen's own page sources (src/pages's markdown pages have their own): a plugin's page source takes another. */
export const BUILT_IN_FAMILIES: readonly string[] = [...PAGE_SOURCES.map((module) => module.family), MARKDOWN_PAGES_SOURCE_ID];

/** The options of each source module, by family, as the command that builds gives them. */
export interface SourceOptions {
  docs?: DocsBuildOptions;
  api?: ApiReferenceOptions;
}

/**
 * How one module's sources are loaded: by calling `load`, or from what a long-lived caller
 * kept (`serve --watch` keeps the API reference's documents between builds).
 */
export type LoadSources = (module: SourceModule<never>, load: () => Promise<readonly PageSource[]>) => Promise<readonly PageSource[]>;

/**
 * Starts loading every module's page sources (docgen's own, then the site's plugins'),
 * side by side, each in its stage (reported as it ends): one promise per module, in
 * registry order, so that a caller may start on one module's sources while the others
 * still load.
 */
export function loadPageSources(
  context: SourceContext,
  options: SourceOptions = {},
  { loadSources = (_module, load) => load(), report }: { loadSources?: LoadSources; report?: StageListener } = {},
): Promise<readonly PageSource[]>[] {
  const { config } = context;
  checkPluginFamilies(config.plugins, BUILT_IN_FAMILIES, config.configFile);
  const modules: readonly SourceModule<never>[] = [...PAGE_SOURCES, ...pluginModules(config)];
  return modules.map((module) => {
    // Each module reads its own options, named by its family.
    const own = (options as Record<string, unknown>)[module.family];
    const load = async () => (module as SourceModule<unknown>).load(context, own);
    return module.stage ? timed(module.stage, () => loadSources(module, load), report) : loadSources(module, load);
  });
}
