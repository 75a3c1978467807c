import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { OVERRIDABLE_COMPONENTS } from './overridable-names.js';

/** A component of the site, before it is compiled. */
export interface ComponentSource {
  /** What pages call it: the file name without extension, or the configuration's key. */
  name: string;
  /** What to import: an absolute file, or a package module the site installs. */
  module: string;
  /** Where it comes from, for messages: the file, or the configuration file. */
  origin: string;
}

export interface SiteComponentSources {
  /** Components pages use by directive or in MDX. */
  components: ComponentSource[];
  /** Replacements of template components, by template component name. */
  overrides: ComponentSource[];
}

const COMPONENT_FILE = /^[A-Za-z][\w-]*\.(tsx|jsx|ts|js|mts|mjs)$/;
export const COMPONENTS_DIR = 'components';
export const OVERRIDES_DIR = 'overrides';

/**
 * The site's components: each file directly in `components/` (helpers: `_`-prefixed
 * files and subfolders), the packages named in the configuration, and the overrides in
 * `components/overrides/`. `reserved`: names the engine already uses in directives.
 */
export function discoverComponents(
  root: string,
  configured: Readonly<Record<string, string>>,
  configFile: string,
  reserved: ReadonlyMap<string, string>,
): SiteComponentSources {
  const folder = path.join(root, COMPONENTS_DIR);
  const components: ComponentSource[] = componentFiles(folder).map((file) => ({
    name: withoutExtension(file),
    module: path.join(folder, file),
    origin: path.join(folder, file),
  }));
  for (const [name, module] of Object.entries(configured)) components.push({ name, module, origin: configFile });
  const seen = new Map<string, string>(reserved);
  for (const component of components) {
    const first = seen.get(component.name);
    if (first) throw errors.componentNameTaken({ file: component.origin }, component.name, first, component.origin);
    seen.set(component.name, component.origin);
  }
  const overridesFolder = path.join(folder, OVERRIDES_DIR);
  const overrides = componentFiles(overridesFolder).map((file) => {
    const name = withoutExtension(file);
    const origin = path.join(overridesFolder, file);
    if (!(OVERRIDABLE_COMPONENTS as readonly string[]).includes(name))
      throw errors.overrideUnknown({ file: origin }, origin, name, OVERRIDABLE_COMPONENTS);
    return { name, module: origin, origin };
  });
  return { components, overrides };
}

function componentFiles(folder: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return []; // no such folder: a site without components
  }
  return entries
    .filter((entry) => entry.isFile() && COMPONENT_FILE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => entry.name)
    .sort();
}

const withoutExtension = (file: string) => file.replace(/\.[^.]+$/, '');
