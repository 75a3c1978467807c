import { createReporter, type Reporter } from '../cli/reporter.js';

export interface LogOption {
  /** Print stages, warnings and the summary to stderr as the CLI does. Default: false (silent; warnings are in the result). */
  log?: boolean;
}

const silent: Reporter = { stage() {}, info() {}, warn() {}, error() {} };

/** The CLI's reporter when the caller asks for output, else one that prints nothing. */
export function reporterFor(options: LogOption): Reporter {
  return options.log ? createReporter() : silent;
}
