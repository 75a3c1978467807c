import type { ResolvedPlugin } from '../config/plugins.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { PageSource, SourcePage, SourceRoutes } from '../core/page-source.js';
import type { Route } from '../core/route.js';
import { errors } from '../errors/catalogue.js';
import { isDocgenError } from '../errors/docgen-error.js';
import type { SourceModule } from './source-module.js';

/**
 * The page-source modules of the site's plugins, as the registry loads them beside
 * docgen's own: each loads the plugin's sources, checks that they are page sources of
 * its family, and hands them on named by their plugin (their routes' origins say
 * `plugin "name"`, so that a path two sources claim names it; an error the plugin's code
 * throws becomes DG009, naming the plugin and what it was doing).
 */
export function pluginModules(config: ResolvedConfig): SourceModule<unknown>[] {
  return config.plugins.flatMap((plugin) =>
    plugin.pageSources.map((configured): SourceModule<unknown> => {
      const module = configured as unknown as SourceModule<unknown>;
      const { family } = module;
      const where = { file: config.configFile, line: plugin.line };
      return {
        family,
        stage: module.stage,
        async load(context, options) {
          const loaded = await guarded(
            plugin,
            `threw while its page source "${family}" loaded`,
            () => module.load(context, options),
            config,
          );
          if (!Array.isArray(loaded))
            throw errors.pluginInvalid(
              where,
              plugin.at,
              plugin.name,
              `the \`load\` of its page source "${family}" returned ${loaded === null ? 'null' : typeof loaded}, not a list`,
              '`load` returns a list of page sources: one per version and locale that has pages of it, often just one.',
            );
          return loaded.map((source: unknown, index) => {
            const id = (source as Partial<PageSource> | null)?.id;
            const isSource =
              typeof source === 'object' &&
              source !== null &&
              typeof (source as PageSource).routes === 'function' &&
              typeof (source as PageSource).page === 'function';
            if (!isSource || typeof id !== 'string' || (id !== family && !id.startsWith(`${family}:`)))
              throw errors.pluginInvalid(
                where,
                plugin.at,
                plugin.name,
                isSource
                  ? `page source ${index} of "${family}" has the id ${typeof id === 'string' ? `"${id}"` : 'none'}`
                  : `what the \`load\` of its page source "${family}" returned at ${index} is not a page source`,
                `A page source has \`id\` (its family "${family}", or "${family}:" and a variant key), \`routes()\` and \`page(route, site, messages)\`.`,
              );
            return ofPlugin(source as PageSource, plugin, config);
          });
        },
      };
    }),
  );
}

/** A plugin's page source as the pipeline sees it: the same, but its routes and failures name the plugin. */
function ofPlugin(source: PageSource, plugin: ResolvedPlugin, config: ResolvedConfig): PageSource {
  const named = (declared: SourceRoutes): SourceRoutes => ({
    ...declared,
    routes: declared.routes.map((route) => {
      // A route without an origin (a plugin in plain JavaScript) comes from the config line that lists the plugin.
      const origin = route.origin ?? { file: config.configFile, line: plugin.line };
      return { ...route, origin: { ...origin, what: [origin.what, `plugin "${plugin.name}"`].filter(Boolean).join(', ') } };
    }),
  });
  const pageOf = (page: SourcePage, route: Route): SourcePage => {
    const render = page.render;
    return { ...page, render: () => guarded(plugin, `threw while it rendered the page ${route.path}`, () => render.call(page), config) };
  };
  return new Proxy(source, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      const call = (what: string, args: unknown[]) => guarded(plugin, what, () => method.apply(target, args), config);
      if (key === 'routes') return () => named(call(`threw while its page source "${source.id}" declared its routes`, []) as SourceRoutes);
      if (key === 'page')
        return (route: Route, ...rest: unknown[]) =>
          pageOf(call(`threw while it made the page ${route.path}`, [route, ...rest]) as SourcePage, route);
      return (...args: unknown[]) => call(`threw in \`${String(key)}\` of its page source "${source.id}"`, args);
    },
  });
}

/**
 * Runs the plugin's code; what it throws (or rejects with) becomes DG009 naming the plugin
 * (`who`, `plugin "name"` by default), unless it is a DocgenError already.
 */
export function guarded<T>(plugin: ResolvedPlugin, what: string, run: () => T, config: ResolvedConfig, who = `plugin "${plugin.name}"`): T {
  // Placed where the config lists the plugin: its own stack is the cause's (`--verbose`).
  const failed = (error: unknown) =>
    isDocgenError(error) ? error : errors.pluginFailed({ file: config.configFile, line: plugin.line, cause: error }, who, what);
  let result: T;
  try {
    result = run();
  } catch (error) {
    throw failed(error);
  }
  if (result instanceof Promise)
    return result.catch((error: unknown) => {
      throw failed(error);
    }) as T;
  return result;
}
