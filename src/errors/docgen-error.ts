import { errorReferenceUrl } from './manual-url.js';

/** Where a user-caused problem lives: a file plus a line/column or a JSON pointer. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
  /** JSON pointer inside a structured document, e.g. `/paths/~1pets/get`. */
  pointer?: string;
}

export interface DocgenErrorData {
  code: string;
  title: string;
  message: string;
  hint?: string;
  location?: SourceLocation;
  /** A few lines of the source around the location, already formatted. */
  frame?: string;
  cause?: unknown;
}

/**
 * The one error class for problems the user can cause and fix. The CLI prints these
 * without a stack trace; anything else is a bug in docgen and is printed with one.
 */
export class DocgenError extends Error {
  readonly code: string;
  readonly title: string;
  readonly hint?: string;
  readonly location?: SourceLocation;
  readonly frame?: string;

  constructor(data: DocgenErrorData) {
    super(data.message, data.cause === undefined ? undefined : { cause: data.cause });
    this.name = 'DocgenError';
    this.code = data.code;
    this.title = data.title;
    this.hint = data.hint;
    this.location = data.location;
    this.frame = data.frame;
  }
}

export function isDocgenError(error: unknown): error is DocgenError {
  return error instanceof DocgenError;
}

/** `file:line:column` or `file#pointer`, the way editors and terminals link them. */
export function formatLocation(location: SourceLocation): string {
  let text = location.file;
  if (location.line !== undefined) {
    text += `:${location.line}`;
    if (location.column !== undefined) text += `:${location.column}`;
  }
  if (location.pointer !== undefined) text += ` (at ${location.pointer || '/'})`;
  return text;
}

/** Lines around `line` (1-based) with a caret under `column`, for error output. */
export function codeFrame(source: string, line: number, column?: number, context = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line && column !== undefined && column > 0) {
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
    }
  }
  return out.join('\n');
}

/** The messages of an error and its causes, outermost first. */
function causeChain(error: unknown): string[] {
  const chain: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    chain.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/**
 * Human-readable rendering of a DocgenError for the terminal (no stack trace). It ends
 * with the link to the code's entry in the manual's error reference.
 */
export function formatDocgenError(error: DocgenError): string {
  const parts = [`error ${error.code}: ${error.title}`];
  if (error.location) parts.push(`  in ${formatLocation(error.location)}`);
  parts.push('', indent(error.message));
  if (error.frame) parts.push('', indent(error.frame));
  const causes = causeChain(error.cause);
  for (const cause of causes) parts.push(`  caused by: ${cause}`);
  if (error.hint) parts.push('', `  hint: ${error.hint}`);
  if (/^DG\d{3}$/.test(error.code)) parts.push(...(error.hint ? [] : ['']), `  more: ${errorReferenceUrl(error.code)}`);
  return parts.join('\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
