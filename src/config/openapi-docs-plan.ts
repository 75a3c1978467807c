import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import type { Diagnostic } from '../core/output.js';
import { kebabCase, normaliseRoute } from '../routes/paths.js';
import { configPositions, lineOfPath, type ConfigPath } from './config-positions.js';
import type { OpenapiDocsConfig, OpenapiDocsEntry } from './openapi-docs-schema.js';
import type { ApiServiceConfig } from './schema.js';

/** The folder docgen reads docs from, which the plugin's `outputDir`s sit in (Docusaurus's `path` of the docs plugin). */
const DOCS_DIR = 'docs';

/** The options of an entry docgen reads; any other is named in the migration report. */
const USED = new Set([
  'specPath',
  'outputDir',
  'sidebarOptions',
  'showSchemas',
  'showInfoPage',
  'hideSendButton',
  'version',
  'label',
  'baseUrl',
  'versions',
]);
const USED_SIDEBAR = new Set(['groupPathsBy', 'categoryLinkSource', 'sidebarCollapsed', 'sidebarCollapsible']);
const USED_VERSION = new Set(['specPath', 'outputDir', 'label', 'baseUrl', 'downloadUrl']);

/** One document of an output folder: the API service docgen builds for it. */
export interface OpenapiDocsSpec {
  service: ApiServiceConfig;
}

/** One folder `gen-api-docs` would have written (an entry, or one of its versions). */
export interface OpenapiDocsOutput {
  /** The entry's id in `openapiDocs` (with `@<version>` for a released version). */
  key: string;
  /** Relative to the site root, without a trailing slash: `docs/petstore`. */
  outputDir: string;
  /** The folder inside docs/, the prefix of its doc ids: `petstore`. */
  basePath: string;
  /** Where Docusaurus serves the folder (`/petstore`): its pages are `<route>/<plugin id>`. */
  route: string;
  /** One document, or one per file of a `specPath` folder. */
  specs: OpenapiDocsSpec[];
  groupPathsBy?: 'tag' | 'tagGroup' | 'tagParent';
  categoryLinkSource?: 'tag' | 'info' | 'auto';
  sidebarCollapsed?: boolean;
  sidebarCollapsible?: boolean;
  showSchemas: boolean;
  showInfoPage: boolean;
  /** The `versions.json` gen-api-docs writes beside the current version's pages. */
  versions?: { version: string; label?: string; baseUrl?: string; downloadUrl?: string }[];
}

export interface OpenapiDocsPlan {
  outputs: OpenapiDocsOutput[];
  /** One warning naming the options docgen does not use, by their paths. */
  warnings: Diagnostic[];
}

interface PlanContext {
  root: string;
  file: string;
  source?: string;
  /** `docs.routeBasePath`: where docs/ is served, as Docusaurus's docs plugin option. */
  routeBasePath: string;
}

/**
 * The folders docusaurus-plugin-openapi-docs would generate (`openapiDocs` of site.config.ts,
 * the plugin's `config` copied as it is): for each, the API services docgen builds instead,
 * served where Docusaurus serves that folder (`docs/petstore` -> `/petstore` when docs are
 * at the root), so that an operation's page is at its Docusaurus URL. A `specPath` that does
 * not exist fails with DG215.
 */
export function planOpenapiDocs(config: OpenapiDocsConfig, context: PlanContext): OpenapiDocsPlan {
  const unused: string[] = [];
  const outputs = Object.entries(config).flatMap(([key, entry]) => {
    unused.push(...unusedOptions(entry, key));
    const current = output(key, key, entry, ['openapiDocs', key], context);
    const versions = Object.entries(entry.versions ?? {});
    if (versions.length === 0) return [current];
    // As gen-api-docs --all-versions: each version takes the entry's options, then its own.
    current.versions = [
      { version: entry.version ?? 'current', label: entry.label, baseUrl: entry.baseUrl },
      ...versions.map(([version, own]) => ({ version, label: own.label, baseUrl: own.baseUrl, downloadUrl: own.downloadUrl })),
    ];
    return [
      current,
      ...versions.map(([version, own]) =>
        output(
          `${key}@${version}`,
          `${key}-${version}`,
          { ...entry, ...own, versions: undefined },
          ['openapiDocs', key, 'versions', version],
          context,
        ),
      ),
    ];
  });
  const warnings: Diagnostic[] = unused.length
    ? [
        {
          severity: 'warning',
          file: context.file,
          line: lineAt(context, ['openapiDocs']),
          message: `openapiDocs: options of docusaurus-plugin-openapi-docs docgen does not use: ${unused.join(', ')}. docgen renders the documents itself (no MDX is generated); see the manual's "Moving from Docusaurus" page.`,
        },
      ]
    : [];
  return { outputs, warnings };
}

function output(key: string, id: string, entry: OpenapiDocsEntry, at: ConfigPath, context: PlanContext): OpenapiDocsOutput {
  const outputDir = entry.outputDir.replace(/^\.\//, '').replace(/\/+$/, '');
  const basePath = outputDir.startsWith(`${DOCS_DIR}/`) ? outputDir.slice(DOCS_DIR.length + 1) : outputDir.replace(/^[^/]*\/?/, '');
  const route = normaliseRoute(`${context.routeBasePath}/${basePath}`);
  const files = specFiles(entry.specPath, [...at, 'specPath'], context);
  const serviceId = kebabCase(id) || 'api';
  const specs = files.map((specFile): OpenapiDocsSpec => ({
    service: {
      // One file: the folder's route; a folder of documents: one route per file below it.
      id: files.length === 1 ? serviceId : `${serviceId}-${kebabCase(stem(specFile))}`,
      label: '', // the document's info.title
      spec: specFile,
      route: files.length === 1 ? route : normaliseRoute(`${route}/${kebabCase(stem(specFile))}`),
      sendEnabled: entry.hideSendButton !== true,
    },
  }));
  const sidebar = entry.sidebarOptions ?? {};
  return {
    key,
    outputDir,
    basePath,
    route,
    specs,
    ...(sidebar.groupPathsBy ? { groupPathsBy: sidebar.groupPathsBy } : {}),
    ...(sidebar.categoryLinkSource ? { categoryLinkSource: sidebar.categoryLinkSource } : {}),
    ...(sidebar.sidebarCollapsed !== undefined ? { sidebarCollapsed: sidebar.sidebarCollapsed } : {}),
    ...(sidebar.sidebarCollapsible !== undefined ? { sidebarCollapsible: sidebar.sidebarCollapsible } : {}),
    showSchemas: entry.showSchemas === true,
    showInfoPage: entry.showInfoPage !== false,
  };
}

/** The document, or the documents of a folder (`.yaml`, `.yml`, `.json`, sorted), relative to the root. */
function specFiles(specPath: string, at: ConfigPath, context: PlanContext): string[] {
  const absolute = path.resolve(context.root, specPath);
  const relative = path.relative(context.root, absolute).split(path.sep).join('/');
  if (!existsSync(absolute))
    throw errors.openapiDocsSpecMissing({ file: context.file, line: lineAt(context, at) }, at.join('.'), specPath, `openapiDocs.${at[1]}`);
  if (!statSync(absolute).isDirectory()) return [relative];
  const found = readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ya?ml|json)$/i.test(name))
    .map((name) => `${relative}/${name.split(path.sep).join('/')}`)
    .sort();
  if (found.length === 0)
    throw errors.openapiDocsSpecMissing({ file: context.file, line: lineAt(context, at) }, at.join('.'), specPath, `openapiDocs.${at[1]}`);
  return found;
}

const stem = (file: string) => path.basename(file).replace(/\.(ya?ml|json)$/i, '');

function unusedOptions(entry: OpenapiDocsEntry, key: string): string[] {
  const own = Object.keys(entry)
    .filter((name) => !USED.has(name))
    .map((name) => `openapiDocs.${key}.${name}`);
  const sidebar = Object.keys(entry.sidebarOptions ?? {})
    .filter((name) => !USED_SIDEBAR.has(name))
    .map((name) => `openapiDocs.${key}.sidebarOptions.${name}`);
  const versions = Object.entries(entry.versions ?? {}).flatMap(([version, own]) =>
    Object.keys(own)
      .filter((name) => !USED_VERSION.has(name))
      .map((name) => `openapiDocs.${key}.versions.${version}.${name}`),
  );
  return [...own, ...sidebar, ...versions];
}

function lineAt(context: PlanContext, at: ConfigPath): number | undefined {
  return context.source === undefined ? undefined : lineOfPath(configPositions(context.source), at);
}

/** The layout of a service of `openapiDocs` (its pages at the plugin's ids in its folder), if it is one; `prefix`: the variant's. */
export function openapiDocsLayout(
  outputs: readonly OpenapiDocsOutput[],
  serviceId: string,
  prefix = '',
): { folder: string; infoPage: boolean } | undefined {
  const output = outputs.find((candidate) => candidate.specs.some((spec) => spec.service.id === serviceId));
  return output && { folder: normaliseRoute(`${prefix}${output.route}`), infoPage: output.showInfoPage };
}
