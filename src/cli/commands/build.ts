import path from 'node:path';
import { loadConfig } from '../../config/load.js';
import { buildSite } from '../../build/build-site.js';
import { writeOutput, type WriteOptions } from '../../write/write-output.js';
import { loadApiReference } from '../../openapi/page-source.js';
import { createReporter, green, type Reporter } from '../reporter.js';

export interface BuildCommandOptions {
  root: string;
  out: string;
  quiet?: boolean;
  /** Passed to the writer: how the swap of the output folder is guarded. */
  exclusive?: WriteOptions['exclusive'];
}

export interface BuildSummary {
  pages: number;
  files: number;
  warnings: number;
  milliseconds: number;
  outDir: string;
  /** The site's base URL, for serving the output. */
  baseUrl: string;
}

/** `docgen build`: load config, build in memory, write atomically, print a summary. */
export async function runBuild(options: BuildCommandOptions, reporter: Reporter = createReporter(options)): Promise<BuildSummary> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.out);
  reporter.info(`Building ${displayPath(root)} into ${displayPath(outDir)}`);
  const config = await loadConfig(root);
  reporter.stage('load config', performance.now() - started);
  const result = await buildSite(config, { onStage: (name, ms) => reporter.stage(name, ms), pageSources: loadApiReference });
  for (const diagnostic of result.diagnostics) reporter.warn(diagnostic);
  const writeStarted = performance.now();
  await writeOutput(outDir, result.files, { exclusive: options.exclusive });
  reporter.stage(`write ${result.files.size} files`, performance.now() - writeStarted);
  const milliseconds = performance.now() - started;
  const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning').length;
  reporter.info(
    green(`Built ${result.pages} pages (${result.files.size} files) in ${(milliseconds / 1000).toFixed(2)} s`) +
      (warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''),
  );
  return { pages: result.pages, files: result.files.size, warnings, milliseconds, outDir, baseUrl: config.baseUrl };
}

/** Paths inside the working folder are shown relative to it, others in full. */
export function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? target : relative;
}
