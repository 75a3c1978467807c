import { build, type Message } from 'esbuild';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeFrame } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { validateConfig, type ResolvedConfig } from './validate.js';

export const CONFIG_FILE = 'site.config.ts';

/**
 * Loads `site.config.ts` from `root`: esbuild transpiles it (types erased, local imports
 * bundled), Node imports the result, then the object is validated and frozen.
 */
export async function loadConfig(root: string): Promise<ResolvedConfig> {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw errors.siteFolderMissing(root);
  const file = path.join(root, CONFIG_FILE);
  if (!existsSync(file)) throw errors.configNotFound(file);
  const raw = await importConfigModule(file);
  return validateConfig(raw, { root, file, source: readFileSync(file, 'utf8') });
}

async function importConfigModule(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    const loc = first?.location;
    const frame = loc ? codeFrame(readFileSync(file, 'utf8'), loc.line, loc.column + 1) : undefined;
    throw errors.configLoadFailed(file, new Error(first?.text ?? String(error)), loc?.line, loc ? loc.column + 1 : undefined, frame);
  }
  // Written beside the config so that bare imports resolve from the site's node_modules.
  const temp = path.join(path.dirname(file), `.site.config.${process.pid}.${Date.now()}.mjs`);
  await writeFile(temp, code);
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    if (mod.default === undefined) {
      throw errors.configLoadFailed(file, new Error('the file has no default export'));
    }
    return mod.default;
  } catch (error) {
    if (error instanceof Error && error.name === 'DocgenError') throw error;
    throw errors.configLoadFailed(file, error);
  } finally {
    await rm(temp, { force: true });
  }
}
