import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { engineRoot } from '../util/engine-root.js';
import { VERSION } from '../version.js';
import { ownerProjectDir, type EngineInstall, type Manifest } from './dependency-spec.js';

/** Where the running engine is installed, and the package.json of the project that installed it. */
export function readEngineInstall(): EngineInstall {
  const engineDir = realpathSync(engineRoot());
  const ownerDir = ownerProjectDir(engineDir);
  return { engineDir, version: VERSION, owner: ownerDir === undefined ? undefined : { dir: ownerDir, manifest: readManifest(ownerDir) } };
}

/** A project's package.json, or undefined when it has none (a global prefix, pnpm's store). */
function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * A folder's real path even before it exists (its nearest existing parent resolved), so
 * that it compares with the engine's real path (`/tmp` may be a symlink, as on macOS).
 */
export function realPathOfNew(dir: string): string {
  const absolute = path.resolve(dir);
  const parent = path.dirname(absolute);
  if (existsSync(absolute)) return realpathSync(absolute);
  return parent === absolute ? absolute : path.join(realPathOfNew(parent), path.basename(absolute));
}
