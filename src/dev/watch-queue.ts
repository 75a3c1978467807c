/**
 * Runs a job for batches of changes, one at a time. Changes that arrive while a job runs
 * are kept and start the next job as soon as it ends: nothing is lost, nothing overlaps.
 */
export class WatchQueue {
  #pending = new Set<string>();
  #active: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly job: (changes: string[]) => Promise<void>,
    // Short: it is part of every save's time to screen; an editor's save is one write or a
    // rename, its events a millisecond apart. A later event of the same save runs the job
    // again, which finds the text unchanged.
    private readonly debounceMs = 5,
  ) {}

  /** Records a changed path and schedules a run after a short quiet period. */
  add(change: string): void {
    this.#pending.add(change);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#drain(), this.debounceMs);
  }

  /** Resolves when no job runs and nothing is pending. */
  async idle(): Promise<void> {
    while (this.#active || this.#pending.size || this.#timer) {
      if (this.#active) await this.#active;
      else await new Promise((resolve) => setTimeout(resolve, this.debounceMs));
    }
  }

  async #drain(): Promise<void> {
    this.#timer = undefined;
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
