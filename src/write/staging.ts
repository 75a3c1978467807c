import { copyFile, mkdir, open, readFile, rename } from 'node:fs/promises';
import { existsSync, linkSync, lstatSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import type { OutputFile, OutputFiles, OutputPart } from '../core/output.js';
import { inspectOutput, outputPaths, recoverInterruptedBuild, writeMarker } from './output-folder.js';
import { pauseForTests } from './test-pause.js';
import { contentHash, type OutputManifest, type WrittenFile } from './output-manifest.js';

/** Files being written at once: thousands of pages, but not thousands of open files. */
export const WRITES_IN_FLIGHT = 32;

export interface StagingOptions {
  /**
   * Runs the swap of the old output for the new one (a few milliseconds). A server that
   * serves the folder passes a lock here, so that no request sees the folder mid-swap.
   */
  exclusive?: (swap: () => Promise<void>) => Promise<void>;
  /**
   * Replaces the output with the staging folder's files otherwise than by swapping the
   * folders (`serve --watch` moves only the changed files): prepares the change before
   * `exclusive` (comparing files takes long on a large site, and requests go on being
   * answered meanwhile) and returns its last step, which runs inside `exclusive`.
   */
  replace?: (staging: string, outDir: string) => Promise<() => Promise<void>>;
}

/** The sibling staging folder of an output folder, written file by file, then swapped in. */
export interface Staging {
  /** Writes one file; resolves once it may be given the next (at most WRITES_IN_FLIGHT pending). */
  write(relative: string, contents: OutputFile): Promise<void>;
  /** Files handed to `write` so far. */
  readonly written: number;
  /** The most files handed over and not yet on disk at any one time (the memory they hold). */
  readonly peakInFlight: number;
  /** Files linked from the previous output rather than written (see `openStaging`'s `reuse`). */
  readonly kept: number;
  /** With `reuse`: the texts and bytes written (or kept), for the next build's `reuse.previous`. */
  readonly manifest: OutputManifest | undefined;
  /** Writes the remaining files, then replaces the output folder with the staging folder. */
  commit(rest: OutputFiles, options?: StagingOptions): Promise<void>;
  /** Removes the staging folder: the output folder stays as it was. */
  abort(): Promise<void>;
  /**
   * Takes no more files and swaps nothing in (a write or commit then never resolves: the
   * process is exiting), and waits at most `waitMs` for the writes under way, so that the
   * staging folder can be removed with nothing left to write into it (Ctrl-C mid-render).
   */
  halt(waitMs?: number): Promise<void>;
}

/** How long a stopped build waits for its writes under way before it cleans up anyway. */
export const HALT_WAIT_MS = 5_000;

/** What a stopped build's writer gives the build: a promise that never settles. */
const never = () => new Promise<never>(() => undefined);

/** Keeping the files of the previous output that a new build writes again, unchanged. */
export interface StagingReuse {
  /** What the last build wrote into the output folder (its manifest), if known. */
  previous?: OutputManifest;
}

/**
 * Opens the staging folder (with the marker that says docgen wrote it) beside `outDir`,
 * so that pages can be written as they render. A failed or aborted build leaves the
 * previous output exactly as it was, and a build killed at any moment leaves names the
 * next build recognises and puts right (`recoverInterruptedBuild`). The caller has
 * checked the folder and holds its lock.
 *
 * With `reuse`, every text and byte file's hash and `lstat` are recorded (`manifest`),
 * and a file the previous manifest vouches for (the same bytes, still the file docgen
 * wrote) is hard-linked from the output instead of written: a link is a third of a
 * write's CPU, and most of an unchanged site's build was writing its files again. The
 * output's file is never written through the link: a second write of the same path
 * replaces the link.
 */
export async function openStaging(outDir: string, reuse?: StagingReuse): Promise<Staging> {
  const paths = outputPaths(outDir);
  // The caller has checked; checked again here, since this is the one place that replaces.
  const state = inspectOutput(outDir);
  if (state === 'foreign') throw errors.outputFolderForeign({ file: outDir }, outDir);
  if (state === 'not-a-folder') throw errors.outputFolderNotAFolder({ file: outDir }, outDir);
  const unknown = await recoverInterruptedBuild(paths);
  if (unknown.length) throw errors.outputLeftoverUnknown({ file: unknown[0]!.path }, unknown[0]!.path);
  const fail = async (error: unknown): Promise<never> => {
    await recoverInterruptedBuild(paths).catch(() => undefined);
    throw errors.outputNotWritable({ file: outDir, cause: error }, outDir);
  };
  try {
    await mkdir(paths.staging, { recursive: true });
    await writeMarker(paths.staging);
  } catch (error) {
    return fail(error);
  }
  const folders = new Set<string>([paths.staging]);
  const inFlight = new Set<Promise<void>>();
  const byPath = new Map<string, Promise<void>>();
  let firstError: unknown;
  let written = 0;
  let peakInFlight = 0;
  let halted = false;
  const manifest = reuse ? new Map<string, WrittenFile>() : undefined;
  const linked = new Set<string>();

  /** The previous output's file at `relative` linked to `target`, when it holds `hash` and is still the file written then. */
  const keepPrevious = (relative: string, hash: string, target: string): WrittenFile | undefined => {
    const was = reuse?.previous?.get(relative);
    if (!was || was.hash !== hash) return undefined;
    const old = path.join(outDir, relative);
    try {
      const stats = lstatSync(old);
      if (!stats.isFile() || stats.ino !== was.ino || stats.size !== was.size || stats.mtimeMs !== was.mtimeMs) return undefined;
      linkSync(old, target);
      linked.add(relative);
      return was;
    } catch {
      return undefined;
    }
  };
  // Texts and bytes are written synchronously: a page's file is small, and the promise
  // machinery of open, write and close cost the main thread more than the writes.
  const writeOne = async (relative: string, contents: OutputFile) => {
    const target = path.join(paths.staging, relative);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    // Written again in this build: the link goes first, so the previous output's file stays as it was.
    if (linked.delete(relative)) rmSync(target, { force: true });
    manifest?.delete(relative);
    if (typeof contents === 'object' && 'copyFrom' in contents) await copyFile(contents.copyFrom, target);
    else if (typeof contents === 'object' && 'parts' in contents) await writeParts(target, contents.parts, paths.staging);
    else if (!manifest) writeFileSync(target, contents);
    else {
      const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
      const hash = contentHash(bytes);
      const kept = keepPrevious(relative, hash, target);
      if (kept) return void manifest.set(relative, kept);
      writeFileSync(target, bytes);
      const { size, mtimeMs, ino } = lstatSync(target);
      manifest.set(relative, { hash, size, mtimeMs, ino });
    }
  };
  const write = async (relative: string, contents: OutputFile) => {
    if (firstError) return fail(firstError);
    while (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
    // Checked after the wait too: a signal may have come while this write waited for room.
    if (halted) return never();
    written++;
    // A path written again waits for its first write: the second replaces the first (or its link) whole.
    const prior = byPath.get(relative);
    const pending: Promise<void> = (prior ? prior.then(() => writeOne(relative, contents)) : writeOne(relative, contents))
      .catch((error: unknown) => {
        firstError ??= error;
      })
      .finally(() => {
        inFlight.delete(pending);
        if (byPath.get(relative) === pending) byPath.delete(relative);
      });
    inFlight.add(pending);
    byPath.set(relative, pending);
    peakInFlight = Math.max(peakInFlight, inFlight.size);
  };
  return {
    write,
    get written() {
      return written;
    },
    get peakInFlight() {
      return peakInFlight;
    },
    get kept() {
      return linked.size;
    },
    get manifest() {
      return manifest;
    },
    async commit(rest, options = {}) {
      const exclusive = options.exclusive ?? ((swap: () => Promise<void>) => swap());
      // The pages already handed over are on disk first: the rest may be made of them (llms-full.txt).
      await Promise.all(inFlight);
      for (const [relative, contents] of rest) await write(relative, contents);
      await Promise.all(inFlight);
      if (firstError) return fail(firstError);
      if (halted) return never();
      try {
        await pauseForTests('staging-written');
        const replacing = options.replace && existsSync(outDir) ? await options.replace(paths.staging, outDir) : undefined;
        await exclusive(async () => {
          if (replacing) return replacing();
          if (existsSync(outDir)) {
            await rename(outDir, paths.previous);
            await pauseForTests('mid-swap');
          }
          await rename(paths.staging, outDir);
        });
      } catch (error) {
        return fail(error);
      }
      await recoverInterruptedBuild(paths);
    },
    async abort() {
      await Promise.allSettled(inFlight);
      await recoverInterruptedBuild(paths).catch(() => undefined);
    },
    async halt(waitMs = HALT_WAIT_MS) {
      halted = true;
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      await Promise.race([Promise.allSettled(inFlight), timeUp]);
      clearTimeout(timer);
    },
  };
}

/** Texts (or files already staged) written one after the other into one file, a window of them in memory at a time. */
async function writeParts(target: string, parts: readonly OutputPart[], staging: string): Promise<void> {
  const handle = await open(target, 'w');
  // Staged parts (thousands of small files for llms-full.txt) are read WRITES_IN_FLIGHT at
  // a time, the next ones while the last ones are written: read one after another, they
  // waited on the disk 5,000 times (1.5 s for GitHub's REST API).
  const contentsOf = (part: OutputPart) =>
    typeof part === 'object' ? readFile(path.join(staging, part.written)) : Promise.resolve(Buffer.from(part));
  let next = 0;
  const readAhead = () => parts.slice(next, (next += WRITES_IN_FLIGHT)).map(contentsOf);
  let reading: Promise<Buffer>[] = [];
  try {
    for (reading = readAhead(); reading.length > 0;) {
      const contents = await Promise.all(reading);
      reading = readAhead();
      // writeFile on a handle writes the whole buffer from the current position, then moves past it.
      await handle.writeFile(Buffer.concat(contents));
    }
  } finally {
    // A failed write leaves reads under way: their failures are not the build's.
    for (const read of reading) read.catch(() => undefined);
    await handle.close();
  }
}
