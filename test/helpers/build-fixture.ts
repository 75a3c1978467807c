import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { loadConfig } from '../../src/config/load.js';
import type { VariantOptions } from '../../src/variants/variants.js';
import { writeOutput } from '../../src/write/write-output.js';
import { repoRoot } from './paths.js';
import { sharedBuild } from './shared-build.js';

export { fixtureSite, repoRoot } from './paths.js';

/** Builds a site in memory the way `docgen build` does, without writing. */
async function buildFresh(root: string, variants?: VariantOptions): Promise<{ result: BuildResult; baseUrl: string }> {
  const config = await loadConfig(root);
  return { result: await buildSite(config, { variants }), baseUrl: config.baseUrl };
}

/**
 * A site of the repository (the portal, a fixture under test/fixtures/sites/) is built
 * once per test run and shared by every file that reads it; a site a test made or copied
 * for itself (in the temporary folder) is built for that test.
 */
const isShared = (root: string) => !path.relative(repoRoot, path.resolve(root)).startsWith('..');

/** Builds a site folder in memory (the way `docgen build` does, without writing). */
export async function buildInMemory(root: string, variants?: VariantOptions): Promise<BuildResult> {
  if (isShared(root)) return (await sharedBuild(root, variants, () => buildFresh(root, variants))).result;
  return (await buildFresh(root, variants)).result;
}

/**
 * Builds a site folder into an output folder and returns its path: for a site of the
 * repository, the run's shared output (read it, never change it); otherwise a fresh
 * temporary folder.
 */
export async function buildToTemp(root: string): Promise<{ outDir: string; result: BuildResult; baseUrl: string }> {
  if (isShared(root)) return sharedBuild(root, undefined, () => buildFresh(root));
  const { result, baseUrl } = await buildFresh(root);
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-test-')), 'build');
  await writeOutput(outDir, result.files);
  return { outDir, result, baseUrl };
}

/** The text of an output file (throws if it is missing or not text). */
export function textOf(result: BuildResult, file: string): string {
  const content = result.files.get(file);
  if (typeof content !== 'string')
    throw new Error(`${file} is not a text file of the build (have: ${[...result.files.keys()].slice(0, 20).join(', ')}...)`);
  return content;
}
