import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../content/collect.js';
import type { OutputFiles } from '../core/output.js';
import { mapAtOnce } from '../util/at-once.js';
import { isWithin } from '../write/output-guard.js';

/** The same bytes already there (a missing file is never the same). */
async function sameAs(file: string, contents: Uint8Array | string): Promise<boolean> {
  try {
    const existing = await readFile(file);
    return existing.equals(typeof contents === 'string' ? Buffer.from(contents) : contents);
  } catch {
    return false;
  }
}

/** `guides/x` inside `outDir`, refusing any path that would lead out of it. */
function inside(outDir: string, relative: string): string {
  const target = path.resolve(outDir, relative);
  if (!isWithin(target, outDir) || target === outDir) throw new Error(`refusing to write ${relative} outside ${outDir}`);
  return target;
}

/**
 * A change of the output made in two steps, so that the server's gate is held only for
 * the second: everything slow (reading and comparing files, writing new ones beside their
 * targets) is done first, while requests are answered; `apply` then only renames and
 * removes (milliseconds, whatever the site's size). `discard` undoes the first step.
 */
export interface PreparedChange {
  /** The paths that change, relative to the output. */
  changed: string[];
  apply(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Moves into `outDir` only the files of `staging` that differ from the output's, and
 * removes the output's files that the new build no longer has: unchanged files keep their
 * bytes and times, and the list says what a reader may need to reload. Dot files (the
 * output's marker) stay. The comparison is done here; `apply` moves and removes.
 */
export async function prepareSync(staging: string, outDir: string): Promise<PreparedChange> {
  const [next, current] = await Promise.all([listFiles(staging), listFiles(outDir)]);
  const differs = await mapAtOnce(
    next,
    WRITES_AT_ONCE,
    async (relative) => !(await sameAs(inside(outDir, relative), await readFile(path.join(staging, relative)))),
  );
  const moved = next.filter((_, index) => differs[index]);
  const kept = new Set(next);
  const gone = current.filter((relative) => !kept.has(relative));
  return {
    changed: [...moved, ...gone],
    async apply() {
      for (const relative of moved) {
        const target = inside(outDir, relative);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(path.join(staging, relative), target);
      }
      await removeFiles(outDir, gone);
    },
    // The staging folder is removed with the build's other leftovers.
    discard: async () => undefined,
  };
}

/** `prepareSync` and its `apply` at once; returns the changed paths, relative to the output. */
export async function syncFolder(staging: string, outDir: string): Promise<string[]> {
  const prepared = await prepareSync(staging, outDir);
  await prepared.apply();
  return prepared.changed;
}

/** A reader of the output's pages as written (undefined for a page not there, or outside the output). */
export function outputPageReader(outDir: string): (relative: string) => Promise<string | undefined> {
  return (relative) =>
    Promise.resolve()
      .then(() => readFile(inside(outDir, relative), 'utf8'))
      .catch(() => undefined);
}

/** Files compared and written at once: a refresh may touch every page (a sidebar's new file name); one at a time was most of its time. */
export const WRITES_AT_ONCE = 16;

/**
 * Writes the files (texts and bytes) whose contents differ from the output's; returns
 * their paths, in the files' order. `differing`: paths known to differ (made from the
 * output's own file), written without reading them again.
 */
export async function writeChanged(outDir: string, files: OutputFiles, differing?: ReadonlySet<string>): Promise<string[]> {
  const prepared = await prepareChanged(outDir, files, differing);
  await prepared.apply();
  return prepared.changed;
}

/**
 * `writeChanged` in two steps (`PreparedChange`): the files that differ are written beside
 * their targets here, and `apply` renames them into place.
 */
export async function prepareChanged(outDir: string, files: OutputFiles, differing?: ReadonlySet<string>): Promise<PreparedChange> {
  // Every path and content is checked before anything is written.
  const entries = [...files].map(([relative, contents]) => {
    if (typeof contents !== 'string' && !(contents instanceof Uint8Array))
      throw new Error(`${relative}: only texts and bytes are written here`);
    return { relative, target: inside(outDir, relative), contents };
  });
  const temporaries = await mapAtOnce(entries, WRITES_AT_ONCE, async ({ relative, target, contents }, index) => {
    if (!differing?.has(relative) && (await sameAs(target, contents))) return undefined;
    await mkdir(path.dirname(target), { recursive: true });
    // A complete file or none under its name: written beside it, renamed by `apply`.
    const temporary = `${target}.docgen-${process.pid}-${index}.tmp`;
    await writeFile(temporary, contents);
    return temporary;
  });
  const moves = entries.flatMap((entry, index) => (temporaries[index] ? [{ ...entry, temporary: temporaries[index] }] : []));
  return {
    changed: moves.map(({ relative }) => relative),
    apply: async () => void (await mapAtOnce(moves, WRITES_AT_ONCE, ({ temporary, target }) => rename(temporary, target))),
    discard: async () => void (await Promise.all(moves.map(({ temporary }) => rm(temporary, { force: true })))),
  };
}

/**
 * Removes these files of the output (those there), and the folders they leave empty (a
 * build would not make them); returns the paths removed.
 */
export async function removeFiles(outDir: string, files: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const relative of files) {
    const target = inside(outDir, relative);
    if (!existsSync(target)) continue;
    await rm(target);
    removed.push(relative);
    for (let folder = path.dirname(target); folder !== outDir && isWithin(folder, outDir); folder = path.dirname(folder)) {
      if ((await readdir(folder)).length) break;
      await rmdir(folder);
    }
  }
  return removed;
}

/** The address path of an output file, as the live-reload client compares it: no `index.html`, `.html` or trailing slash. */
export function pageKey(baseUrl: string, relative: string): string {
  return `${baseUrl}${relative}`
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
}
