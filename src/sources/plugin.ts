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

/** What a Docusaurus plugin's `contentLoaded` and `allContentLoaded` are given to act with. */
export interface DocusaurusPluginActions {
  /** Data every page reads with `useGlobalData()` / `usePluginData(name, id)`. */
  setGlobalData(data: unknown): void;
  /** A page: `path` (with the context's baseUrl), `component` (`@site/...`), `props`, `modules` ({ prop: path createData gave }). */
  addRoute(route: {
    path: string;
    component: string;
    exact?: boolean;
    props?: Record<string, unknown>;
    modules?: Record<string, string>;
  }): void;
  /** Keeps `data` for a route's `modules` and returns its path (nothing is written). */
  createData(name: string, data: string): Promise<string>;
}

/**
 * A Docusaurus plugin, as docusaurus.config.js lists it: docgen runs `loadContent`, then
 * `contentLoaded` and `allContentLoaded` (global data and routes), once per locale. Its
 * other lifecycle methods are not run; the build names them.
 */
export interface DocusaurusPlugin {
  name: string;
  loadContent?(): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  contentLoaded?(args: { content: any; actions: DocusaurusPluginActions }): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  allContentLoaded?(args: { allContent: Record<string, Record<string, any>>; actions: DocusaurusPluginActions }): unknown;
  [lifecycle: string]: unknown;
}

/**
 * A plugin made by a function, as Docusaurus's are: called once per build (and on each
 * render thread, which loads the configuration again) with the site's folder and, for an
 * entry `[plugin, options]`, the options. A Docusaurus plugin's function may be async, and
 * is called again for each other locale with that locale's context.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginFunction<Options = any> = (
  context: PluginContext,
  options: Options,
) => Plugin | DocusaurusPlugin | Promise<DocusaurusPlugin>;

/** An entry of `plugins`: a plugin, a plugin function, or `[plugin function, options]`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PluginEntry = Plugin | DocusaurusPlugin | PluginFunction | readonly [PluginFunction<any>, unknown?];
