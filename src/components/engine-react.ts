import type { Plugin } from 'esbuild';

/**
 * esbuild plugin for the browser bundle: React packages resolve from the engine's folder
 * wherever they are imported, so the site's components and the engine's widgets share
 * one React chunk. (On the server, src/mdx/react-bridge.ts gives them the engine's React.)
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
