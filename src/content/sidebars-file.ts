import type { Message } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { yamlProblem } from './yaml-problem.js';
import { codeFrame, isDocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { bundleSiteModule, runSiteModule } from './site-module.js';

/** Docusaurus's names for the file of hand-made sidebars, in the order it looks for them. */
export const SIDEBARS_FILES = ['sidebars.js', 'sidebars.ts', 'sidebars.cjs', 'sidebars.mjs', 'sidebars.mts', 'sidebars.json'];

/** The sidebars of a released version, as `docusaurus docs:version` writes them. */
export const versionedSidebarsFile = (version: string) => `versioned_sidebars/version-${version}-sidebars.json`;

/** A site's sidebars file as written: its path and what it exports. */
export interface SidebarsFile {
  file: string;
  /** The file's text, to point at the line of an item. */
  source: string;
  data: unknown;
}

/**
 * Loads the site's `sidebars.js` (or `.ts`, `.cjs`, `.mjs`, `.json`) when it has one:
 * esbuild bundles it in memory (CommonJS or ESM, types erased), as site.config.ts is
 * loaded, and the result runs as a CommonJS module. Nothing is written.
 */
export async function loadSidebarsFile(root: string, names: readonly string[] = SIDEBARS_FILES): Promise<SidebarsFile | undefined> {
  const file = names.map((name) => path.join(root, name)).find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return { file, source, data: parseJson(file, source) };
  const code = await bundle(file, source);
  try {
    return { file, source, data: runSiteModule(code, file) };
  } catch (error) {
    if (isDocgenError(error)) throw error;
    throw errors.sidebarsInvalid({ file, cause: error }, `${path.basename(file)} failed to load.`);
  }
}

function parseJson(file: string, source: string): unknown {
  try {
    return parseYaml(source);
  } catch (error) {
    const { location, reason } = yamlProblem(file, source, error);
    throw errors.sidebarsInvalid(location, `Not valid JSON: ${reason}.`);
  }
}

async function bundle(file: string, source: string): Promise<string> {
  try {
    return await bundleSiteModule(file);
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    const loc = first?.location;
    throw errors.sidebarsInvalid(
      {
        file,
        line: loc?.line,
        column: loc ? loc.column + 1 : undefined,
        frame: loc ? codeFrame(source, loc.line, loc.column + 1) : undefined,
      },
      `${path.basename(file)} does not compile: ${first?.text ?? String(error)}`,
    );
  }
}
