import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../content/collect.js';

/**
 * Tells saved sources from an editor's temporary files. Many saves go through one: `sed -i`
 * writes `sedXXXXXX` beside the file and renames it over it, vim probes the folder with a
 * file `4913` and keeps a backup `name~` while it writes, JetBrains IDEs write
 * `name___jb_tmp___`. Each is made and gone again within the save; passed on, it is a file
 * the kept build does not know, and the whole site builds again. A changed path that is
 * gone now and that was never seen as a file (when watching began, or at an earlier
 * update) is such a file: no build read it, unless a whole build ran in the milliseconds
 * it lived (the next whole build reads the folders again).
 */
export class KnownSources {
  #known = new Set<string>();

  /** Notes paths that exist (`pathsUnder` the watched entries, once watching began). */
  know(paths: Iterable<string>): void {
    for (const file of paths) this.#known.add(file);
  }

  /**
   * The changes that may ask for work: every path there now, and every path gone that was
   * known (a removal). Remembers which of them are there now. `changes` are absolute,
   * each existing folder already replaced by its files (`withFolderContents`).
   */
  sift(changes: readonly string[], exists: (file: string) => boolean = existsSync): string[] {
    const kept: string[] = [];
    for (const change of changes) {
      if (exists(change)) this.#known.add(change);
      else if (!this.#known.delete(change)) continue;
      kept.push(change);
    }
    return kept;
  }
}

/** The paths there now of watched `entries` (absolute): each file, each folder and the files below it. */
export async function pathsUnder(entries: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    entries.map(async (entry) => {
      const kind = await stat(entry).catch(() => undefined);
      if (!kind?.isDirectory()) return kind ? [entry] : [];
      return [entry, ...(await listFiles(entry)).map((file) => path.join(entry, file))];
    }),
  );
  return found.flat();
}
