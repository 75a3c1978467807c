import type { ResolvedConfig } from '../config/validate.js';
import { ADMONITION_TYPES, BUILTIN_DIRECTIVES } from '../config/admonition-types.js';
import { INCLUDE_DIRECTIVE } from '../markdown/remark-include.js';
import { widgetDefinitions } from '../../widgets/registry.js';
import { errors } from '../errors/catalogue.js';
import { discoverComponents, type ComponentSource } from './discover.js';
import type { OverridableName } from './overridable-names.js';
import { loadServerComponents, type LoadedComponent } from './server-load.js';

/** A site's components and overrides, compiled and ready to render. */
export interface SiteComponents {
  /** By the name pages call them with. */
  components: ReadonlyMap<string, LoadedComponent>;
  /** Replacements of template components. */
  overrides: ReadonlyMap<OverridableName, LoadedComponent>;
  /** Filled while pages render: the components some page uses interactively (they get a browser chunk). */
  interactive: Set<string>;
  /** Filled while sources prepare: the site's own React pages that hydrate in the browser (a chunk each). */
  pages: ComponentSource[];
}

export const noSiteComponents: SiteComponents = { components: new Map(), overrides: new Map(), interactive: new Set(), pages: [] };

/** Names pages already call engine features with: a site's component cannot take them. */
function reservedNames(siteAdmonitions: readonly string[]): Map<string, string> {
  const reserved = new Map<string, string>();
  for (const widget of widgetDefinitions) {
    reserved.set(widget.name, `the engine's "${widget.name}" widget`);
    if (widget.directive) reserved.set(widget.directive, `the engine's "${widget.name}" widget`);
  }
  for (const type of ADMONITION_TYPES) reserved.set(type, `the "${type}" admonition`);
  for (const name of BUILTIN_DIRECTIVES) reserved.set(name, `the built-in "${name}" directive`);
  reserved.set(INCLUDE_DIRECTIVE, 'the directive that includes partials');
  for (const type of siteAdmonitions) reserved.set(type, `the site's "${type}" admonition (markdown.admonitions)`);
  return reserved;
}

/** Finds and compiles the site's components (a site without any costs nothing). */
export async function loadSiteComponents(
  config: Pick<ResolvedConfig, 'root' | 'components' | 'configFile'> & Partial<Pick<ResolvedConfig, 'markdown'>>,
): Promise<SiteComponents> {
  const siteAdmonitions = Object.keys(config.markdown?.admonitions ?? {});
  const sources = discoverComponents(config.root, config.components, config.configFile, reservedNames(siteAdmonitions));
  const all = [...sources.components, ...sources.overrides];
  if (!all.length) return { ...noSiteComponents, interactive: new Set(), pages: [] };
  const loaded = await loadServerComponents(all, config.root);
  const count = sources.components.length;
  // An override is always used: one without a default export is an error at once.
  const broken = loaded.slice(count).find((override) => override.noDefaultExport);
  if (broken) throw errors.componentNoDefaultExport({ file: broken.origin }, broken.name, broken.module);
  return {
    components: new Map(loaded.slice(0, count).map((component) => [component.name, component])),
    overrides: new Map(loaded.slice(count).map((component) => [component.name as OverridableName, component])),
    interactive: new Set(),
    pages: [],
  };
}
