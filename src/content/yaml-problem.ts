import { YAMLError } from 'yaml';
import type { ErrorContext } from '../errors/catalogue.js';
import { codeFrame } from '../errors/docgen-error.js';

/**
 * A syntax error of the `yaml` library (which also reads docgen's JSON files) as a whole
 * sentence and a location: its first line without the trailing ` at line 3, column 1:`
 * (which introduced the library's own code frame), and a frame of the file's own lines
 * instead. `lineOffset` is how many file lines come before the parsed text (1 for
 * frontmatter, after its opening `---`).
 */
export function yamlProblem(file: string, source: string, error: unknown, lineOffset = 0): { location: ErrorContext; reason: string } {
  const position = error instanceof YAMLError ? error.linePos?.[0] : undefined;
  const line = position ? position.line + lineOffset : undefined;
  const first = ((error as Error).message ?? String(error)).split('\n')[0]!;
  const reason = first.replace(/ at line \d+, column \d+:?\s*$/, '').replace(/[.:]\s*$/, '');
  return {
    location: { file, line, column: position?.col, frame: line ? codeFrame(source, line, position?.col) : undefined },
    reason,
  };
}
