// Compiles the engine (src/, templates/, widgets/ for server rendering) into dist/ with
// esbuild. npm runs this on install (`prepare`), so bin/docgen.js always has a dist/.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const started = performance.now();
// Chunk names are content hashes: start empty so old chunks do not pile up.
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled too: one file to load instead of hundreds starts the CLI
  // faster. These stay external: native binaries, worker-thread code, and tools that
  // are only loaded by `serve` and `check`.
  external: ['esbuild', '@readme/openapi-parser', 'linkinator', 'chokidar', 'playwright-core'],
  // Bundled CommonJS packages call require() for Node built-ins.
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`docgen compiled to dist/ in ${Math.round(performance.now() - started)} ms`);
