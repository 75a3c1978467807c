/**
 * `docgen serve --watch` rebuilds only what a change needs: a guide's body re-renders that
 * page alone (its twin, the search index and llms-full.txt follow; no other output file
 * is written, a browser on another page does not reload), a title change updates its siblings' sidebars, a stylesheet rebuilds the
 * bundle, a spec edit updates the service's pages and no guide, and the server answers
 * while a whole-site rebuild runs on its own thread.
 */
import { appendFileSync, existsSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateSite } from '../../bench/generate-site.mjs';
import { launchBrowser } from '../helpers/browser.js';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { WATCH_OUT, WATCH_LOCK } from '../helpers/watch-refresh.js';

/** How long a rebuild may take on a loaded machine before the test gives up. */
const SLOW = 120_000;

const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
};

/** Every file of a folder with its bytes and modification time. */
function snapshot(dir: string): Map<string, { mtimeMs: number; bytes: string }> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), { mtimeMs: statSync(file).mtimeMs, bytes: readFileSync(file, 'latin1') }];
    }),
  );
}

/** The files whose bytes or time differ between two snapshots (or that one of them lacks). */
function changedFiles(before: ReturnType<typeof snapshot>, after: ReturnType<typeof snapshot>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name)?.mtimeMs !== after.get(name)?.mtimeMs || before.get(name)?.bytes !== after.get(name)?.bytes)
    .sort();
}

/** Counts the times a page showed a new version of itself: full loads, and the router's swaps in place. */
async function countLoads(page: Page): Promise<{ count: number }> {
  const counter = { count: 0 };
  page.on('load', () => counter.count++);
  await page.exposeFunction('__docgenSwapped', () => counter.count++);
  await page.addInitScript(() =>
    addEventListener('docgen:navigated', () => (window as unknown as { __docgenSwapped(): void }).__docgenSwapped()),
  );
  return counter;
}

describe('serve --watch, incremental', () => {
  it('re-renders an edited guide alone, reloads only its page, and follows title and stylesheet changes', async () => {
    const { root } = copyFixtureSite('basic');
    edit(path.join(root, 'site.config.ts'), "badge: 'Beta',", "badge: 'Beta',\n  customCss: ['static/custom.css'],");
    writeFileSync(path.join(root, 'static/custom.css'), '.acme-first { color: red; }\n');
    const server = await startServe(['--watch', '--port', '0'], root);
    const browser = await launchBrowser();
    try {
      const edited = await browser.newPage();
      const other = await browser.newPage();
      const editedLoads = await countLoads(edited);
      const otherLoads = await countLoads(other);
      await edited.goto(`${server.url}/guide/intro`);
      await other.goto(`${server.url}/guide/usage`);
      const listening = () => document.documentElement.dataset.docgenLive === 'open';
      await Promise.all([
        edited.waitForFunction(listening, undefined, { timeout: SLOW }),
        other.waitForFunction(listening, undefined, { timeout: SLOW }),
      ]);
      const before = snapshot(path.join(root, WATCH_OUT));

      edit(path.join(root, 'docs/guide/intro.md'), 'Acme widgets do things.', 'Acme widgets do wonderful things.');
      await edited.waitForFunction(() => document.querySelector('main')?.textContent?.includes('wonderful things'), undefined, {
        timeout: SLOW,
      });
      // A second save at once, before the first one's twin is made: the twin has the last text.
      edit(path.join(root, 'docs/guide/intro.md'), 'wonderful things', 'marvellous things');
      await edited.waitForFunction(() => document.querySelector('main')?.textContent?.includes('marvellous things'), undefined, {
        timeout: SLOW,
      });
      await server.seen('Rendered /guide/intro again', 2, SLOW);
      expect(server.output().split('Building .').length - 1).toBe(1); // the first build's only
      // The page's twin follows it, the search index and llms-full.txt once the saves pause; nothing else is written.
      const fullText = () => readFileSync(path.join(root, WATCH_OUT, 'llms-full.txt'), 'utf8');
      await expect.poll(fullText, { timeout: 30_000 }).toContain('Acme widgets do marvellous things.');
      expect(readFileSync(path.join(root, WATCH_OUT, 'guide/intro.md'), 'utf8')).toContain('Acme widgets do marvellous things.');
      await expect
        .poll(() => changedFiles(before, snapshot(path.join(root, WATCH_OUT))), { timeout: 30_000 })
        .toContain('search-index.json');
      expect(changedFiles(before, snapshot(path.join(root, WATCH_OUT)))).toEqual([
        'guide/intro.md',
        'guide/intro/index.html',
        'llms-full.txt',
        'search-index.json',
      ]);
      await expect.poll(() => editedLoads.count).toBe(3); // swaps in place, or reloads (the text shows before the load event)
      expect(otherLoads.count).toBe(1); // told at the same moment, and it did not change
      // The output's lock is held for the run of saves, and let go once the whole site's files are written.
      await expect.poll(() => existsSync(path.join(root, WATCH_LOCK)), { timeout: 30_000 }).toBe(false);

      // A file touched without a change of its text (a second event of one save) renders nothing.
      // (The output after an offset: one save may run a second job, which finds nothing to do.)
      const since = (offset: number) => server.output().slice(offset);
      let offset = server.output().length;
      const touched = new Date(Date.now() + 5000);
      utimesSync(path.join(root, 'docs/guide/intro.md'), touched, touched);
      await expect.poll(() => since(offset), { timeout: SLOW }).toContain('Up to date: 0 pages changed (0 files)');
      expect(since(offset)).not.toContain('Rendered');

      // A new title is in every sibling's sidebar: the other page reloads, once in all.
      offset = server.output().length;
      edit(path.join(root, 'docs/guide/intro.md'), 'title: Introduction', 'title: Getting started');
      await other.waitForFunction(() => document.querySelector('aside.sidebar')?.textContent?.includes('Getting started'), undefined, {
        timeout: SLOW,
      });
      await other.waitForFunction(listening, undefined, { timeout: SLOW });
      await expect.poll(() => since(offset), { timeout: SLOW }).toContain('Up to date');
      await expect.poll(() => otherLoads.count).toBe(2);
      expect(otherLoads.count).toBe(2); // once: the body edit before did not change it
      expect(await fetch(`${server.url}/guide/advanced/tuning`).then((response) => response.text())).toContain('Getting started');

      // A stylesheet: a new bundle, which every page links.
      const stylesheet = (html: string) => /href="(\/assets\/site-[^"]+\.css)"/.exec(html)?.[1];
      const oldSheet = stylesheet(await fetch(`${server.url}/guide/usage`).then((response) => response.text()));
      appendFileSync(path.join(root, 'static/custom.css'), '.acme-second { color: blue; }\n');
      const sheetNow = async () => stylesheet(await fetch(`${server.url}/guide/usage`).then((response) => response.text()));
      await expect.poll(sheetNow, { timeout: SLOW }).not.toBe(oldSheet);
      const newSheet = await sheetNow();
      expect(newSheet).toBeDefined();
      expect(await fetch(`${server.url}${newSheet}`).then((response) => response.text())).toContain('.acme-second');
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 300_000);

  it('keeps serving the last good page when an edited guide breaks a link, and takes the fix', async () => {
    const { root } = copyFixtureSite('basic');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      const guide = path.join(root, 'docs/guide/intro.md');
      // A good save first: it holds the output's lock until the saves pause.
      appendFileSync(guide, '\nA first line.\n');
      await server.seen('Up to date', 1, SLOW);
      appendFileSync(guide, '\nSee [the nowhere part](usage.md#nowhere).\n');
      await server.seen('The last good build is still being served', 1, SLOW);
      expect(server.output()).toMatch(/DG114[^]*docs\/guide\/intro\.md:\d+:\d+/);
      // The failed save lets the lock go (a build into the folder is not refused meanwhile).
      await expect.poll(() => existsSync(path.join(root, WATCH_LOCK)), { timeout: 30_000 }).toBe(false);
      expect(await fetch(`${server.url}/guide/intro`).then((response) => response.text())).not.toContain('the nowhere part');
      edit(guide, 'usage.md#nowhere', 'usage.md#calling-the-api');
      await server.seen('Up to date', 2, SLOW);
      expect(await fetch(`${server.url}/guide/intro`).then((response) => response.text())).toContain('the nowhere part');
    } finally {
      await server.stop();
    }
  }, 200_000);

  it('updates the service pages of an edited spec and no guide, and answers requests while the site rebuilds', async () => {
    const root = generateSite({ guides: 150 });
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      const spec = path.join(root, 'specs/service.yaml');
      const summary = /operationId: createTransaction\n\s+summary: (.+)/.exec(readFileSync(spec, 'utf8'))![1]!;
      const build = path.join(root, WATCH_OUT);
      const before = snapshot(build);
      const operationPage = [...before.keys()].find(
        (file) => file.endsWith('index.html') && before.get(file)!.bytes.includes(`>${summary}<`) && file.startsWith('api/'),
      )!;
      expect(operationPage).toBeDefined();

      edit(spec, `summary: ${summary}`, 'summary: Record a new transaction');
      await server.seen('Up to date', 1, SLOW);
      expect(await fetch(`${server.url}/${operationPage.replace(/index\.html$/, '')}`).then((response) => response.text())).toContain(
        'Record a new transaction',
      );
      const changed = changedFiles(before, snapshot(build));
      expect(changed).toContain(operationPage);
      expect(changed.filter((file) => file.startsWith('guides/'))).toEqual([]);
      expect(server.output().split('Building .').length - 1).toBe(1); // the first build's: the spec's pages rendered alone
      // A second event of the save (one more, empty update) comes before the saves' pause lets the output's lock go.
      await expect.poll(() => existsSync(path.join(root, WATCH_LOCK)), { timeout: 30_000 }).toBe(false);
      const updatesBefore = server.output().split('Up to date').length - 1;

      // A config change rebuilds everything; the server answers meanwhile.
      edit(path.join(root, 'site.config.ts'), "title: 'Synthetic'", "title: 'Synthetic docs'");
      await server.seen('Building .', 2, SLOW); // the first build, this one
      const response = await fetch(`${server.url}/guides/part-3/guide-30`);
      const rebuildsDoneWhenAnswered = server.output().split('Up to date').length - 1;
      expect(response.status).toBe(200);
      expect(rebuildsDoneWhenAnswered).toBe(updatesBefore);
      await server.seen('Up to date', updatesBefore + 1, SLOW);
      expect(await fetch(`${server.url}/guides/part-3/guide-30`).then((answer) => answer.text())).toContain('Synthetic docs');

      // Stopped during a build: it exits without waiting for it, and leaves no staging folder or lock.
      edit(path.join(root, 'site.config.ts'), "title: 'Synthetic docs'", "title: 'Synthetic'");
      await server.seen('Building .', 3, SLOW);
      await server.stop();
      expect(existsSync(path.join(root, '.build.docgen-staging'))).toBe(false);
      expect(existsSync(path.join(root, WATCH_LOCK))).toBe(false);
      expect(existsSync(path.join(root, WATCH_OUT, 'index.html'))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 400_000);
});
