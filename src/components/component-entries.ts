import type { BuildFailure, Plugin } from 'esbuild';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import type { DocgenError } from '../errors/docgen-error.js';
import type { ComponentSource } from './discover.js';

const NAMESPACE = 'docgen-component';
const PREFIX = `${NAMESPACE}:`;

/** The esbuild entry point of a component: a virtual module re-exporting its default. */
export const componentEntry = (index: number) => `${PREFIX}${index}`;

/** Whether an esbuild metafile entry point (`namespace:path`) is this component entry. */
export const isComponentEntry = (metaEntryPoint: string, entry: string) => metaEntryPoint === `${NAMESPACE}:${entry}`;

/**
 * esbuild plugin: each component entry re-exports the default of its module, resolved
 * from the site's folder, so a file of `components/` and a package the site installs
 * are bundled the same way.
 */
export function componentEntriesPlugin(sources: readonly ComponentSource[], siteRoot: string): Plugin {
  return {
    name: 'docgen-component-entries',
    setup(build) {
      build.onResolve({ filter: /^docgen-component:\d+$/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const source = sources[Number(args.path.slice(PREFIX.length))]!;
        // Read through a namespace: a module without a default export still builds (it
        // may be a helper another component imports) and fails only where it is used.
        const contents = `import * as module from ${JSON.stringify(source.module)};\nexport default module.default;\n`;
        return { contents, resolveDir: siteRoot, loader: 'js' };
      });
    },
  };
}

/** An esbuild failure of the components' bundle as the error of the component at fault. */
export function componentBuildError(error: unknown, sources: readonly ComponentSource[], workingDir: string): DocgenError {
  const first = (error as Partial<BuildFailure>).errors?.[0];
  if (!first) return errors.componentBuildFailed({ file: sources[0]!.origin, cause: error }, sources[0]!.name, (error as Error).message);
  const location = first.location;
  // esbuild names a virtual file `namespace:path`, here `docgen-component:docgen-component:N`.
  const entryIndex = location?.file.startsWith(PREFIX) ? Number(/(\d+)$/.exec(location.file)?.[1]) : undefined;
  if (entryIndex !== undefined) {
    // The problem is in the virtual entry: the module itself is missing or has no default.
    const source = sources[entryIndex]!;
    return /No matching export/.test(first.text)
      ? errors.componentNoDefaultExport({ file: source.origin }, source.name, source.module)
      : errors.componentBuildFailed({ file: source.origin }, source.name, first.text);
  }
  const file = location ? path.resolve(workingDir, location.file) : sources[0]!.origin;
  const owner = sources.find((source) => source.module === file) ?? sources.find((source) => file.startsWith(path.dirname(source.origin)));
  return errors.componentBuildFailed(
    { file, line: location?.line, column: location ? location.column + 1 : undefined },
    owner?.name ?? path.basename(file),
    first.text,
  );
}
