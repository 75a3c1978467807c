import { unlinkSync, writeFileSync } from 'node:fs';
import { errors } from '../errors/catalogue.js';
import { otherLiveHolder } from './build-lock.js';
import { outputPaths } from './output-folder.js';

/** A running `serve --watch`'s claim on its output folder; `release` is safe to call more than once. */
export interface ServingClaim {
  release(): void;
}

/**
 * Fails when another live process's `serve --watch` keeps `outDir` built: a build that
 * replaced its folder would leave that server's kept pages and the folder apart.
 */
export function refuseServedFolder(outDir: string): void {
  const holder = otherLiveHolder(outputPaths(outDir).serving);
  if (holder !== undefined) throw errors.outputFolderServed({ file: outDir }, outDir, holder);
}

/**
 * Claims `outDir` for this process's `serve --watch` until it stops: other builds and
 * servers of the folder are refused meanwhile (see takeOutputFolder). A claim of a process
 * that no longer runs is taken over. Released on close and, synchronously, on exit.
 */
export function claimServedFolder(outDir: string): ServingClaim {
  refuseServedFolder(outDir);
  const file = outputPaths(outDir).serving;
  writeFileSync(file, String(process.pid));
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { release };
}
