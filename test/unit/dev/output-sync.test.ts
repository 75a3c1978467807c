import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKey, prepareChanged, prepareSync, removeFiles, syncFolder, writeChanged } from '../../../src/dev/output-sync.js';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-sync-'));
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), text);
  }
  return dir;
}

/** Sets a file's time in the past, so that any write of it shows. */
const age = (file: string) => utimesSync(file, new Date(2000, 0, 1), new Date(2000, 0, 1));

describe('syncFolder', () => {
  it('moves in only the files whose bytes differ, removes the ones gone, and leaves the others (and dot files) untouched', async () => {
    const out = folder({ 'a/index.html': 'same', 'b/index.html': 'old', 'gone.txt': 'x', '.docgen-output.json': '{}' });
    const staging = folder({ 'a/index.html': 'same', 'b/index.html': 'new', 'c/index.html': 'added' });
    age(path.join(out, 'a/index.html'));
    const before = statSync(path.join(out, 'a/index.html')).mtimeMs;
    const changed = await syncFolder(staging, out);
    expect(changed.sort()).toEqual(['b/index.html', 'c/index.html', 'gone.txt']);
    expect(statSync(path.join(out, 'a/index.html')).mtimeMs).toBe(before);
    expect(readFileSync(path.join(out, 'b/index.html'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(out, 'c/index.html'), 'utf8')).toBe('added');
    expect(existsSync(path.join(out, 'gone.txt'))).toBe(false);
    expect(existsSync(path.join(out, '.docgen-output.json'))).toBe(true);
  });
});

describe('writeChanged', () => {
  it('writes texts and bytes that differ and nothing else, and refuses a path out of the folder', async () => {
    const out = folder({ 'a.html': 'same', 'b.json': '[1]' });
    age(path.join(out, 'a.html'));
    const before = statSync(path.join(out, 'a.html')).mtimeMs;
    const changed = await writeChanged(
      out,
      new Map<string, string | Uint8Array>([
        ['a.html', 'same'],
        ['b.json', new TextEncoder().encode('[2]')],
        ['new/c.html', 'c'],
      ]),
    );
    expect(changed).toEqual(['b.json', 'new/c.html']);
    expect(statSync(path.join(out, 'a.html')).mtimeMs).toBe(before);
    expect(readFileSync(path.join(out, 'b.json'), 'utf8')).toBe('[2]');
    await expect(writeChanged(out, new Map([['../outside.html', 'x']]))).rejects.toThrow(/outside/);
    expect(existsSync(path.join(out, '../outside.html'))).toBe(false);
  });

  it('refuses a batch with a path out of the folder before writing any of it', async () => {
    const out = folder({});
    const files = new Map(Array.from({ length: 40 }, (_, index) => [`page-${index}.html`, 'x']));
    files.set('../outside.html', 'x');
    await expect(writeChanged(out, files)).rejects.toThrow(/outside/);
    expect(existsSync(path.join(out, 'page-0.html'))).toBe(false);
  });

  it('writes the files it is told differ without reading them first, in the order given', async () => {
    const out = folder({ 'a.html': 'same', 'b.html': 'same' });
    age(path.join(out, 'a.html'));
    const before = statSync(path.join(out, 'a.html')).mtimeMs;
    const files = new Map([
      ['b.html', 'same'],
      ['a.html', 'same'],
    ]);
    expect(await writeChanged(out, files, new Set(['a.html']))).toEqual(['a.html']);
    expect(statSync(path.join(out, 'a.html')).mtimeMs).not.toBe(before);
  });
});

describe('removeFiles', () => {
  it('removes the files named that are there, says which, and refuses a path out of the folder', async () => {
    const out = folder({ 'assets/sidebars/old.json': '{}', 'keep.html': 'k' });
    expect(await removeFiles(out, ['assets/sidebars/old.json', 'never-there.json'])).toEqual(['assets/sidebars/old.json']);
    expect(existsSync(path.join(out, 'assets/sidebars/old.json'))).toBe(false);
    expect(existsSync(path.join(out, 'keep.html'))).toBe(true);
    await expect(removeFiles(out, ['../outside.html'])).rejects.toThrow(/outside/);
  });
});

describe('pageKey', () => {
  it('names a page by its address path the way the live-reload client reads location.pathname', () => {
    expect(pageKey('/', 'index.html')).toBe('');
    expect(pageKey('/', 'guide/intro/index.html')).toBe('/guide/intro');
    expect(pageKey('/docs/', 'guide/intro/index.html')).toBe('/docs/guide/intro');
    expect(pageKey('/', 'legacy.html')).toBe('/legacy');
  });
});

describe('removeFiles, a page gone', () => {
  it('removes the folders a removed file leaves empty, and no folder that still holds a file', async () => {
    const out = folder({ 'guide/old/index.html': 'x', 'guide/kept/index.html': 'y', 'guide/old.md': 'z' });
    expect(await removeFiles(out, ['guide/old/index.html', 'guide/missing.html'])).toEqual(['guide/old/index.html']);
    expect(existsSync(path.join(out, 'guide/old'))).toBe(false);
    expect(existsSync(path.join(out, 'guide/kept/index.html'))).toBe(true);
    await removeFiles(out, ['guide/old.md', 'guide/kept/index.html']);
    expect(existsSync(path.join(out, 'guide'))).toBe(false);
    expect(existsSync(out)).toBe(true); // never the output itself
  });
});

describe('changes prepared outside the server’s gate (serve --watch under load)', () => {
  it('prepareSync and prepareChanged do the slow part first and touch no served file until apply, which only renames', async () => {
    const out = folder({ 'a/index.html': 'old a', 'b/index.html': 'same', 'gone.txt': 'x' });
    const staging = folder({ 'a/index.html': 'new a', 'b/index.html': 'same' });
    const synced = await prepareSync(staging, out);
    expect(synced.changed.sort()).toEqual(['a/index.html', 'gone.txt']);
    // Prepared: requests answered meanwhile still get the whole previous build.
    expect(readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('old a');
    expect(existsSync(path.join(out, 'gone.txt'))).toBe(true);
    await synced.apply();
    expect(readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('new a');
    expect(existsSync(path.join(out, 'gone.txt'))).toBe(false);

    const written = await prepareChanged(
      out,
      new Map([
        ['a/index.html', 'newer a'],
        ['b/index.html', 'same'],
      ]),
    );
    expect(written.changed).toEqual(['a/index.html']);
    expect(readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('new a');
    await written.apply();
    expect(readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('newer a');

    // A change given up (a failed swap) leaves no temporary file behind.
    const dropped = await prepareChanged(out, new Map([['b/index.html', 'other']]));
    await dropped.discard();
    expect(readdirSync(path.join(out, 'b'))).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'b/index.html'), 'utf8')).toBe('same');
  });
});
