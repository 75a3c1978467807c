import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputFile, OutputFiles } from '../../../src/core/output.js';
import { VERSION } from '../../../src/version.js';
import { writeOutput } from '../../../src/write/write-output.js';
import { withReadOnlyFolder } from '../../helpers/read-only.js';
import { docgenRejectionOf, tempDir } from '../../helpers/temp.js';

const MARKER = `${JSON.stringify({ generator: 'docgen', version: VERSION })}\n`;

/** Every file below `dir` with its text, for comparing whole folders. */
function snapshotFolder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, absolute)] = readFileSync(absolute, 'utf8');
  }
  return files;
}

describe('writeOutput', () => {
  it('writes text, bytes and copied files, creating folders', async () => {
    const parent = tempDir({ 'source/logo.svg': '<svg/>' });
    const outDir = path.join(parent, 'build');
    const files: OutputFiles = new Map<string, OutputFile>([
      ['index.html', '<h1>Home</h1>'],
      ['guides/x/index.html', '<h1>X</h1>'],
      ['assets/app.js', new TextEncoder().encode('console.log(1)')],
      ['img/logo.svg', { copyFrom: path.join(parent, 'source/logo.svg') }],
    ]);
    await writeOutput(outDir, files);
    expect(snapshotFolder(outDir)).toEqual({
      '.docgen-output.json': MARKER,
      'index.html': '<h1>Home</h1>',
      'guides/x/index.html': '<h1>X</h1>',
      'assets/app.js': 'console.log(1)',
      'img/logo.svg': '<svg/>',
    });
  });

  it('replaces the previous output completely, leaving no stale files or temp folders', async () => {
    const parent = tempDir({ 'build/.docgen-output.json': MARKER, 'build/index.html': 'old', 'build/stale/index.html': 'stale page' });
    const outDir = path.join(parent, 'build');
    await writeOutput(outDir, new Map([['index.html', 'new']]));
    expect(snapshotFolder(outDir)).toEqual({ '.docgen-output.json': MARKER, 'index.html': 'new' });
    expect(readdirSync(parent)).toEqual(['build']);
  });

  it('leaves the previous output untouched when a write fails', async () => {
    const parent = tempDir({
      'build/.docgen-output.json': MARKER,
      'build/index.html': 'previous home',
      'build/guides/x/index.html': 'previous x',
    });
    const outDir = path.join(parent, 'build');
    const before = snapshotFolder(outDir);
    const files: OutputFiles = new Map<string, OutputFile>([
      ['index.html', 'new home'],
      ['guides/x/index.html', 'new x'],
      ['img/logo.svg', { copyFrom: path.join(parent, 'does-not-exist.svg') }],
    ]);
    const error = await docgenRejectionOf(writeOutput(outDir, files));
    expect(error.code).toBe('DG060');
    expect(error.message).toBe(`Writing the site to ${outDir} failed; the previous output was left as it was.`);
    expect((error.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(snapshotFolder(outDir)).toEqual(before);
    expect(readdirSync(parent)).toEqual(['build']);
  });

  it('fails cleanly when the output folder cannot be created, and creates nothing', async () => {
    const parent = tempDir({ blocker: 'a file where a folder should be' });
    const outDir = path.join(parent, 'blocker', 'build');
    const error = await docgenRejectionOf(writeOutput(outDir, new Map([['index.html', 'x']])));
    expect(error.code).toBe('DG060');
    expect(statSync(path.join(parent, 'blocker')).isFile()).toBe(true);
  });

  it('keeps the previous output when the parent folder is read-only', async () => {
    const parent = tempDir({ 'build/.docgen-output.json': MARKER, 'build/index.html': 'previous' });
    await withReadOnlyFolder(parent, async () => {
      const error = await docgenRejectionOf(writeOutput(path.join(parent, 'build'), new Map([['index.html', 'new']])));
      expect(error.code).toBe('DG060');
      expect(readFileSync(path.join(parent, 'build/index.html'), 'utf8')).toBe('previous');
    });
    expect(readdirSync(parent)).toEqual(['build']);
  });

  it('never replaces a folder docgen did not write, even when called directly', async () => {
    const parent = tempDir({ 'build/thesis.tex': 'years of work' });
    const error = await docgenRejectionOf(writeOutput(path.join(parent, 'build'), new Map([['index.html', 'new']])));
    expect(error.code).toBe('DG062');
    expect(readFileSync(path.join(parent, 'build/thesis.tex'), 'utf8')).toBe('years of work');
    expect(readdirSync(parent)).toEqual(['build']);
  });
});
