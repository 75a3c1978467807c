import type { TerminalSettings } from '../report/terminal.js';
import type { Reporter } from '../report/reporter.js';
import type { WatchSessionOptions, WatchUpdate } from './watch-session.js';

/** What the build thread of `serve --watch` starts with. */
export interface WatchWorkerData {
  options: Omit<WatchSessionOptions, 'exclusive'>;
  terminal: TerminalSettings;
}

/** Reporter calls forwarded to the server's thread (the progress bar stays off: a rebuild is short). */
export type ReportCall = { [Name in Exclude<keyof Reporter, 'progress'>]: { method: Name; args: Parameters<Reporter[Name]> } }[Exclude<
  keyof Reporter,
  'progress'
>];

/** From the server's thread to the build thread. */
export type ToBuilder = { type: 'update'; id: number; changes: string[] | undefined } | { type: 'exclusive-granted' } | { type: 'close' };

/** From the build thread to the server's thread. */
export type FromBuilder =
  | { type: 'result'; id: number; update: WatchUpdate }
  | { type: 'result'; id: number; error: string }
  | { type: 'exclusive' }
  | { type: 'exclusive-done' }
  | { type: 'report'; call: ReportCall }
  | { type: 'closed' };
