/**
 * Where `serve --watch` builds when no `--out` is given: a development build beside the
 * build cache. It offers the serve-only mock (a "Mock" server in every send panel and the
 * mock's document), so it must never be what a deploy publishes: `build/` stays what
 * `docgen build` last made, and a `docgen build` run meanwhile does not replace the
 * folder the server is serving. Hugo's and Docusaurus' dev servers leave their builds alone too.
 */
export const WATCH_OUTPUT = '.docgen/serve';

/** The default output of `docgen build`, `check` and a plain `serve`. */
export const BUILD_OUTPUT = 'build';

/** The output folder `serve` uses: the one asked for, else the watch build's or the build's. */
export function serveOutput(out: string | undefined, watch: boolean | undefined): string {
  return out ?? (watch ? WATCH_OUTPUT : BUILD_OUTPUT);
}
