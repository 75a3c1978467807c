// The core layer holds the contracts every stage shares, and imports only utilities and
// errors (src/core/page-source.ts also names the config, messages and variants it hands on).
// This file: what a build outputs, and the warnings it reports.

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
  /** `info`: a note, not counted as a warning (a broken link under `onBrokenLinks: 'log'`). */
  severity: 'warning' | 'error' | 'info';
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** JSON pointer inside a structured document (an OpenAPI document). */
  pointer?: string;
  /** A broken rule tolerated by default, that `--strict` (and `docgen check`) turns into an error. */
  failsStrict?: boolean;
  /** A markdown link to a `.md` file that is no page: `markdown.hooks.onBrokenMarkdownLinks` says what the build does with it. */
  brokenMarkdownLink?: boolean;
  /** How many problems a summary (`... and 73 more problems`) stands for, left unlisted; absent for one problem listed. */
  unlisted?: number;
}

export interface ClientAssets {
  /** Output files, by path relative to the output folder (`assets/…`). */
  files: Map<string, Uint8Array>;
  /** Site route of the island runtime script. */
  runtime: string;
  /** Site route of the runtime's React part (loaded by the first island that hydrates). */
  hydrate: string;
  /** Site route of a script -> every script it statically imports, directly or not. */
  staticImports: Record<string, string[]>;
  /** Widget name -> site route of its chunk. */
  widgets: Record<string, string>;
  /** Site routes of the stylesheets, in order. */
  stylesheets: string[];
  /** Site route of the site's client modules (`clientModules`), which every page loads; none without any. */
  clientModules?: string;
  /** Every file esbuild read (absolute paths): what a cached bundle is checked against. */
  inputs: string[];
}

/**
 * The output folder of the bundler's content-hashed files (scripts, chunks, the
 * stylesheet and what it imports). Only they live there, so hosts may cache it for good.
 */
export const ASSET_FOLDER = 'assets';
