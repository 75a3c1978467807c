// Runs one `docgen build` in this (fresh) process and prints its wall time and peak
// memory as JSON on the last line, for bench/run.mjs.
import { fileURLToPath } from 'node:url';

// As bin/docgen.js does: React's production build renders several times faster.
process.env.NODE_ENV ??= 'production';
const started = performance.now();
const { main } = await import(new URL('../dist/cli.js', import.meta.url).href);
const code = await main(['node', 'docgen', 'build', '--quiet', ...process.argv.slice(2)]);
const milliseconds = performance.now() - started;
// maxRSS is in kilobytes.
console.log(
  JSON.stringify({ code, milliseconds, maxRssMb: process.resourceUsage().maxRSS / 1024, script: fileURLToPath(import.meta.url) }),
);
process.exitCode = code;
