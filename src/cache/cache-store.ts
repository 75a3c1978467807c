import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** What a store did in one build, for --verbose and for tests (never timing). */
export interface CacheCounts {
  hits: number;
  misses: number;
  writes: number;
}

/** One kind of cached result (`markdown`, ...): JSON values by content-hash key. */
export interface CacheStore {
  /** The entry, or undefined (a miss) when there is none, it cannot be read, or `usable` refuses it. */
  get(key: string, usable?: (value: unknown) => boolean): unknown;
  /** Stores an entry as pending: other builds see it only after `commit`. */
  set(key: string, value: unknown): void;
  /**
   * Stores texts, one after the other, as an entry that is read back as a file (`file`),
   * never parsed: a large result (a search index) copied into the output as it is.
   */
  setFile(key: string, parts: readonly string[]): void;
  /** The file of an entry stored with `setFile` (a hit, touched), or undefined (a miss) when there is none. */
  file(key: string): string | undefined;
  /** The build succeeded: its pending entries take their place. */
  commit(): void;
  /** The build failed: its pending entries go, and the folder if this store created it and it is empty. */
  discard(): void;
  readonly counts: CacheCounts;
  /** Removes this store's own entries not used for `maxAgeMs`; returns how many went. */
  prune(maxAgeMs: number, now?: number): number;
}

const ENTRY = /^[0-9a-f]{64}\.json$/;

/**
 * A folder of cache entries, one file per key. Writes go to a temp file, renamed into
 * place when the build succeeds (a failed build leaves the site folder as it was), so a
 * reader never sees half an entry; an entry that cannot be read or parsed is a miss (and
 * is rewritten). A hit touches the file, so pruning keeps what builds use.
 */
export function createCacheStore(dir: string): CacheStore {
  const counts: CacheCounts = { hits: 0, misses: 0, writes: 0 };
  const fileOf = (key: string) => path.join(dir, `${key}.json`);
  let madeDir = false;
  let createdDir = false;
  const pending = new Map<string, string>(); // final file -> its temp file
  // Work still running when the build ended (a bundle, a validation) stores nothing.
  let closed = false;
  /** Writes an entry into a temp file, renamed into place by `commit`. */
  const store = (key: string, write: (temp: string) => void) => {
    if (closed) return;
    const temp = `${fileOf(key)}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (!madeDir) createdDir = mkdirSync(dir, { recursive: true }) !== undefined;
      madeDir = true;
      write(temp);
      const earlier = pending.get(fileOf(key));
      if (earlier) rmSync(earlier, { force: true });
      pending.set(fileOf(key), temp);
      counts.writes++;
    } catch {
      // A cache that cannot be written costs speed, never the build.
      rmSync(temp, { force: true });
    }
  };
  return {
    counts,
    get(key, usable = () => true) {
      try {
        const value: unknown = JSON.parse(readFileSync(fileOf(key), 'utf8'));
        if (!usable(value)) throw new Error('stale entry');
        counts.hits++;
        const now = new Date();
        utimesSync(fileOf(key), now, now);
        return value;
      } catch {
        counts.misses++;
        return undefined;
      }
    },
    set(key, value) {
      store(key, (temp) => writeFileSync(temp, JSON.stringify(value)));
    },
    setFile(key, parts) {
      store(key, (temp) => {
        const handle = openSync(temp, 'w');
        try {
          for (const part of parts) writeSync(handle, part);
        } finally {
          closeSync(handle);
        }
      });
    },
    file(key) {
      const file = fileOf(key);
      if (!existsSync(file)) {
        counts.misses++;
        return undefined;
      }
      try {
        const now = new Date();
        utimesSync(file, now, now);
      } catch {
        counts.misses++;
        return undefined;
      }
      counts.hits++;
      return file;
    },
    commit() {
      closed = true;
      for (const [file, temp] of pending) {
        try {
          renameSync(temp, file);
        } catch {
          rmSync(temp, { force: true });
        }
      }
      pending.clear();
    },
    discard() {
      closed = true;
      for (const temp of pending.values()) rmSync(temp, { force: true });
      pending.clear();
      if (createdDir) removeIfEmpty(dir);
    },
    prune(maxAgeMs, now = Date.now()) {
      let removed = 0;
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return 0;
      }
      for (const name of names) {
        // Only docgen's own entries (and temp files of an interrupted write) go.
        if (!ENTRY.test(name) && !/^[0-9a-f]{64}\.json\.[0-9a-f]{12}\.tmp$/.test(name)) continue;
        const file = path.join(dir, name);
        try {
          if (now - statSync(file).mtimeMs > maxAgeMs) {
            rmSync(file, { force: true });
            removed++;
          }
        } catch {
          // Gone meanwhile (another build pruned it).
        }
      }
      return removed;
    },
  };
}

/** Removes a folder that holds nothing (another build may have written into it meanwhile). */
export function removeIfEmpty(dir: string): void {
  try {
    if (readdirSync(dir).length === 0) rmdirSync(dir);
  } catch {
    // Gone already, or not ours to remove.
  }
}
