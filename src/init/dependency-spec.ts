import path from 'node:path';

/** The package name docgen is published under (the unrelated `docgen` on the registry is someone else's). */
export const PACKAGE_NAME = 'docgen-cli';

/** The parts of a package.json that can name docgen-cli. */
export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** What decides the spec: where the running engine is, what installed it, and where the new site goes. */
export interface EngineInstall {
  /** The running engine's package folder (real path). */
  engineDir: string;
  /** The engine's version, for the registry range used when nothing better is known. */
  version: string;
  /** The project whose node_modules holds the engine, when it sits in `node_modules/docgen-cli`. */
  owner?: { dir: string; manifest: Manifest | undefined };
}

/**
 * The project that installed the engine: the folder above `node_modules` when the engine
 * is `<project>/node_modules/docgen-cli`, else undefined (a checkout, a global install in
 * a scoped or renamed folder...).
 */
export function ownerProjectDir(engineDir: string): string | undefined {
  const parent = path.dirname(engineDir);
  if (path.basename(engineDir) !== PACKAGE_NAME || path.basename(parent) !== 'node_modules') return undefined;
  return path.dirname(parent);
}

/** Whether a path has a `node_modules` folder among its segments. */
export function isInsideNodeModules(dir: string): boolean {
  return dir.split(/[\\/]/).includes('node_modules');
}

/**
 * The devDependency spec for docgen-cli in a new site at `siteDir`, so that the site uses
 * the same docgen install that created it:
 * - installed in a project (or npx's cache) that names docgen-cli: that project's spec,
 *   a relative `file:` path rewritten to be relative to the new site;
 * - not inside any node_modules (a git checkout): `file:` the engine folder;
 * - otherwise (a global install, a dependency of create-docgen): `^<version>`.
 */
export function docgenDependencySpec(install: EngineInstall, siteDir: string): string {
  const { engineDir, version, owner } = install;
  if (!isInsideNodeModules(engineDir)) return fileSpec(path.relative(siteDir, engineDir));
  const ownSpec = owner?.manifest && specIn(owner.manifest);
  if (owner && ownSpec) return rebaseFileSpec(ownSpec, owner.dir, siteDir);
  return `^${version}`;
}

function specIn(manifest: Manifest): string | undefined {
  return manifest.dependencies?.[PACKAGE_NAME] ?? manifest.devDependencies?.[PACKAGE_NAME] ?? manifest.optionalDependencies?.[PACKAGE_NAME];
}

/** A `file:` spec (or a bare relative path, which npm reads the same way) made relative to `siteDir`. */
function rebaseFileSpec(spec: string, ownerDir: string, siteDir: string): string {
  const target = spec.startsWith('file:') ? spec.slice('file:'.length) : /^\.\.?[\\/]/.test(spec) ? spec : undefined;
  if (target === undefined || path.isAbsolute(target)) return spec;
  return fileSpec(path.relative(siteDir, path.resolve(ownerDir, target)));
}

/** `file:` and a relative path with forward slashes (package.json is shared across systems). */
function fileSpec(relative: string): string {
  const posix = relative.split(path.sep).join('/');
  return `file:${posix.startsWith('.') ? posix : `./${posix}`}`;
}
