import type { CheckReport } from '../check/check-report.js';
import { isDocgenError } from '../errors/docgen-error.js';
import { reporterFor, type LogOption } from './log.js';

export type { CheckReport };

/** Options of `check()`; the same as `docgen check`'s flags. */
export interface CheckOptions extends LogOption {
  root?: string;
  out?: string;
  /** Also check links to other sites (needs a network; unreachable hosts are reported apart). */
  external?: boolean;
  versions?: string[];
  locale?: string;
  /** Another base URL than the config's for this run (a preview path such as `/preview/pr-42/`). */
  baseUrl?: string;
}

/**
 * Builds the site and crawls every link, as `docgen check` does. Resolves with the same
 * report `docgen check --format json` prints, also when links are broken or the build
 * fails (`ok: false`, with `broken` or `error` filled in); rejects only on a docgen bug.
 */
export async function check(options: CheckOptions = {}): Promise<CheckReport> {
  const { runCheck } = await import('../cli/commands/check.js');
  let report: CheckReport | undefined;
  try {
    return await runCheck(
      {
        root: options.root ?? '.',
        out: options.out ?? 'build',
        external: options.external,
        versions: options.versions?.join(','),
        locale: options.locale,
        baseUrl: options.baseUrl,
        onReport: (made) => (report = made),
      },
      reporterFor(options),
    );
  } catch (error) {
    if (report && isDocgenError(error)) return report;
    throw error;
  }
}
