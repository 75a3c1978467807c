import { existsSync, readFileSync } from 'node:fs';
import { moduleFile } from '../../util/module-file.js';
import path from 'node:path';
import {
  DOCUSAURUS_OTHER_KEYS,
  DOCUSAURUS_RUN_KEYS,
  pluginContext,
  type DocusaurusPluginObject,
  type ResolvedPlugin,
} from '../../config/plugins.js';
import type { ResolvedConfig } from '../../config/validate.js';
import type { Diagnostic } from '../../core/output.js';
import { errors } from '../../errors/catalogue.js';
import { guarded } from '../plugin-sources.js';
import { normaliseRoute } from '../../routes/paths.js';
import type { SiteLocale } from '../../variants/locales.js';

/** `useGlobalData()`: each plugin's data by plugin name, then by plugin id (`default`). */
export type GlobalData = Record<string, Record<string, unknown>>;

/** A route a plugin added (`actions.addRoute`): a React component of the site's, rendered with its props. */
export interface PluginRoute {
  /** The site path (the site's baseUrl taken off; a locale's prefix kept). */
  path: string;
  /** The component's file. */
  component: string;
  /** What the component is rendered with: the route's `props`, and its `modules` loaded. */
  props: Record<string, unknown>;
  plugin: ResolvedPlugin;
}

/** What a locale's Docusaurus plugins made. */
export interface LifecycleResult {
  globalData: GlobalData;
  routes: PluginRoute[];
  /** Lifecycle methods the plugins have and docgen does not run, named once (default locale). */
  diagnostics: Diagnostic[];
}

/**
 * Runs the site's Docusaurus plugins for one locale as Docusaurus does: every plugin's
 * `loadContent`, then each one's `contentLoaded` with its content and the actions
 * (`setGlobalData`, `addRoute`, `createData`), then `allContentLoaded` with them all.
 * What they made is kept in memory: `createData` writes no file (a route's `modules`
 * naming one get its content). What a plugin throws is DG009 naming it.
 */
export async function runDocusaurusPlugins(
  config: ResolvedConfig,
  locale: SiteLocale,
  locales: readonly string[],
): Promise<LifecycleResult> {
  const plugins = config.plugins.filter((plugin) => plugin.docusaurus);
  const result: LifecycleResult = { globalData: {}, routes: [], diagnostics: [] };
  if (plugins.length === 0) return result;
  const siteConfig = { ...config, i18n: { ...config.i18n, locales: [...locales] } };
  const context = pluginContext(config.root, siteConfig, { code: locale.code, path: locale.path, isDefault: locale.isDefault });
  // What a plugin's code throws is DG009 naming it as the config lists it.
  const step = <T>(plugin: ResolvedPlugin, what: string, run: () => Promise<T>) =>
    guarded(plugin, what, run, config, `Docusaurus plugin "${plugin.name}" (${plugin.at})`);
  const loaded = await Promise.all(
    plugins.map(async (plugin) => {
      const instance = await step(plugin, 'failed when its function was called', () => plugin.docusaurus!.instanceFor(context));
      const content = await step(plugin, 'threw in `loadContent`', () => call(instance, 'loadContent'));
      return { plugin, instance, content };
    }),
  );
  const created = new Map<string, string>();
  const actionsOf = (plugin: ResolvedPlugin, instance: DocusaurusPluginObject) => ({
    setGlobalData(data: unknown) {
      (result.globalData[instance.name] ??= {})[plugin.docusaurus!.id] = data;
    },
    addRoute(route: unknown) {
      result.routes.push(pluginRoute(route, plugin, config, context.baseUrl!, created));
    },
    async createData(name: string, data: unknown) {
      const file = path.join(context.generatedFilesDir!, instance.name, plugin.docusaurus!.id, name);
      created.set(file, typeof data === 'string' ? data : JSON.stringify(data));
      return file;
    },
  });
  for (const { plugin, instance, content } of loaded)
    await step(plugin, 'threw in `contentLoaded`', () =>
      call(instance, 'contentLoaded', { content, actions: actionsOf(plugin, instance) }),
    );
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const { plugin, instance, content } of loaded) (allContent[instance.name] ??= {})[plugin.docusaurus!.id] = content;
  for (const { plugin, instance } of loaded)
    await step(plugin, 'threw in `allContentLoaded`', () =>
      call(instance, 'allContentLoaded', { allContent, actions: actionsOf(plugin, instance) }),
    );
  if (locale.isDefault)
    for (const { plugin, instance } of loaded) {
      const notRun = Object.keys(instance).filter((key) => DOCUSAURUS_OTHER_KEYS.includes(key) && typeof instance[key] === 'function');
      if (notRun.length)
        result.diagnostics.push({
          severity: 'warning',
          file: config.configFile,
          ...(plugin.line ? { line: plugin.line } : {}),
          message: `The Docusaurus plugin "${instance.name}" (${plugin.at}) has ${notRun.map((key) => `\`${key}\``).join(', ')}, which docgen does not run: it runs ${DOCUSAURUS_RUN_KEYS.join(', ')} (global data and routes)${notRun.includes('getPathsToWatch') ? '; `serve --watch` watches the files site.config.ts imports' : ''}.`,
        });
    }
  return result;
}

/** A lifecycle method's result, or undefined when the plugin has none. */
async function call(instance: DocusaurusPluginObject, method: string, ...args: unknown[]): Promise<unknown> {
  const run = instance[method];
  return typeof run === 'function' ? await (run as (...given: unknown[]) => unknown).apply(instance, args) : undefined;
}

/** A route of `addRoute`, checked: its path under the base URL, its component a file of the site, its modules loaded. */
function pluginRoute(
  given: unknown,
  plugin: ResolvedPlugin,
  config: ResolvedConfig,
  baseUrl: string,
  created: ReadonlyMap<string, string>,
): PluginRoute {
  const route = (given ?? {}) as { path?: unknown; component?: unknown; props?: unknown; modules?: unknown; routes?: unknown };
  const invalid = (problem: string, fix: string) =>
    errors.pluginInvalid({ file: config.configFile, line: plugin.line }, plugin.at, plugin.name, problem, fix);
  if (typeof route.path !== 'string' || !route.path.startsWith('/'))
    throw invalid(
      `\`addRoute\` was given ${typeof route.path === 'string' ? `the path "${route.path}"` : 'no path'}`,
      'A route path starts with "/" (and the base URL: `${context.baseUrl}landing`).',
    );
  if (typeof route.component !== 'string')
    throw invalid(
      `the route ${route.path} has no component`,
      'Give the route the component that renders it: `component: "@site/src/components/Landing.js"`.',
    );
  if (route.routes !== undefined)
    throw invalid(`the route ${route.path} has nested \`routes\``, 'docgen builds flat routes: add each page as a route of its own.');
  const site = config.baseUrl.replace(/\/$/, '');
  const sitePath = route.path.startsWith(`${site}/`) || route.path === site ? route.path.slice(site.length) || '/' : route.path;
  const component = componentFile(route.component, config.root);
  if (!component)
    throw invalid(
      `the component "${route.component}" of the route ${route.path} is not a file of the site`,
      'A route component is a React component of the site (`@site/src/components/Landing.js`, or an absolute path); Docusaurus theme components (`@theme/...`) do not render as routes in docgen.',
    );
  const props: Record<string, unknown> = { ...(isRecord(route.props) ? route.props : {}) };
  if (route.modules !== undefined) {
    if (!isRecord(route.modules))
      throw invalid(
        `the \`modules\` of the route ${route.path} are not an object`,
        'Give `modules` as { propName: path }, each path one `createData` returned or a JSON file.',
      );
    for (const [prop, module] of Object.entries(route.modules))
      props[prop] = moduleOf(module, created, config.root, () =>
        invalid(
          `the module "${prop}" of the route ${route.path} is ${typeof module === 'string' ? `"${module}", neither data \`createData\` made nor a JSON file` : 'not a path'}`,
          'docgen loads the data of a route as props: a path `createData` returned, or a `.json` file of the site.',
        ),
      );
  }
  // Docusaurus's `<Route>` gives the component its route too.
  return { path: normaliseRoute(sitePath), component, props: { ...props, route: { path: route.path, exact: true } }, plugin };
}

/** A route component as a file: `@site/...`, an absolute path, with or without its extension. */
function componentFile(written: string, root: string): string | undefined {
  const base = written.startsWith('@site/')
    ? path.join(root, written.slice('@site/'.length))
    : path.isAbsolute(written)
      ? written
      : undefined;
  return base === undefined ? undefined : moduleFile(base);
}

/** A route module's value: what createData made (JSON parsed), or a JSON file's content. */
function moduleOf(module: unknown, created: ReadonlyMap<string, string>, root: string, invalid: () => Error): unknown {
  if (typeof module !== 'string') throw invalid();
  const file = module.startsWith('@site/') ? path.join(root, module.slice('@site/'.length)) : module;
  const text = created.get(file) ?? (file.endsWith('.json') && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  if (text === undefined) throw invalid();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
