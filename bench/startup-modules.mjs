// What a docgen command loads at start-up: every file Node imports on the main thread, and
// for the engine's chunks, which packages and source folders they hold (esbuild's metafile),
// in KB, largest first. Run it before and after a change that should load less.
//
// Usage: node bench/startup-modules.mjs [--top 30] [-- <docgen arguments>]
//        (default: a cold build of a generated one-page site)
//        node bench/startup-modules.mjs -- --version
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 30;
const work = mkdtempSync(path.join(tmpdir(), 'docgen-startup-modules-'));
const dashes = args.indexOf('--');
const site = dashes >= 0 ? undefined : generateSite({ guides: 0, api: false });
const command = site ? ['build', '--quiet', '--no-cache', '--root', site, '--out', path.join(work, 'out')] : args.slice(dashes + 1);

const metafile = path.join(work, 'meta.json');
execFileSync(process.execPath, ['scripts/compile.mjs', '--metafile', metafile], { cwd: repo, stdio: 'inherit' });
const meta = JSON.parse(readFileSync(metafile, 'utf8'));

// A module hook (it runs on a thread of its own) appends each loaded file to a log.
const log = path.join(work, 'loaded.log');
const hooks = `data:text/javascript,${encodeURIComponent(`
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  const result = await next(url, context);
  if (url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, url + '\\n');
  return result;
}`)}`;
const register = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(hooks)});`)}`;
execFileSync(process.execPath, ['--import', register, path.join(repo, 'bin/docgen.js'), ...command], {
  cwd: repo,
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const loaded = [...new Set(readFileSync(log, 'utf8').trim().split('\n'))].map((url) => fileURLToPath(url));
const chunks = new Map(Object.entries(meta.outputs).map(([file, output]) => [path.basename(file), output]));
const dist = path.join(repo, 'dist');
/** A package's name, or a source folder (`src/config`), for an input of the bundle. */
const groupOf = (input) => {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.split('/').slice(0, 2).join('/');
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};
const groups = new Map();
let engineBytes = 0;
let otherBytes = 0;
for (const file of loaded) {
  const chunk = path.dirname(file) === dist ? chunks.get(path.basename(file)) : undefined;
  if (!chunk) {
    // Files outside the bundle: the launcher, external packages (esbuild), the site's own.
    const bytes = readFileSync(file).length;
    otherBytes += bytes;
    const name = file.includes('node_modules/') ? groupOf(file) : path.relative(repo, file);
    groups.set(name, (groups.get(name) ?? 0) + bytes);
    continue;
  }
  for (const [input, { bytesInOutput }] of Object.entries(chunk.inputs)) {
    engineBytes += bytesInOutput;
    groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + bytesInOutput);
  }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`docgen ${command.join(' ')}`);
console.log(`Files loaded on the main thread: ${loaded.length}; the engine's bundle ${kb(engineBytes)}, other files ${kb(otherBytes)}\n`);
for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(bytes).padStart(8)}  ${name}`);
rmSync(work, { recursive: true, force: true });
if (site) rmSync(site, { recursive: true, force: true });
