import path from 'node:path';
import { z } from 'zod';
import { errors } from '../errors/catalogue.js';
import { configPositions, lineOfPath } from './config-positions.js';

/**
 * What a plugin function is called with: the site's folder, and what Docusaurus gives its
 * plugins (the site's config, the base URL and the locale the plugin builds for; a
 * Docusaurus plugin is called once per locale, as Docusaurus builds each locale).
 */
export interface PluginContext {
  /** Absolute folder of the site (holds site.config.ts). */
  readonly siteDir: string;
  /** The site's configuration (`title`, `url`, `baseUrl`, `customFields`...). */
  readonly siteConfig?: Readonly<Record<string, unknown>>;
  /** The base URL of the locale built: `/` for the default locale, `/fr/` for another (under the site's baseUrl). */
  readonly baseUrl?: string;
  readonly i18n?: { readonly defaultLocale: string; readonly locales: readonly string[]; readonly currentLocale: string };
  /** Where Docusaurus writes what plugins generate: docgen writes nothing there itself. */
  readonly generatedFilesDir?: string;
}

/** Docusaurus's lifecycle methods docgen runs: a plugin with any of them is a Docusaurus plugin (docusaurus-plugins.ts). */
export const DOCUSAURUS_RUN_KEYS: readonly string[] = ['loadContent', 'contentLoaded', 'allContentLoaded'];
/** Docusaurus's other plugin keys: accepted, not run (the build names them once). */
export const DOCUSAURUS_OTHER_KEYS: readonly string[] = [
  'getPathsToWatch',
  'postBuild',
  'postStart',
  'routesLoaded',
  'configureWebpack',
  'configurePostCss',
  'getThemePath',
  'getTypeScriptThemePath',
  'getSwizzleComponentList',
  'getClientModules',
  'injectHtmlTags',
  'extendCli',
  'getTranslationFiles',
  'getDefaultCodeTranslationMessages',
  'translateContent',
  'translateThemeConfig',
  'validateOptions',
  'validateThemeConfig',
  'options',
  'version',
];

/** A Docusaurus plugin as its function made it: its lifecycle methods, by name. */
export type DocusaurusPluginObject = Readonly<Record<string, unknown>> & { readonly name: string };

/**
 * A plugin with Docusaurus's lifecycle (loadContent, contentLoaded): made again for each
 * locale with that locale's context, as Docusaurus builds each locale (the default
 * locale's is the one made when the configuration loaded).
 */
export interface DocusaurusLifecycle {
  /** The plugin object for a locale's context; checked (DG008) when its function was async. */
  instanceFor(context: PluginContext): Promise<DocusaurusPluginObject>;
  /** `options.id` (Docusaurus's plugin id): its global data is under it (`default` when unset). */
  readonly id: string;
  /** Its function's name, to match the plugin in docusaurus.config.js. */
  readonly functionName?: string;
}

/**
 * A page-source module as the configuration holds it. The configuration checks its shape
 * only; authors type it as `SourceModule` (src/sources/source-module.ts), which the
 * public `Plugin` type names.
 */
export interface ConfiguredSourceModule {
  readonly family: string;
  readonly stage?: string;
  load(...args: never[]): unknown;
}

/** A plugin object as the configuration holds it (the public type is `Plugin`, src/sources/plugin.ts). */
export interface ConfiguredPlugin {
  name: string;
  pageSources?: readonly ConfiguredSourceModule[];
}

/** An entry of `plugins`: a plugin, a function returning one, or `[function, options]` (as in Docusaurus). */
export type ConfiguredPluginEntry =
  | ConfiguredPlugin
  | ((context: PluginContext, options: never) => ConfiguredPlugin)
  | readonly [(context: PluginContext, options: never) => ConfiguredPlugin, unknown?];

/** A plugin once its function is called and its shape checked. Frozen, but not its page-source modules (the plugin's own). */
export interface ResolvedPlugin {
  readonly name: string;
  readonly pageSources: readonly ConfiguredSourceModule[];
  /** Set for a Docusaurus plugin (lifecycle methods instead of page sources). */
  readonly docusaurus?: DocusaurusLifecycle;
  /** Where the configuration lists it (`plugins[1]`), and the line, for messages. */
  readonly at: string;
  readonly line?: number;
}

/** `plugins`: each entry is checked as a whole after the schema (resolvePlugins), for messages that name the plugin. */
export const pluginsSchema = z
  .array(
    z.custom<ConfiguredPluginEntry>((value) => (typeof value === 'object' && value !== null) || typeof value === 'function', {
      message:
        'expected a plugin object { name, pageSources }, a plugin function or [plugin, options] (import the plugin at the top of the config: docgen does not load plugins by package name)',
    }),
  )
  .default([]);

const PLUGIN_KEYS: readonly string[] = ['name', 'pageSources'];
/** A family is a page source's id (`releases`, `releases:fr`), and it is in messages: a plain lowercase name. */
const FAMILY = /^[a-z][a-z0-9-]*$/;
const GUIDE = 'see "Plugins: adding page sources" in the README';

interface ConfigPlace {
  /** Absolute folder of the site, given to plugin functions. */
  root: string;
  /** The validated configuration, given to plugin functions as Docusaurus gives `siteConfig`. */
  siteConfig?: { baseUrl: string; i18n: { defaultLocale: string; locales: string[] } } & Record<string, unknown>;
  file: string;
  source?: string;
}

/**
 * Calls each plugin function of `plugins` (with its options, for `[plugin, options]`) and
 * checks what it returns: a plugin with a name of its own and page-source modules, each of
 * a family of its own. Throws DG008 naming the entry, the plugin and what to do; DG009 when
 * a plugin function throws.
 */
export function resolvePlugins(entries: readonly unknown[], place: ConfigPlace): readonly ResolvedPlugin[] {
  const positions = place.source === undefined ? undefined : configPositions(place.source);
  const resolved: ResolvedPlugin[] = [];
  const families = new Map<string, { at: string; name: string }>();
  entries.forEach((entry, index) => {
    const at = `plugins[${index}]`;
    const line = positions && lineOfPath(positions, ['plugins', index]);
    let name: string | undefined;
    const invalid = (problem: string, fix: string) => errors.pluginInvalid({ file: place.file, line }, at, name, problem, fix);
    const plugin = callPlugin(entry, at, line, place);
    const [make, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof make === 'function' && typeof (plugin as { then?: unknown } | null)?.then === 'function') {
      // An async plugin function is Docusaurus's: its plugin is checked when the build awaits it.
      (plugin as Promise<unknown>).catch(() => undefined);
      name = (make as { name?: string }).name || at;
      resolved.push(
        Object.freeze({ name, pageSources: Object.freeze([]), at, line, docusaurus: lifecycle(plugin, make, options, at, line, place) }),
      );
      return;
    }
    if (typeof plugin !== 'object' || plugin === null || Array.isArray(plugin))
      throw invalid(
        `${typeof entry === 'function' ? 'its function returned' : 'it is'} ${describe(plugin)}, not a plugin object`,
        `A plugin is an object { name, pageSources }, or a function returning one (${GUIDE}).`,
      );
    const fields = plugin as Record<string, unknown>;
    if (typeof fields.name !== 'string' || fields.name.trim() === '')
      throw invalid('the plugin has no `name`', 'Give it a `name` of its own, such as "release-notes": messages name the plugin by it.');
    name = fields.name;
    const isDocusaurus = Object.keys(fields).some((key) => DOCUSAURUS_RUN_KEYS.includes(key) || DOCUSAURUS_OTHER_KEYS.includes(key));
    if (isDocusaurus && fields.pageSources !== undefined)
      throw invalid(
        'it has both `pageSources` and Docusaurus lifecycle methods',
        "A plugin is docgen's ({ name, pageSources }) or Docusaurus's ({ name, loadContent, contentLoaded }): split it in two.",
      );
    const unknown = isDocusaurus ? undefined : Object.keys(fields).find((key) => !PLUGIN_KEYS.includes(key));
    if (unknown !== undefined)
      throw invalid(
        `\`${unknown}\` is not a key of a docgen plugin`,
        `A docgen plugin has \`name\` and \`pageSources\` (${GUIDE}); a Docusaurus plugin has its lifecycle methods (loadContent, contentLoaded...).`,
      );
    const twin = resolved.find((other) => other.name === name);
    if (twin)
      throw invalid(
        `${twin.at} has the same name`,
        'Give each plugin its own `name` (or list the plugin once: the same plugin twice would add its pages twice).',
      );
    const modules = fields.pageSources ?? [];
    if (!Array.isArray(modules))
      throw invalid('`pageSources` is not a list', 'List its page-source modules: `pageSources: [releaseNotes]`.');
    modules.forEach((module: unknown, position) => {
      const which = `pageSources[${position}]`;
      const shape = module as Partial<Record<keyof ConfiguredSourceModule, unknown>> | null;
      if (typeof shape !== 'object' || shape === null)
        throw invalid(`${which} is ${describe(module)}`, `A page-source module is an object { family, load } (${GUIDE}).`);
      if (typeof shape.family !== 'string' || !FAMILY.test(shape.family))
        throw invalid(
          `${which} has ${typeof shape.family === 'string' ? `the family "${shape.family}"` : 'no `family`'}`,
          'A page source\'s `family` names its pages (and its routes\' `source`): lowercase letters, digits and "-", from a letter, such as "releases".',
        );
      if (typeof shape.load !== 'function')
        throw invalid(
          `${which} ("${shape.family}") has no \`load\` function`,
          `A page-source module's \`load(context)\` returns its page sources (${GUIDE}).`,
        );
      if (shape.stage !== undefined && typeof shape.stage !== 'string')
        throw invalid(
          `${which} ("${shape.family}") has a \`stage\` that is not text`,
          'A `stage` names the build stage it loads in, such as "load release notes".',
        );
      const owner = families.get(shape.family);
      if (owner)
        throw invalid(
          `${which} has the family "${shape.family}", as a page source of ${owner.at === at ? 'the same plugin' : `${owner.at} ("${owner.name}")`} has`,
          'Give each page source a family of its own: it names their pages and their routes.',
        );
      families.set(shape.family, { at, name: name! });
    });
    resolved.push(
      Object.freeze({
        name,
        pageSources: Object.freeze([...modules] as ConfiguredSourceModule[]),
        at,
        line,
        ...(isDocusaurus ? { docusaurus: lifecycle(plugin, make, options, at, line, place) } : {}),
      }),
    );
  });
  return Object.freeze(resolved);
}

/**
 * The plugins' page-source families that are docgen's own (`builtIn`, the registry's):
 * refused, naming the plugin. Called by the registry of page sources, which knows them.
 */
export function checkPluginFamilies(plugins: readonly ResolvedPlugin[], builtIn: readonly string[], file: string): void {
  for (const plugin of plugins) {
    const position = plugin.pageSources.findIndex((module) => builtIn.includes(module.family));
    if (position === -1) continue;
    const family = plugin.pageSources[position]!.family;
    throw errors.pluginInvalid(
      { file, line: plugin.line },
      plugin.at,
      plugin.name,
      `pageSources[${position}] has the family "${family}", which is docgen's own (${builtIn.map((own) => `"${own}"`).join(', ')})`,
      `Give the page source another family, such as "${plugin.name.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'extra'}-${family}": docgen's own pages keep theirs.`,
    );
  }
}

/** The plugin an entry makes: its function called (with its options), or the object as it is. */
function callPlugin(entry: unknown, at: string, line: number | undefined, place: ConfigPlace, context?: PluginContext): unknown {
  if (Array.isArray(entry) && (entry.length < 1 || entry.length > 2 || typeof entry[0] !== 'function'))
    throw errors.pluginInvalid(
      { file: place.file, line },
      at,
      undefined,
      `it is a list of ${entry.length} ${typeof entry[0] === 'string' ? `starting with the name "${entry[0]}"` : 'values'}`,
      'A list entry is [plugin function, options]; import the plugin at the top of the config (docgen does not load plugins by package name).',
    );
  const [make, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof make !== 'function') return make;
  try {
    return (make as (context: PluginContext, options: unknown) => unknown)(context ?? pluginContext(place.root, place.siteConfig), options);
  } catch (cause) {
    throw errors.pluginFailed(
      { file: place.file, line, cause },
      `plugin function ${make.name || '(anonymous)'} (${at})`,
      'threw when called',
    );
  }
}

/**
 * What a plugin function is called with (Docusaurus's context): for the default locale
 * when `locale` is not given, else for that locale (its base URL under the site's).
 */
export function pluginContext(
  root: string,
  siteConfig: ConfigPlace['siteConfig'],
  locale?: { code: string; path: string; isDefault: boolean },
): PluginContext {
  if (!siteConfig) return { siteDir: root };
  const { baseUrl, i18n } = siteConfig;
  return {
    siteDir: root,
    siteConfig,
    baseUrl: locale && !locale.isDefault ? `${baseUrl}${locale.path}/` : baseUrl,
    i18n: { defaultLocale: i18n.defaultLocale, locales: i18n.locales, currentLocale: locale?.code ?? i18n.defaultLocale },
    generatedFilesDir: path.join(root, '.docusaurus'),
  };
}

/**
 * A Docusaurus plugin's lifecycle: the plugin made with the configuration (the default
 * locale's), or made again with another locale's context (its function called again, its
 * result checked as when the configuration loaded).
 */
function lifecycle(
  made: unknown,
  make: unknown,
  options: unknown,
  at: string,
  line: number | undefined,
  place: ConfigPlace,
): DocusaurusLifecycle {
  const id = typeof (options as { id?: unknown } | undefined)?.id === 'string' ? (options as { id: string }).id : 'default';
  const checked = async (value: unknown): Promise<DocusaurusPluginObject> => {
    const plugin = await value;
    const name = (plugin as { name?: unknown } | null)?.name;
    if (typeof plugin !== 'object' || plugin === null || typeof name !== 'string' || name.trim() === '')
      throw errors.pluginInvalid(
        { file: place.file, line },
        at,
        undefined,
        `its function's promise gave ${typeof name === 'string' || plugin === null || typeof plugin !== 'object' ? describe(plugin) : 'a plugin without `name`'}`,
        'A Docusaurus plugin function returns (or resolves to) { name, loadContent, contentLoaded... }.',
      );
    return plugin as DocusaurusPluginObject;
  };
  const first = checked(made);
  first.catch(() => undefined);
  return {
    id,
    ...(typeof make === 'function' && make.name ? { functionName: make.name } : {}),
    instanceFor(context) {
      if (typeof make !== 'function' || context.i18n?.currentLocale === context.i18n?.defaultLocale) return first;
      return checked(callPlugin(options === undefined ? make : [make, options], at, line, place, context));
    },
  };
}

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'string' ? `the text "${value}"` : typeof value;
