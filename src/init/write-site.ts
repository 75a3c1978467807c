import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { fillPlaceholders, type StarterValues } from './placeholders.js';
import type { StarterFile } from './starter-files.js';

/** Entries that leave a folder "empty" for a new site: a fresh `git init` has only this. */
const IGNORED_ENTRIES = new Set(['.git']);

/**
 * Refuses a place the site cannot go, before anything is written: a file; a non-empty
 * folder without `force`; with `force`, any file of the site that exists (or a folder it
 * needs that is a file). A missing folder is fine: it is created.
 */
export function assertSiteCanBeWritten(dir: string, targets: readonly string[], force: boolean): void {
  if (!existsSync(dir)) return;
  if (!lstatSync(dir).isDirectory()) throw errors.initTargetNotFolder({ file: dir }, dir);
  const entries = readdirSync(dir).filter((name) => !IGNORED_ENTRIES.has(name));
  if (entries.length === 0) return;
  if (!force) throw errors.initFolderNotEmpty({ file: dir }, dir, entries.sort());
  const clashes = clashingPaths(dir, targets);
  if (clashes.length > 0) throw errors.initFilesClash({ file: dir }, dir, clashes);
}

/** The site's paths that exist, and the folders it needs that exist as something else. */
function clashingPaths(dir: string, targets: readonly string[]): string[] {
  const clashes = new Set<string>();
  for (const target of targets) {
    const segments = target.split('/');
    // The first existing segment that is a file, or the file itself, clashes (nothing below it can exist).
    for (let index = 0; index < segments.length; index++) {
      const relative = segments.slice(0, index + 1).join('/');
      const stat = lstatSync(path.join(dir, relative), { throwIfNoEntry: false });
      if (!stat) break;
      if (index === segments.length - 1 || !stat.isDirectory()) {
        clashes.add(relative);
        break;
      }
    }
  }
  return [...clashes].sort();
}

/**
 * Copies the starter files into `dir` with their placeholders filled. Files are created
 * exclusively (never overwriting one that appeared meanwhile); if one fails, the files
 * and folders written so far are removed again.
 */
export async function writeSite(dir: string, files: readonly StarterFile[], values: StarterValues): Promise<void> {
  const created: string[] = [];
  try {
    const madeRoot = await mkdir(dir, { recursive: true });
    if (madeRoot) created.push(madeRoot);
    for (const file of files) {
      const target = path.join(dir, file.target);
      const madeFolder = await mkdir(path.dirname(target), { recursive: true });
      if (madeFolder) created.push(madeFolder);
      const text = fillPlaceholders(await readFile(file.source, 'utf8'), values, file.target);
      await writeFile(target, text, { flag: 'wx' });
      created.push(target);
    }
  } catch (error) {
    for (const entry of created.reverse()) await rm(entry, { recursive: true, force: true });
    throw error;
  }
}
