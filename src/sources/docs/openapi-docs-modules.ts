import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ResolvedConfig } from '../../config/validate.js';
import { openapiDocsLayout, type OpenapiDocsOutput } from '../../config/openapi-docs-plan.js';
import type { GeneratedSidebarData, SidebarModules } from '../../content/sidebars-file.js';
import type { SidebarItem, SidebarLink } from '../../core/sidebar.js';
import { startService } from '../../openapi/load-service.js';
import { inProcessReader, withoutValidation, type DocumentReader } from '../../openapi/parser.js';
import { planApiUrls } from '../../openapi/urls.js';
import { API_ROOT } from '../../routes/service-route.js';
import { siteAddress } from '../../core/site-address.js';
import type { Messages } from '../../i18n/messages.js';
import { generateOpenapiDocsSidebar, type GeneratedSidebar, type PlacedDocument } from './openapi-docs-sidebar.js';
import { pluginPageIds } from '../../openapi/plugin-page-ids.js';
import { schemaImportHtml } from './openapi-docs-schema-import.js';

const NAMESPACE = 'docgen-openapi-docs';
/** The plugin's helpers a sidebars.ts imports for a versioned document's sidebar. */
const UTILS = 'docusaurus-plugin-openapi-docs/lib/sidebars/utils';

/**
 * The modules `docusaurus gen-api-docs` writes and a site's sidebars file imports
 * (`<outputDir>/sidebar`, `<outputDir>/versions.json`), made from the documents of
 * `openapiDocs` when the site does not have them (a site that commits them keeps its own),
 * and the plugin's sidebar helpers when it is not installed. A folder's documents are read
 * when the file first names it (parsed here, without validation: the API reference
 * validates them), and its doc ids point at the pages the API reference builds.
 */
export function openapiDocsModules(config: ResolvedConfig): OpenapiDocsModules | undefined {
  const outputs = config.openapiDocsOutputs;
  if (outputs.length === 0) return undefined;
  // In-process and parse-only: nothing to close, and pages' schema imports read after the sidebars.
  let reader: DocumentReader | undefined;
  const loaded = new Map<OpenapiDocsOutput, Promise<PlacedDocument[]>>();
  const documents = (output: OpenapiDocsOutput) => {
    if (!loaded.has(output)) {
      reader ??= withoutValidation(inProcessReader());
      loaded.set(output, documentsOf(config, output, reader));
    }
    return loaded.get(output)!;
  };
  const made = new Map<OpenapiDocsOutput, Promise<GeneratedSidebar>>();
  const failures: unknown[] = [];
  const generate = (output: OpenapiDocsOutput) => {
    if (!made.has(output)) {
      const loading = documents(output).then((placed) => generateOpenapiDocsSidebar(output, placed));
      loading.catch((error: unknown) => failures.push(error));
      made.set(output, loading);
    }
    return made.get(output)!;
  };
  const byFile = new Map<string, { output: OpenapiDocsOutput; kind: 'sidebar' | 'versions' }>();
  for (const output of outputs) {
    const dir = path.join(config.root, output.outputDir);
    byFile.set(path.join(dir, 'sidebar'), { output, kind: 'sidebar' });
    if (output.versions) byFile.set(path.join(dir, 'versions.json'), { output, kind: 'versions' });
  }
  const plugin: Plugin = {
    name: 'docgen-openapi-docs',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const absolute = path.resolve(args.resolveDir, args.path);
        const found = byFile.get(absolute.replace(/\.(ts|js)$/, '')) ?? byFile.get(absolute);
        if (!found || existsSync(absolute) || (found.kind === 'sidebar' && hasOwnSidebar(absolute))) return undefined;
        return { path: `${found.output.key}:${found.kind}`, namespace: NAMESPACE, pluginData: found };
      });
      build.onResolve({ filter: new RegExp(`^${UTILS.replace(/[/.]/g, '\\$&')}$`) }, () =>
        installed(config.root, UTILS) ? undefined : { path: 'utils', namespace: NAMESPACE },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const found = args.pluginData as { output: OpenapiDocsOutput; kind: 'sidebar' | 'versions' } | undefined;
        if (!found) return { contents: UTILS_SOURCE, loader: 'js' };
        if (found.kind === 'versions') return { contents: `module.exports = ${JSON.stringify(found.output.versions)};`, loader: 'js' };
        try {
          return { contents: `module.exports = ${JSON.stringify((await generate(found.output)).items)};`, loader: 'js' };
        } catch {
          return { contents: 'module.exports = [];', loader: 'js' }; // thrown by finish, with its own code and file
        }
      });
    },
  };
  const address = siteAddress(config);
  return {
    plugin,
    async schemaImport(file, messages) {
      const found = schemaFileOf(config.root, outputs, file);
      if (!found) return undefined;
      for (const { service, urls } of await documents(found.output)) {
        const model = service.models.find((candidate) => pluginPageIds.model(candidate) === found.id);
        if (model) return schemaImportHtml(service, model, urls, address, messages);
      }
      return undefined;
    },
    async finish(data) {
        // Folders listed by `autogenerated` items without docs in them are the generated pages'.
        for (const dir of autogeneratedDirs(data)) {
          const output = outputs.find((candidate) => candidate.basePath === dir);
          if (output) void generate(output).catch(() => undefined);
        }
        const generated = await Promise.allSettled(made.values());
        if (failures.length) throw failures[0];
        if (made.size === 0) return undefined;
        const targets = new Map<string, SidebarLink>();
        const autogenerated = new Map<string, SidebarItem[]>();
        [...made.keys()].forEach((output, index) => {
          const result = generated[index]!;
          if (result.status !== 'fulfilled') return;
          for (const [id, link] of result.value.targets) targets.set(id, link);
          autogenerated.set(output.basePath, result.value.autogenerated);
        });
        return { targets, autogenerated } satisfies GeneratedSidebarData;
    },
  };
}

/**
 * What openapiDocs makes besides the sidebars: the HTML of a model for a page that imports
 * `<outputDir>/schemas/<id>.schema.mdx` (written by gen-api-docs with `showSchemas`), when
 * the site does not have that file; undefined for any other file.
 */
export interface OpenapiDocsModules extends SidebarModules {
  schemaImport(absolutePath: string, messages: Messages): Promise<string | undefined>;
}

/** The output folder and the plugin's schema id of `<outputDir>/schemas/<id>.schema.mdx`, for an entry with `showSchemas`. */
function schemaFileOf(root: string, outputs: readonly OpenapiDocsOutput[], file: string): { output: OpenapiDocsOutput; id: string } | undefined {
  if (existsSync(file)) return undefined;
  const match = /^(.*)[\\/]schemas[\\/]([^\\/]+)\.schema\.mdx$/.exec(file);
  if (!match) return undefined;
  const output = outputs.find((candidate) => candidate.showSchemas && path.join(root, candidate.outputDir) === match[1]);
  return output && { output, id: match[2]! };
}

async function documentsOf(config: ResolvedConfig, output: OpenapiDocsOutput, reader: DocumentReader): Promise<PlacedDocument[]> {
  const services = await Promise.all(
    output.specs.map(async ({ service: entry }) => {
      // The route the config check settled on, as the API reference places the service.
      const route = config.api.services.find((service) => service.id === entry.id)?.route ?? entry.route!;
      const { service } = await startService(
        {
          id: entry.id,
          label: entry.label,
          specFile: entry.spec,
          specPath: path.resolve(config.root, entry.spec),
          sendEnabled: entry.sendEnabled,
          siteUrl: config.url,
          plugins: config.markdown,
        },
        reader,
      );
      return { service, route };
    }),
  );
  // Placed together, as the API reference places them: documents of one folder share it.
  const routes = new Map(services.map(({ service, route }) => [service, route]));
  const { urls } = planApiUrls(
    API_ROOT,
    services.map(({ service }) => service),
    (service) => routes.get(service)!,
    (service) => openapiDocsLayout(config.openapiDocsOutputs, service.id),
  );
  return services.map(({ service }) => ({ service, urls }));
}

/** gen-api-docs writes `sidebar.ts`; a site that commits it (or a `.js`) keeps its own. */
function hasOwnSidebar(absolute: string): boolean {
  const base = absolute.replace(/\.(ts|js)$/, '');
  return ['.ts', '.js'].some((extension) => existsSync(`${base}${extension}`));
}

function installed(root: string, specifier: string): boolean {
  try {
    createRequire(path.join(root, 'package.json')).resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/** The `dirName`s of the `autogenerated` items of a sidebars file's export. */
function autogeneratedDirs(data: unknown): Set<string> {
  const dirs = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const item = value as Record<string, unknown>;
      if (item.type === 'autogenerated' && typeof item.dirName === 'string') dirs.add(item.dirName.replace(/^\.?\/|\/$/g, ''));
      else Object.values(item).forEach(walk);
    }
  };
  walk(data);
  return dirs;
}

/**
 * The plugin's `versionSelector` and `versionCrumb` (docusaurus-plugin-openapi-docs's
 * lib/sidebars/utils): the markup of a sidebar `html` item. The plugin writes Infima's
 * hover dropdown, which docgen's theme does not have: a <details> list of the versions
 * opens by keyboard and without JavaScript.
 */
const UTILS_SOURCE = `
const escape = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
exports.versionSelector = (versions) => '<details class="sidebar-version-select"><summary>Select API Version</summary><ul>' + versions.map((v) => '<li><a href="' + escape(v.baseUrl) + '">' + escape(v.label) + '</a></li>').join('') + '</ul></details>';
exports.versionCrumb = (version) => '<p class="sidebar-version-crumb">' + escape(version) + '</p>';
`;
