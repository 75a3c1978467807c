import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { errors } from '../errors/catalogue.js';
import { componentBuildError, componentEntriesPlugin, componentEntry } from './component-entries.js';
import type { ComponentSource } from './discover.js';
import { reactBridgePlugin, SERVER_BUNDLE_OPTIONS, shareReact } from '../mdx/react-bridge.js';

/** A site's component, ready to render on the server. */
export interface LoadedComponent extends ComponentSource {
  // Each component types its own props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  /** The module has no default export: an error where a page uses it (it may be a helper). */
  noDefaultExport?: boolean;
}

/**
 * Compiles the site's components for Node with esbuild (one bundle, code-split, the
 * engine's React shared, as for MDX pages) into a temporary folder of docgen's own, imports them and
 * removes the folder: Node keeps the modules it has imported.
 */
export async function loadServerComponents(sources: readonly ComponentSource[], siteRoot: string): Promise<LoadedComponent[]> {
  if (!sources.length) return [];
  shareReact();
  const outdir = mkdtempSync(path.join(tmpdir(), 'docgen-components-'));
  try {
    await build({
      entryPoints: Object.fromEntries(sources.map((_, index) => [`component-${index}`, componentEntry(index)])),
      ...SERVER_BUNDLE_OPTIONS,
      absWorkingDir: siteRoot,
      outdir,
      // Styles and pictures a component imports are the browser's business.
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
      plugins: [componentEntriesPlugin(sources, siteRoot), reactBridgePlugin()],
    }).catch((error: unknown) => {
      throw componentBuildError(error, sources, siteRoot);
    });
    return await Promise.all(sources.map((source, index) => importComponent(source, path.join(outdir, `component-${index}.js`))));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

async function importComponent(source: ComponentSource, file: string): Promise<LoadedComponent> {
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    throw errors.componentBuildFailed(
      { file: source.origin, cause: error },
      source.name,
      `running the module threw: ${(error as Error).message}`,
    );
  }
  const component = module.default;
  // memo() and forwardRef() components are objects.
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    return { ...source, component: () => null, noDefaultExport: true };
  }
  return { ...source, component: component as LoadedComponent['component'] };
}
