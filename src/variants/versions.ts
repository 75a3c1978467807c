import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import { positionOfPointer } from '../util/source-position.js';
import { configLine } from './config-lines.js';
import { checkDistinctPaths } from './distinct-paths.js';

/** The version whose docs are in `docs/`. */
export const CURRENT_VERSION = 'current';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** A docs version as the build uses it. */
export interface DocsVersion {
  /** `current` or a name from versions.json. */
  name: string;
  label: string;
  /** Path segment of its pages (`1.x`); empty for the version served at the root paths. */
  path: string;
  banner: VersionBanner;
  /** Show the label as a badge on its pages. */
  badge: boolean;
  /** The version served at the root paths (the one readers land on). */
  isLast: boolean;
  /** Its docs folder, relative to the site root: `docs` or `versioned_docs/version-1.x`. */
  docsDir: string;
  /** The folder its OpenAPI documents are read from, relative to the site root ('' for the config's own paths). */
  specsDir: string;
}

/** Which versions to build, when not all (the CLI's `--versions`). */
export interface VersionSelection {
  names: readonly string[];
  /** How the selection was given, for messages: `--versions`. */
  key: string;
}

const NAME = /^[A-Za-z0-9._-]+$/;

/** Reads versions.json (when the site has one) and resolves the versions to build, newest first. */
export async function loadVersions(config: ResolvedConfig, selection?: VersionSelection): Promise<DocsVersion[]> {
  const file = path.join(config.root, 'versions.json');
  const text = existsSync(file) ? await readFile(file, 'utf8') : '[]';
  const released = parseVersionsFile(file, text);
  released.forEach((name, index) => {
    const folder = `versioned_docs/version-${name}`;
    if (!existsSync(path.join(config.root, folder))) {
      throw errors.versionFolderMissing({ file, line: positionOfPointer(text, `/${index}`)?.line, pointer: `/${index}` }, name, folder);
    }
  });
  const versions = resolveVersions(config, released);
  return selectVersions(config, versions, selection);
}

/** versions.json: a JSON array of distinct version names, newest first. */
export function parseVersionsFile(file: string, text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1]);
    const line = Number.isFinite(offset) ? text.slice(0, offset).split('\n').length : undefined;
    throw errors.versionsFileInvalid({ file, line }, `not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) throw errors.versionsFileInvalid({ file, line: 1 }, 'expected an array of version names');
  const seen = new Set<string>();
  data.forEach((name, index) => {
    const at = { file, line: positionOfPointer(text, `/${index}`)?.line, pointer: `/${index}` };
    if (typeof name !== 'string' || !NAME.test(name) || name === CURRENT_VERSION) {
      throw errors.versionsFileInvalid(at, `${JSON.stringify(name)} is not a version name (letters, digits, ".", "_", "-"; not "current")`);
    }
    if (seen.has(name)) throw errors.versionsFileInvalid(at, `"${name}" is listed twice`);
    seen.add(name);
  });
  return data as string[];
}

/** Labels, paths and banners of every version, from the config and Docusaurus's defaults. */
export function resolveVersions(config: ResolvedConfig, released: readonly string[]): DocsVersion[] {
  const { docs } = config;
  const names = [...(docs.includeCurrentVersion ? [CURRENT_VERSION] : []), ...released];
  const known = names.length ? names : [CURRENT_VERSION];
  const last = docs.lastVersion ?? released[0] ?? CURRENT_VERSION;
  if (!known.includes(last))
    throw errors.versionUnknown(
      { file: config.configFile, line: configLine(config, ['docs', 'lastVersion']) },
      'docs.lastVersion',
      last,
      known,
    );
  for (const name of Object.keys(docs.versions)) {
    if (!known.includes(name)) {
      throw errors.versionUnknown(
        { file: config.configFile, line: configLine(config, ['docs', 'versions', name]) },
        `docs.versions`,
        name,
        known,
      );
    }
  }
  const lastIndex = known.indexOf(last);
  const versions = known.map((name, index): DocsVersion => {
    const own = docs.versions[name] ?? {};
    const isLast = name === last;
    const isCurrent = name === CURRENT_VERSION;
    return {
      name,
      label: own.label ?? (isCurrent ? (isLast ? config.version : 'Next') : name),
      path: own.path ?? (isLast ? '' : isCurrent ? 'next' : name),
      banner: own.banner ?? (isLast ? 'none' : index < lastIndex ? 'unreleased' : 'unmaintained'),
      badge: own.badge ?? known.length > 1,
      isLast,
      docsDir: isCurrent ? 'docs' : `versioned_docs/version-${name}`,
      specsDir: isCurrent ? '' : `versioned_specs/version-${name}`,
    };
  });
  checkDistinctPaths(config, versions, {
    path: (version) => version.path,
    name: (version) => `version "${version.name}"`,
    line: (first, second) =>
      configLine(config, ['docs', 'versions', second.name, 'path']) ?? configLine(config, ['docs', 'versions', first.name, 'path']),
  });
  return versions;
}

/** The versions named by `docs.onlyIncludeVersions` or `--versions` (which wins), in order. */
function selectVersions(config: ResolvedConfig, versions: DocsVersion[], selection?: VersionSelection): DocsVersion[] {
  const chosen =
    selection ?? (config.docs.onlyIncludeVersions && { names: config.docs.onlyIncludeVersions, key: 'docs.onlyIncludeVersions' });
  if (!chosen) return versions;
  // A command-line mistake is not the config's: the message names `--versions` instead.
  const at = selection ? undefined : { file: config.configFile, line: configLine(config, ['docs', 'onlyIncludeVersions']) };
  const known = versions.map((version) => version.name);
  for (const name of chosen.names) if (!known.includes(name)) throw errors.versionUnknown(at, chosen.key, name, known);
  const last = versions.find((version) => version.isLast)!;
  if (!chosen.names.includes(last.name)) throw errors.lastVersionExcluded(at, chosen.key, last.name);
  return versions.filter((version) => chosen.names.includes(version.name));
}
