// Benchmarks docgen on this machine: build time (median of cold processes), peak memory,
// and the bytes a reader downloads for a typical guide page and an API operation page.
// Usage: npm run bench [-- --runs 5] [-- --octokit]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateSite } from './generate-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;

execFileSync('node', ['scripts/compile.mjs'], { cwd: repo, stdio: 'inherit' });

/** Builds `root` in `runs` fresh processes; returns the median time and the peak memory. */
function measureBuilds(root, label) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'build');
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const spawned = performance.now();
    const child = spawnSync('node', [path.join(repo, 'bench/measure-build.mjs'), '--root', root, '--out', out], { encoding: 'utf8' });
    // Wall time of the whole process, Node's start-up included.
    const wall = performance.now() - spawned;
    const last = child.stdout.trim().split('\n').pop();
    const sample = JSON.parse(last ?? '{}');
    if (child.status !== 0 || sample.code !== 0) throw new Error(`${label}: build failed\n${child.stderr}`);
    samples.push({ ...sample, milliseconds: wall });
  }
  const times = samples.map((sample) => sample.milliseconds).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const peak = Math.max(...samples.map((sample) => sample.maxRssMb));
  console.log(
    `${label}: median ${(median / 1000).toFixed(2)} s of ${runs} cold runs (min ${(times[0] / 1000).toFixed(2)}, max ${(times.at(-1) / 1000).toFixed(2)}), peak memory ${peak.toFixed(0)} MB`,
  );
  return { out, median, peak };
}

/** Bytes of a page as first loaded: its HTML, its stylesheets, its scripts and their static imports. */
function pageWeight(out, route) {
  const htmlFile = path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const html = readFileSync(htmlFile);
  const text = html.toString();
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
  const roots = [
    ...[...text.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]),
    ...Object.values(JSON.parse(/id="docgen-widgets">([^<]*)</.exec(text)?.[1] ?? '{}')),
  ];
  const js = new Set();
  const visit = (url) => {
    if (js.has(url)) return;
    js.add(url);
    const source = readFileSync(path.join(out, url)).toString();
    for (const match of source.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(url), match[1]));
    }
  };
  roots.forEach(visit);
  const sum = (files) => {
    const contents = files.map((file) => readFileSync(path.join(out, file)));
    return { raw: contents.reduce((n, c) => n + c.length, 0), gzip: contents.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0) };
  };
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const row = (name, size) => `  ${name.padEnd(5)} ${kb(size.raw).padStart(9)} raw  ${kb(size.gzip).padStart(8)} gzip`;
  const htmlSize = { raw: html.length, gzip: gzipSync(html, { level: 9 }).length };
  const cssSize = sum(css);
  const jsSize = sum([...js]);
  console.log(`${route}\n${row('HTML', htmlSize)}\n${row('CSS', cssSize)}\n${row('JS', jsSize)}  (${js.size} files)`);
  return { html: htmlSize, css: cssSize, js: jsSize };
}

console.log(`docgen benchmark, ${new Date().toISOString()}, node ${process.version}, ${runs} runs each\n`);
const portal = measureBuilds(repo, 'Portal');
const synthetic = generateSite({ guides: 60 });
measureBuilds(synthetic, '60 guides + small API');
console.log('\nPage weight (first load):');
pageWeight(portal.out, '/guides/gettingstarted/get-access-token');
if (existsSync(path.join(portal.out, 'api/gemini-service/create-digital-twin/index.html')))
  pageWeight(portal.out, '/api/gemini-service/create-digital-twin');
pageWeight(portal.out, '/');

if (args.includes('--octokit')) {
  console.log('');
  execFileSync('node', [path.join(repo, 'bench/octokit.mjs')], { stdio: 'inherit' });
}
