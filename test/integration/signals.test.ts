/**
 * Builds killed at chosen moments (SIGINT and SIGKILL): the previous output survives
 * intact, and the next build puts everything right and leaves nothing behind. The
 * moments are named pause points of the writer (DOCGEN_TEST_PAUSE), reached for sure
 * before the kill: each test waits for the build to say it is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen, snapshotTree } from '../helpers/bad-input.js';
import { repoRoot } from '../helpers/paths.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

/** A build in the background; `reached` resolves when its stderr shows `line`. */
function startBuild(
  root: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; reached: (line: string) => Promise<void>; exited: Promise<number | null>; stderr: () => string } {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '--out', '../out'], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const waiters: { line: string; resolve: () => void }[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const waiter of waiters) if (stderr.includes(waiter.line)) waiter.resolve();
  });
  child.stdout!.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    stderr: () => stderr,
    reached: (line) =>
      new Promise<void>((resolve, reject) => {
        if (stderr.includes(line)) return resolve();
        waiters.push({ line, resolve });
        void exited.then(() => reject(new Error(`the build exited before "${line}":\n${stderr}`)));
      }),
  };
}

/** A site with a finished previous build in `<parent>/out`, and a changed page so the next build differs. */
async function siteWithPreviousBuild() {
  const { root, parent } = copyFixtureSite('basic');
  const first = await runDocgen(['build', '--out', '../out', '--quiet'], { cwd: root });
  expect(first.code, first.stderr).toBe(0);
  const previous = snapshotTree(path.join(parent, 'out'));
  writeFileSync(path.join(root, 'docs/index.md'), '---\ntitle: Changed home\n---\n\nThe next build.\n');
  return { root, parent, previous };
}

describe('a build killed', () => {
  for (const point of ['built', 'staging-written', 'mid-swap'] as const) {
    it(`by SIGINT at "${point}" exits 130, leaves the previous output intact and nothing else`, async () => {
      const { root, parent, previous } = await siteWithPreviousBuild();
      const build = startBuild(root, { DOCGEN_TEST_PAUSE: point });
      await build.reached(`docgen: paused at ${point}`);
      build.child.kill('SIGINT');
      expect(await build.exited).toBe(130);
      expect(readdirSync(parent).sort()).toEqual(['out', 'site']);
      expect(snapshotTree(path.join(parent, 'out'))).toEqual(previous);
    });

    it(`by SIGKILL at "${point}" keeps the previous output, which the next build puts right and replaces`, async () => {
      const { root, parent, previous } = await siteWithPreviousBuild();
      const build = startBuild(root, { DOCGEN_TEST_PAUSE: point });
      await build.reached(`docgen: paused at ${point}`);
      build.child.kill('SIGKILL');
      await build.exited;
      // Killed mid-swap, the previous output waits under its temporary name.
      const kept = existsSync(path.join(parent, 'out')) ? 'out' : '.out.docgen-previous';
      expect(kept).toBe(point === 'mid-swap' ? '.out.docgen-previous' : 'out');
      expect(snapshotTree(path.join(parent, kept))).toEqual(previous);
      const next = await runDocgen(['build', '--out', '../out', '--quiet'], { cwd: root });
      expect(next.code, next.stderr).toBe(0);
      expect(readdirSync(parent).sort()).toEqual(['out', 'site']);
      expect(snapshotTree(path.join(parent, 'out'))).not.toEqual(previous);
      expect(readdirSync(path.join(parent, 'out'))).toContain('.docgen-output.json');
    });
  }
});

describe('a build stopped with SIGTERM', () => {
  it('while its staging folder is written exits 143 and leaves the previous output and nothing else', async () => {
    const { root, parent, previous } = await siteWithPreviousBuild();
    const build = startBuild(root, { DOCGEN_TEST_PAUSE: 'staging-written' });
    await build.reached('docgen: paused at staging-written');
    build.child.kill('SIGTERM');
    expect(await build.exited).toBe(143);
    expect(readdirSync(parent).sort()).toEqual(['out', 'site']);
    expect(snapshotTree(path.join(parent, 'out'))).toEqual(previous);
  });
});

describe('two builds into one output folder', () => {
  it('run one after the other: the second waits, and takes over when the first dies', async () => {
    const { root, parent } = await siteWithPreviousBuild();
    const first = startBuild(root, { DOCGEN_TEST_PAUSE: 'staging-written' });
    await first.reached('docgen: paused at staging-written');
    const second = startBuild(root, {});
    await second.reached(`Waiting for the build in process ${first.child.pid}`);
    first.child.kill('SIGKILL');
    expect(await second.exited).toBe(0);
    expect(readdirSync(parent).sort()).toEqual(['out', 'site']);
  });

  it('started together, both succeed and the result is one complete build', async () => {
    const { root, parent } = await siteWithPreviousBuild();
    const [a, b] = [startBuild(root, {}), startBuild(root, {})];
    expect([await a.exited, await b.exited]).toEqual([0, 0]);
    expect(readdirSync(parent).sort()).toEqual(['out', 'site']);
    const single = copyFixtureSite('basic');
    writeFileSync(path.join(single.root, 'docs/index.md'), '---\ntitle: Changed home\n---\n\nThe next build.\n');
    expect((await runDocgen(['build', '--out', '../out', '--quiet'], { cwd: single.root })).code).toBe(0);
    expect(Object.keys(snapshotTree(path.join(parent, 'out'))).sort()).toEqual(
      Object.keys(snapshotTree(path.join(single.parent, 'out'))).sort(),
    );
  });
});
