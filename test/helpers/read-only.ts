import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';

/**
 * Makes `dir` read-only for the duration of `run`, for whoever runs the tests: as root
 * (who ignores permissions) with a read-only bind mount, otherwise by permissions.
 * Returns a reason instead of running when this machine allows neither, so the test can
 * skip saying why.
 */
export async function withReadOnlyFolder<T>(
  dir: string,
  run: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false; reason: string }> {
  if (process.getuid?.() !== 0) {
    chmodSync(dir, 0o555);
    try {
      return { ran: true, value: await run() };
    } finally {
      chmodSync(dir, 0o755);
    }
  }
  try {
    execFileSync('mount', ['--bind', dir, dir], { stdio: 'pipe' });
  } catch (error) {
    return {
      ran: false,
      reason: `running as root and this machine refuses a read-only bind mount (${String((error as Error).message).split('\n')[0]})`,
    };
  }
  try {
    execFileSync('mount', ['-o', 'remount,ro,bind', dir], { stdio: 'pipe' });
    return { ran: true, value: await run() };
  } finally {
    execFileSync('umount', [dir], { stdio: 'pipe' });
  }
}
