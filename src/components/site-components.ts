import type { ResolvedConfig } from '../config/validate.js';
import { ADMONITION_TYPES } from '../markdown/remark-admonitions.js';
import { widgetDefinitions } from '../../widgets/registry.js';
import { errors } from '../errors/catalogue.js';
import { discoverComponents } from './discover.js';
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
}

export const noSiteComponents: SiteComponents = { components: new Map(), overrides: new Map(), interactive: new Set() };

/** Names pages already call engine features with: a site's component cannot take them. */
function reservedNames(): Map<string, string> {
  const reserved = new Map<string, string>();
  for (const widget of widgetDefinitions) {
    reserved.set(widget.name, `the engine's "${widget.name}" widget`);
    if (widget.directive) reserved.set(widget.directive, `the engine's "${widget.name}" widget`);
  }
  for (const type of ADMONITION_TYPES) reserved.set(type, `the "${type}" admonition`);
  return reserved;
}

/** Finds and compiles the site's components (a site without any costs nothing). */
export async function loadSiteComponents(config: Pick<ResolvedConfig, 'root' | 'components' | 'configFile'>): Promise<SiteComponents> {
  const sources = discoverComponents(config.root, config.components, config.configFile, reservedNames());
  const all = [...sources.components, ...sources.overrides];
  if (!all.length) return { ...noSiteComponents, interactive: new Set() };
  const loaded = await loadServerComponents(all, config.root);
  const count = sources.components.length;
  // An override is always used: one without a default export is an error at once.
  const broken = loaded.slice(count).find((override) => override.noDefaultExport);
  if (broken) throw errors.componentNoDefaultExport({ file: broken.origin }, broken.name, broken.module);
  return {
    components: new Map(loaded.slice(0, count).map((component) => [component.name, component])),
    overrides: new Map(loaded.slice(count).map((component) => [component.name as OverridableName, component])),
    interactive: new Set(),
  };
}
