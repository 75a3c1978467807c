import { formatLocation, type SourceLocation } from '../errors/docgen-error.js';
import type { Diagnostic } from '../pipeline/output.js';

/** Terminal output: stages with their times, warnings, and a one-line summary. */
export interface Reporter {
  /** A stage that ended: a tick, or a cross when it failed, with its time. */
  stage(name: string, milliseconds: number, ok?: boolean): void;
  info(message: string): void;
  warn(diagnostic: Diagnostic): void;
  error(message: string): void;
}

const useColor = process.stderr.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
export const dim = (text: string) => paint(2, text);
const yellow = (text: string) => paint(33, text);
export const red = (text: string) => paint(31, text);
export const green = (text: string) => paint(32, text);

export function createReporter(options: { quiet?: boolean } = {}): Reporter {
  return {
    stage(name, milliseconds, ok = true) {
      if (!options.quiet) process.stderr.write(`${ok ? dim('  ✓') : red('  ✗')} ${name} ${dim(`${Math.round(milliseconds)} ms`)}\n`);
    },
    info(message) {
      if (!options.quiet) process.stderr.write(`${message}\n`);
    },
    warn(diagnostic) {
      const where = diagnostic.file ? `${formatLocation(diagnostic as SourceLocation)}: ` : '';
      process.stderr.write(`${yellow('warning')} ${where}${diagnostic.message}\n`);
    },
    error(message) {
      process.stderr.write(`${red(message)}\n`);
    },
  };
}
