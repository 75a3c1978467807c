/** Shared steps of the `serve --watch` refresh tests: edit a source, wait for the refresh, compare with a build. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { runDocgen, snapshotTree } from './bad-input.js';
import type { ServeProcess } from './serve-process.js';
import { WATCH_OUTPUT } from '../../src/dev/dev-output.js';
import { outputPaths } from '../../src/write/output-folder.js';

/** Where `serve --watch` builds without `--out`: its development build, not `build/`. */
export const WATCH_OUT = WATCH_OUTPUT;
/** The lock the watch build holds on its output while it writes (see build-lock.ts). */
export const WATCH_LOCK = outputPaths(WATCH_OUTPUT).lock;

/** How long a rebuild may take on a loaded machine before the test gives up. */
export const SLOW = 120_000;

/** Replaces `from` by `to` in `file`; throws when the file does not contain it (a test that edits nothing must not pass). */
export function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** Waits for the refresh after `offset` and for the saves' pause (the lock goes once the whole site's files are written). */
export async function settled(server: ServeProcess, root: string, offset: number): Promise<string> {
  try {
    await expect.poll(() => server.output().slice(offset), { timeout: SLOW }).toMatch(/Up to date|still being served/);
  } catch (error) {
    // The whole log tells a refresh that never started from one that stopped half-way.
    throw new Error(`${(error as Error).message}\nThe server printed:\n${server.output()}`, { cause: error });
  }
  await expect.poll(() => existsSync(path.join(root, WATCH_LOCK)), { timeout: 30_000 }).toBe(false);
  return server.output().slice(offset);
}

/** The watch build's output equals a fresh build's, file list and bytes. */
export async function expectSameAsBuild(root: string): Promise<void> {
  rmSync(path.join(root, 'fresh'), { recursive: true, force: true });
  const fresh = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
  expect(fresh.code, fresh.stderr).toBe(0);
  expect(snapshotTree(path.join(root, WATCH_OUT))).toEqual(snapshotTree(path.join(root, 'fresh')));
}
