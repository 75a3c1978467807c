// docgen against its peers, measured in one interleaved run: the generated guides
// (bench/generate-site.mjs) built by docgen, Hugo, VitePress and Astro Starlight at each
// size; a one-page site; `docgen --version` and the one-page build against `node -e 0`; and GitHub's REST API
// (npm @octokit/openapi) built by docgen and by Redocly (`redocly build-docs`).
//
// Every build runs under GNU time (/usr/bin/time): CPU is user + system of the process and
// the children it waited for (esbuild's service process, which Node does not wait for at
// exit, is left out for every tool alike), peak memory the largest resident set of one process in that
// tree. Builds are cold (docgen --no-cache without its .docgen folder, Hugo's resources and
// cache folder, VitePress's and Astro's caches removed before each run) except docgen's
// warm builds, which rebuild the unchanged site with its .docgen/cache. Within each run
// number every case runs once in turn (round-robin), and the medians of --runs are reported.
//
// Peers are installed on demand into the git-ignored .cache/peers/ (npm install --prefix),
// never as docgen's dependencies; Hugo is Debian's package (installed with apt-get when
// running as root). A peer that cannot be had is reported as missing with the reason.
//
// Usage: node bench/peers.mjs [--runs 3] [--sizes 60,1000[,10000]] [--tools docgen,hugo,vitepress,starlight,redocly]
//                             [--skip guides,one-page,startup,api] [--json FILE] [--docgen BIN] [--baseline BIN]
//        --docgen: measure that launcher instead of this checkout's (which is compiled first): a copy
//        of an engine's bin/, dist/, templates/, widgets/ and package.json inside the repo (under
//        .cache/, so that its packages resolve).
//        --baseline: another such launcher (an older engine), built cold beside docgen in every case.
//        npm run bench -- --peers [same options]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.mjs';
import { fetchPackageFiles } from './lib/npm-package.mjs';
import { copySite, hugoSiteOf, starlightSiteOf, vitepressSiteOf } from './lib/peer-sites.mjs';
import { installNpmPeer, requireGnuTime, timed } from './lib/peer-tools.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option('runs', '3'));
const SIZES = option('sizes', '60,1000').split(',').map(Number);
const TOOLS = new Set(option('tools', 'docgen,hugo,vitepress,starlight,redocly').split(','));
const SKIP = new Set(option('skip', '').split(','));
const JSON_FILE = option('json', undefined);
const DOCGEN = option('docgen', undefined);
const BASELINE = option('baseline', undefined);
const PEERS = path.join(repo, '.cache/peers');
const OCTOKIT = { name: '@octokit/openapi', version: '23.0.2', member: 'generated/api.github.com.json' };

requireGnuTime('bench --peers');

// ---- the tools: each one found or installed, or missing with its reason -------------------

/** Tool name -> { version, ... } when it can run, or { missing: reason }. */
const tools = {};

function findHugo() {
  const version = () => spawnSync('hugo', ['version'], { encoding: 'utf8' });
  let probe = version();
  if (probe.error && process.getuid?.() === 0) {
    console.log("Hugo is not on the PATH: installing Debian's package with apt-get...");
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'hugo'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    probe = version();
  }
  if (probe.error) return { missing: 'hugo is not on the PATH (Debian: apt-get install hugo, as root)' };
  return { version: probe.stdout.trim().split(' ')[1] };
}

const packageVersion = (prefix, name) => JSON.parse(readFileSync(path.join(prefix, 'node_modules', name, 'package.json'), 'utf8')).version;

function npmPeer(name, describe) {
  try {
    return describe(installNpmPeer(repo, name));
  } catch (error) {
    return { missing: error.message };
  }
}

if (TOOLS.has('docgen')) {
  if (!DOCGEN) execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: repo, stdio: 'inherit' });
  tools.docgen = { version: JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).version };
}
if (TOOLS.has('hugo')) tools.hugo = findHugo();
if (TOOLS.has('vitepress'))
  tools.vitepress = npmPeer('vitepress', (prefix) => ({
    prefix,
    version: packageVersion(prefix, 'vitepress'),
    bin: path.join(prefix, 'node_modules/vitepress/bin/vitepress.js'),
  }));
if (TOOLS.has('starlight'))
  tools.starlight = npmPeer('starlight', (prefix) => {
    const node = path.join(prefix, 'node_modules/.bin/node');
    const probe = spawnSync(node, ['--version'], { encoding: 'utf8' });
    if (probe.status !== 0) return { missing: `npm's node package did not install a runnable Node (${node})` };
    return {
      prefix,
      node,
      version: `${packageVersion(prefix, '@astrojs/starlight')} (Astro ${packageVersion(prefix, 'astro')}, Node ${probe.stdout.trim()})`,
      bin: path.join(prefix, 'node_modules/astro/bin/astro.mjs'),
    };
  });
if (TOOLS.has('redocly') && !SKIP.has('api'))
  tools.redocly = npmPeer('redocly', (prefix) => ({
    prefix,
    version: packageVersion(prefix, '@redocly/cli'),
    bin: path.join(prefix, 'node_modules/@redocly/cli/bin/cli.js'),
  }));
const has = (tool) => tools[tool] && !tools[tool].missing;

// ---- one measured build ------------------------------------------------------------------

const remove = (...paths) => {
  for (const target of paths) rmSync(target, { recursive: true, force: true });
};
const htmlFiles = (dir) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.html')).length : 0;

const docgenBin = DOCGEN ? path.resolve(DOCGEN) : path.join(repo, 'bin/docgen.js');
const baselineBin = BASELINE && path.resolve(BASELINE);
const PRODUCTION = { NODE_ENV: 'production' };
const ASTRO_ENV = { ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** A cold `docgen build` of `root` with the launcher `bin` (this checkout's or the baseline's). */
function docgenColdCase(group, root, tool, bin) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-peers-')), 'build');
  return {
    group,
    tool,
    out,
    run: () => {
      remove(out, path.join(root, '.docgen'));
      return timed(`${tool} ${group}`, process.execPath, [bin, 'build', '--quiet', '--no-cache', '--out', out], {
        cwd: root,
        env: PRODUCTION,
      });
    },
  };
}

/**
 * The cases of one site: each has `run()` (cold caches first, then one timed build) and
 * `out` (where its HTML lands). `docgenRoot` is a generated site; the peers build the same guides.
 */
function siteCases(group, docgenRoot) {
  const cases = [];
  const tag = `${group}-${process.pid}`;
  if (has('docgen')) {
    cases.push(docgenColdCase(group, docgenRoot, 'docgen', docgenBin));
    if (baselineBin) cases.push(docgenColdCase(group, docgenRoot, 'docgen baseline', baselineBin));
    const warmRoot = copySite(docgenRoot);
    const warmOut = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-peers-warm-')), 'build');
    const warm = () =>
      timed(`docgen warm ${group}`, process.execPath, [docgenBin, 'build', '--quiet', '--out', warmOut], {
        cwd: warmRoot,
        env: PRODUCTION,
      });
    cases.push({ group, tool: 'docgen warm', out: warmOut, run: warm, prime: warm });
  }
  if (has('hugo')) {
    const root = hugoSiteOf(docgenRoot);
    const out = path.join(root, 'public');
    cases.push({
      group,
      tool: 'hugo',
      out,
      run: () => {
        remove(out, path.join(root, 'resources'), path.join(root, '.hugo-cache'));
        return timed(`hugo ${group}`, 'hugo', ['--quiet', '--destination', out], {
          cwd: root,
          env: { HUGO_CACHEDIR: path.join(root, '.hugo-cache') },
        });
      },
    });
  }
  if (has('vitepress')) {
    const { prefix, bin } = tools.vitepress;
    const root = vitepressSiteOf(docgenRoot, path.join(prefix, 'sites', tag));
    const docs = path.join(root, 'docs');
    const out = path.join(docs, '.vitepress/dist');
    cases.push({
      group,
      tool: 'vitepress',
      out,
      run: () => {
        remove(out, path.join(docs, '.vitepress/cache'), path.join(prefix, 'node_modules/.vite'));
        return timed(`vitepress ${group}`, process.execPath, [bin, 'build', docs], { cwd: root, env: PRODUCTION });
      },
    });
  }
  if (has('starlight')) {
    const { prefix, bin, node } = tools.starlight;
    const dependencies = Object.fromEntries(['@astrojs/starlight', 'astro'].map((name) => [name, packageVersion(prefix, name)]));
    const root = starlightSiteOf(docgenRoot, path.join(prefix, 'sites', tag), { modules: prefix, dependencies });
    const out = path.join(root, 'dist');
    cases.push({
      group,
      tool: 'starlight',
      out,
      run: () => {
        // The site's node_modules is the install folder's: Astro's and Vite's caches are there.
        remove(out, path.join(root, '.astro'), path.join(prefix, 'node_modules/.astro'), path.join(prefix, 'node_modules/.vite'));
        return timed(`starlight ${group}`, node, [bin, 'build', '--root', root], { cwd: root, env: ASTRO_ENV });
      },
    });
  }
  return cases;
}

/** `docgen --version` against the floor of any Node CLI: `node -e 0`. */
function startupCases() {
  if (!has('docgen')) return [];
  return [
    { group: 'start-up', tool: 'docgen --version', run: () => timed('docgen --version', process.execPath, [docgenBin, '--version']) },
    ...(baselineBin
      ? [
          {
            group: 'start-up',
            tool: 'docgen baseline --version',
            run: () => timed('baseline --version', process.execPath, [baselineBin, '--version']),
          },
        ]
      : []),
    { group: 'start-up', tool: 'node -e 0', run: () => timed('node -e 0', process.execPath, ['-e', '0']) },
  ];
}

/** GitHub's REST API description, fetched into .cache/ as bench/octokit.mjs does, built by docgen and by Redocly. */
async function apiCases() {
  const folder = path.join(repo, '.cache/octokit', OCTOKIT.version);
  try {
    await fetchPackageFiles({ name: OCTOKIT.name, version: OCTOKIT.version, folder, wanted: (member) => member === OCTOKIT.member });
  } catch (error) {
    tools.redocly = { missing: `${OCTOKIT.name}@${OCTOKIT.version} could not be fetched: ${error.message}` };
    return [];
  }
  const spec = path.join(folder, OCTOKIT.member);
  const cases = [];
  if (has('docgen')) {
    const site = path.join(PEERS, 'octokit-site');
    remove(site);
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(
      path.join(site, 'site.config.ts'),
      `export default {
  title: 'GitHub REST API',
  url: 'https://bench.docgen.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] },
  api: { services: [{ id: 'github', label: 'GitHub REST API', spec: ${JSON.stringify(path.relative(site, spec))} }] },
};
`,
    );
    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: GitHub REST API\n---\n\nThe [GitHub REST API](/api/github) reference.\n');
    const out = path.join(site, 'build');
    cases.push({
      group: 'GitHub REST API',
      tool: 'docgen',
      out,
      run: () => {
        remove(out, path.join(site, '.docgen'));
        return timed('docgen GitHub REST API', process.execPath, [docgenBin, 'build', '--quiet', '--no-cache', '--out', out], {
          cwd: site,
          env: PRODUCTION,
        });
      },
    });
  }
  if (has('redocly')) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-peers-redocly-')), 'index.html');
    cases.push({
      group: 'GitHub REST API',
      tool: 'redocly',
      out: path.dirname(out),
      run: () => {
        remove(out);
        return timed('redocly build-docs', process.execPath, [tools.redocly.bin, 'build-docs', spec, '--output', out], {
          cwd: path.dirname(out),
          env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        });
      },
    });
  }
  return cases;
}

// ---- the run -------------------------------------------------------------------------------

const cases = [];
if (!SKIP.has('guides')) for (const size of SIZES) cases.push(...siteCases(`${size} guides`, generateSite({ guides: size, api: false })));
if (!SKIP.has('one-page')) cases.push(...siteCases('one page', generateSite({ guides: 0, api: false })));
if (!SKIP.has('startup')) cases.push(...startupCases());
if (!SKIP.has('api')) cases.push(...(await apiCases()));

console.log(`\nTools (${RUNS} interleaved runs of each case):`);
for (const [tool, info] of Object.entries(tools))
  console.log(`  ${tool.padEnd(10)} ${info.missing ? `MISSING: ${info.missing}` : info.version}`);
console.log('');

for (const item of cases) item.samples = [];
for (const item of cases) {
  try {
    item.prime?.(); // docgen's warm builds need their cache filled once (not counted)
  } catch (error) {
    item.failed = error.message;
  }
}
for (let run = 0; run < RUNS; run++) {
  for (const item of cases.filter((each) => !each.failed)) {
    const where = `run ${run + 1}/${RUNS}  ${item.group.padEnd(16)} ${item.tool.padEnd(17)}`;
    try {
      const sample = item.run();
      item.samples.push(sample);
      console.log(`${where} ${sample.cpu.toFixed(2)} s CPU, ${sample.wall.toFixed(2)} s wall, ${sample.peak.toFixed(0)} MB`);
    } catch (error) {
      // Reported with its reason and left out of the later runs, not silently dropped.
      item.failed = error.message;
      console.log(`${where} FAILED: ${error.message.split('\n').slice(0, 12).join('\n    ')}`);
    }
  }
}

// ---- medians and ratios -------------------------------------------------------------------

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const failed = cases.filter((item) => item.failed);
cases.splice(0, cases.length, ...cases.filter((item) => !item.failed));
for (const item of cases) {
  item.median = {
    cpu: median(item.samples.map((sample) => sample.cpu)),
    wall: median(item.samples.map((sample) => sample.wall)),
    peak: median(item.samples.map((sample) => sample.peak)),
  };
  item.html = item.out ? htmlFiles(item.out) : undefined;
}

console.log(`\nMedians of ${RUNS} runs (CPU = user + system seconds; peak = largest resident set, MB)\n`);
console.log(`| case | tool | CPU s | wall s | peak MB | HTML files |\n| --- | --- | ---: | ---: | ---: | ---: |`);
for (const item of cases)
  console.log(
    `| ${item.group} | ${item.tool} | ${item.median.cpu.toFixed(2)} | ${item.median.wall.toFixed(2)} | ${item.median.peak.toFixed(0)} | ${item.html ?? ''} |`,
  );

const find = (group, tool) => cases.find((item) => item.group === group && item.tool === tool);
const ratios = [];
const ratio = (label, a, b, key = 'cpu') => {
  if (a && b) ratios.push([label, a.median[key] / b.median[key]]);
};
const groups = [...new Set(cases.filter((item) => item.tool === 'docgen').map((item) => item.group))].filter(
  (group) => group !== 'GitHub REST API',
);
for (const group of groups) ratio(`${group}: docgen / Hugo, cold CPU`, find(group, 'docgen'), find(group, 'hugo'));
for (const group of groups) ratio(`${group}: docgen warm / docgen cold, CPU`, find(group, 'docgen warm'), find(group, 'docgen'));
ratio('docgen --version / node -e 0, CPU', find('start-up', 'docgen --version'), find('start-up', 'node -e 0'));
ratio('baseline --version / node -e 0, CPU', find('start-up', 'docgen baseline --version'), find('start-up', 'node -e 0'));
// A one-page build against the floor of any Node CLI (issue 37 asks for about 4x).
ratio('one page: docgen / node -e 0, cold CPU', find('one page', 'docgen'), find('start-up', 'node -e 0'));
ratio('one page: baseline / node -e 0, cold CPU', find('one page', 'docgen baseline'), find('start-up', 'node -e 0'));
for (const group of groups) ratio(`${group}: baseline / Hugo, cold CPU`, find(group, 'docgen baseline'), find(group, 'hugo'));
for (const group of groups) ratio(`${group}: docgen / baseline, cold CPU`, find(group, 'docgen'), find(group, 'docgen baseline'));
ratio('GitHub REST API: docgen / Redocly, CPU', find('GitHub REST API', 'docgen'), find('GitHub REST API', 'redocly'));
ratio('GitHub REST API: docgen / Redocly, peak memory', find('GitHub REST API', 'docgen'), find('GitHub REST API', 'redocly'), 'peak');
for (const group of groups) {
  const fastest = ['vitepress', 'starlight']
    .map((tool) => find(group, tool))
    .filter(Boolean)
    .sort((a, b) => a.median.cpu - b.median.cpu)[0];
  if (fastest) ratio(`${group}: docgen / fastest JS peer (${fastest.tool}), cold CPU`, find(group, 'docgen'), fastest);
}
console.log('\n| ratio (medians) | value |\n| --- | ---: |');
for (const [label, value] of ratios) console.log(`| ${label} | ${value.toFixed(2)} |`);
const missing = Object.entries(tools).filter(([, info]) => info.missing);
for (const [tool, info] of missing) console.log(`\n${tool} is MISSING from this comparison: ${info.missing}`);
for (const item of failed) console.log(`\n${item.group}, ${item.tool}: FAILED, left out: ${item.failed.split('\n')[0]}`);

if (JSON_FILE) {
  const raw = {
    date: new Date().toISOString(),
    runs: RUNS,
    tools: Object.fromEntries(
      Object.entries(tools).map(([tool, info]) => [tool, info.missing ? { missing: info.missing } : { version: info.version }]),
    ),
    cases: cases.map(({ group, tool, samples, median: medians, html }) => ({ group, tool, samples, median: medians, html })),
    failed: failed.map(({ group, tool, failed: reason }) => ({ group, tool, reason })),
    ratios: Object.fromEntries(ratios),
  };
  writeFileSync(path.resolve(JSON_FILE), `${JSON.stringify(raw, null, 2)}\n`);
  console.log(`\nRaw samples written to ${JSON_FILE}`);
}
