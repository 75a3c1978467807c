// Runs one `docgen build` in this (fresh) process and prints its wall time, CPU time and
// peak memory as JSON on the last line, for bench/run.mjs. DOCGEN_ENGINE may name another
// compiled engine folder (a baseline checkout's dist/) to measure instead of this one.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// As bin/docgen.js does: React's production build renders several times faster.
process.env.NODE_ENV ??= 'production';
const started = performance.now();
const engine = process.env.DOCGEN_ENGINE
  ? pathToFileURL(path.join(process.env.DOCGEN_ENGINE, 'cli.js')).href
  : new URL('../dist/cli.js', import.meta.url).href;
const { main } = await import(engine);
const code = await main(['node', 'docgen', 'build', '--quiet', ...process.argv.slice(2)]);
const milliseconds = performance.now() - started;
const usage = process.resourceUsage();
// maxRSS is in kilobytes; CPU times in microseconds, every thread of the process included.
console.log(JSON.stringify({ code, milliseconds, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssMb: usage.maxRSS / 1024 }));
process.exitCode = code;
