import type { Plugin } from 'esbuild';

/**
 * Docusaurus pages import their built-ins from the theme (`import Tabs from
 * '@theme/Tabs'`). Those of `names` (the provided components) resolve to the same
 * component MDX gets without an import; other `@theme/` paths stay unresolved, which
 * the build reports at the import's line.
 */
export function themeAliasPlugin(names: readonly string[], componentsKey: symbol): Plugin {
  const key = JSON.stringify(componentsKey.description);
  return {
    name: 'docgen-theme-alias',
    setup(build) {
      build.onResolve({ filter: /^@theme\/\w+$/ }, (args) => {
        const name = args.path.slice('@theme/'.length);
        return names.includes(name) ? { path: name, namespace: 'docgen-theme' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-theme' }, (args) => ({
        contents: `export default globalThis[Symbol.for(${key})][${JSON.stringify(args.path)}];\n`,
        loader: 'js',
      }));
    },
  };
}
