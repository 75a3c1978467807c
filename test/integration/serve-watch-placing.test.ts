/**
 * `docgen serve --watch` after a guide's title or sidebar position changed: no build of
 * the site, only the pages that show it are rendered again, and once the saves pause the
 * served folder is byte for byte what a fresh `docgen build` of the same sources writes.
 * A change that reaches the navbar (shown on every page) builds the site. On a large
 * sidebar, pages that show the same of it are patched to name its new file, not rendered.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen, snapshotTree } from '../helpers/bad-input.js';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { generatedSite } from '../helpers/generated-site.js';
import { WATCH_OUT, WATCH_LOCK } from '../helpers/watch-refresh.js';

/** How long a rebuild may take on a loaded machine before the test gives up. */
const SLOW = 120_000;

const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
};

describe('serve --watch, a changed title or sidebar position', () => {
  it('renders again the pages of its sidebar alone, and serves what a fresh build writes', async () => {
    const { root } = copyFixtureSite('basic');
    // A navbar link labelled with a doc's title: on every page.
    edit(
      path.join(root, 'site.config.ts'),
      "{ label: 'Blog',",
      "{ type: 'doc', docId: 'guide/usage', position: 'left' },\n      { label: 'Blog',",
    );
    const server = await startServe(['--watch', '--port', '0'], root);
    const lock = path.join(root, WATCH_LOCK);
    // What the server printed after an offset: one save may run a second job, which finds nothing to do.
    const since = (offset: number) => server.output().slice(offset);
    try {
      // One save: a new title, and a link whose URL is left out with a warning at its line.
      const intro = path.join(root, 'docs/guide/intro.md');
      writeFileSync(
        intro,
        `${readFileSync(intro, 'utf8').replace('title: Introduction', 'title: Getting started')}\n[unsafe](javascript:alert(1))\n`,
      );
      await server.seen('Up to date', 1, SLOW);
      // The saved doc's warnings are reported, as a save of its body alone reports them.
      expect(server.output()).toMatch(/intro\.md:\d+[^\n]*\n?[^\n]*was left out|was left out[^\n]*intro\.md/);
      // The page and its sidebar's pages, with no build of the site.
      expect(server.output()).toMatch(/Rendered [^\n]*\/guide\/intro[^\n]*\/guide\/usage[^\n]* again/);
      expect(server.output().split('Building .').length - 1).toBe(1);
      expect(await fetch(`${server.url}/guide/advanced/tuning`).then((response) => response.text())).toContain('Getting started');

      let offset = server.output().length;
      edit(path.join(root, 'docs/guide/usage.md'), 'sidebar_position: 2', 'sidebar_position: 5');
      await expect.poll(() => since(offset), { timeout: SLOW }).toMatch(/Rendered [^\n]*\/guide\/usage[^]*Up to date: [1-9]/);
      expect(since(offset)).not.toContain('Building .');
      // The search index and llms files follow once the saves pause; then the lock goes.
      await expect
        .poll(() => readFileSync(path.join(root, WATCH_OUT, 'llms.txt'), 'utf8'), { timeout: 30_000 })
        .toContain('Getting started');
      await expect.poll(() => existsSync(lock), { timeout: 30_000 }).toBe(false);

      const fresh = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      expect(fresh.code, fresh.stderr).toBe(0);
      expect(snapshotTree(path.join(root, WATCH_OUT))).toEqual(snapshotTree(path.join(root, 'fresh')));

      // The title of the doc the navbar shows (on every page): the site builds.
      offset = server.output().length;
      edit(path.join(root, 'docs/guide/usage.md'), 'title: Usage', 'title: Using widgets');
      await expect.poll(() => since(offset), { timeout: SLOW }).toMatch(/Building \.[^]*Up to date/);
      await expect.poll(() => existsSync(lock), { timeout: 30_000 }).toBe(false);
      const again = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      expect(again.code, again.stderr).toBe(0);
      expect(snapshotTree(path.join(root, WATCH_OUT))).toEqual(snapshotTree(path.join(root, 'fresh')));
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('does the same in every version and locale that shows the doc (an untranslated page in another locale)', async () => {
    const { root } = copyFixtureSite('versions-locales');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      // The served build differs from a plain one only where documented: the API pages' send panel has the mock server.
      const baseline = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      expect(baseline.code, baseline.stderr).toBe(0);
      const differing = (a: Record<string, string>, b: Record<string, string>) =>
        [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((file) => a[file] !== b[file]);
      const volatile = new Set(differing(snapshotTree(path.join(root, WATCH_OUT)), snapshotTree(path.join(root, 'fresh'))));
      expect([...volatile].every((file) => /(^|\/)api\//.test(file))).toBe(true);

      edit(path.join(root, 'docs/guide/constellations.md'), 'title: Constellations', 'title: Satellite groups');
      await server.seen('Up to date', 1, SLOW);
      expect(server.output().split('Building .').length - 1).toBe(1);
      await expect.poll(() => existsSync(path.join(root, WATCH_LOCK)), { timeout: 30_000 }).toBe(false);

      const fresh = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      expect(fresh.code, fresh.stderr).toBe(0);
      const changed = differing(snapshotTree(path.join(root, WATCH_OUT)), snapshotTree(path.join(root, 'fresh')));
      expect(changed.filter((file) => !volatile.has(file))).toEqual([]);
      expect(readFileSync(path.join(root, WATCH_OUT, 'ar/guide/setup/index.html'), 'utf8')).toContain('Satellite groups');
    } finally {
      await server.stop();
    }
  }, 300_000);

  it("on a large sidebar, renders only the pages near the doc; the others name the sidebar's new file, as a build writes them", async () => {
    const root = generatedSite(200);
    const server = await startServe(['--watch', '--port', '0'], root);
    const lock = path.join(root, WATCH_LOCK);
    try {
      edit(path.join(root, 'docs/guides/part-12/guide-125.md'), 'title: Guide 125', 'title: Guide one two five');
      await server.seen('Up to date', 1, SLOW);
      const rendered = /Rendered ([^\n]*) again in [^\n]*; (\d+) more named their sidebar's new file/.exec(server.output());
      expect(rendered, server.output()).not.toBeNull();
      const routes = rendered![1]!.split(', ');
      // The doc, its category's pages and index (its window of the sidebar), and its previous and next pages.
      expect(routes).toEqual(expect.arrayContaining(['/guides/part-12/guide-125', '/guides/part-12/guide-120', '/guides/part-12']));
      expect(routes).not.toContain('/guides/part-3/guide-31');
      expect(routes.length).toBeLessThan(30);
      expect(Number(rendered![2])).toBeGreaterThan(150);
      expect(server.output().split('Building .').length - 1).toBe(1);
      await expect.poll(() => existsSync(lock), { timeout: 30_000 }).toBe(false);

      const fresh = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      expect(fresh.code, fresh.stderr).toBe(0);
      expect(snapshotTree(path.join(root, WATCH_OUT))).toEqual(snapshotTree(path.join(root, 'fresh')));
    } finally {
      await server.stop();
    }
  }, 300_000);
});
