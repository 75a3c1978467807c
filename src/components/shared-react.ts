import type { Plugin } from 'esbuild';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as JsxDevRuntime from 'react/jsx-dev-runtime';

/** Where the engine's React modules wait for the site's server bundle to pick them up. */
const GLOBAL_KEY = '__docgenSharedReact';

/**
 * The React modules a site's component gets on the server: the engine's own instances.
 * Hooks need one React in the process, and the engine's is bundled into its CLI, so a
 * component that imported its own copy would render with a second React.
 */
const sharedModules: Record<string, object> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react/jsx-dev-runtime': JsxDevRuntime,
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The source of a virtual module re-exporting one of the engine's React modules. */
export function sharedModuleSource(specifier: string): string {
  const module = sharedModules[specifier];
  if (!module) throw new Error(`docgen shares no module named ${specifier}`);
  const names = Object.keys(module).filter((name) => name !== 'default' && IDENTIFIER.test(name));
  return [
    `const shared = globalThis[${JSON.stringify(GLOBAL_KEY)}][${JSON.stringify(specifier)}];`,
    'export default shared;',
    `export const { ${names.join(', ')} } = shared;`,
  ].join('\n');
}

/** Puts the engine's React where the site's server bundle looks for it. */
export function exposeSharedReact(): void {
  (globalThis as Record<string, unknown>)[GLOBAL_KEY] = sharedModules;
}

/** esbuild plugin for the server bundle: `react` and its JSX runtimes are the engine's. */
export function sharedReactPlugin(): Plugin {
  return {
    name: 'docgen-shared-react',
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime|\/jsx-dev-runtime)?$/ }, (args) => ({
        path: args.path,
        namespace: 'docgen-shared-react',
      }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-shared-react' }, (args) => ({
        contents: sharedModuleSource(args.path),
        loader: 'js',
      }));
    },
  };
}

/**
 * esbuild plugin for the browser bundle: React packages resolve from the engine's folder
 * wherever they are imported, so the site's components and the engine's widgets share
 * one React chunk.
 */
export function engineReactPlugin(engineDir: string): Plugin {
  return {
    name: 'docgen-engine-react',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|scheduler)(\/.*)?$/ }, async (args) => {
        if (args.pluginData === 'engine-react') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: engineDir, pluginData: 'engine-react' });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
      });
    },
  };
}
