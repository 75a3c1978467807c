// Search: the index's size (gzip) and the first query's time in Chromium with 4x CPU
// throttling (a phone-class CPU), for the portal and, once `npm run bench -- --octokit`
// has built it, GitHub's REST API reference (.cache/octokit/site/build).
//
// Times, medians of --runs fresh browser contexts each:
//   open -> ready   the search box takes the focus -> index fetched, parsed and loaded
//   first query     typing the first query (index ready) -> its results rendered
//   typing          a word typed letter by letter: each keystroke -> the next frame
//
// Usage: node bench/search.mjs [--runs 5] [--sites portal,octokit]
//        npm run bench -- --search [--runs 5]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(option('runs', '5'));
const THROTTLING = 4;
const TARGET_MS = 100;
const octokitOut = path.join(repo, '.cache/octokit/site/build');

const SITES = {
  portal: {
    label: 'Portal',
    page: '/guides/gettingstarted/create-app',
    queries: ['transaction', 'POST /transactions', 'access tokn'],
    typed: 'transaction',
  },
  octokit: {
    label: 'GitHub REST API',
    page: '/',
    queries: ['repository', 'POST /repos/{owner}/{repo}/issues', 'pull request review'],
    typed: 'repository',
  },
};

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
/** A static server with clean URLs, enough for a built site. */
function serve(root) {
  const server = createServer((request, response) => {
    let file = path.join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!existsSync(file) && existsSync(`${file}/index.html`)) file = `${file}/index.html`;
    if (!file.startsWith(root) || !existsSync(file)) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The index's size and the JavaScript that loads with it (the chunks a page fetches only when search opens). */
function sizes(out, loadedScripts) {
  const index = path.join(out, 'search-index.json');
  const js = loadedScripts.map((url) => path.join(out, new URL(url).pathname)).filter((file) => existsSync(file));
  return {
    indexRaw: statSync(index).size,
    indexGzip: gzipSize(index),
    jsGzip: js.reduce((sum, file) => sum + gzipSize(file), 0),
    jsFiles: js.length,
  };
}

/** One fresh context: open the page, focus search, wait for the index, type `query`, wait for its results. */
async function measureOnce(browser, url, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  const page = await context.newPage();
  if (process.env.SEARCH_DEBUG) page.on('console', (message) => console.log('   ', message.text()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
  const scripts = [];
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('docgen-island[data-widget="navbar"]')?.getAttribute('data-hydrated') === 'true');
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const input = page.locator('.navbar-search-input').first();
  const opened = await page.evaluate(() => performance.now());
  await input.focus();
  await page.waitForFunction(() => performance.getEntriesByName('docgen:search-ready').length > 0, undefined, { polling: 10 });
  const ready = await page.evaluate(() => performance.getEntriesByName('docgen:search-ready')[0].startTime);
  // The result list's chunk was fetched with the index; wait until it has loaded too.
  await page.waitForLoadState('networkidle');
  // Typed in one go from inside the page, timed until the options are in the DOM and painted.
  const queryMs = await page.evaluate(
    (text) =>
      new Promise((resolve) => {
        const field = document.querySelector('.navbar-search-input');
        const start = performance.now();
        const done = () => requestAnimationFrame(() => resolve(performance.now() - start));
        const observer = new MutationObserver(() => {
          if (document.querySelector('.search-results [role="option"]')) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setValue.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
  const count = await page.locator('.navbar-search [role="status"]').first().textContent();
  await context.close();
  return { readyMs: ready - opened, queryMs, count, scripts };
}

/**
 * Typing `word` letter by letter in one fresh context (index ready): per keystroke, the time
 * from the input event to the next frame (search and render included) and the result count.
 */
async function measureTyping(browser, url, word) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('docgen-island[data-widget="navbar"]')?.getAttribute('data-hydrated') === 'true');
  await page.locator('.navbar-search-input').first().focus();
  await page.waitForFunction(() => performance.getEntriesByName('docgen:search-ready').length > 0, undefined, { polling: 10 });
  await page.waitForLoadState('networkidle');
  const keystrokes = await page.evaluate(async (text) => {
    const field = document.querySelector('.navbar-search-input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const status = () => document.querySelector('.navbar-search [role="status"]')?.textContent ?? '';
    const times = [];
    for (let length = 1; length <= text.length; length++) {
      await frame();
      const start = performance.now();
      setValue.call(field, text.slice(0, length));
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await frame();
      times.push({ typed: text.slice(0, length), ms: performance.now() - start, status: status() });
    }
    return times;
  }, word);
  await context.close();
  return keystrokes;
}

async function measureSite(browser, name) {
  const site = SITES[name];
  const out = name === 'portal' ? mkdtempSync(path.join(tmpdir(), 'docgen-search-bench-')) : octokitOut;
  if (name === 'portal')
    execFileSync(process.execPath, [path.join(repo, 'bin/docgen.js'), 'build', '-q', '--out', path.relative(repo, out)], {
      cwd: repo,
      stdio: 'inherit',
    });
  const server = await serve(out);
  const base = `http://127.0.0.1:${server.address().port}`;
  console.log(`\n${site.label} (${out})`);
  let scripts = [];
  let met = true;
  for (const query of site.queries) {
    const samples = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measureOnce(browser, `${base}${site.page}`, query));
    scripts = samples[0].scripts;
    const first = median(samples.map((sample) => sample.queryMs));
    met &&= first < TARGET_MS;
    console.log(
      `  "${query}" (${samples[0].count}): first query median ${first.toFixed(0)} ms (min ${Math.min(...samples.map((s) => s.queryMs)).toFixed(0)}, max ${Math.max(...samples.map((s) => s.queryMs)).toFixed(0)}); open -> ready median ${median(samples.map((s) => s.readyMs)).toFixed(0)} ms`,
    );
  }
  const typed = [];
  for (let run = 0; run < RUNS; run++) typed.push(await measureTyping(browser, `${base}${site.page}`, site.typed));
  const perKey = typed[0].map((key, index) => ({ ...key, ms: median(typed.map((run) => run[index].ms)) }));
  const slowest = perKey.reduce((worst, key) => (key.ms > worst.ms ? key : worst));
  console.log(`  typing "${site.typed}" letter by letter (median per keystroke, to the next frame):`);
  console.log(`    ${perKey.map((key) => `${key.typed} ${key.ms.toFixed(0)} ms (${key.status.match(/\d[\d,]*/)?.[0] ?? 0})`).join(', ')}`);
  console.log(`    slowest keystroke: "${slowest.typed}" ${slowest.ms.toFixed(0)} ms`);
  const size = sizes(out, scripts);
  console.log(
    `  index: ${kb(size.indexRaw)} raw, ${kb(size.indexGzip)} gzip; with the ${size.jsFiles} scripts that load when search opens: ${kb(size.indexGzip + size.jsGzip)} gzip per first query`,
  );
  console.log(`  first query under ${TARGET_MS} ms at ${THROTTLING}x CPU throttling: ${met ? 'met' : 'MISSED'}`);
  server.close();
  return met;
}

const wanted = option('sites', 'portal,octokit').split(',');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
console.log(`Search: ${RUNS} runs per query, Chromium at ${THROTTLING}x CPU throttling`);
let allMet = true;
for (const name of wanted) {
  if (name === 'octokit' && !existsSync(path.join(octokitOut, 'search-index.json'))) {
    console.log('\nGitHub REST API: not built; run `npm run bench -- --octokit` first');
    continue;
  }
  allMet = (await measureSite(browser, name)) && allMet;
}
await browser.close();
if (!allMet) process.exitCode = 1;
