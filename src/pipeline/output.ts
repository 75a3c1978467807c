/** A file of the built site: text or bytes in memory, or a file to copy as is. */
export type OutputFile = string | Uint8Array | { copyFrom: string };

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
}
