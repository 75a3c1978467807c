import { CONFIG_FILE_NAMES } from '../config/config-file.js';
import { mkdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import { acquireBuildLock, otherLiveHolder, type BuildLock } from './build-lock.js';
import { refuseOutputFolder } from './output-guard.js';
import { inspectOutput, outputPaths, recoverInterruptedBuild, restoreHalfSwap, type OutputPaths } from './output-folder.js';
import { realPathOf } from './real-path.js';
import { refuseServedFolder } from './serving-claim.js';

/** Folders of a site that docgen reads as a whole: never an output folder, nor inside one. */
const CONTENT_FOLDERS = ['docs', 'specs', 'static', 'i18n', 'versioned_docs', 'versioned_sidebars', 'versioned_specs', 'components'];

/**
 * Refuses an output folder that would hold or overwrite the site's sources. Called once
 * before the config is loaded (with what every site has) and once after (with the files
 * the config names). Touches nothing.
 */
export function checkOutputFolder(root: string, outDir: string, config?: ResolvedConfig): void {
  const realRoot = realPathOf(root);
  const sourceFiles = config ? [config.configFile] : CONFIG_FILE_NAMES.map((name) => path.join(root, name));
  if (config) {
    for (const service of config.api.services) sourceFiles.push(path.resolve(root, service.spec));
    for (const css of config.customCss) sourceFiles.push(path.resolve(root, css));
  }
  const refusal = refuseOutputFolder({
    root: realRoot,
    outDir: realPathOf(outDir),
    home: realHome(),
    contentDirs: CONTENT_FOLDERS.map((folder) => realPathOf(path.join(root, folder))),
    sourceFiles: sourceFiles.map(realPathOf),
  });
  if (refusal) throw errors.outputFolderRefused({ file: outDir }, refusal.reason, refusal.hint);
  // Sources first: a folder that holds a spec is refused as such, not as "foreign".
  if (config) refuseForeignFolder(outDir);
}

function realHome(): string {
  try {
    return realpathSync.native(homedir());
  } catch {
    return path.resolve(homedir());
  }
}

/** An existing folder that docgen did not write is never emptied. */
export function refuseForeignFolder(outDir: string): void {
  const state = inspectOutput(outDir);
  if (state === 'foreign') throw errors.outputFolderForeign({ file: outDir }, outDir);
  if (state === 'not-a-folder') throw errors.outputFolderNotAFolder({ file: outDir }, outDir);
}

/** How long a build waits for another build of the same output folder. */
const LOCK_TIMEOUT_MS = Number(process.env.DOCGEN_LOCK_TIMEOUT_MS) || 10 * 60_000;

/**
 * Takes the output folder for this build: waits for any other build of it, puts right
 * what an interrupted build left, and checks the folder once more under the lock.
 */
export async function takeOutputFolder(outDir: string, onWait: (pid: number) => void): Promise<{ paths: OutputPaths; lock: BuildLock }> {
  const paths = outputPaths(outDir);
  // Before waiting for the lock too: a served folder is refused at once.
  refuseServedFolder(outDir);
  let lock: Awaited<ReturnType<typeof acquireBuildLock>>;
  try {
    mkdirSync(path.dirname(outDir), { recursive: true });
    lock = await acquireBuildLock(paths.lock, { timeoutMs: LOCK_TIMEOUT_MS, onWait });
  } catch (error) {
    // The lock lives beside the output folder: a parent that cannot be written stops here.
    if (['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'ENOTDIR', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? ''))
      throw errors.outputNotWritable({ file: outDir, cause: error }, outDir);
    throw error;
  }
  if ('heldBy' in lock) throw errors.outputFolderBusy({ file: outDir }, outDir, lock.heldBy, paths.lock);
  try {
    const unknown = await recoverInterruptedBuild(paths);
    if (unknown.length) throw errors.outputLeftoverUnknown({ file: unknown[0]!.path }, unknown[0]!.path);
    refuseForeignFolder(outDir);
    refuseServedFolder(outDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return { paths, lock };
}

/**
 * The first thing a build does: when a swap was cut in half (the previous output moved
 * aside, the new one not yet in place) and no live build holds the folder, the previous
 * output goes back where it was, before the config is even loaded. So a build that then
 * fails (a broken config, a bad page) still leaves the last good site in place.
 */
export async function restoreLastGoodOutput(outDir: string): Promise<boolean> {
  const paths = outputPaths(outDir);
  if (otherLiveHolder(paths.lock) !== undefined) return false;
  try {
    return await restoreHalfSwap(paths);
  } catch {
    // Nothing is lost: the build's own recovery, under the lock, tries again and reports.
    return false;
  }
}
