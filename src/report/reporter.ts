import { formatLocation, type SourceLocation } from '../errors/docgen-error.js';
import type { Diagnostic } from '../core/output.js';
import { createProgressBar, noProgressBar, type ProgressBar } from './progress.js';
import { terminal, write } from './terminal.js';

/**
 * Terminal output, all on stderr (stdout stays free for data such as `check --format
 * json`): stages with their times, warnings, a one-line summary, and a progress bar.
 */
export interface Reporter {
  /** A stage that ended: a tick, or a cross when it failed, with its time. */
  stage(name: string, milliseconds: number, ok?: boolean): void;
  info(message: string): void;
  /** Shown with --verbose only. */
  detail(message: string): void;
  /** A warning; a diagnostic of severity `info` is printed as a note (not with --quiet). */
  warn(diagnostic: Diagnostic): void;
  error(message: string): void;
  /** A bar for work that counts up, drawn on a terminal once it has run for a second. */
  progress(label: string, startedAt: number): ProgressBar;
}

// Read at each call: main() sets the terminal settings after this module is loaded.
const paint = (code: number, text: string) => (terminal.color ? `\u001b[${code}m${text}\u001b[0m` : text);
export const dim = (text: string) => paint(2, text);
const yellow = (text: string) => paint(33, text);
export const red = (text: string) => paint(31, text);
export const green = (text: string) => paint(32, text);

export function createReporter(options: { quiet?: boolean; verbose?: boolean } = {}): Reporter {
  const quiet = options.quiet ?? terminal.quiet;
  const verbose = !quiet && (options.verbose ?? terminal.verbose);
  let bar: ProgressBar = noProgressBar;
  const print = (text: string) => {
    bar.clear();
    write(process.stderr, `${text}\n`);
  };
  return {
    stage(name, milliseconds, ok = true) {
      if (!quiet) print(`${ok ? dim('  ✓') : red('  ✗')} ${name} ${dim(`${Math.round(milliseconds)} ms`)}`);
    },
    info(message) {
      if (!quiet) print(message);
    },
    detail(message) {
      if (verbose) print(dim(message));
    },
    warn(diagnostic) {
      const where = diagnostic.file ? `${formatLocation(diagnostic as SourceLocation)}: ` : '';
      if (diagnostic.severity !== 'info') print(`${yellow('warning')} ${where}${diagnostic.message}`);
      else if (!quiet) print(`info ${where}${diagnostic.message}`);
    },
    error(message) {
      print(red(message));
    },
    progress(label, startedAt) {
      bar.clear();
      bar =
        terminal.progress && !quiet ? createProgressBar({ label, startedAt, write: (text) => write(process.stderr, text) }) : noProgressBar;
      return bar;
    },
  };
}
