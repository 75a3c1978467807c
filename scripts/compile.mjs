// Compiles the engine (src/, templates/, widgets/ for server rendering) into dist/ with
// esbuild. npm runs this on install (`prepare`), so bin/docgen.js always has a dist/.
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`docgen compiled to dist/ in ${Math.round(performance.now() - started)} ms`);
