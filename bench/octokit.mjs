// Benchmarks the API reference at scale: GitHub's REST API description (api.github.com,
// about 1,200 operations) from the npm package @octokit/openapi, fetched on demand with
// `npm pack` into the git-ignored .cache/ folder (the package is 385 MB unpacked, so it is
// never a dependency), built as a generated one-service site. Reports build time and peak
// memory against the targets (under 15 s, under 1 GB).
//
// Usage: node bench/octokit.mjs [--runs 3] [--version 23.0.2]
//        npm run bench -- --octokit        (bench/run.mjs calls this file)
import { execFileSync, spawnSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
/** Pinned so that numbers stay comparable between runs; pass --version to try another. */
const VERSION = option('version', '23.0.2');
const RUNS = Number(option('runs', '3'));
const MEMBER = 'package/generated/api.github.com.json';
const TARGET_SECONDS = 15;
const TARGET_MB = 1024;

const cache = path.join(repo, '.cache', 'octokit', VERSION);
const spec = path.join(cache, 'api.github.com.json');
const site = path.join(repo, '.cache', 'octokit', 'site');

/** Fetches the package tarball with npm (the registry's own client) and extracts one file. */
async function fetchSpec() {
  if (existsSync(spec)) return;
  mkdirSync(cache, { recursive: true });
  console.log(`Fetching @octokit/openapi@${VERSION} with npm pack (about 30 MB)...`);
  const output = execFileSync('npm', ['pack', `@octokit/openapi@${VERSION}`, '--pack-destination', cache, '--json', '--silent'], {
    encoding: 'utf8',
  });
  const tarball = path.join(cache, JSON.parse(output)[0].filename);
  await extractMember(tarball, MEMBER, `${spec}.partial`);
  renameSync(`${spec}.partial`, spec);
  rmSync(tarball);
}

/** Streams a .tgz and writes the one member we need (tar: 512-byte headers and blocks). */
async function extractMember(tarball, member, target) {
  let buffered = Buffer.alloc(0);
  let remaining = 0; // bytes of the current entry still to consume
  let padding = 0;
  let out; // write stream while inside the wanted member
  let found = false;
  let finished = Promise.resolve();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      buffered = Buffer.concat([buffered, chunk]);
      const next = () => {
        while (true) {
          if (remaining > 0) {
            const take = Math.min(remaining, buffered.length);
            if (take === 0) return done();
            if (out) out.write(buffered.subarray(0, take));
            buffered = buffered.subarray(take);
            remaining -= take;
            if (remaining === 0 && out) {
              out.end();
              out = undefined;
            }
            continue;
          }
          if (padding > 0) {
            const skip = Math.min(padding, buffered.length);
            buffered = buffered.subarray(skip);
            padding -= skip;
            if (padding > 0) return done();
            continue;
          }
          if (buffered.length < 512) return done();
          const header = buffered.subarray(0, 512);
          buffered = buffered.subarray(512);
          const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
          if (!name) continue; // end-of-archive blocks
          const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
          const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
          const fullName = prefix ? `${prefix}/${name}` : name;
          remaining = size;
          padding = (512 - (size % 512)) % 512;
          if (fullName === member) {
            found = true;
            out = createWriteStream(target);
            const stream = out;
            finished = new Promise((resolve, reject) => stream.on('finish', resolve).on('error', reject));
            if (size === 0) out.end();
          }
        }
      };
      next();
    },
  });
  await pipeline(createReadStream(tarball), createGunzip(), sink);
  if (!found) throw new Error(`${member} is not in ${path.basename(tarball)}`);
  await finished;
}

/** A minimal site around the document: a landing page and the API reference. */
function writeSite() {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(
    path.join(site, 'site.config.ts'),
    `export default {
  title: 'GitHub REST API (docgen benchmark)',
  url: 'https://bench.docgen.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }, { type: 'search', position: 'right' }] },
  api: { services: [{ id: 'github', label: 'GitHub REST API', spec: ${JSON.stringify(path.relative(site, spec))} }] },
};
`,
  );
  writeFileSync(
    path.join(site, 'docs/index.md'),
    '---\ntitle: Benchmark\n---\n\nThe [GitHub REST API](/api/github) reference, generated by docgen.\n',
  );
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

await fetchSpec();
writeSite();
execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: repo, stdio: 'inherit' });
const operations = Object.values(JSON.parse(readFileSync(spec, 'utf8')).paths).reduce(
  (sum, item) =>
    sum + Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(key)).length,
  0,
);
console.log(`\n@octokit/openapi@${VERSION}: api.github.com.json, ${(statSync(spec).size / 1e6).toFixed(1)} MB, ${operations} operations`);

const out = path.join(site, 'build');
const samples = [];
for (let run = 0; run < RUNS; run++) {
  // A fresh process per run, as `docgen build` runs (production React, like bin/docgen.js).
  const child = spawnSync(process.execPath, [path.join(repo, 'bench/measure-build.mjs'), '--root', site, '--out', out], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const sample = JSON.parse(child.stdout.trim().split('\n').pop() || '{}');
  if (child.status !== 0 || sample.code !== 0) {
    console.error(child.stdout, child.stderr);
    throw new Error('the benchmark build failed');
  }
  samples.push(sample);
  console.log(`  run ${run + 1}: ${(sample.milliseconds / 1000).toFixed(2)} s, peak ${sample.maxRssMb.toFixed(0)} MB`);
}

const times = samples.map((sample) => sample.milliseconds).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] / 1000;
const peak = Math.max(...samples.map((sample) => sample.maxRssMb));
const files = filesUnder(out);
const pages = files.filter((file) => file.endsWith('.html'));
const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
const sample = readFileSync(path.join(out, 'api/github/repos-get/index.html'), 'utf8');
const schemasInHtml = sample.includes('class="schema-property-name">full_name</code>') && sample.includes('data-widget="send-panel"');

console.log(`
GitHub REST API reference (${operations} operations, ${pages.length} pages, ${(bytes / 1e6).toFixed(0)} MB written)
  build time   median ${median.toFixed(2)} s of ${RUNS} (min ${(times[0] / 1000).toFixed(2)} s)   target < ${TARGET_SECONDS} s: ${median < TARGET_SECONDS ? 'met' : 'MISSED'}
  peak memory  ${peak.toFixed(0)} MB (max RSS of the build process)   target < ${TARGET_MB} MB: ${peak < TARGET_MB ? 'met' : 'MISSED'}
  schemas in the static HTML (repos/get lists full_name, has its send panel): ${schemasInHtml ? 'yes' : 'NO'}`);
if (!schemasInHtml) process.exitCode = 1;
