import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/output.js';
import { bundleSiteModule, runSiteModule } from './site-module.js';
import { moduleFile } from '../util/module-file.js';
import { entriesInText, settingInText, tokensOf, type Token } from './config-text.js';

/** Docusaurus's config file names, in the order Docusaurus looks for them. */
const DOCUSAURUS_CONFIGS = [
  'docusaurus.config.js',
  'docusaurus.config.ts',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'docusaurus.config.mts',
];

/** Top-level keys of docusaurus.config.js that site.config.ts takes over (see the manual's "Moving from Docusaurus"). */
const CARRIED_KEYS = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'trailingSlash',
  'favicon',
  'i18n',
  'customFields',
  'headTags',
  'clientModules',
  'scripts',
  'stylesheets',
  'themeConfig',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
]);

/** Keys of `themeConfig` that site.config.ts takes (the manual's "Moving from Docusaurus" says where each goes). */
const CARRIED_THEME_KEYS = new Set(['navbar', 'footer', 'announcementBar', 'colorMode', 'image', 'zoom']);
/** What to do with a `themeConfig` key docgen has no counterpart for, when there is something to say. */
const THEME_KEY_NOTES: Readonly<Record<string, string>> = {
  prism: 'docgen highlights code with its own light and dark themes, every language included',
  algolia: 'search is built in (`search`)',
  metadata: 'meta tags go to `headTags`',
};

/** Keys site.config.ts takes as they are, with Docusaurus's shapes: named until site.config.ts sets them too. */
export const COPIED_AS_THEY_ARE = ['headTags', 'scripts', 'stylesheets', 'clientModules'] as const;

/** Plugins, themes and presets docgen has built in: nothing to carry over. */
const BUILT_IN = [
  /^@docusaurus\/preset-classic$/,
  /^@docusaurus\/plugin-content-docs$/,
  /^@docusaurus\/plugin-sitemap$/,
  /^@docusaurus\/plugin-client-redirects$/,
  /^@docusaurus\/theme-classic$/,
  /^@docusaurus\/theme-mermaid$/,
  /^@docusaurus\/theme-search-algolia$/,
  /search-local/,
  /image-zoom/,
  /^docusaurus-plugin-sass$/,
];

/** What a Docusaurus site's folder holds that docgen does not carry over. */
export interface DocusaurusLeftovers {
  /** The Docusaurus config file, when the site has one. */
  configFile?: string;
  /** Why it could not be run (its packages are not installed): what follows was read from its text. */
  unreadable?: string;
  plugins: string[];
  /** The files of the plugins it names by a local path (`./src/plugins/events`), by that name. */
  pluginFiles: Record<string, string>;
  /** Instances of Docusaurus's docs plugin with an id of their own (a second docs folder): `docs.instances` in site.config.ts. */
  docsInstances: { id: string; folder?: string }[];
  keys: string[];
  /** Keys of `themeConfig` with no counterpart in site.config.ts (`prism`, `metadata`). */
  themeKeys: string[];
  /** Keys site.config.ts takes as they are (`headTags`, `clientModules`...) that the config sets, not empty. */
  keysToCopy: string[];
  /** Components swizzled into src/theme/. */
  swizzled: string[];
  /** The brand colour the site's customCss gives Infima (`--ifm-color-primary`), when it sets one. */
  ifmColorPrimary?: string;
  /** `onBrokenLinks`, `onBrokenAnchors` and `onBrokenMarkdownLinks` as the config sets them (unset: Docusaurus's defaults apply). */
  brokenLinks: BrokenLinkSettings;
}

/** The broken-link settings Docusaurus and site.config.ts share (`ignore`, `log`, `warn`, `throw`). */
export interface BrokenLinkSettings {
  onBrokenLinks?: string;
  onBrokenAnchors?: string;
  /** `markdown.hooks.onBrokenMarkdownLinks` (Docusaurus's older top-level `onBrokenMarkdownLinks` too). */
  onBrokenMarkdownLinks?: string;
}

/** What Docusaurus does when its config does not say. */
const DOCUSAURUS_DEFAULTS = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' } as const;
const BROKEN_LINK_KEYS = ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'] as const;
/** Each setting's path in either config. */
const SETTING_PATHS = {
  onBrokenLinks: 'onBrokenLinks',
  onBrokenAnchors: 'onBrokenAnchors',
  onBrokenMarkdownLinks: 'markdown.hooks.onBrokenMarkdownLinks',
} as const;

/**
 * Reads a Docusaurus site's config file (bundled by esbuild, run with the site's packages,
 * as Docusaurus runs it; or read as text when those are not installed) and `src/theme/`:
 * what docgen does not carry over. Undefined for a site without a
 * Docusaurus config.
 */
export async function findDocusaurusLeftovers(root: string, customCss: readonly string[] = []): Promise<DocusaurusLeftovers | undefined> {
  const configFile = DOCUSAURUS_CONFIGS.map((name) => path.join(root, name)).find((file) => existsSync(file));
  if (!configFile) return undefined;
  const swizzled = subfolders(path.join(root, 'src/theme'));
  let config: Record<string, unknown> | undefined;
  let unreadable: string | undefined;
  const text = readFileSync(configFile, 'utf8');
  try {
    const exported = runSiteModule(await bundleSiteModule(configFile), configFile);
    const value = typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
    if (value && typeof value === 'object') config = value as Record<string, unknown>;
  } catch (error) {
    unreadable = (error as Error).message.split('\n')[0];
  }
  const tokens = config ? [] : tokensOf(text);
  const plugins = config ? pluginNames(config) : namesInText(tokens);
  const keys = config ? Object.keys(config).filter((key) => !CARRIED_KEYS.has(key)) : [];
  const themeConfig = config?.themeConfig;
  const themeKeys =
    themeConfig && typeof themeConfig === 'object' ? Object.keys(themeConfig).filter((key) => !CARRIED_THEME_KEYS.has(key)) : [];
  const keysToCopy = config
    ? COPIED_AS_THEY_ARE.filter((key) => Array.isArray(config![key]) && (config![key] as unknown[]).length > 0)
    : [];
  const brokenLinks: BrokenLinkSettings = {};
  for (const key of BROKEN_LINK_KEYS) {
    const value = config ? settingOf(config, key) : settingInText(tokens, key);
    if (typeof value === 'string') brokenLinks[key] = value;
  }
  const pluginFiles: Record<string, string> = {};
  for (const name of plugins) {
    const file = /^\.{0,2}\//.test(name) ? moduleFile(path.resolve(root, name)) : undefined;
    if (file) pluginFiles[name] = file;
  }
  const ifmColorPrimary = customCss
    .map((file) => path.resolve(root, file))
    .filter((file) => existsSync(file))
    .map((file) => /--ifm-color-primary\s*:\s*([^;}!]+?)\s*[;}!]/.exec(readFileSync(file, 'utf8'))?.[1])
    .find((value) => value !== undefined);
  return {
    configFile,
    ...(unreadable ? { unreadable } : {}),
    ...(ifmColorPrimary ? { ifmColorPrimary } : {}),
    plugins: plugins.filter((name) => !isBuiltIn(name)),
    pluginFiles,
    docsInstances: config ? docsInstancesOf(config) : [],
    keys,
    themeKeys,
    keysToCopy,
    swizzled,
    brokenLinks,
  };
}

/** docusaurus-plugin-openapi-docs and its theme: carried over by `openapiDocs` in site.config.ts. */
const OPENAPI_DOCS = /(^|\/)docusaurus-(plugin|theme)-openapi-docs$/;

/** What site.config.ts carries over: the plugin's config (`openapiDocs`), its broken-link settings (docgen's defaults filled in). */
export interface CarriedSettings extends BrokenLinkSettings {
  openapiDocs?: boolean;
  /** The ids of `docs.instances`: those instances are carried over. */
  docsInstances?: readonly string[];
  /**
   * The Docusaurus plugins site.config.ts runs: the site's files it imports (a plugin's
   * module) and the plugin functions' names. A plugin of docusaurus.config.js named by one
   * of those files, or by one of those names, is carried over.
   */
  plugins?: { files: readonly string[]; functions: readonly string[] };
  /** The keys of COPIED_AS_THEY_ARE that site.config.ts sets (not empty). */
  copied?: readonly string[];
  /** `colors.primary` of site.config.ts. */
  colorsPrimary?: string;
}

/**
 * The report, once per build: one warning naming each thing left behind and what to do.
 * `openapiDocs`: site.config.ts has the plugin's config, so the plugin is carried over.
 * Broken-link settings that differ from Docusaurus's (set, or its defaults) are named
 * with what to write in site.config.ts to build as Docusaurus did.
 */
export function leftoversWarning(leftovers: DocusaurusLeftovers, carried: CarriedSettings = {}): Diagnostic | undefined {
  const lines: string[] = [];
  const differing = BROKEN_LINK_KEYS.filter(
    (key) => carried[key] !== undefined && carried[key] !== (leftovers.brokenLinks[key] ?? DOCUSAURUS_DEFAULTS[key]),
  );
  const instances = leftovers.docsInstances.filter((instance) => !carried.docsInstances?.includes(instance.id));
  const openapiDocs = leftovers.plugins.filter((name) => OPENAPI_DOCS.test(name));
  const runs = (name: string) =>
    carried.plugins !== undefined &&
    (carried.plugins.functions.includes(name) ||
      (leftovers.pluginFiles[name] !== undefined && carried.plugins.files.includes(leftovers.pluginFiles[name])));
  const plugins = leftovers.plugins.filter((name) => !OPENAPI_DOCS.test(name) && !runs(name));
  if (leftovers.unreadable)
    lines.push(
      `It could not be run (${leftovers.unreadable}); what follows was read from its text, and its other keys were not checked: install the site's packages to check them.`,
    );
  if (plugins.length)
    lines.push(
      `Plugins, themes and presets docgen does not run: ${plugins.join(', ')}. Remark and rehype plugins go to markdown.remarkPlugins / markdown.rehypePlugins; a plugin of the site's own that makes global data or routes (loadContent, contentLoaded) runs as it is when site.config.ts imports it and lists it in \`plugins\`; another that makes pages becomes a docgen plugin with a page source.`,
    );
  if (openapiDocs.length && !carried.openapiDocs)
    lines.push(
      `${openapiDocs.join(', ')}: copy the plugin's \`config\` into site.config.ts as \`openapiDocs\`, as it is; docgen renders its OpenAPI documents at the same URLs and makes the sidebars gen-api-docs would write.`,
    );
  if (instances.length)
    lines.push(
      `Docs plugin instances not in site.config.ts: ${instances.map(({ id, folder }) => `"${id}"${folder ? ` (${folder}/)` : ''}`).join(', ')}. Copy each instance's options into site.config.ts as an entry of docs.instances, as they are (id, path, routeBasePath, sidebarPath...).`,
    );
  if (leftovers.themeKeys?.length) {
    const notes = leftovers.themeKeys.filter((key) => THEME_KEY_NOTES[key]).map((key) => `${key}: ${THEME_KEY_NOTES[key]}`);
    lines.push(
      `themeConfig keys with no counterpart in site.config.ts: ${leftovers.themeKeys.join(', ')}.${notes.length ? ` (${notes.join('; ')}.)` : ''}`,
    );
  }
  const toCopy = (leftovers.keysToCopy ?? []).filter((key) => !carried.copied?.includes(key));
  if (toCopy.length)
    lines.push(
      `${toCopy.join(', ')}: site.config.ts takes ${toCopy.length === 1 ? 'it' : 'them'} as ${toCopy.length === 1 ? 'it is' : 'they are'} (Docusaurus's shape${toCopy.length === 1 ? '' : 's'}); copy ${toCopy.length === 1 ? 'it' : 'them'} over.`,
    );
  if (leftovers.keys.length) lines.push(`Config keys with no counterpart in site.config.ts: ${leftovers.keys.join(', ')}.`);
  if (differing.length) {
    const docusaurus = differing.map(
      (key) =>
        `${SETTING_PATHS[key]}: '${leftovers.brokenLinks[key] ?? DOCUSAURUS_DEFAULTS[key]}'${leftovers.brokenLinks[key] ? '' : ' (its default)'}`,
    );
    const wanted = differing.map((key) => `${SETTING_PATHS[key]}: '${leftovers.brokenLinks[key] ?? DOCUSAURUS_DEFAULTS[key]}'`);
    lines.push(
      `Broken links: Docusaurus has ${docusaurus.join(' and ')}, site.config.ts ${differing.map((key) => `${SETTING_PATHS[key]}: '${carried[key]}'`).join(' and ')}. Write \`${wanted.join(', ')}\` in site.config.ts to build as Docusaurus did (\`docgen check\` fails on every broken link whatever they say).`,
    );
  }
  const brand = leftovers.ifmColorPrimary;
  if (brand && brand.toLowerCase() !== carried.colorsPrimary?.toLowerCase())
    lines.push(
      `Brand colour: customCss sets --ifm-color-primary: ${brand}, which colours Infima on the React pages of src/pages; docgen's theme (docs, blog, navbar, links) takes its brand colour from site.config.ts: write \`colors: { primary: '${brand}' }\`${carried.colorsPrimary ? ` (it has '${carried.colorsPrimary}')` : ''}.`,
    );
  if (leftovers.swizzled.length)
    lines.push(
      `Swizzled components in src/theme/ that docgen does not use: ${leftovers.swizzled.join(', ')}. Replace them with overrides in components/ (same name, docgen's props).`,
    );
  if (!lines.length) return undefined;
  return {
    severity: 'warning',
    file: leftovers.configFile,
    message: `Not carried over from ${path.basename(leftovers.configFile!)}:\n  - ${lines.join('\n  - ')}\n  See the manual's "Moving from Docusaurus" page.`,
  };
}

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .map((entry) => entry.name.replace(/\.(jsx?|tsx?)$/, ''))
    .sort();
}

/** The config's keys of plugins, by the kind Docusaurus names their packages after. */
const PLUGIN_KEYS = { presets: 'preset', plugins: 'plugin', themes: 'theme' } as const;
type PluginKind = (typeof PLUGIN_KEYS)[keyof typeof PLUGIN_KEYS];

/**
 * A package as Docusaurus resolves its short name, where docgen knows the package:
 * `classic` in `presets` is `@docusaurus/preset-classic`, `openapi-docs` in `themes` is
 * `docusaurus-theme-openapi-docs`. Other names stay as written.
 */
function fullName(kind: PluginKind, name: string): string {
  if (!/^[\w-]+$/.test(name) || name.includes('docusaurus')) return name;
  return [`@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`].find((full) => isBuiltIn(full) || OPENAPI_DOCS.test(full)) ?? name;
}

const isBuiltIn = (name: string) => BUILT_IN.some((known) => known.test(name));

/** The names of the config's presets, plugins and themes (a path, a package, or a function's name). */
function pluginNames(config: Record<string, unknown>): string[] {
  const names = Object.entries(PLUGIN_KEYS).flatMap(([key, kind]) =>
    (Array.isArray(config[key]) ? (config[key] as unknown[]) : []).map((entry) => nameOf(kind, entry)),
  );
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}

function nameOf(kind: PluginKind, entry: unknown): string | undefined {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  if (instanceOf(entry)) return undefined; // reported as a docs instance
  if (typeof plugin === 'string')
    return plugin.includes('node_modules')
      ? plugin.replace(/^.*node_modules\//, '').replace(/\/(lib|dist|src)\/.*$/, '')
      : fullName(kind, plugin);
  if (typeof plugin === 'function') return plugin.name || 'an inline plugin';
  return undefined;
}

/** A broken-link setting of a config that ran: `markdown.hooks.onBrokenMarkdownLinks` before the older top-level key. */
function settingOf(config: Record<string, unknown>, key: (typeof BROKEN_LINK_KEYS)[number]): unknown {
  const hooks = (config.markdown as { hooks?: Record<string, unknown> } | undefined)?.hooks;
  return key === 'onBrokenMarkdownLinks' ? (hooks?.onBrokenMarkdownLinks ?? config[key]) : config[key];
}

/**
 * Plugins, themes and presets named in the config's text, when it cannot run: the entries
 * of its `presets`, `plugins` and `themes` lists (config-text.ts), as running it would name them.
 */
function namesInText(tokens: readonly Token[]): string[] {
  const entries = entriesInText(tokens, Object.keys(PLUGIN_KEYS) as (keyof typeof PLUGIN_KEYS)[]);
  return [...new Set(entries.map(({ key, name }) => fullName(PLUGIN_KEYS[key], name)))];
}

/** A docs plugin instance of its own (`id` other than `default`): a second docs folder, `docs.instances` in docgen. */
function instanceOf(entry: unknown): { id: string; folder?: string } | undefined {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !/plugin-content-docs$/.test(entry[0])) return undefined;
  const options: unknown = entry[1];
  const { id, path: folder } = (options && typeof options === 'object' ? options : {}) as { id?: unknown; path?: unknown };
  if (typeof id !== 'string' || id === 'default') return undefined;
  return { id, ...(typeof folder === 'string' ? { folder } : {}) };
}

function docsInstancesOf(config: Record<string, unknown>): { id: string; folder?: string }[] {
  const plugins = Array.isArray(config.plugins) ? (config.plugins as unknown[]) : [];
  return plugins.flatMap((entry) => instanceOf(entry) ?? []);
}
