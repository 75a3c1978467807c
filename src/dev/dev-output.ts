import { dim, type Reporter } from '../report/reporter.js';

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

/**
 * Says that serve --watch's output is not the site to deploy, wherever it is: loudly when
 * `--out` made it the folder `docgen build` writes (a deploy would publish the mock).
 */
export function announceDevelopmentBuild(reporter: Pick<Reporter, 'info' | 'warn'>, outDir: string, buildDir: string): void {
  if (outDir === buildDir)
    reporter.warn({
      severity: 'warning',
      file: outDir,
      message:
        'this folder now holds a development build, with the mock that only docgen serve answers: run `docgen build` before you deploy it.',
    });
  else reporter.info(dim(`This development build is not for deploying: \`docgen build\` writes the site into ${BUILD_OUTPUT}/.`));
}

/** The output folder `serve` uses: the one asked for, else the watch build's or the build's. */
export function serveOutput(out: string | undefined, watch: boolean | undefined): string {
  return out ?? (watch ? WATCH_OUTPUT : BUILD_OUTPUT);
}
