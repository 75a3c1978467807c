/**
 * A file of the built site: text or bytes in memory, a file to copy as is, or texts
 * written one after the other (llms-full.txt: the same strings as the pages' own files,
 * so the whole site's text is never joined into a second copy).
 */
export type OutputFile = string | Uint8Array | { copyFrom: string } | { parts: readonly OutputPart[] };

/** A text, or an output file already written (by its path in the output), copied in its place. */
export type OutputPart = string | { written: string };

/** The whole site, by path relative to the output folder. */
export type OutputFiles = Map<string, OutputFile>;

export interface Diagnostic {
  severity: 'warning' | 'error';
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** JSON pointer inside a structured document (an OpenAPI document). */
  pointer?: string;
  /** A broken rule tolerated by default, that `--strict` (and `docgen check`) turns into an error. */
  failsStrict?: boolean;
  /** How many problems a summary (`... and 73 more problems`) stands for, left unlisted; absent for one problem listed. */
  unlisted?: number;
}
