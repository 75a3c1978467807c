import type { Plugin } from 'esbuild';

/** A module's exports by name (`default` for its default export). */
export type ModuleExports = Record<string, unknown>;

/**
 * Docusaurus pages import their built-ins from the theme and core (`import Tabs from
 * '@theme/Tabs'`, `import Link from '@docusaurus/Link'`, `import {useCurrentSidebarCategory}
 * from '@docusaurus/theme-common'`). Those of `modules` (keyed by the path without `@`:
 * `theme/Tabs`) resolve to docgen's own (docusaurus-modules.tsx), read from the global
 * `modulesKey`; other `@theme/` and `@docusaurus/` paths stay unresolved, which the build
 * reports at the import's line.
 */
export function themeAliasPlugin(modules: Readonly<Record<string, ModuleExports>>, modulesKey: symbol): Plugin {
  const key = JSON.stringify(modulesKey.description);
  return {
    name: 'docgen-theme-alias',
    setup(build) {
      build.onResolve({ filter: /^@(theme|docusaurus)\/[\w-]+(\/[\w-]+)*$/ }, (args) => {
        const name = args.path.slice(1);
        return Object.hasOwn(modules, name) ? { path: name, namespace: 'docgen-theme' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-theme' }, (args) => {
        // Named exports are written out: esbuild checks imported names against them.
        const named = Object.keys(modules[args.path]!).filter((name) => name !== 'default');
        return {
          contents: [
            `const module = globalThis[Symbol.for(${key})][${JSON.stringify(args.path)}];`,
            'export default module.default;',
            ...named.map((name) => `export const ${name} = module.${name};`),
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}
