import { noProgressBar } from '../cli/progress.js';
import { createReporter, type Reporter } from '../cli/reporter.js';

export interface LogOption {
  /** Print stages, warnings and the summary to stderr as the CLI does. Default: false (silent; warnings are in the result). */
  log?: boolean;
}

const silent: Reporter = { stage() {}, info() {}, detail() {}, warn() {}, error() {}, progress: () => noProgressBar };

/** The CLI's reporter when the caller asks for output, else one that prints nothing. */
export function reporterFor(options: LogOption): Reporter {
  return options.log ? createReporter() : silent;
}
