import type { CheckReport } from '../check/check-report.js';
import { isDocgenError } from '../errors/docgen-error.js';
import { commandOptions, reporterFor, type SiteOptions } from './site-options.js';

export type { CheckReport };

/** Options of `check()`; the same as `docgen check`'s flags. */
export interface CheckOptions extends SiteOptions {
  /** Also check links to other sites (needs a network; unreachable hosts are reported apart). */
  external?: boolean;
}

/**
 * Builds the site and crawls every link, as `docgen check` does. Resolves with the same
 * report `docgen check --format json` prints, also when links are broken or the build
 * fails (`ok: false`, with `broken` or `error` filled in); rejects only on a docgen bug.
 */
export async function check(options: CheckOptions = {}): Promise<CheckReport> {
  const { runCheck } = await import('../commands/check.js');
  let report: CheckReport | undefined;
  try {
    return await runCheck(
      {
        ...commandOptions(options),
        external: options.external,
        onReport: (made) => (report = made),
      },
      reporterFor(options),
    );
  } catch (error) {
    if (report && isDocgenError(error)) return report;
    throw error;
  }
}
