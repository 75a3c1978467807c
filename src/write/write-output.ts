import { copyFile, mkdir, open, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import type { OutputFiles } from '../pipeline/output.js';
import { inspectOutput, outputPaths, recoverInterruptedBuild, writeMarker } from './output-folder.js';
import { pauseForTests } from './test-pause.js';

export interface WriteOptions {
  /**
   * Runs the swap of the old output for the new one (a few milliseconds). A server that
   * serves the folder passes a lock here, so that no request sees the folder mid-swap.
   */
  exclusive?: (swap: () => Promise<void>) => Promise<void>;
}

/**
 * The one writer of the output folder. Files go to a sibling staging folder first (with
 * the marker that says docgen wrote it), which then replaces the old output with two
 * renames: a failed build or write leaves the previous output exactly as it was, and a
 * build killed at any moment leaves names the next build recognises and puts right
 * (`recoverInterruptedBuild`). The caller has checked the folder and holds its lock.
 */
export async function writeOutput(outDir: string, files: OutputFiles, options: WriteOptions = {}): Promise<void> {
  const exclusive = options.exclusive ?? ((swap: () => Promise<void>) => swap());
  const { staging, previous } = outputPaths(outDir);
  // The caller has checked; checked again here, since this is the one place that replaces.
  const state = inspectOutput(outDir);
  if (state === 'foreign') throw errors.outputFolderForeign({ file: outDir }, outDir);
  if (state === 'not-a-folder') throw errors.outputFolderNotAFolder({ file: outDir }, outDir);
  const unknown = await recoverInterruptedBuild(outputPaths(outDir));
  if (unknown.length) throw errors.outputLeftoverUnknown({ file: unknown[0]!.path }, unknown[0]!.path);
  try {
    await mkdir(staging, { recursive: true });
    await writeMarker(staging);
    const dirs = new Set<string>();
    for (const file of files.keys()) dirs.add(path.dirname(path.join(staging, file)));
    await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
    await writeAll(staging, files);
    await pauseForTests('staging-written');
    await exclusive(async () => {
      if (existsSync(outDir)) {
        await rename(outDir, previous);
        await pauseForTests('mid-swap');
      }
      await rename(staging, outDir);
    });
  } catch (error) {
    await recoverInterruptedBuild(outputPaths(outDir)).catch(() => undefined);
    throw errors.outputNotWritable({ file: outDir, cause: error }, outDir);
  }
  await recoverInterruptedBuild(outputPaths(outDir));
}

/** Writes with bounded concurrency: thousands of pages, but not thousands of open files. */
async function writeAll(root: string, files: OutputFiles): Promise<void> {
  const entries = [...files.entries()];
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [relative, contents] = entries[next++]!;
      const target = path.join(root, relative);
      if (typeof contents === 'object' && 'copyFrom' in contents) await copyFile(contents.copyFrom, target);
      else if (typeof contents === 'object' && 'parts' in contents) await writeParts(target, contents.parts);
      else await writeFile(target, contents);
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/** Texts written one after the other into one file, without joining them first. */
async function writeParts(target: string, parts: readonly string[]): Promise<void> {
  const handle = await open(target, 'w');
  try {
    // writeFile on a handle writes the whole text from the current position, then moves past it.
    for (const part of parts) if (part) await handle.writeFile(part);
  } finally {
    await handle.close();
  }
}
