import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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
  set(key: string, value: unknown): void;
  readonly counts: CacheCounts;
  /** Removes this store's own entries not used for `maxAgeMs`; returns how many went. */
  prune(maxAgeMs: number, now?: number): number;
}

const ENTRY = /^[0-9a-f]{64}\.json$/;

/**
 * A folder of cache entries, one file per key. Writes go to a temp file renamed into
 * place, so a reader never sees half an entry; an entry that cannot be read or parsed is
 * a miss (and is rewritten). A hit touches the file, so pruning keeps what builds use.
 */
export function createCacheStore(dir: string): CacheStore {
  const counts: CacheCounts = { hits: 0, misses: 0, writes: 0 };
  const fileOf = (key: string) => path.join(dir, `${key}.json`);
  let madeDir = false;
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
      if (!madeDir) mkdirSync(dir, { recursive: true });
      madeDir = true;
      const temp = `${fileOf(key)}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        writeFileSync(temp, JSON.stringify(value));
        renameSync(temp, fileOf(key));
        counts.writes++;
      } catch {
        // A cache that cannot be written costs speed, never the build.
        rmSync(temp, { force: true });
      }
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
