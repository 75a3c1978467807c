import type { BuildOptions, Plugin } from 'esbuild';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOMServer from 'react-dom/server';

/**
 * MDX pages and the components they import must use the engine's own React (bundled in
 * docgen): with two copies, hooks fail and contexts do not reach. The engine puts its
 * modules on globalThis; the pages' bundle imports `react` and friends as small modules
 * that re-export them. A site therefore needs no React of its own to render MDX.
 */
const RUNTIME_KEY = Symbol.for('docgen.mdx.react');
const NAMESPACE = 'docgen-react';

const shared: Record<string, Record<string, unknown>> = {
  react: React as unknown as Record<string, unknown>,
  'react/jsx-runtime': jsxRuntime as unknown as Record<string, unknown>,
  'react-dom/server': ReactDOMServer as unknown as Record<string, unknown>,
};

/** Makes the engine's React reachable by the pages' bundle; call before importing it. */
export function shareReact(): void {
  (globalThis as Record<symbol, unknown>)[RUNTIME_KEY] = shared;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `export const { a, b } = ...` for every named export of one shared module. */
function reExport(specifier: string): string {
  const module = shared[specifier]!;
  const source = `globalThis[Symbol.for(${JSON.stringify(RUNTIME_KEY.description)})][${JSON.stringify(specifier)}]`;
  const names = Object.keys(module).filter((name) => name !== 'default' && IDENTIFIER.test(name));
  const defaultExport = 'default' in module ? `${source}.default` : source;
  return `const shared = ${source};\nexport default ${defaultExport};\nexport const { ${names.join(', ')} } = shared;\n`;
}

/**
 * The development runtime, used only when a page failed and is rendered again to find
 * the line: each component the page uses is wrapped so that an error it throws carries
 * the place in the MDX file where it is used.
 */
const DEV_RUNTIME = `import { jsx, Fragment } from 'react/jsx-runtime';
export { Fragment };
const isClass = (type) => Boolean(type.prototype && type.prototype.isReactComponent);
export function jsxDEV(type, props, key, isStatic, source) {
  if (typeof type !== 'function' || isClass(type) || !source) return jsx(type, props, key);
  const located = (innerProps) => {
    try {
      return type(innerProps);
    } catch (error) {
      if (error && typeof error === 'object' && !('mdxSource' in error)) {
        try { error.mdxSource = source; error.mdxComponent = type.displayName || type.name; } catch {}
      }
      throw error;
    }
  };
  return jsx(located, props, key);
}
`;

/** Resolves React's modules, wherever they are imported from, to the engine's copy. */
export function reactBridgePlugin(): Plugin {
  return {
    name: 'docgen-react-bridge',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        if (args.path === 'react/jsx-dev-runtime') return { contents: DEV_RUNTIME, loader: 'js' };
        if (args.path in shared) return { contents: reExport(args.path), loader: 'js' };
        if (args.path === 'react-dom') return { contents: 'export default {};\n', loader: 'js' };
        return { errors: [{ text: `${args.path} is not available to MDX pages, which are rendered on the server only` }] };
      });
    },
  };
}

/**
 * esbuild options shared by every bundle of the site's own code that docgen runs in Node
 * (MDX pages, the site's components): one code-split ES module bundle whose `react` is
 * the engine's (add reactBridgePlugin), and `require` for the CommonJS packages it bundles.
 */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  logLevel: 'silent',
  banner: { js: "import { createRequire as __docgenRequire } from 'node:module'; const require = __docgenRequire(import.meta.url);" },
} as const satisfies BuildOptions;
