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
 * Moves into `outDir` only the files of `staging` that differ from the output's, and
 * removes the output's files that the new build no longer has: unchanged files keep their
 * bytes and times, and the list says what a reader may need to reload. Dot files (the
 * output's marker) stay. Returns the changed paths, relative to the output.
 */
export async function syncFolder(staging: string, outDir: string): Promise<string[]> {
  const [next, current] = await Promise.all([listFiles(staging), listFiles(outDir)]);
  const changed: string[] = [];
  for (const relative of next) {
    const from = path.join(staging, relative);
    const target = inside(outDir, relative);
    if (await sameAs(target, await readFile(from))) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await rename(from, target);
    changed.push(relative);
  }
  const kept = new Set(next);
  const gone = current.filter((relative) => !kept.has(relative));
  await removeFiles(outDir, gone);
  return [...changed, ...gone];
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
  // Every path and content is checked before anything is written.
  const entries = [...files].map(([relative, contents]) => {
    if (typeof contents !== 'string' && !(contents instanceof Uint8Array))
      throw new Error(`${relative}: only texts and bytes are written here`);
    return { relative, target: inside(outDir, relative), contents };
  });
  const written = await mapAtOnce(entries, WRITES_AT_ONCE, async ({ relative, target, contents }, index) => {
    if (!differing?.has(relative) && (await sameAs(target, contents))) return false;
    await mkdir(path.dirname(target), { recursive: true });
    // A complete file or none under its name: written beside it, then renamed.
    const temporary = `${target}.docgen-${process.pid}-${index}.tmp`;
    await writeFile(temporary, contents);
    await rename(temporary, target);
    return true;
  });
  return entries.filter((_, index) => written[index]).map(({ relative }) => relative);
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
