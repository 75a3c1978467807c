// Compiles the engine into dist/ with esbuild: the CLI and the public entry for Node
// (src/, templates/ and widgets/ for server rendering), the widgets' browser sources as
// JavaScript (dist/browser/, bundled for each site at build time), and with --types the
// public type declarations (dist/index.d.ts). `npm pack` runs it with --types.
import { build } from 'esbuild';
import { copyFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { unnamedVisitors } from './unnamed-visitors.mjs';
import { sameTree } from './same-tree.mjs';

const started = performance.now();
const withTypes = process.argv.includes('--types');
// `--metafile FILE`: esbuild's account of the engine's bundle (which inputs each chunk
// holds), for bench/startup-modules.mjs.
const metafile = process.argv.includes('--metafile') ? process.argv[process.argv.indexOf('--metafile') + 1] : undefined;
// Compiled into a folder of its own, then swapped in: a process running bin/docgen.js
// meanwhile (a test, a serve --watch) never sees dist/ half written or gone. Chunk names
// are content hashes, so starting empty keeps old chunks from piling up.
const staging = `.dist-compiling-${process.pid}`;
rmSync(staging, { recursive: true, force: true });

const node = build({
  entryPoints: {
    cli: 'src/cli/main.ts',
    index: 'src/index.ts',
    'markdown-worker': 'src/pipeline/markdown-worker-entry.ts',
    'watch-worker': 'src/dev/watch-worker.ts',
    'render-thread': 'src/pipeline/render-thread-entry.ts',
  },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled too: one file to load instead of hundreds starts the CLI
  // faster. These stay external: native binaries, worker-thread code (the OpenAPI parser
  // and the Swagger 2.0 converter), and what only `serve` and `check` load (the mock's
  // ajv among them).
  external: ['esbuild', '@readme/openapi-parser', 'swagger2openapi', 'ajv', 'ajv-formats', 'linkinator', 'chokidar', 'playwright-core'],
  // Bundled CommonJS packages call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);",
  },
  jsx: 'automatic',
  // React's production build only (bin/docgen.js runs it; the development one is 2 MB of
  // bundled code that every start-up would read and parse for nothing).
  define: { 'process.env.NODE_ENV': '"production"' },
  // jsonc-parser's "main" is a UMD module whose require() calls esbuild cannot follow;
  // its ES module build bundles like any other.
  // The QR-code widget draws its SVG from qrcode's encoder (`create`) alone: its main
  // module also brings the PNG, terminal and UTF-8 renderers with pngjs (138 KB that every
  // build would load). The browser bundle takes the package's browser build, as before.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js', qrcode: 'qrcode/lib/core/qrcode.js' },
  plugins: [unnamedVisitors],
  // Kept for docgen's own stack traces; the published package leaves them out (package.json "files").
  sourcemap: true,
  logLevel: 'warning',
  metafile: metafile !== undefined,
});

// The browser side stays unminified ES modules with its packages (React) as imports:
// a site's build bundles it with the site's own code, minified and content-hashed.
const widgetEntries = Object.fromEntries(
  readdirSync('widgets')
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => [name.replace(/\.tsx$/, ''), `widgets/${name}`]),
);
const browser = build({
  entryPoints: { ...widgetEntries, runtime: 'widgets/runtime/client.ts', hydrate: 'widgets/runtime/hydrate.ts' },
  outdir: `${staging}/browser`,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  packages: 'external',
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});

const [nodeResult] = await Promise.all([node, browser]);
if (metafile) writeFileSync(metafile, JSON.stringify(nodeResult.metafile));
// Runs as a worker thread: it must stay a file of its own beside the chunks.
copyFileSync('src/openapi/validate-worker.mjs', `${staging}/validate-worker.mjs`);
copyFileSync('src/openapi/swagger-conversion.mjs', `${staging}/swagger-conversion.mjs`);
copyFileSync('src/openapi/validate-openapi32.mjs', `${staging}/validate-openapi32.mjs`);
if (withTypes) {
  execFileSync(
    process.execPath,
    [
      'node_modules/dts-bundle-generator/dist/bin/dts-bundle-generator.js',
      '--silent',
      '--no-banner',
      '-o',
      `${staging}/index.d.ts`,
      'src/index.ts',
    ],
    { stdio: 'inherit' },
  );
}
if (sameTree(staging, 'dist', { ignore: withTypes ? [] : ['index.d.ts'] })) {
  // Nothing changed: dist/ stays as it is (the files a running process may load included).
  rmSync(staging, { recursive: true, force: true });
} else {
  const previous = `.dist-previous-${process.pid}`;
  try {
    renameSync('dist', previous);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  renameSync(staging, 'dist');
  rmSync(previous, { recursive: true, force: true });
}
console.log(`docgen compiled to dist/ in ${Math.round(performance.now() - started)} ms`);
