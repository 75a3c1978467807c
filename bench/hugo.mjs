// Compares docgen's CPU with Hugo's on the same generated guides, in one interleaved run:
// docgen builds corpus A (the 60 generated guides + the small API), Hugo builds the same
// guides as a Hugo site with a sidebar of the section, a table of contents and previous /
// next links (what a docs theme renders), its code fences highlighted by Chroma.
// Hugo is not an npm package: it is found on the PATH (Debian: `apt-get install hugo`).
// Both run under /usr/bin/time, so CPU (user + system) and peak memory are measured alike.
// Usage: node bench/hugo.mjs [--runs 5] [--guides 60]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.mjs';
import { hugoSiteOf } from './lib/peer-sites.mjs';
import { requireGnuTime, timed } from './lib/peer-tools.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const runs = option('--runs', 5);
const guides = option('--guides', 60);

requireGnuTime('bench --hugo');
if (spawnSync('hugo', ['--version'], { encoding: 'utf8' }).error) {
  console.error('bench --hugo: hugo was not found; install Hugo (Debian: apt-get install hugo) to compare with it.');
  process.exit(1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (samples) => ({
  wall: median(samples.map((sample) => sample.wall)),
  cpu: median(samples.map((sample) => sample.cpu)),
  peak: median(samples.map((sample) => sample.peak)),
});

const docgenRoot = generateSite({ guides });
const hugoRoot = hugoSiteOf(docgenRoot);
const docgenOut = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'build');
const hugoOut = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-hugo-out-')), 'public');
// Cold: no cache. Warm: the site's .docgen/cache from the previous warm build (as CI keeps it).
const docgen = (warm = false) =>
  timed('docgen', 'node', [path.join(repo, 'bin/docgen.js'), 'build', ...(warm ? [] : ['--no-cache']), '--out', docgenOut], {
    cwd: docgenRoot,
  });
const hugo = () => timed('hugo', 'hugo', ['--quiet', '--cleanDestinationDir', '--destination', hugoOut], { cwd: hugoRoot });

const hugoVersion = spawnSync('hugo', ['--version'], { encoding: 'utf8' }).stdout.trim().split(' ')[1];
console.log(`docgen and Hugo ${hugoVersion} on ${guides} generated guides, ${runs} interleaved runs each\n`);
docgen(true); // fills .docgen/cache and the disk cache: not counted
hugo();
const samples = { docgen: [], warm: [], hugo: [] };
for (let run = 0; run < runs; run++) {
  samples.docgen.push(docgen());
  samples.warm.push(docgen(true));
  samples.hugo.push(hugo());
}
const ours = summary(samples.docgen);
const warm = summary(samples.warm);
const theirs = summary(samples.hugo);
const pages = (out) => readdirSync(out, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
const line = (label, result, count) =>
  `${label.padEnd(34)} ${result.wall.toFixed(2)} s wall, ${result.cpu.toFixed(2)} s CPU, ${result.peak.toFixed(0)} MB peak (${count} HTML files)`;
console.log(line('docgen (guides + small API), cold', ours, pages(docgenOut)));
console.log(line('docgen, warm .docgen/cache', warm, pages(docgenOut)));
console.log(line('Hugo (the same guides)', theirs, pages(hugoOut)));
const ratio = (result) => `${(result.cpu / theirs.cpu).toFixed(2)}x CPU, ${(result.wall / theirs.wall).toFixed(2)}x wall`;
console.log(`\ndocgen / Hugo (medians): cold ${ratio(ours)}; warm ${ratio(warm)}`);
if (!existsSync(path.join(hugoOut, 'guides/part-0/guide-0/index.html'))) console.error('Hugo did not write the guides: check the layout');
