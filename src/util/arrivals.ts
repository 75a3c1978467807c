/**
 * Values made one by one that others wait for by key (a docs page's markdown, which its
 * page renders from as soon as it is finished). `wait` resolves once `arrived` names the
 * key, or rejects with the failure of the work that makes them.
 */
export interface Arrivals {
  /** Resolves when `key` arrives (at once if it has); rejects if the work failed first. */
  wait(key: string): Promise<void>;
  arrived(key: string): void;
  /** The work failed: every wait, now and later, rejects with `error`. */
  fail(error: unknown): void;
}

export function createArrivals(): Arrivals {
  const seen = new Set<string>();
  const waiting = new Map<string, { resolve: () => void; reject: (error: unknown) => void }[]>();
  let failure: { error: unknown } | undefined;
  return {
    wait(key) {
      if (seen.has(key)) return Promise.resolve();
      if (failure) return Promise.reject(failure.error);
      return new Promise((resolve, reject) => {
        const waiters = waiting.get(key) ?? [];
        waiters.push({ resolve, reject });
        waiting.set(key, waiters);
      });
    },
    arrived(key) {
      seen.add(key);
      for (const waiter of waiting.get(key) ?? []) waiter.resolve();
      waiting.delete(key);
    },
    fail(error) {
      failure ??= { error };
      for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(failure.error);
      waiting.clear();
    },
  };
}
