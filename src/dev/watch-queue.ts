import { existsSync } from 'node:fs';

/**
 * Runs a job for batches of changes, one at a time. Changes that arrive while a job runs
 * are kept and start the next job as soon as it ends: nothing is lost, nothing overlaps.
 */
export class WatchQueue {
  #pending = new Set<string>();
  #active: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #quietMs = 0;

  constructor(
    private readonly job: (changes: string[]) => Promise<void>,
    /** The quiet period after a change (the longest of the pending changes' counts). */
    private readonly debounceMs: number | ((change: string) => number) = quietPeriodOf,
  ) {}

  /** Records a changed path and schedules a run after a short quiet period. */
  add(change: string): void {
    this.#pending.add(change);
    this.#quietMs = Math.max(this.#quietMs, typeof this.debounceMs === 'number' ? this.debounceMs : this.debounceMs(change));
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#drain(), this.#quietMs);
  }

  /** Resolves when no job runs and nothing is pending. */
  async idle(): Promise<void> {
    while (this.#active || this.#pending.size || this.#timer) {
      if (this.#active) await this.#active;
      else await new Promise((resolve) => setTimeout(resolve, this.#quietMs));
    }
  }

  async #drain(): Promise<void> {
    this.#timer = undefined;
    this.#quietMs = 0;
    if (this.#active) return; // the running job picks the changes up when it ends
    while (this.#pending.size) {
      const changes = [...this.#pending];
      this.#pending.clear();
      // The job reports its own failures; a failed run must not stop the queue or
      // drop the changes that arrived meanwhile (nor become an unhandled rejection).
      this.#active = this.job(changes).catch(() => undefined);
      try {
        await this.#active;
      } finally {
        this.#active = undefined;
      }
    }
  }
}

/**
 * Short for a markdown page: it is part of every save's time to screen; an editor's save
 * is one write or a rename, its events a millisecond apart, and a later event of the same
 * save finds the page's text unchanged (nothing renders). Longer for any other file, whose
 * second event would build again, and for a page that has vanished.
 */
export function quietPeriodOf(change: string, exists: (file: string) => boolean = existsSync): number {
  if (!/\.mdx?$/i.test(change)) return 15;
  // A page that is gone is often mid-save (vim renames it away, then writes it anew): on a
  // busy machine the steps come more than 5 ms apart, so wait longer before it is removed.
  return exists(change) ? 5 : VANISHED_PAGE_MS;
}

/** The quiet period after a markdown page that is not there (removed, or mid-save). */
export const VANISHED_PAGE_MS = 150;
