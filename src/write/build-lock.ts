import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { unlink } from 'node:fs/promises';

/** A held lock; `release` is safe to call more than once. */
export interface BuildLock {
  release(): Promise<void>;
  /** Releases synchronously, for exit paths that cannot wait. */
  releaseSync(): void;
}

export interface LockOptions {
  /** How long to wait for another build before giving up. */
  timeoutMs: number;
  /** Told once when another build holds the lock, with its process id. */
  onWait?: (holderPid: number) => void;
  pollMs?: number;
}

/**
 * One build at a time per output folder: the lock file holds the builder's process id.
 * A lock whose process is gone (a build that was killed) is taken over; a live one is
 * waited for, up to `timeoutMs`, then the holder's pid is returned.
 */
export async function acquireBuildLock(file: string, options: LockOptions): Promise<BuildLock | { heldBy: number }> {
  const deadline = Date.now() + options.timeoutMs;
  let told = false;
  for (;;) {
    try {
      // Synchronous, so that a thread stopped mid-build (serve --watch) leaves either no
      // lock or one with its pid, never a lock file created after the thread was gone.
      const handle = openSync(file, 'wx');
      try {
        writeSync(handle, String(process.pid));
      } finally {
        closeSync(handle);
      }
      return lockAt(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(file);
    const stale = holder === undefined ? !beingWritten(file) : !isAlive(holder);
    if (stale) {
      await unlink(file).catch(() => undefined);
      continue;
    }
    if (Date.now() >= deadline) return { heldBy: holder ?? 0 };
    if (!told && holder !== undefined) {
      options.onWait?.(holder);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}

function lockAt(file: string): BuildLock {
  let held = true;
  const mine = () => held && lockHolder(file) === process.pid;
  return {
    async release() {
      if (mine()) await unlink(file).catch(() => undefined);
      held = false;
    },
    releaseSync() {
      if (mine()) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
      held = false;
    },
  };
}

/** The pid in a lock file; undefined while it is being written or when unreadable. */
function lockHolder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process, other than this one, whose id `file` holds; undefined for none, a stale or an unreadable file. */
export function otherLiveHolder(file: string): number | undefined {
  const holder = lockHolder(file);
  return holder !== undefined && holder !== process.pid && isAlive(holder) ? holder : undefined;
}

/** A lock file without a pid yet is another build between creating and writing it. */
function beingWritten(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 2000;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
