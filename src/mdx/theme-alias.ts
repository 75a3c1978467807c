import type { Plugin } from 'esbuild';

/**
 * Docusaurus pages import their built-ins from the theme and core (`import Tabs from
 * '@theme/Tabs'`, `import Link from '@docusaurus/Link'`). Those of `modules` (keyed by
 * the path without `@`: `theme/Tabs`) resolve to docgen's own (docusaurus-modules.tsx),
 * read from the global `modulesKey`; other `@theme/` and `@docusaurus/` paths stay
 * unresolved, which the build reports at the import's line.
 */
export function themeAliasPlugin(modules: readonly string[], modulesKey: symbol): Plugin {
  const key = JSON.stringify(modulesKey.description);
  return {
    name: 'docgen-theme-alias',
    setup(build) {
      build.onResolve({ filter: /^@(theme|docusaurus)\/\w+$/ }, (args) => {
        const name = args.path.slice(1);
        return modules.includes(name) ? { path: name, namespace: 'docgen-theme' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-theme' }, (args) => ({
        contents: `export default globalThis[Symbol.for(${key})][${JSON.stringify(args.path)}];\n`,
        loader: 'js',
      }));
    },
  };
}
