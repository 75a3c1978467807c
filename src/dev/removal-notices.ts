import { existsSync } from 'node:fs';

/**
 * Remembers the removed paths an update has already built, so that a second notice of the
 * same removal does nothing. The watcher may report one removal twice, some milliseconds
 * apart (its raw event, then its own delayed `unlink`); the second would find a doc the
 * kept build no longer knows and build the whole site.
 */
export class RemovalNotices {
  #built = new Set<string>();

  /** The changes that still ask for work: a path gone whose removal was built already is left out. */
  news(changes: readonly string[]): string[] {
    return changes.filter((change) => !(this.#built.has(change) && !existsSync(change)));
  }

  /** After an update of `changes` succeeded: the paths gone are built, the paths there are not. */
  built(changes: readonly string[]): void {
    for (const change of changes) {
      if (existsSync(change)) this.#built.delete(change);
      else this.#built.add(change);
    }
  }
}
