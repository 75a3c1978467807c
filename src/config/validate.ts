import type { z } from 'zod';
import { manualPage } from '../errors/manual-url.js';
import { errors } from '../errors/catalogue.js';
import type { Diagnostic } from '../core/output.js';
import { checkConsentCategories, checkLocales, checkServices } from './cross-checks.js';
import { withSafeUrls } from './safe-urls.js';
import { configPositions, lineOfPath, parseConfigPath } from './config-positions.js';
import { navbarItemTypes, siteConfigSchema, type NavbarItemInput, type ParsedSiteConfig } from './schema.js';
import { resolvePlugins, type ResolvedPlugin } from './plugins.js';
import { planOpenapiDocs, type OpenapiDocsOutput } from './openapi-docs-plan.js';

/** The validated configuration plus where it came from. Frozen: no stage may change it (nor its plugins' list). */
export interface ResolvedConfig extends Omit<ParsedSiteConfig, 'plugins'> {
  /** The plugins, their functions called: each a name and its page-source modules. */
  readonly plugins: readonly ResolvedPlugin[];
  /** Absolute folder of the site (holds site.config.ts, docs/, specs/, static/). */
  readonly root: string;
  /** Absolute path of the configuration file, for error messages. */
  readonly configFile: string;
  /**
   * The site's own files the configuration file imports (a plugin's module), absolute:
   * `serve --watch` watches them as it watches the configuration. Set by loadConfig.
   */
  readonly configImports?: readonly string[];
  /** What validation left out (unsafe URLs), reported with the build's warnings. */
  readonly warnings: readonly Diagnostic[];
  /** The folders `openapiDocs` stands for (their services are in `api.services`), for the sidebars that import them. */
  readonly openapiDocsOutputs: readonly OpenapiDocsOutput[];
}

interface ValidateContext {
  root: string;
  file: string;
  /** The configuration's source text, used to point errors at a line. */
  source?: string;
}

/**
 * Validates a raw configuration object; throws a DocgenError naming every bad field.
 * `api.codeSamples.languages` is checked by loadConfig (checkCodeSampleLanguages, asynchronous).
 */
export function validateConfig(raw: unknown, context: ValidateContext): ResolvedConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => describeIssue(issue));
    throw errors.configInvalid({ file: context.file, line: lineOfIssue(result.error.issues[0], context.source) }, problems);
  }
  const { config, warnings } = withSafeUrls(result.data, context.file, context.source);
  const instanceIds = config.docs.instances.map((instance) => instance.id);
  config.navbar.items.forEach((item, index) => checkNavbarItem(item, `navbar.items[${index}]`, context, instanceIds));
  checkLocales(config.i18n, context);
  checkConsentCategories(config, context);
  const openapiDocs = planOpenapiDocs(config.openapiDocs, { ...context, routeBasePath: config.docs.routeBasePath });
  const services = [...config.api.services, ...openapiDocs.outputs.flatMap((output) => output.specs.map((spec) => spec.service))];
  const resolved: ResolvedConfig = {
    ...config,
    api: { ...config.api, services: checkServices(services, context) },
    plugins: resolvePlugins(config.plugins, { ...context, siteConfig: config }),
    root: context.root,
    configFile: context.file,
    warnings: [...warnings, ...openapiDocs.warnings],
    openapiDocsOutputs: openapiDocs.outputs,
  };
  return deepFreeze(resolved);
}

function checkNavbarItem(item: NavbarItemInput, at: string, context: ValidateContext, instanceIds: readonly string[]): void {
  const { file } = context;
  const type = item.type ?? (item.items ? 'dropdown' : 'default');
  if (!(navbarItemTypes as readonly string[]).includes(type)) {
    const line = context.source === undefined ? undefined : lineOfPath(configPositions(context.source), [...parseConfigPath(at), 'type']);
    throw errors.navbarItemTypeUnknown({ file, line }, type, at);
  }
  const need = (field: keyof NavbarItemInput, why: string) => {
    if (item[field] === undefined) {
      throw errors.configInvalid({ file }, [`${at}.${field}: required for a "${type}" item (${why})`]);
    }
  };
  checkDocsPluginId(item, type, at, context, instanceIds);
  switch (type) {
    case 'default':
      if (item.to === undefined && item.href === undefined) need('to', 'a link needs `to` or `href`');
      need('label', 'the text shown');
      break;
    case 'dropdown':
      need('items', 'the entries of the menu');
      need('label', 'the text shown');
      item.items!.forEach((child, index) => checkNavbarItem(child, `${at}.items[${index}]`, context, instanceIds));
      break;
    case 'html':
      need('html', 'the markup to insert');
      break;
    case 'doc':
      need('docId', 'the id of the doc to link');
      break;
    case 'docSidebar':
      need('sidebarId', 'the sidebar to link');
      break;
  }
}

/** `docsPluginId` names the default docs or an instance of `docs.instances`, on an item that links docs. */
function checkDocsPluginId(
  item: NavbarItemInput,
  type: string,
  at: string,
  context: ValidateContext,
  instanceIds: readonly string[],
): void {
  const id = item.docsPluginId;
  if (id === undefined || id === 'default') return;
  const line =
    context.source === undefined ? undefined : lineOfPath(configPositions(context.source), [...parseConfigPath(at), 'docsPluginId']);
  const problem =
    type === 'doc' || type === 'docSidebar'
      ? instanceIds.includes(id)
        ? undefined
        : `"${id}" is not the id of a docs instance (docs.instances has ${instanceIds.length ? instanceIds.map((known) => `"${known}"`).join(', ') : 'none'}; "default" is docs/)`
      : type === 'docsVersion' || type === 'docsVersionDropdown'
        ? `"${id}" names a docs instance, and only the default docs have versions in docgen: leave docsPluginId out`
        : `only "doc", "docSidebar", "docsVersion" and "docsVersionDropdown" items take a docs plugin id`;
  if (problem) throw errors.configInvalid({ file: context.file, line }, [`${at}.docsPluginId: ${problem}`]);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map(
        (key) =>
          `${formatPath([...issue.path, key])}: unknown key (check its spelling; every key is in ${manualPage('reference/configuration')})`,
      )
      .join('\n');
  }
  const where = issue.path.length ? formatPath(issue.path) : '(the configuration object)';
  return `${where}: ${issue.message}`;
}

function formatPath(path: PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join('');
}

/** The line where the offending field is written (or its object, when the field is missing). */
function lineOfIssue(issue: z.core.$ZodIssue | undefined, source: string | undefined): number | undefined {
  if (!issue || !source) return undefined;
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
  return lineOfPath(
    configPositions(source),
    path.filter((segment): segment is string | number => typeof segment !== 'symbol'),
  );
}

/** Freezes what is not frozen yet (the plugins' list is, so that their own modules stay as they are). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
