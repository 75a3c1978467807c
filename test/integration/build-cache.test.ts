import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen, snapshotTree } from '../helpers/bad-input.js';
import { repoRoot } from '../helpers/paths.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

/**
 * The persistent cache (.docgen/cache) through the CLI, on test/fixtures/sites/build-cache
 * (markdown with a partial and an image, an MDX page, an API service). What the cache did
 * is read from the --verbose line `markdown cache: H hits, M misses, W written`, never
 * from timing: W is the number of markdown pages rendered (and stored) by that build.
 */
const MARKDOWN_PAGES = 3; // index.md, first.md, second.md (third.mdx is not cached)

async function build(root: string, ...flags: string[]) {
  const run = await runDocgen(['build', '--verbose', ...flags], { cwd: root, timeoutMs: 120_000 });
  expect(run.code, run.stderr + run.stdout).toBe(0);
  const line = /markdown cache: (\d+) hits, (\d+) misses, (\d+) written/.exec(run.stdout + run.stderr);
  const api = /API validation cache: (\d+) hits, (\d+) misses, (\d+) written/.exec(run.stdout + run.stderr);
  const bundle = /client bundle cache: (\d+) hits, (\d+) misses, (\d+) written/.exec(run.stdout + run.stderr);
  const pages = /page cache: (\d+) hits, (\d+) misses, (\d+) written/.exec(run.stdout + run.stderr);
  const search = /search index cache: (\d+) hits, (\d+) misses, (\d+) written/.exec(run.stdout + run.stderr);
  return {
    run,
    counts: line ? { hits: Number(line[1]), misses: Number(line[2]), written: Number(line[3]) } : undefined,
    api: api ? { hits: Number(api[1]), misses: Number(api[2]), written: Number(api[3]) } : undefined,
    bundle: bundle ? { hits: Number(bundle[1]), misses: Number(bundle[2]), written: Number(bundle[3]) } : undefined,
    pages: pages ? { hits: Number(pages[1]), misses: Number(pages[2]), written: Number(pages[3]) } : undefined,
    search: search ? { hits: Number(search[1]), misses: Number(search[2]), written: Number(search[3]) } : undefined,
  };
}

const page = (root: string, route: string) => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
const entries = (root: string) => readdirSync(path.join(root, '.docgen/cache/markdown'));

describe('the persistent build cache', () => {
  it('gives a warm build byte-identical output, re-renders only what changed, and survives a corrupt entry', async () => {
    const { root } = copyFixtureSite('build-cache');
    const cold = await build(root);
    expect(cold.counts).toEqual({ hits: 0, misses: MARKDOWN_PAGES, written: MARKDOWN_PAGES });
    expect(entries(root)).toHaveLength(MARKDOWN_PAGES);
    // The API document's validation is stored once, then taken from the cache.
    expect(cold.api).toEqual({ hits: 0, misses: 1, written: 1 });
    const coldTree = snapshotTree(path.join(root, 'build'));

    const warm = await build(root);
    expect(warm.counts).toEqual({ hits: MARKDOWN_PAGES, misses: 0, written: 0 });
    expect(warm.api).toEqual({ hits: 1, misses: 0, written: 0 });
    expect(snapshotTree(path.join(root, 'build'))).toEqual(coldTree);

    // One page's text changes: that page renders, the others come from the cache.
    const second = path.join(root, 'docs/guide/second.md');
    writeFileSync(second, readFileSync(second, 'utf8').replace('Builds keep a cache.', 'Builds keep a fresh cache.'));
    const edited = await build(root);
    expect(edited.counts).toEqual({ hits: MARKDOWN_PAGES - 1, misses: 1, written: 1 });
    expect(page(root, 'guide/second')).toContain('Builds keep a fresh cache.');

    // A partial is part of the including page's key: the page renders again with the new text.
    writeFileSync(path.join(root, 'docs/guide/_shared.md'), 'A shared paragraph about tokens.\n');
    const partial = await build(root);
    expect(partial.counts?.written).toBe(1);
    expect(page(root, 'guide/first')).toContain('A shared paragraph about tokens.');
    const afterPartial = snapshotTree(path.join(root, 'build'));

    // A corrupt entry is a miss: the page renders as before and the entry is rewritten.
    for (const name of entries(root)) writeFileSync(path.join(root, '.docgen/cache/markdown', name), '{"format":1,"links":');
    const corrupt = await build(root);
    expect(corrupt.counts).toEqual({ hits: 0, misses: MARKDOWN_PAGES, written: MARKDOWN_PAGES });
    expect(snapshotTree(path.join(root, 'build'))).toEqual(afterPartial);
    expect((await build(root)).counts).toEqual({ hits: MARKDOWN_PAGES, misses: 0, written: 0 });
  }, 600_000);

  it('reuses whole pages and the search index while nothing they are made from changed', async () => {
    const { root } = copyFixtureSite('build-cache');
    const cold = await build(root);
    // Every docs page (API pages render every build) is stored, and the search index.
    const stored = cold.pages!.written;
    expect(stored).toBeGreaterThanOrEqual(MARKDOWN_PAGES + 1);
    expect(cold.pages).toEqual({ hits: 0, misses: stored, written: stored });
    expect(cold.search).toEqual({ hits: 0, misses: 1, written: 1 });
    const coldTree = snapshotTree(path.join(root, 'build'));

    const warm = await build(root);
    expect(warm.pages).toEqual({ hits: stored, misses: 0, written: 0 });
    expect(warm.search).toEqual({ hits: 1, misses: 0, written: 0 });
    expect(snapshotTree(path.join(root, 'build'))).toEqual(coldTree);

    // One page's text: that page renders (and the index, whose entries changed), the others are reused.
    const second = path.join(root, 'docs/guide/second.md');
    writeFileSync(second, readFileSync(second, 'utf8').replace('Builds keep a cache.', 'Builds keep a reused cache.'));
    const edited = await build(root);
    expect(edited.pages).toEqual({ hits: stored - 1, misses: 1, written: 1 });
    expect(edited.search).toEqual({ hits: 0, misses: 1, written: 1 });
    expect(page(root, 'guide/second')).toContain('Builds keep a reused cache.');
    const fresh = await build(root, '--no-cache', '--out', 'fresh');
    expect(fresh.pages).toBeUndefined();
    expect(snapshotTree(path.join(root, 'build'))).toEqual(snapshotTree(path.join(root, 'fresh')));

    // The site's config is in every page's key: every page renders again.
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("copyright: 'Cache.'", "copyright: 'Cache, reused.'"));
    const reconfigured = await build(root);
    expect(reconfigured.pages).toEqual({ hits: 0, misses: stored, written: stored });
    expect(page(root, 'guide/first')).toContain('Cache, reused.');
  }, 600_000);

  it('links the unchanged files of the last output instead of writing them, and writes anew a file edited by hand', async () => {
    const { root } = copyFixtureSite('build-cache');
    await build(root);
    const linked = (output: string) => Number(/(\d+) unchanged files linked from the previous output/.exec(output)?.[1]);
    const home = path.join(root, 'build/index.html');
    const original = readFileSync(home, 'utf8');
    const warm = await build(root);
    const kept = linked(warm.run.stdout + warm.run.stderr);
    expect(kept).toBeGreaterThan(MARKDOWN_PAGES);
    writeFileSync(home, 'edited by hand');
    const after = await build(root);
    expect(readFileSync(home, 'utf8')).toBe(original);
    expect(linked(after.run.stdout + after.run.stderr)).toBe(kept - 1);
    // Without the cache nothing is known of the last output: every file is written.
    expect(linked((await build(root, '--no-cache')).run.stdout)).toBeNaN();
  }, 600_000);

  it('on markdown worker threads, a warm build reuses every entry and writes the same bytes as one thread', async () => {
    const { root } = copyFixtureSite('build-cache');
    const cold = await build(root, '--workers', '2');
    expect(cold.counts).toEqual({ hits: 0, misses: MARKDOWN_PAGES, written: MARKDOWN_PAGES });
    const coldTree = snapshotTree(path.join(root, 'build'));
    expect(cold.run.stderr + cold.run.stdout).toMatch(/finish markdown on 2 worker threads/);
    const warm = await build(root, '--workers', '2');
    expect(warm.counts).toEqual({ hits: MARKDOWN_PAGES, misses: 0, written: 0 });
    // Every page's markdown is cached: no thread starts.
    expect(warm.run.stderr + warm.run.stdout).toMatch(/finish markdown \d/);
    expect(warm.run.stderr + warm.run.stdout).not.toMatch(/worker threads/);
    expect(snapshotTree(path.join(root, 'build'))).toEqual(coldTree);
    // Entries written by the threads serve the main thread too, and the other way round.
    const single = await build(root, '--workers', '1');
    expect(single.counts).toEqual({ hits: MARKDOWN_PAGES, misses: 0, written: 0 });
    expect(snapshotTree(path.join(root, 'build'))).toEqual(coldTree);
  }, 600_000);

  it('reuses the client bundle until a file esbuild read changes, such as the site stylesheet', async () => {
    const { root } = copyFixtureSite('build-cache');
    const config = path.join(root, 'site.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace("title: 'Cache Docs',", "title: 'Cache Docs',\n  customCss: ['custom.css'],"),
    );
    writeFileSync(path.join(root, 'custom.css'), '.cache-marker-one { color: red; }\n');
    const stylesheet = () => {
      const html = page(root, 'guide/first');
      const href = /<link rel="stylesheet" href="\/([^"]+\.css)"/.exec(html)![1]!;
      return readFileSync(path.join(root, 'build', href), 'utf8');
    };
    expect((await build(root)).bundle).toEqual({ hits: 0, misses: 1, written: 1 });
    expect((await build(root)).bundle).toEqual({ hits: 1, misses: 0, written: 0 });
    expect(stylesheet()).toContain('.cache-marker-one');
    writeFileSync(path.join(root, 'custom.css'), '.cache-marker-two { color: red; }\n');
    expect((await build(root)).bundle).toEqual({ hits: 0, misses: 1, written: 1 });
    expect(stylesheet()).toContain('.cache-marker-two');
    expect(stylesheet()).not.toContain('.cache-marker-one');
  }, 600_000);

  it('a new route for a linked page re-renders the pages that link to it', async () => {
    const { root } = copyFixtureSite('build-cache');
    await build(root);
    const first = path.join(root, 'docs/guide/first.md');
    // A slug of its own moves first.md: index.md and second.md link to it and must not keep the old URL.
    writeFileSync(first, readFileSync(first, 'utf8').replace('title: First guide', 'title: First guide\nslug: /guide/start'));
    const moved = await build(root);
    expect(moved.counts?.written).toBe(MARKDOWN_PAGES);
    expect(page(root, 'guide/second')).toContain('href="/guide/start#setting-up"');
  }, 600_000);

  it('--no-cache and `cache: false` write no cache folder', async () => {
    const flagged = copyFixtureSite('build-cache').root;
    expect((await build(flagged, '--no-cache')).counts).toBeUndefined();
    expect(existsSync(path.join(flagged, '.docgen'))).toBe(false);

    const configured = copyFixtureSite('build-cache').root;
    const config = path.join(configured, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Cache Docs',", "title: 'Cache Docs',\n  cache: false,"));
    expect((await build(configured)).counts).toBeUndefined();
    expect(existsSync(path.join(configured, '.docgen'))).toBe(false);
  }, 600_000);

  it('the portal ignores its cache folder in git', () => {
    const ignored = execFileSync('git', ['check-ignore', '.docgen/cache/markdown/entry.json'], { cwd: repoRoot, encoding: 'utf8' });
    expect(ignored.trim()).toBe('.docgen/cache/markdown/entry.json');
  });
});
