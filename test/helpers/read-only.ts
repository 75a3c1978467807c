import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes `dir` read-only for the duration of `run`, for whoever runs the tests: as root
 * (who ignores permissions) with a read-only bind mount, otherwise by permissions. First
 * proves that a write into it fails, so a test never passes on a folder that stayed
 * writable; where this machine allows neither, the test fails saying why (it never skips).
 */
export async function withReadOnlyFolder<T>(dir: string, run: () => Promise<T>): Promise<T> {
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    try {
      execFileSync('mount', ['--bind', dir, dir], { stdio: 'pipe' });
      execFileSync('mount', ['-o', 'remount,ro,bind', dir], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(
        `this test needs a read-only folder: running as root, it needs a read-only bind mount, which this machine refused (${String((error as Error).message).split('\n')[0]}). Run the tests as a user without root, or where mount --bind is allowed.`,
      );
    }
  } else chmodSync(dir, 0o555);
  try {
    expectUnwritable(dir);
    return await run();
  } finally {
    if (asRoot) execFileSync('umount', [dir], { stdio: 'pipe' });
    else chmodSync(dir, 0o755);
  }
}

function expectUnwritable(dir: string): void {
  const probe = path.join(dir, '.read-only-probe');
  try {
    writeFileSync(probe, '');
  } catch (error) {
    if (['EROFS', 'EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) return;
    throw error;
  }
  rmSync(probe);
  throw new Error(`${dir} was meant to be read-only, but a file could be written into it`);
}
