import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectOutput, outputPaths, recoverInterruptedBuild, writeMarker } from '../../../src/write/output-folder.js';
import { realPathOf } from '../../../src/write/real-path.js';
import { tempDir } from '../../helpers/temp.js';

/** A folder docgen wrote: the marker and one page. */
async function docgenFolder(dir: string, page: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await writeMarker(dir);
  writeFileSync(path.join(dir, 'index.html'), page);
}

describe('the output folder', () => {
  it('keeps its staging folder, previous copy, lock and serve --watch claim beside it, under names the next build finds', () => {
    expect(outputPaths('/site/build')).toEqual({
      outDir: '/site/build',
      staging: '/site/.build.docgen-staging',
      previous: '/site/.build.docgen-previous',
      lock: '/site/.build.docgen-lock',
      serving: '/site/.build.docgen-serving',
    });
  });

  it('tells docgen output from other folders', async () => {
    const parent = tempDir({ 'foreign/notes.txt': 'mine', 'file.txt': 'x' });
    mkdirSync(path.join(parent, 'empty'));
    await docgenFolder(path.join(parent, 'built'), 'page');
    symlinkSync(path.join(parent, 'built'), path.join(parent, 'link'));
    expect(inspectOutput(path.join(parent, 'missing'))).toBe('missing');
    expect(inspectOutput(path.join(parent, 'empty'))).toBe('empty');
    expect(inspectOutput(path.join(parent, 'built'))).toBe('docgen');
    expect(inspectOutput(path.join(parent, 'foreign'))).toBe('foreign');
    expect(inspectOutput(path.join(parent, 'file.txt'))).toBe('not-a-folder');
    expect(inspectOutput(path.join(parent, 'link'))).toBe('not-a-folder');
  });

  it('after a build killed mid-swap, puts the previous output back', async () => {
    const parent = tempDir();
    const paths = outputPaths(path.join(parent, 'build'));
    await docgenFolder(paths.previous, 'previous build');
    await docgenFolder(paths.staging, 'next build');
    expect(await recoverInterruptedBuild(paths)).toEqual([]);
    expect(readFileSync(path.join(paths.outDir, 'index.html'), 'utf8')).toBe('previous build');
    expect(readdirSync(parent)).toEqual(['build']);
  });

  it('after a build killed after its swap, removes the previous copy and keeps the new output', async () => {
    const parent = tempDir();
    const paths = outputPaths(path.join(parent, 'build'));
    await docgenFolder(paths.outDir, 'new build');
    await docgenFolder(paths.previous, 'previous build');
    expect(await recoverInterruptedBuild(paths)).toEqual([]);
    expect(readFileSync(path.join(paths.outDir, 'index.html'), 'utf8')).toBe('new build');
    expect(readdirSync(parent)).toEqual(['build']);
  });

  it('removes an empty staging folder (killed before its marker was written)', async () => {
    const parent = tempDir();
    const paths = outputPaths(path.join(parent, 'build'));
    mkdirSync(paths.staging);
    expect(await recoverInterruptedBuild(paths)).toEqual([]);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('never deletes a folder at those names that docgen did not write', async () => {
    const parent = tempDir({ '.build.docgen-staging/thesis.tex': 'years of work', '.build.docgen-previous/notes.md': 'notes' });
    const paths = outputPaths(path.join(parent, 'build'));
    expect(await recoverInterruptedBuild(paths)).toEqual([{ path: paths.previous }, { path: paths.staging }]);
    expect(readFileSync(path.join(paths.staging, 'thesis.tex'), 'utf8')).toBe('years of work');
    expect(readFileSync(path.join(paths.previous, 'notes.md'), 'utf8')).toBe('notes');
    expect(existsSync(paths.outDir)).toBe(false);
  });
});

describe('real paths', () => {
  it('resolve symlinks of the part that exists and keep the rest', () => {
    const parent = tempDir({ 'site/docs/a.md': 'x' });
    symlinkSync(path.join(parent, 'site'), path.join(parent, 'alias'));
    const real = realPathOf(parent);
    expect(realPathOf(path.join(parent, 'alias'))).toBe(path.join(real, 'site'));
    expect(realPathOf(path.join(parent, 'alias/not/yet'))).toBe(path.join(real, 'site/not/yet'));
  });
});

describe('removing a folder of docgen', () => {
  it('takes the marker last, so a removal cut short is still recognised as docgen’s', async () => {
    const parent = tempDir();
    const paths = outputPaths(path.join(parent, 'build'));
    await docgenFolder(paths.outDir, 'new build');
    await docgenFolder(paths.previous, 'previous build');
    // A removal cut short after the pages went: only the marker is left, and it is still ours.
    rmSync(path.join(paths.previous, 'index.html'));
    expect(await recoverInterruptedBuild(paths)).toEqual([]);
    expect(readdirSync(parent)).toEqual(['build']);
  });
});
