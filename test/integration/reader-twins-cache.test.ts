import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen, snapshotTree } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

/**
 * Docs pages' twins for AI readers are made with the page's HTML (on the markdown threads
 * when they run) and kept in the same cache entry. What they depend on beyond the page's
 * text (its shown title, its route, the site's routes and address) is not in the entry's
 * key: the twin is kept under a key of its own, and remade when that key moves.
 */
async function build(root: string, ...flags: string[]) {
  const run = await runDocgen(['build', '--verbose', ...flags], { cwd: root, timeoutMs: 120_000 });
  expect(run.code, run.stderr + run.stdout).toBe(0);
  const line = /markdown cache: (\d+) hits, (\d+) misses, (\d+) written/.exec(run.stdout + run.stderr);
  return line ? { hits: Number(line[1]), misses: Number(line[2]), written: Number(line[3]) } : undefined;
}

const retitle = (root: string) => {
  const first = path.join(root, 'docs/guide/first.md');
  writeFileSync(first, readFileSync(first, 'utf8').replace('title: First guide', 'title: First steps'));
};

describe("docs pages' twins in the build cache", () => {
  for (const workers of ['1', '2']) {
    it(`with --workers ${workers}, a new frontmatter title (not in the page's text) re-makes that page's twin as a cold build does`, async () => {
      const { root } = copyFixtureSite('build-cache');
      await build(root, '--workers', workers);
      const twin = () => readFileSync(path.join(root, 'build/guide/first.md'), 'utf8');
      expect(twin()).toMatch(/^# First guide\n/);
      // Unchanged: every twin comes from the cache with its page.
      expect(await build(root, '--workers', workers)).toEqual({ hits: 3, misses: 0, written: 0 });
      retitle(root);
      // The page's text is the same (a hit), its twin's key is not: that page alone is made again.
      expect(await build(root, '--workers', workers)).toEqual({ hits: 3, misses: 0, written: 1 });
      expect(twin()).toMatch(/^# First steps\n/);
      const cold = copyFixtureSite('build-cache').root;
      retitle(cold);
      await build(cold, '--no-cache', '--workers', workers);
      expect(snapshotTree(path.join(root, 'build'))).toEqual(snapshotTree(path.join(cold, 'build')));
    }, 600_000);
  }
});
