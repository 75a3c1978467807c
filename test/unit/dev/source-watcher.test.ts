/**
 * The source watcher passes on what chokidar reports and what its raw events show. A file
 * that only a raw event showed (chokidar's read of a new folder ran before the file was
 * there) must also be passed on when it goes, or `serve --watch` keeps its page forever.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FSWatcher } from 'chokidar';
import { watchSources } from '../../../src/dev/source-watcher.js';

let watcher: FSWatcher | undefined;
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
});

function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-watch-'));
  mkdirSync(path.join(root, 'docs'));
  mkdirSync(path.join(root, 'elsewhere')); // not watched: chokidar never reports its files
  return root;
}

describe('watchSources', () => {
  it('passes on a file that only a raw event showed, both when it appears and when it goes', async () => {
    const root = site();
    const changes: string[] = [];
    watcher = await watchSources([path.join(root, 'docs')], path.join(root, 'build'), (file) => changes.push(file));
    const file = path.join(root, 'elsewhere', 'page.md');
    const raw = () => watcher!.emit('raw', 'rename', 'page.md', { watchedPath: path.join(root, 'elsewhere') });

    writeFileSync(file, '# Page\n');
    raw();
    expect(changes).toEqual([file]);
    rmSync(file);
    raw();
    expect(changes).toEqual([file, file]);
    raw(); // gone already and passed on: an editor's second event of the same removal
    expect(changes).toEqual([file, file]);
  });

  it('does not pass on a raw event of a path it never saw as a file (a folder, an editor temporary file gone at once)', async () => {
    const root = site();
    const changes: string[] = [];
    watcher = await watchSources([path.join(root, 'docs')], path.join(root, 'build'), (file) => changes.push(file));
    watcher.emit('raw', 'rename', '4913', { watchedPath: path.join(root, 'elsewhere') });
    watcher.emit('raw', 'rename', 'elsewhere', { watchedPath: root });
    watcher.emit('raw', 'rename', '.page.md.swp', { watchedPath: path.join(root, 'elsewhere') });
    expect(changes).toEqual([]);
  });

  it('passes on what chokidar reports: a new file and its removal', async () => {
    const root = site();
    const changes: string[] = [];
    watcher = await watchSources([path.join(root, 'docs')], path.join(root, 'build'), (file) => changes.push(file));
    const file = path.join(root, 'docs', 'new.md');
    writeFileSync(file, '# New\n');
    await expect.poll(() => changes.includes(file), { timeout: 10_000 }).toBe(true);
    changes.length = 0;
    rmSync(file);
    await expect.poll(() => changes.includes(file), { timeout: 10_000 }).toBe(true);
  });
});
