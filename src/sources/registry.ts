import type { PageSource } from '../core/page-source.js';
import { timed, type StageListener } from '../report/stage.js';
import { apiReference, type ApiReferenceOptions } from './api/page-source.js';
import { docsPages, type DocsBuildOptions } from './docs/docs-variants.js';
import { sitePages } from './site-pages.js';
import { redirectPages } from './redirect-pages.js';
import type { SourceContext, SourceModule } from './source-module.js';

/**
 * Every kind of content docgen builds pages of, in the order the route table takes them
 * (a path claimed twice names the first claimant first). A new kind is one source module
 * and one line here (and one in SourceOptions when it takes options).
 */
export const PAGE_SOURCES = [docsPages, sitePages, apiReference, redirectPages] as const;

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
 * Starts loading every module's page sources, side by side, each in its stage (reported
 * as it ends): one promise per module, in registry order, so that a caller may start on
 * one module's sources while the others still load.
 */
export function loadPageSources(
  context: SourceContext,
  options: SourceOptions = {},
  { loadSources = (_module, load) => load(), report }: { loadSources?: LoadSources; report?: StageListener } = {},
): Promise<readonly PageSource[]>[] {
  return PAGE_SOURCES.map((module) => {
    // Each module reads its own options, named by its family.
    const own = (options as Record<string, unknown>)[module.family];
    const load = async () => (module as SourceModule<unknown>).load(context, own);
    return module.stage ? timed(module.stage, () => loadSources(module, load), report) : loadSources(module, load);
  });
}
