import type { Diagnostic } from '../core/output.js';
import { commandOptions, reporterFor, type SiteOptions } from './site-options.js';

export type { Diagnostic };

/** Options of `build()`; the same as `docgen build`'s flags. */
export type BuildOptions = SiteOptions & {
  /** Reject (DG200) on the problems a build tolerates by default, as `docgen build --strict` does. */
  strict?: boolean;
};

/** What a build produced. */
export interface BuildResult {
  pages: number;
  files: number;
  /** Every warning of the build, with its file and line or JSON pointer. */
  warnings: Diagnostic[];
  milliseconds: number;
  /** Absolute path of the output folder. */
  outDir: string;
  /** The base URL the pages were built for. */
  baseUrl: string;
}

/**
 * Builds a site, exactly as `docgen build` does (atomic write, one build per output
 * folder). A problem with the site rejects with a `DocgenError` (its `code`, `location`
 * and `hint` say what and where); nothing of the previous output is lost.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  // Loaded on call: a configuration importing defineConfig from this module stays light.
  const { runBuild } = await import('../commands/build.js');
  const summary = await runBuild(
    {
      ...commandOptions(options),
      strict: options.strict,
      // A program embedding docgen owns its process's signals.
      handleSignals: false,
    },
    reporterFor(options),
  );
  return {
    pages: summary.pages,
    files: summary.files,
    warnings: summary.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning'),
    milliseconds: summary.milliseconds,
    outDir: summary.outDir,
    baseUrl: summary.address.baseUrl,
  };
}
