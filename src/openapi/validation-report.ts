/**
 * The validator's verdict on a document, in the author's terms: each problem with the
 * JSON pointer, line and column of the place in the file as written. A document that
 * renders turns its problems into warnings (lenient by default); one that cannot be
 * rendered fails with DG041 naming them.
 */
import { codeFrame, type DocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import type { Diagnostic } from '../core/output.js';
import { positionsOf } from '../util/json-positions.js';
import { readSource } from './load-document.js';
import { locateProblem, type LocatedProblem } from './locate-problem.js';
import type { ValidationOutcome } from './parser.js';

/** Warnings shown one by one per document; the rest are counted in one more line. */
export const SHOWN_PROBLEMS = 20;

export interface PlacedProblem {
  message: string;
  pointer?: string;
  line?: number;
  column?: number;
}

export interface ValidationReport {
  file: string;
  problems: PlacedProblem[];
  /** The author's text, for a code frame. */
  text?: string;
}

/** Places each problem of an invalid document (reads the author's file again: only when invalid). */
export async function placeProblems(file: string, outcome: ValidationOutcome): Promise<ValidationReport> {
  if (outcome.valid) return { file, problems: [] };
  const source = await readSource(file);
  return placeInSource(
    file,
    source,
    outcome.problems.map((problem) => locateProblem(problem, source?.data ?? {}, outcome.validated)),
  );
}

/** Problems that already have their JSON pointers (a converter's warnings), with their lines. */
export async function placePointers(file: string, problems: readonly LocatedProblem[]): Promise<ValidationReport> {
  return problems.length === 0 ? { file, problems: [] } : placeInSource(file, await readSource(file), problems);
}

function placeInSource(file: string, source: { text: string } | undefined, located: readonly LocatedProblem[]): ValidationReport {
  const seen = new Set<string>();
  const unique = located.filter((problem) => {
    const key = `${problem.message}\u0000${problem.pointer ?? ''}`;
    return !seen.has(key) && seen.add(key);
  });
  // Positions only for the problems that are shown (finding them reads the whole text).
  const shown = unique.slice(0, SHOWN_PROBLEMS).flatMap((problem) => (problem.pointer === undefined ? [] : [problem.pointer]));
  const positions = source && shown.length ? positionsOf(source.text, shown) : undefined;
  const problems: PlacedProblem[] = unique.map((problem, index) => ({
    ...problem,
    ...(index < SHOWN_PROBLEMS && problem.pointer !== undefined ? positions?.get(problem.pointer) : undefined),
  }));
  return { file, problems, text: source?.text };
}

/** DG041 for a document that cannot be rendered: every problem, the first located one with a code frame. */
export function validationError(report: ValidationReport): DocgenError {
  const first = report.problems.find((problem) => problem.pointer !== undefined);
  return errors.specInvalid(
    {
      file: report.file,
      pointer: first?.pointer,
      line: first?.line,
      column: first?.column,
      frame: first?.line !== undefined && report.text ? codeFrame(report.text, first.line, first.column) : undefined,
    },
    report.problems.map(describe),
  );
}

/**
 * The problems of a document that renders, as warnings that fail a strict build: the
 * first `SHOWN_PROBLEMS` one by one, the rest counted, so a sloppy document of
 * thousands of problems prints a screenful.
 */
export function validationWarnings(report: ValidationReport): Diagnostic[] {
  const shown = report.problems.slice(0, SHOWN_PROBLEMS).map((problem): Diagnostic => ({
    severity: 'warning',
    failsStrict: true,
    file: report.file,
    pointer: problem.pointer,
    line: problem.line,
    column: problem.column,
    message: `${problem.message} (tolerated; docgen build --strict and docgen check fail on it)`,
  }));
  const hidden = report.problems.length - shown.length;
  if (hidden > 0)
    shown.push({
      severity: 'warning',
      failsStrict: true,
      file: report.file,
      unlisted: hidden,
      message: `... and ${hidden} more problem${hidden === 1 ? '' : 's'} in this document (the first ${SHOWN_PROBLEMS} are listed).`,
    });
  return shown;
}

function describe(problem: PlacedProblem): string {
  return problem.pointer !== undefined ? `${problem.message} (at ${problem.pointer || '/'})` : problem.message;
}

/**
 * docgen's own warnings about a document (pages that shared a slug, a link to no
 * operation), placed at their lines like the validator's; the build works around them,
 * so they are not `failsStrict`.
 */
export async function placedSpecWarnings(file: string, warnings: readonly { pointer: string; message: string }[]): Promise<Diagnostic[]> {
  const report = await placePointers(file, warnings);
  return report.problems.map((problem) => ({
    severity: 'warning',
    file,
    pointer: problem.pointer,
    line: problem.line,
    column: problem.column,
    message: problem.message,
  }));
}
