// Save-to-screen in `docgen serve --watch`: a one-line edit of a guide, from the file's
// write to the new text on screen in Chromium (the page reloads itself on the server's
// event), median of --runs saves; on the portal (a copy of its docs, specs and static
// files) and on a generated site of --watch-pages guides (5,000 by default). Also the
// server process's CPU per save (user + system, from /proc), and the load average.
//
// `--change slug`: each save gives the guide a new slug, and the time runs until a sibling
// page open in Chromium links the new address in its sidebar; `--change new`: each save
// is a new guide beside it, until the sibling's sidebar links it; `--change title`: each
// save gives the guide a new title, until the sibling's sidebar shows it. `edit` (the default):
// a line appended to the guide, until the guide's page shows it. `--change spec` (the
// portal alone): each save gives one operation of an API document a new summary, until
// the operation's page open in Chromium shows it.
//
// Usage: node bench/watch.mjs [--runs 10] [--watch-pages 5000] [--sites portal,generated] [--change edit|slug|new|title|spec]
//        npm run bench -- --watch [--runs 10] [--watch-pages 5000]
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { generateSite } from './generate-site.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option('runs', '10'));
const PAGES = Number(option('watch-pages', '5000'));
const SITES = option('sites', 'portal,generated').split(',');
const TARGETS = { portal: 100, generated: 300 };
const CHANGE = option('change', 'edit');

function portalCopy() {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-watch-')), 'site');
  for (const entry of ['docs', 'specs', 'static', 'site.config.ts'])
    cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true });
  return {
    root,
    guide: 'docs/guides/gettingstarted/get-access-token.md',
    url: '/guides/gettingstarted/get-access-token',
    sibling: '/guides/gettingstarted/create-app',
    operation: {
      spec: 'specs/metering-service.yaml',
      id: 'createTransaction',
      url: '/api/metering-service/create-transaction',
    },
  };
}

function generatedSite() {
  return {
    root: generateSite({ guides: PAGES }),
    guide: 'docs/guides/part-0/guide-0.md',
    url: '/guides/part-0/guide-0',
    sibling: '/guides/part-0/guide-1',
  };
}

/**
 * One save of the `--change` kind: writes it, and returns what the open page waits for
 * (a function of the page and its argument).
 */
function save(site, run) {
  const file = path.join(site.root, site.guide);
  const folder = site.url.slice(0, site.url.lastIndexOf('/'));
  const inSidebar = (href) => Boolean(document.querySelector(`aside.sidebar a[href="${href}"]`));
  if (CHANGE === 'slug') {
    const text = readFileSync(file, 'utf8').replace(/^slug: .*\n/m, '');
    writeFileSync(file, text.replace(/^---\n/, `---\nslug: ${folder}/moved-${run}\n`));
    return [inSidebar, `${folder}/moved-${run}`];
  }
  if (CHANGE === 'spec') {
    const spec = path.join(site.root, site.operation.spec);
    const summary = `Create a transaction, save ${run} ${Math.random().toString(36).slice(2)}`;
    const operation = new RegExp(`(operationId: ${site.operation.id}\\n\\s*summary: ).*`);
    writeFileSync(spec, readFileSync(spec, 'utf8').replace(operation, `$1${summary}`));
    return [(text) => document.querySelector('main h1')?.textContent?.includes(text), summary];
  }
  if (CHANGE === 'title') {
    const title = `Retitled ${run} ${Math.random().toString(36).slice(2)}`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
    const shownInSidebar = (text) => [...document.querySelectorAll('aside.sidebar a')].some((link) => link.textContent === text);
    return [shownInSidebar, title];
  }
  if (CHANGE === 'new') {
    writeFileSync(path.join(path.dirname(file), `bench-new-${run}.md`), `---\ntitle: New guide ${run}\n---\n\nA new guide.\n`);
    return [inSidebar, `${folder}/bench-new-${run}`];
  }
  const marker = `Saved line ${run} ${Math.random().toString(36).slice(2)}.`;
  appendFileSync(file, `\n${marker}\n`);
  return [(text) => document.querySelector('main')?.textContent?.includes(text), marker];
}

/** Starts `docgen serve --watch` in `root`; resolves with its address once it serves. */
function startServe(root) {
  const child = spawn(process.execPath, [path.join(repo, 'bin/docgen.js'), 'serve', '--watch', '--port', '0'], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set();
  const onData = (chunk) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  // `from`: only the output after this offset counts (a save may run a second, empty job).
  const seen = (text, count = 1, from = 0) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (output.slice(from).split(text).length - 1 >= count) (waiters.delete(check), resolve());
      };
      waiters.add(check);
      void exited.then(() => reject(new Error(`docgen serve exited:\n${output.slice(-3000)}`)));
      check();
    });
  return seen('Serving ').then(() => ({
    child,
    url: /at (http:\/\/\S+?)\/?(\s|$)/.exec(output)[1],
    seen,
    output: () => output,
    offset: () => output.length,
    stop: () => (child.kill('SIGTERM'), exited),
  }));
}

/** User + system CPU of a process so far, in ms (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(name, site) {
  const started = performance.now();
  const server = await startServe(site.root);
  console.log(`${name}: first build and serve in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  const listening = () => document.documentElement.dataset.docgenLive === 'open';
  const walls = [];
  const cpus = [];
  // Where a save's time goes: write -> change seen (watcher, queue), -> page written, -> on screen.
  const phases = { seen: [], written: [], shown: [] };
  try {
    const opened = { edit: site.url, spec: site.operation?.url }[CHANGE] ?? site.sibling;
    await page.goto(`${server.url}${opened}`);
    for (let run = 1; run <= RUNS; run++) {
      await page.waitForFunction(listening);
      const cpuBefore = cpuMs(server.child.pid);
      const from = server.offset();
      const seenAt = server.seen('Changed:', 1, from).then(() => performance.now());
      const writtenAt = server.seen('Up to date', 1, from).then(() => performance.now());
      const wrote = performance.now();
      const [shownWhen, argument] = save(site, run);
      await page.waitForFunction(shownWhen, argument, { timeout: 600_000 });
      const shown = performance.now();
      walls.push(shown - wrote);
      const [seen, written] = await Promise.all([seenAt, writtenAt]);
      phases.seen.push(seen - wrote);
      phases.written.push(written - seen);
      phases.shown.push(shown - written);
      cpus.push(cpuMs(server.child.pid) - cpuBefore);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const target = TARGETS[name];
  const wall = median(walls);
  const label = `${name === 'generated' ? `generated site, ${PAGES} guides` : name} (${CHANGE})`;
  console.log(
    `${label}: save-to-screen median ${wall.toFixed(0)} ms of ${RUNS} saves (min ${Math.min(...walls).toFixed(0)}, max ${Math.max(...walls).toFixed(0)}), server CPU median ${median(cpus).toFixed(0)} ms per save; target ${target} ms: ${wall <= target ? 'met' : 'not met'}`,
  );
  console.log(
    `${label}: medians write -> change seen ${median(phases.seen).toFixed(0)} ms, -> page written ${median(phases.written).toFixed(0)} ms, -> on screen ${median(phases.shown).toFixed(0)} ms`,
  );
}

console.log(
  `serve --watch save-to-screen, ${new Date().toISOString()}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
if (SITES.includes('portal')) await measure('portal', portalCopy());
if (SITES.includes('generated') && CHANGE !== 'spec') await measure('generated', generatedSite());
console.log(
  `load average at the end ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
