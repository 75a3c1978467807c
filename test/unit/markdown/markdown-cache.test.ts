import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCacheStore } from '../../../src/cache/cache-store.js';
import { createMarkdownCache } from '../../../src/markdown/markdown-cache.js';
import type { MarkdownInput, MarkdownOutput } from '../../../src/markdown/processor.js';
import { tempDir } from '../../helpers/temp.js';

const input: MarkdownInput = { path: '/site/docs/a.md', sourcePath: 'a.md', body: '# A\n', lineOffset: 3 };
const output: MarkdownOutput = { html: '<h1>A</h1>', toc: [], widgets: [], warnings: [] };
const settings = { admonitions: { security: { label: 'Security' } }, locale: 'en' };

/** A cache in `dir` that stored `output` for `input` with engine `engine` and links `L1`. */
function filled(dir: string, engine = 'engine 1.0.0', extra: Partial<MarkdownOutput> = {}) {
  const store = createCacheStore(dir);
  const cache = createMarkdownCache(store, settings, engine)!;
  cache.store(cache.lookup(input), 'L1', { ...output, ...extra });
  store.commit(); // the build succeeded
  return cache;
}

describe('the markdown cache', () => {
  it('gives back a page stored with the same input, settings, engine and links', () => {
    const dir = tempDir();
    filled(dir);
    const cache = createMarkdownCache(
      createCacheStore(dir),
      { locale: 'en', admonitions: { security: { label: 'Security' } } },
      'engine 1.0.0',
    )!;
    expect(cache.outputFor(cache.lookup(input), 'L1')).toEqual(output);
    expect(cache.counts).toEqual({ reused: 1, rendered: 0 });
  });

  it('misses when the engine, the settings, the page text or the links context differ', () => {
    const dir = tempDir();
    filled(dir);
    const otherEngine = createMarkdownCache(createCacheStore(dir), settings, 'engine 1.0.1')!;
    expect(otherEngine.lookup(input).entry).toBeUndefined();
    const otherSettings = createMarkdownCache(createCacheStore(dir), { ...settings, locale: 'fr' }, 'engine 1.0.0')!;
    expect(otherSettings.lookup(input).entry).toBeUndefined();
    const same = createMarkdownCache(createCacheStore(dir), settings, 'engine 1.0.0')!;
    expect(same.lookup({ ...input, body: '# B\n' }).entry).toBeUndefined();
    expect(same.outputFor(same.lookup(input), 'L2')).toBeUndefined();
  });

  it('misses when a file the page read (a partial, an image) changed or went', () => {
    const dir = tempDir({ 'docs/_partial.md': 'Shared.' });
    const partial = path.join(dir, 'docs/_partial.md');
    filled(dir, 'engine 1.0.0', { dependencies: [partial] });
    const cache = () => createMarkdownCache(createCacheStore(dir), settings, 'engine 1.0.0')!;
    expect(cache().lookup(input).entry).toBeDefined();
    writeFileSync(partial, 'Shared, changed.');
    expect(cache().lookup(input).entry).toBeUndefined();
  });

  it('is off when the settings hold a function (a plugin), or there is no store', () => {
    expect(createMarkdownCache(createCacheStore(tempDir()), { remarkPlugins: [function plugin() {}] }, 'e')).toBeUndefined();
    expect(createMarkdownCache(undefined, settings, 'e')).toBeUndefined();
  });
});
