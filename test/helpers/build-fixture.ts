import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { loadConfig } from '../../src/config/load.js';
import { loadApiReference } from '../../src/openapi/page-source.js';
import type { VariantOptions } from '../../src/variants/variants.js';
import { writeOutput } from '../../src/write/write-output.js';

export { fixtureSite, repoRoot } from './paths.js';

/** Builds a site folder in memory (the way `docgen build` does, without writing). */
export async function buildInMemory(root: string, variants?: VariantOptions): Promise<BuildResult> {
  const config = await loadConfig(root);
  return buildSite(config, { pageSources: loadApiReference, variants });
}

/** Builds a site folder into a fresh temporary output folder and returns its path. */
export async function buildToTemp(root: string): Promise<{ outDir: string; result: BuildResult; baseUrl: string }> {
  const config = await loadConfig(root);
  const result = await buildSite(config, { pageSources: loadApiReference });
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-test-')), 'build');
  await writeOutput(outDir, result.files);
  return { outDir, result, baseUrl: config.baseUrl };
}

/** The text of an output file (throws if it is missing or not text). */
export function textOf(result: BuildResult, file: string): string {
  const content = result.files.get(file);
  if (typeof content !== 'string')
    throw new Error(`${file} is not a text file of the build (have: ${[...result.files.keys()].slice(0, 20).join(', ')}...)`);
  return content;
}
