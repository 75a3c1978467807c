import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireBuildLock, type BuildLock } from '../../../src/write/build-lock.js';
import { tempDir } from '../../helpers/temp.js';

const held = (lock: BuildLock | { heldBy: number }): BuildLock => {
  if ('heldBy' in lock) throw new Error(`expected the lock, but process ${lock.heldBy} holds it`);
  return lock;
};

describe('the build lock', () => {
  it('holds the process id and is released', async () => {
    const file = path.join(tempDir(), '.build.docgen-lock');
    const lock = held(await acquireBuildLock(file, { timeoutMs: 1000 }));
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    await lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over the lock of a build that no longer runs', async () => {
    const file = path.join(tempDir(), '.build.docgen-lock');
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(file, String(pid));
    const lock = held(await acquireBuildLock(file, { timeoutMs: 1000 }));
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('waits for a live holder, says so once, and gets the lock when it is released', async () => {
    const file = path.join(tempDir(), '.build.docgen-lock');
    const first = held(await acquireBuildLock(file, { timeoutMs: 1000 }));
    const waits: number[] = [];
    const second = acquireBuildLock(file, { timeoutMs: 10_000, pollMs: 10, onWait: (pid) => waits.push(pid) });
    await expect.poll(() => waits).toEqual([process.pid]);
    await first.release();
    const lock = held(await second);
    expect(waits).toEqual([process.pid]);
    await lock.release();
  });

  it('gives up after the timeout, naming the holder', async () => {
    const file = path.join(tempDir(), '.build.docgen-lock');
    const first = held(await acquireBuildLock(file, { timeoutMs: 1000 }));
    expect(await acquireBuildLock(file, { timeoutMs: 30, pollMs: 5 })).toEqual({ heldBy: process.pid });
    await first.release();
  });
});
