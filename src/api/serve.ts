import type { ServeHandle } from '../dev/serve.js';
import { commandOptions, reporterFor, type SiteOptions } from './site-options.js';

export type { ServeHandle };

/** Options of `serve()`; the same as `docgen serve`'s flags. */
export interface ServeOptions extends SiteOptions {
  /** Default 3000; 0 picks a free port (read it from the result). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Build first, rebuild on every change and reload open pages. Without `out`, it builds
   * into `.docgen/serve` (a development build, with the mock), never into `build`.
   */
  watch?: boolean;
}

/** Serves a built site (or, with `watch`, builds and keeps it built) until `close()`. */
export async function serve(options: ServeOptions = {}): Promise<ServeHandle> {
  const { startServer } = await import('../dev/serve.js');
  return startServer(
    {
      ...commandOptions(options),
      // Unset, serve builds into build/, or with watch into a development folder of its own.
      out: options.out,
      port: options.port ?? 3000,
      host: options.host ?? '127.0.0.1',
      watch: options.watch,
    },
    reporterFor(options),
  );
}
