import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/output.js';
import { bundleSiteModule, runSiteModule } from './site-module.js';

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
  keys: string[];
  /** Components swizzled into src/theme/. */
  swizzled: string[];
  /** Folders of content docgen does not read: `blog/`, `src/pages/`. */
  folders: string[];
}

/**
 * Reads a Docusaurus site's config file (bundled by esbuild, run with the site's packages,
 * as Docusaurus runs it; or read as text when those are not installed), `src/theme/` and
 * its content folders: what docgen does not carry over. Undefined for a site without a
 * Docusaurus config.
 */
export async function findDocusaurusLeftovers(root: string): Promise<DocusaurusLeftovers | undefined> {
  const configFile = DOCUSAURUS_CONFIGS.map((name) => path.join(root, name)).find((file) => existsSync(file));
  if (!configFile) return undefined;
  const swizzled = subfolders(path.join(root, 'src/theme'));
  const folders = ['blog', 'src/pages'].filter((folder) => existsSync(path.join(root, folder)));
  let config: Record<string, unknown> | undefined;
  let unreadable: string | undefined;
  let text = readFileSync(configFile, 'utf8');
  try {
    const exported = runSiteModule(await bundleSiteModule(configFile), configFile);
    const value = typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
    if (value && typeof value === 'object') config = value as Record<string, unknown>;
  } catch (error) {
    unreadable = (error as Error).message.split('\n')[0];
  }
  const plugins = config ? pluginNames(config) : namesInText(text);
  const keys = config ? Object.keys(config).filter((key) => !CARRIED_KEYS.has(key)) : [];
  return {
    configFile,
    ...(unreadable ? { unreadable } : {}),
    plugins: plugins.filter((name) => !BUILT_IN.some((known) => known.test(name))),
    keys,
    swizzled,
    folders,
  };
}

/** docusaurus-plugin-openapi-docs and its theme: carried over by `openapiDocs` in site.config.ts. */
const OPENAPI_DOCS = /(^|\/)docusaurus-(plugin|theme)-openapi-docs$/;

/**
 * The report, once per build: one warning naming each thing left behind and what to do.
 * `openapiDocs`: site.config.ts has the plugin's config, so the plugin is carried over.
 */
export function leftoversWarning(leftovers: DocusaurusLeftovers, carried: { openapiDocs?: boolean } = {}): Diagnostic | undefined {
  const lines: string[] = [];
  const openapiDocs = leftovers.plugins.filter((name) => OPENAPI_DOCS.test(name));
  const plugins = leftovers.plugins.filter((name) => !OPENAPI_DOCS.test(name));
  if (leftovers.unreadable)
    lines.push(
      `It could not be run (${leftovers.unreadable}); what follows was read from its text, and its other keys were not checked: install the site's packages to check them.`,
    );
  if (plugins.length)
    lines.push(
      `Plugins, themes and presets docgen does not run: ${plugins.join(', ')}. Remark and rehype plugins go to markdown.remarkPlugins / markdown.rehypePlugins; a plugin that makes pages becomes a docgen plugin with a page source.`,
    );
  if (openapiDocs.length && !carried.openapiDocs)
    lines.push(
      `${openapiDocs.join(', ')}: copy the plugin's \`config\` into site.config.ts as \`openapiDocs\`, as it is; docgen renders its OpenAPI documents at the same URLs and makes the sidebars gen-api-docs would write.`,
    );
  if (leftovers.keys.length)
    lines.push(
      `Config keys with no counterpart in site.config.ts: ${leftovers.keys.join(', ')}. Head tags and scripts go to the site's components or customCss.`,
    );
  if (leftovers.swizzled.length)
    lines.push(
      `Swizzled components in src/theme/ that docgen does not use: ${leftovers.swizzled.join(', ')}. Replace them with overrides in components/ (same name, docgen's props).`,
    );
  if (leftovers.folders.length)
    lines.push(
      `Folders docgen does not read: ${leftovers.folders.join(', ')}. Move their pages into docs/ (landing pages: template: landing).`,
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

/** The names of the config's presets, plugins and themes (a path, a package, or a function's name). */
function pluginNames(config: Record<string, unknown>): string[] {
  const names = ['presets', 'plugins', 'themes'].flatMap((key) =>
    (Array.isArray(config[key]) ? (config[key] as unknown[]) : []).map(nameOf),
  );
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}

function nameOf(entry: unknown): string | undefined {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  // A docs plugin instance of its own (`id` other than `default`) is a second docs folder, which docgen does not build.
  const options: unknown = Array.isArray(entry) ? entry[1] : undefined;
  const id = options && typeof options === 'object' ? (options as { id?: unknown; path?: unknown }).id : undefined;
  if (typeof plugin === 'string' && /plugin-content-docs$/.test(plugin) && typeof id === 'string' && id !== 'default') {
    const folder = (options as { path?: unknown }).path;
    return `${plugin} (the instance "${id}"${typeof folder === 'string' ? ` of ${folder}/` : ''}: docgen builds one docs folder)`;
  }
  if (typeof plugin === 'string')
    return plugin.includes('node_modules') ? plugin.replace(/^.*node_modules\//, '').replace(/\/(lib|dist|src)\/.*$/, '') : plugin;
  if (typeof plugin === 'function') return plugin.name || 'an inline plugin';
  return undefined;
}

/**
 * Plugins, themes and presets named in the config's text, when it cannot run: quoted
 * packages and paths (`@scope/x`, `./src/plugins/x`, `docusaurus-x`) that name a plugin,
 * theme or preset.
 */
function namesInText(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''); // comments name types, not plugins
  const quoted = [...code.matchAll(/["'`]([@.\w][\w@./-]*)["'`]/g)].map((match) => match[1]!);
  const found = quoted.filter(
    (name) => /^(@[\w.-]+\/|\.{1,2}\/|[\w.-]*docusaurus-)/.test(name) && /docusaurus|plugin|theme|preset/.test(name),
  );
  return [...new Set(found)];
}
