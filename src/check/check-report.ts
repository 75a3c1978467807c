import type { DocgenError } from '../errors/docgen-error.js';
import type { Diagnostic } from '../core/output.js';
import type { CrawlReport } from './crawl.js';

/**
 * What `docgen check --format json` prints on stdout: one object, the same shape whether
 * the check passed, found broken links, or the build failed. Documented in the manual ("Commands").
 */
export interface CheckReport {
  /** True when the build succeeded and no link is broken (unreachable hosts do not count). */
  ok: boolean;
  pages: number;
  files: number;
  checked: number;
  /** Links that answered with an HTTP error. `url` and `from` are site paths for the site's own pages. */
  broken: { url: string; status: number | null; from: string | null }[];
  /** Links to other sites that could not be checked (network): `reason` is ECONNREFUSED, ENOTFOUND, timeout... */
  unreachable: { url: string; reason: string; from: string | null }[];
  skipped: number;
  /** The build's warnings (broken markdown links, unused messages...). */
  warnings: Located<{ message: string }>[];
  /** The error that failed the build or the check, or null. */
  error: Located<{ code: string; title: string; message: string; hint?: string }> | null;
}

type Located<T> = T & { file?: string; line?: number; column?: number; pointer?: string };

export interface CheckOutcome {
  build?: { pages: number; files: number };
  crawl?: CrawlReport;
  warnings: readonly Diagnostic[];
  error?: DocgenError;
  /** The local server's origin, removed from the site's own URLs. */
  localOrigin?: string;
}

export function checkReport(outcome: CheckOutcome): CheckReport {
  const { crawl, error } = outcome;
  const sitePath = (url: string | undefined) => {
    if (!url) return null;
    return outcome.localOrigin && url.startsWith(outcome.localOrigin) ? url.slice(outcome.localOrigin.length) || '/' : url;
  };
  return {
    ok: !error && crawl !== undefined && crawl.broken.length === 0,
    pages: outcome.build?.pages ?? 0,
    files: outcome.build?.files ?? 0,
    checked: crawl?.checked ?? 0,
    broken: (crawl?.broken ?? []).map((link) => ({ url: sitePath(link.url)!, status: link.status || null, from: sitePath(link.parent) })),
    unreachable: (crawl?.unreachable ?? []).map((link) => ({ url: link.url, reason: link.reason, from: sitePath(link.parent) })),
    skipped: crawl?.skipped ?? 0,
    warnings: outcome.warnings.map(({ message, file, line, column, pointer }) => ({ message, file, line, column, pointer })),
    error: error ? { code: error.code, title: error.title, message: error.message, hint: error.hint, ...error.location } : null,
  };
}
