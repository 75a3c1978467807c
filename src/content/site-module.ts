import { build, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A site's own JavaScript or TypeScript file (sidebars.js, docusaurus.config.js) bundled in
 * memory as CommonJS, types erased, its packages left as imports: `module.exports =` and
 * `export default` both work, as in Docusaurus. Nothing is written. esbuild's errors are
 * thrown as esbuild throws them (with their locations), for the caller to name. `plugins`
 * stand in for modules the site imports and does not have (a sidebar docgen generates).
 */
export async function bundleSiteModule(file: string, plugins: Plugin[] = []): Promise<string> {
  const result = await build({
    plugins,
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    packages: 'external',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
  });
  return result.outputFiles[0]!.text;
}

/** Runs a bundle of `bundleSiteModule` with the site's packages (required from the file's folder); its export. */
export function runSiteModule(code: string, file: string): unknown {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', '__filename', '__dirname', code)(
    module,
    module.exports,
    createRequire(file),
    file,
    path.dirname(file),
  );
  return module.exports.__esModule ? module.exports.default : module.exports;
}
