/** A map of strings to strings that forgets its least recently used entries past a size. */
export interface BoundedCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  /** Characters held, keys and values. */
  readonly size: number;
}

/**
 * A cache bounded by the characters of its keys and values, the most recently used kept
 * (a Map keeps insertion order: a hit is moved to the end). Per-build memos of a large API
 * document (Microsoft Graph) would otherwise hold every text until the build ends.
 */
export function createBoundedCache(limit: number): BoundedCache {
  const entries = new Map<string, string>();
  let size = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      const old = entries.get(key);
      if (old !== undefined) {
        size -= key.length + old.length;
        entries.delete(key);
      }
      entries.set(key, value);
      size += key.length + value.length;
      for (const [oldKey, oldValue] of entries) {
        if (size <= limit || oldKey === key) break;
        entries.delete(oldKey);
        size -= oldKey.length + oldValue.length;
      }
    },
    get size() {
      return size;
    },
  };
}
