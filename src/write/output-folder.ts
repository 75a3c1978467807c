import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VERSION } from '../version.js';

/** The file every output folder docgen writes carries, so docgen only ever replaces its own. */
const OUTPUT_MARKER = '.docgen-output.json';

/** The folders and files that go with an output folder; siblings, so renames are atomic. */
export interface OutputPaths {
  outDir: string;
  /** The next build, written here first. */
  staging: string;
  /** The previous build, moved here during the swap. */
  previous: string;
  /** Held by the build that writes this output folder. */
  lock: string;
  /** Held by the `serve --watch` that keeps this output folder built (see serving-claim.ts). */
  serving: string;
}

export function outputPaths(outDir: string): OutputPaths {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  return {
    outDir,
    staging: path.join(parent, `.${name}.docgen-staging`),
    previous: path.join(parent, `.${name}.docgen-previous`),
    lock: path.join(parent, `.${name}.docgen-lock`),
    serving: path.join(parent, `.${name}.docgen-serving`),
  };
}

/** Writes the marker into a folder docgen is filling. */
export async function writeMarker(dir: string): Promise<void> {
  await writeFile(path.join(dir, OUTPUT_MARKER), `${JSON.stringify({ generator: 'docgen', version: VERSION })}\n`);
}

/** True when `dir` is a folder written by docgen (it has a readable marker). */
function hasMarker(dir: string): boolean {
  try {
    return (JSON.parse(readFileSync(path.join(dir, OUTPUT_MARKER), 'utf8')) as { generator?: unknown }).generator === 'docgen';
  } catch {
    return false;
  }
}

/** What is at the output path now: nothing, an empty folder, docgen's output, or something else. */
export type OutputState = 'missing' | 'empty' | 'docgen' | 'not-a-folder' | 'foreign';

export function inspectOutput(dir: string): OutputState {
  if (!existsSync(dir) && !isSymlink(dir)) return 'missing';
  if (isSymlink(dir) || !lstatSync(dir).isDirectory()) return 'not-a-folder';
  if (readdirSync(dir).length === 0) return 'empty';
  return hasMarker(dir) ? 'docgen' : 'foreign';
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** A leftover that is not provably docgen's: the user must look at it. */
export interface UnknownLeftover {
  path: string;
}

/**
 * Puts things right after a build that was interrupted (killed at any moment): a swap
 * cut in half gets the previous output back; staging folders and copies of a previous
 * output are removed. Only folders that carry the marker (or are empty) are removed;
 * anything else at those names is reported, never deleted.
 */
export async function recoverInterruptedBuild(paths: OutputPaths): Promise<UnknownLeftover[]> {
  const unknown: UnknownLeftover[] = [];
  if (existsSync(paths.previous)) {
    if (!isOwnFolder(paths.previous)) unknown.push({ path: paths.previous });
    // Killed between the two renames of the swap: the previous output is complete.
    else if (!(await restoreHalfSwap(paths))) await removeOwnFolder(paths.previous);
  }
  if (existsSync(paths.staging)) {
    if (!isOwnFolder(paths.staging)) unknown.push({ path: paths.staging });
    else await removeOwnFolder(paths.staging);
  }
  return unknown;
}

/** Puts the previous output back when a swap was cut between its two renames; true when it did. */
export async function restoreHalfSwap(paths: OutputPaths): Promise<boolean> {
  if (!existsSync(paths.previous) || existsSync(paths.outDir) || isSymlink(paths.outDir) || !hasMarker(paths.previous)) return false;
  await rename(paths.previous, paths.outDir);
  return true;
}

const isOwnFolder = (dir: string) => hasMarker(dir) || isEmptyFolder(dir);

function isEmptyFolder(dir: string): boolean {
  try {
    return lstatSync(dir).isDirectory() && readdirSync(dir).length === 0;
  } catch {
    return false;
  }
}

/** Removes a folder of docgen's with its marker last, so a removal cut short is still recognised. */
async function removeOwnFolder(dir: string): Promise<void> {
  for (const entry of readdirSync(dir)) if (entry !== OUTPUT_MARKER) await rm(path.join(dir, entry), { recursive: true, force: true });
  await rm(path.join(dir, OUTPUT_MARKER), { force: true });
  await rmdir(dir);
}
