// Benchmarks docgen on this machine: build time (median of cold processes), peak memory,
// and the bytes a reader downloads for a typical guide page and an API operation page.
// Usage: npm run bench [-- --runs 5] [-- --peers] [-- --watch] [-- --octokit] [-- --baseline <git-rev>] [-- --variants] [-- --search] [-- --mdx]
//        [-- --pages 100,1000 [--workers 1,default]] [-- --large] [-- --corpus [--every K] [--limit N] [--timeout S]]
//        (--workers 1,default also applies to --octokit and --large)
//   --corpus: many real-world OpenAPI documents, each built alone: how many built, failed and why (bench/corpus.mjs).
//   --watch [--watch-pages 5000]: save-to-screen in serve --watch on the portal and a generated site (bench/watch.mjs).
//   --search: the search index's size and the first query's time at 4x CPU throttling (bench/search.mjs).
//   --baseline: builds the portal and the generated site with the engine at <git-rev> and
//   with this one, interleaved run by run, and prints both with their ratio. With --octokit
//   (and/or --redocly), GitHub's REST API alone, against that engine and/or `redocly build-docs`.
//   --variants: the 60-guide site with 1 version x 1 locale, 2 x 1 and 2 x 2, interleaved,
//   with each one's time relative to 1 x 1 (build time should grow with the page count).
//   --mdx: the 60-guide site with its guides as .md and as .mdx (the same text), interleaved,
//   with the ratio of the .mdx build to the .md build.
//   --peers [--sizes 60,1000,10000] [--tools ...] [--json FILE]: docgen against Hugo, VitePress, Starlight and
//   Redocly (installed on demand into .cache/peers/) in one interleaved run: the generated guides at each size,
//   a one-page site, `docgen --version` and the one-page build against `node -e 0`, GitHub's REST API; medians and ratios (bench/peers.mjs).
//   What a command loads at start-up (the one-page build by default): node bench/startup-modules.mjs [-- <docgen arguments>].
//   --hugo: docgen on the 60 guides + small API against Hugo (on the PATH) on the same guides (bench/hugo.mjs).
//   --large: Microsoft Graph v1.0 and beta (bench/large.mjs), time and peak memory against their targets.
//   --pages N[,N...]: the generated site with N guides for each N, interleaved: time, CPU and
//   memory per page, and the weight of one guide page's HTML (cost should stay flat as N grows).
//   With --warm, each size is also built with a warm .docgen/cache, interleaved with the cold
//   builds, and the ratio printed. Every other build here is cold (--no-cache).
//   --workers 1,default (with --pages): each size with each thread count too, interleaved.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { prepareBaseline } from './baseline.mjs';
import { generateSite } from './generate-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;

if (args.includes('--peers')) {
  // bench/peers.mjs compiles the engine itself and takes the rest of the options (its --runs defaults to 3).
  execFileSync(process.execPath, [path.join(repo, 'bench/peers.mjs'), ...args.filter((arg) => arg !== '--peers')], { stdio: 'inherit' });
  process.exit(0);
}
execFileSync('node', ['scripts/compile.mjs'], { cwd: repo, stdio: 'inherit' });

/**
 * One build of `root` in a fresh process; `engine` is another compiled engine folder; `extra`: more CLI flags.
 * Cold (`--no-cache`) unless `warm`: then it reads and writes the site's .docgen/cache.
 */
function buildOnce(root, out, label, engine, { warm = false, extra = [] } = {}) {
  const spawned = performance.now();
  const env = engine ? { ...process.env, DOCGEN_ENGINE: engine } : process.env;
  // A baseline engine may predate the cache (and its flag): it is always cold.
  const cache = warm || engine ? [] : ['--no-cache'];
  const child = spawnSync('node', [path.join(repo, 'bench/measure-build.mjs'), '--root', root, '--out', out, ...cache, ...extra], {
    encoding: 'utf8',
    env,
  });
  // Wall time of the whole process, Node's start-up included.
  const wall = performance.now() - spawned;
  const sample = JSON.parse(child.stdout.trim().split('\n').pop() || '{}');
  if (child.status !== 0 || sample.code !== 0) throw new Error(`${label}: build failed\n${child.stderr}`);
  return { ...sample, milliseconds: wall };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarise(label, samples, kind = 'cold') {
  const times = samples.map((sample) => sample.milliseconds).sort((a, b) => a - b);
  const result = {
    median: median(times),
    cpu: median(samples.map((sample) => sample.cpuMs)),
    peak: Math.max(...samples.map((sample) => sample.maxRssMb)),
  };
  console.log(
    `${label}: median ${(result.median / 1000).toFixed(2)} s wall, ${(result.cpu / 1000).toFixed(2)} s CPU of ${samples.length} ${kind} runs (wall min ${(times[0] / 1000).toFixed(2)}, max ${(times.at(-1) / 1000).toFixed(2)}), peak memory ${result.peak.toFixed(0)} MB`,
  );
  return result;
}

/** Builds `root` in `runs` fresh processes; returns the median wall and CPU time and the peak memory. */
function measureBuilds(root, label) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'build');
  const samples = Array.from({ length: runs }, () => buildOnce(root, out, label));
  return { out, ...summarise(label, samples) };
}

/** The same site with the baseline engine and this one, alternating run by run (the machine is noisy). */
function compareBuilds(root, label, baselineEngine) {
  const outs = [0, 1].map(() => path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'build'));
  const before = [];
  const after = [];
  for (let run = 0; run < runs; run++) {
    before.push(buildOnce(root, outs[0], `${label} (baseline)`, baselineEngine));
    after.push(buildOnce(root, outs[1], label));
  }
  const a = summarise(`${label}, baseline`, before);
  const b = summarise(`${label}, this tree`, after);
  console.log(
    `${label}: this tree / baseline = ${(b.median / a.median).toFixed(2)} wall, ${(b.cpu / a.cpu).toFixed(2)} CPU, ${(b.peak / a.peak).toFixed(2)} memory\n`,
  );
}

const countPages = (out) => readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;

/** The same site in 1x1, 2x1 and 2x2 versions x locales, run by run in turn; times relative to 1x1. */
function compareVariants() {
  const shapes = [
    { label: '1 version x 1 locale', versions: 1, locales: 1 },
    { label: '2 versions x 1 locale', versions: 2, locales: 1 },
    { label: '2 versions x 2 locales', versions: 2, locales: 2 },
  ].map((shape) => ({
    ...shape,
    root: generateSite({ guides: 60, ...shape }),
    out: path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'build'),
    samples: [],
  }));
  for (let run = 0; run < runs; run++) for (const shape of shapes) shape.samples.push(buildOnce(shape.root, shape.out, shape.label));
  const results = shapes.map((shape) => ({ ...shape, ...summarise(shape.label, shape.samples), pages: countPages(shape.out) }));
  const [single] = results;
  for (const result of results) {
    console.log(
      `${result.label}: ${result.pages} pages, ${(result.median / single.median).toFixed(2)}x wall, ${(result.cpu / single.cpu).toFixed(2)}x CPU of 1x1 (pages ${(result.pages / single.pages).toFixed(2)}x)`,
    );
  }
}

/** The 60-guide site with .md guides and with .mdx guides, run by run in turn; the ratio of .mdx to .md. */
function compareMdx() {
  const kinds = [
    { label: '60 guides as .md', root: generateSite({ guides: 60 }) },
    { label: '60 guides as .mdx', root: generateSite({ guides: 60, mdx: true }) },
  ].map((kind) => ({ ...kind, out: path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'build'), samples: [] }));
  for (let run = 0; run < runs; run++) for (const kind of kinds) kind.samples.push(buildOnce(kind.root, kind.out, kind.label));
  const [md, mdx] = kinds.map((kind) => ({ ...kind, ...summarise(kind.label, kind.samples), pages: countPages(kind.out) }));
  console.log(
    `\n.mdx / .md: ${(mdx.median / md.median).toFixed(2)}x wall, ${(mdx.cpu / md.cpu).toFixed(2)}x CPU, ${(mdx.peak / md.peak).toFixed(2)}x memory (${mdx.pages} and ${md.pages} pages)`,
  );
}

/**
 * The generated site at each page count, run by run in turn: the cost per page and a guide
 * page's HTML weight. With `workers` (`--workers 1,default`), each size is built with each
 * thread count in turn too (`default`: no flag, one thread per core). With --warm, each is
 * also built with a warm cache, interleaved.
 */
function compareSizes(counts, workers = ['default']) {
  const sizes = counts.flatMap((guides) => {
    const root = generateSite({ guides });
    return workers.map((count) => ({
      label: `${guides} guides${workers.length > 1 ? `, --workers ${count}` : ''}`,
      root,
      extra: count === 'default' ? [] : ['--workers', count],
      out: path.join(mkdtempSync(path.join(tmpdir(), 'docgen-bench-')), 'build'),
      samples: [],
    }));
  });
  const warm = args.includes('--warm');
  const build = (size, warmCache) => buildOnce(size.root, size.out, size.label, undefined, { warm: warmCache, extra: size.extra });
  if (warm) for (const size of sizes) build(size, true); // fills the cache
  for (let run = 0; run < runs; run++)
    for (const size of sizes) {
      size.samples.push(build(size, false));
      if (warm) (size.warmSamples ??= []).push(build(size, true));
    }
  console.log('');
  for (const size of sizes) {
    const result = summarise(size.label, size.samples);
    if (warm) {
      const warmResult = summarise(`${size.label}, warm cache`, size.warmSamples, 'warm');
      console.log(
        `  warm / cold: ${(warmResult.median / result.median).toFixed(2)}x wall, ${(warmResult.cpu / result.cpu).toFixed(2)}x CPU (cold ${(result.median / warmResult.median).toFixed(2)}x the warm wall time)`,
      );
    }
    const pages = countPages(size.out);
    const guide = readFileSync(path.join(size.out, 'guides/part-0/guide-0/index.html'));
    console.log(
      `  ${pages} pages: ${(result.median / pages).toFixed(1)} ms wall and ${(result.cpu / pages).toFixed(1)} ms CPU per page; a guide page's HTML ${(guide.length / 1024).toFixed(1)} KB raw, ${(gzipSync(guide, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
    );
  }
}

/** Bytes of a page as first loaded: its HTML, its stylesheets, its scripts and their static imports. */
function pageWeight(out, route) {
  const htmlFile = path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const html = readFileSync(htmlFile);
  const text = html.toString();
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
  // Widgets whose every island waits until it nears the screen (data-hydrate="visible") are
  // not part of the first load: counted apart, as what they add when they load.
  const islands = [...text.matchAll(/<docgen-island data-widget="([^"]+)"[^>]*data-hydrate="([^"]+)"/g)];
  const onDemand = new Set(
    islands.filter(([, name]) => islands.every(([, other, when]) => other !== name || when === 'visible')).map(([, name]) => name),
  );
  const widgets = Object.entries(JSON.parse(/id="docgen-widgets">([^<]*)</.exec(text)?.[1] ?? '{}'));
  const roots = [
    ...[...text.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]),
    ...widgets.filter(([name]) => !onDemand.has(name)).map(([, url]) => url),
  ];
  const reach = (urls, known = new Set()) => {
    const found = new Set();
    const visit = (url) => {
      if (known.has(url) || found.has(url)) return;
      found.add(url);
      const source = readFileSync(path.join(out, url)).toString();
      for (const match of source.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
        visit(path.posix.join(path.posix.dirname(url), match[1]));
      }
    };
    urls.forEach(visit);
    return found;
  };
  const js = reach(roots);
  const later = reach(
    widgets.filter(([name]) => onDemand.has(name)).map(([, url]) => url),
    js,
  );
  const sum = (files) => {
    const contents = files.map((file) => readFileSync(path.join(out, file)));
    return { raw: contents.reduce((n, c) => n + c.length, 0), gzip: contents.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0) };
  };
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const row = (name, size) => `  ${name.padEnd(5)} ${kb(size.raw).padStart(9)} raw  ${kb(size.gzip).padStart(8)} gzip`;
  const htmlSize = { raw: html.length, gzip: gzipSync(html, { level: 9 }).length };
  const cssSize = sum(css);
  const jsSize = sum([...js]);
  const laterNote = later.size ? `; ${kb(sum([...later]).gzip)} gzip more when ${[...onDemand].join(', ')} near the screen` : '';
  console.log(`${route}\n${row('HTML', htmlSize)}\n${row('CSS', cssSize)}\n${row('JS', jsSize)}  (${js.size} files${laterNote})`);
  return { html: htmlSize, css: cssSize, js: jsSize };
}

console.log(`docgen benchmark, ${new Date().toISOString()}, node ${process.version}, ${runs} runs each\n`);
if (args.includes('--octokit') && (args.includes('--baseline') || args.includes('--redocly'))) {
  // GitHub's REST API alone, against the engine at <git-rev> and/or Redocly, interleaved run by run.
  const passed = [
    ...(args.includes('--baseline') ? ['--baseline', args[args.indexOf('--baseline') + 1]] : []),
    ...(args.includes('--redocly') ? ['--redocly'] : []),
    ...(args.includes('--runs') ? ['--runs', String(runs)] : []),
  ];
  execFileSync('node', [path.join(repo, 'bench/octokit.mjs'), ...passed], { stdio: 'inherit' });
  process.exit(0);
}
if (args.includes('--baseline')) {
  const { sha, dist } = prepareBaseline(repo, args[args.indexOf('--baseline') + 1]);
  console.log(`Baseline: ${sha.slice(0, 12)}\n`);
  compareBuilds(repo, 'Portal', dist);
  compareBuilds(generateSite({ guides: 60 }), '60 guides + small API', dist);
  process.exit(0);
}
if (args.includes('--watch')) {
  const pages = args.includes('--watch-pages') ? ['--watch-pages', String(args[args.indexOf('--watch-pages') + 1])] : [];
  execFileSync('node', [path.join(repo, 'bench/watch.mjs'), '--runs', String(args.includes('--runs') ? runs : 10), ...pages], {
    stdio: 'inherit',
  });
  process.exit(0);
}
if (args.includes('--search')) {
  execFileSync('node', [path.join(repo, 'bench/search.mjs'), '--runs', String(runs)], { stdio: 'inherit' });
  process.exit(0);
}
if (args.includes('--mdx')) {
  compareMdx();
  process.exit(0);
}
if (args.includes('--variants')) {
  compareVariants();
  process.exit(0);
}
/** `--workers 1,default` passed on to the API benchmarks: each thread count measured in turn. */
const workersOption = args.includes('--workers') ? ['--workers', String(args[args.indexOf('--workers') + 1])] : [];
if (args.includes('--large')) {
  // Microsoft Graph v1.0 and beta: fetched on demand, built in fresh processes.
  execFileSync('node', [path.join(repo, 'bench/large.mjs'), '--runs', String(args.includes('--runs') ? runs : 1), ...workersOption], {
    stdio: 'inherit',
  });
  process.exit(process.exitCode ?? 0);
}

if (args.includes('--hugo')) {
  // Hugo on the same generated guides (Hugo found on the PATH), interleaved with docgen.
  execFileSync('node', [path.join(repo, 'bench/hugo.mjs'), '--runs', String(runs)], { stdio: 'inherit' });
  process.exit(0);
}
if (args.includes('--corpus')) {
  const passed = args.filter((arg) => arg !== '--corpus');
  execFileSync('node', [path.join(repo, 'bench/corpus.mjs'), ...passed], { stdio: 'inherit' });
  process.exit(0);
}
if (args.includes('--pages')) {
  const counts = String(args[args.indexOf('--pages') + 1] ?? '')
    .split(',')
    .map(Number);
  if (!counts.length || counts.some((count) => !Number.isInteger(count) || count < 1)) {
    console.error('--pages takes page counts such as 100,1000');
    process.exit(2);
  }
  const workers = args.includes('--workers') ? String(args[args.indexOf('--workers') + 1]).split(',') : undefined;
  compareSizes(counts, workers);
  process.exit(0);
}
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
  execFileSync('node', [path.join(repo, 'bench/octokit.mjs'), ...workersOption], { stdio: 'inherit' });
}
