/**
 * A build with the previous output's manifest links the files it would write again with
 * the same bytes, and writes anew a file whose bytes differ or that someone changed since;
 * the previous output is never written through a link, whether the build commits or not.
 */
import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStaging, type StagingReuse } from '../../../src/write/staging.js';
import type { OutputManifest } from '../../../src/write/output-manifest.js';

const outDirOf = () => path.join(mkdtempSync(path.join(tmpdir(), 'docgen-reuse-')), 'site');
const inode = (file: string) => statSync(file).ino;

/** A build writing a/index.html, b/index.html (`b`), then c.txt (bytes) and d.txt (text) at its commit. */
async function build(outDir: string, reuse: StagingReuse, b = 'B') {
  const staging = await openStaging(outDir, reuse);
  await staging.write('a/index.html', 'A');
  await staging.write('b/index.html', b);
  await staging.commit(
    new Map<string, string | Uint8Array>([
      ['c.txt', Buffer.from('C')],
      ['d.txt', 'D'],
    ]),
  );
  return staging;
}

async function firstBuild(outDir: string): Promise<OutputManifest> {
  const staging = await build(outDir, {});
  expect(staging.kept).toBe(0);
  return staging.manifest!;
}

describe('staging with the previous output', () => {
  it('links unchanged files, and writes changed ones and ones edited since', async () => {
    const outDir = outDirOf();
    const manifest = await firstBuild(outDir);
    expect([...manifest.keys()].sort()).toEqual(['a/index.html', 'b/index.html', 'c.txt', 'd.txt']);
    const before = { a: inode(path.join(outDir, 'a/index.html')), b: inode(path.join(outDir, 'b/index.html')) };
    // Edited by hand after the build: same size, another time.
    writeFileSync(path.join(outDir, 'c.txt'), 'X');
    utimesSync(path.join(outDir, 'd.txt'), new Date(2001, 1, 1), new Date(2001, 1, 1));

    const staging = await build(outDir, { previous: manifest }, 'B, changed');
    expect(staging.kept).toBe(1);
    expect(inode(path.join(outDir, 'a/index.html'))).toBe(before.a);
    expect(inode(path.join(outDir, 'b/index.html'))).not.toBe(before.b);
    expect(readFileSync(path.join(outDir, 'b/index.html'), 'utf8')).toBe('B, changed');
    expect(readFileSync(path.join(outDir, 'c.txt'), 'utf8')).toBe('C');
    expect(readFileSync(path.join(outDir, 'd.txt'), 'utf8')).toBe('D');
    // The next build's manifest vouches for the files as they are now.
    const again = await openStaging(outDir, { previous: staging.manifest });
    for (const [relative, contents] of [
      ['a/index.html', 'A'],
      ['b/index.html', 'B, changed'],
      ['c.txt', 'C'],
      ['d.txt', 'D'],
    ])
      await again.write(relative!, contents!);
    await again.commit(new Map());
    expect(again.kept).toBe(4);
  });

  it('never writes into the previous output through a link: a path written twice replaces its link', async () => {
    const outDir = outDirOf();
    const manifest = await firstBuild(outDir);
    const aborted = await openStaging(outDir, { previous: manifest });
    await aborted.write('a/index.html', 'A');
    await aborted.write('a/index.html', 'A, written twice');
    await aborted.commit(new Map([['b/index.html', 'B']])).then(() => undefined);
    expect(readFileSync(path.join(outDir, 'a/index.html'), 'utf8')).toBe('A, written twice');

    const again = await firstBuild(outDir);
    const failing = await openStaging(outDir, { previous: again });
    await failing.write('a/index.html', 'A');
    await failing.write('a/index.html', 'not kept');
    await failing.abort();
    expect(readFileSync(path.join(outDir, 'a/index.html'), 'utf8')).toBe('A');
  });

  it('records nothing and links nothing without `reuse`', async () => {
    const outDir = outDirOf();
    await firstBuild(outDir);
    const plain = await openStaging(outDir);
    await plain.write('a/index.html', 'A');
    await plain.commit(new Map());
    expect(plain.manifest).toBeUndefined();
    expect(plain.kept).toBe(0);
  });
});
