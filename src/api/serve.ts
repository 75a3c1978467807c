import type { ServeHandle } from '../cli/commands/serve.js';
import { reporterFor, type LogOption } from './log.js';

export type { ServeHandle };

/** Options of `serve()`; the same as `docgen serve`'s flags. */
export interface ServeOptions extends LogOption {
  root?: string;
  out?: string;
  /** Default 3000; 0 picks a free port (read it from the result). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Build first, rebuild on every change and reload open pages. */
  watch?: boolean;
  versions?: string[];
  locale?: string;
  /** Another base URL than the config's for this run (a preview path such as `/preview/pr-42/`). */
  baseUrl?: string;
}

/** Serves a built site (or, with `watch`, builds and keeps it built) until `close()`. */
export async function serve(options: ServeOptions = {}): Promise<ServeHandle> {
  const { startServer } = await import('../cli/commands/serve.js');
  return startServer(
    {
      root: options.root ?? '.',
      out: options.out ?? 'build',
      port: options.port ?? 3000,
      host: options.host ?? '127.0.0.1',
      watch: options.watch,
      versions: options.versions?.join(','),
      locale: options.locale,
      baseUrl: options.baseUrl,
    },
    reporterFor(options),
  );
}
