import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withBaseUrl } from '../config/base-url.js';
import { loadConfig } from '../config/load.js';
import { checkReport, type CheckReport } from '../check/check-report.js';
import { crawlSite, type CrawlReport } from '../check/crawl.js';
import { locateCrawlProblems, sitePath } from '../check/crawl-origins.js';
import { errors } from '../errors/catalogue.js';
import { isDocgenError } from '../errors/docgen-error.js';
import type { Diagnostic } from '../core/output.js';
import { createStaticServer, listen } from '../http/static-server.js';
import { createReporter, green, type Reporter } from '../report/reporter.js';
import { write } from '../report/terminal.js';
import { runBuild, type BuildSummary } from './build.js';
import { addressData, siteAddress } from '../core/site-address.js';

export interface CheckOptions {
  root: string;
  out: string;
  external?: boolean;
  versions?: string;
  locale?: string;
  baseUrl?: string;
  /**
   * false (`--no-build`): check the output folder as the last build left it, at the
   * config's base URL (or `baseUrl`), instead of building it strictly first.
   */
  build?: boolean;
  /** `json` prints one CheckReport on stdout; people's output stays on stderr. */
  format?: 'text' | 'json';
  /** Receives the report also when the check fails (the programmatic API returns it). */
  onReport?: (report: CheckReport) => void;
}

/**
 * `docgen check`: a fresh strict build (which fails on broken internal links and on the
 * problems a lenient build tolerates in API documents), then a
 * crawl of the served output with linkinator, as a visitor's browser would request it.
 * Broken links fail the check (a DocgenError); hosts that could not be reached are warned about.
 * With `build: false` the crawl runs on the output folder as it is (a CI job that built
 * once with `docgen build --strict` checks that very build).
 */
export async function runCheck(options: CheckOptions, reporter: Reporter = createReporter()): Promise<CheckReport> {
  const warnings: Diagnostic[] = [];
  // Notes (`info`, such as a broken markdown link under `log`) are printed, not counted as warnings.
  const recording: Reporter = {
    ...reporter,
    warn: (diagnostic) => {
      if (diagnostic.severity !== 'info') warnings.push(diagnostic);
      reporter.warn(diagnostic);
    },
  };
  let summary: BuildSummary | undefined;
  let crawl: CrawlReport | undefined;
  let localOrigin: string | undefined;
  const finish = (error?: unknown) => {
    const report = checkReport({ build: summary, crawl, warnings, localOrigin, error: isDocgenError(error) ? error : undefined });
    if (options.format === 'json') write(process.stdout, `${JSON.stringify(report, null, 2)}\n`);
    options.onReport?.(report);
    if (error) throw error;
    return report;
  };
  try {
    summary =
      options.build === false
        ? await builtSite(options, reporter)
        : await runBuild(
            {
              root: path.resolve(options.root),
              out: options.out,
              versions: options.versions,
              locale: options.locale,
              baseUrl: options.baseUrl,
              strict: true,
              // A release check renders everything afresh and leaves the site folder as it was.
              cache: false,
            },
            recording,
          );
    const address = siteAddress(summary.address);
    const server = createStaticServer({ root: summary.outDir, address });
    // The crawler is this process's only client, on the loopback: on a busy machine its
    // requests wait longer than Node's limits (60 s for headers), whose 408 answers
    // would be counted as broken links. It gets no limit, as the crawl has none.
    server.headersTimeout = 0;
    server.requestTimeout = 0;
    const port = await listen(server, 0, '127.0.0.1');
    const origin = `http://127.0.0.1:${port}`;
    localOrigin = origin;
    try {
      crawl = await crawlLinks(`${origin}${address.baseUrl}`, address.url, options, reporter);
    } finally {
      server.close();
    }
    for (const link of crawl.unreachable) {
      reporter.warn({
        severity: 'warning',
        message: `could not check (network): ${link.url} (${link.reason}), linked from ${sitePath(link.parent, origin)}`,
      });
    }
    if (crawl.broken.length) {
      const { lines, first } = await locateCrawlProblems(crawl.broken, {
        origin,
        baseUrl: address.baseUrl,
        outDir: summary.outDir,
        siteRoot: path.resolve(options.root),
        locate: summary.locateLink,
      });
      throw errors.brokenLinks(first, lines);
    }
  } catch (error) {
    return finish(error);
  }
  return finish();
}

/**
 * The output folder as the last build left it, described as a build would: its pages and
 * files, and the addressing it is served with (the config's, `--base-url` replacing its
 * base URL). Refuses a folder with no site (DG071) or built for another base URL (DG073).
 */
async function builtSite(options: CheckOptions, reporter: Reporter): Promise<BuildSummary> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.out);
  if (!existsSync(path.join(outDir, 'index.html'))) throw errors.outputMissing({ file: outDir }, outDir);
  const address = addressData(withBaseUrl(await loadConfig(root), options.baseUrl));
  const { baseUrl } = address;
  if (!readFileSync(path.join(outDir, 'index.html'), 'utf8').includes(`"${baseUrl}assets/`))
    throw errors.outputOtherBaseUrl({ file: path.join(outDir, 'index.html') }, outDir, baseUrl);
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const pages = files.filter((entry) => entry.name.endsWith('.html')).length;
  reporter.info(`Checking ${path.relative(process.cwd(), outDir) || '.'} as built (${pages} HTML files), at ${baseUrl}`);
  return { pages, files: files.length, warnings: 0, diagnostics: [], milliseconds: 0, outDir, address };
}

async function crawlLinks(startUrl: string, siteUrl: string, options: CheckOptions, reporter: Reporter): Promise<CrawlReport> {
  const started = performance.now();
  const crawl = await crawlSite(startUrl, {
    external: options.external,
    productionUrl: siteUrl,
    onLink: (link) => reporter.detail(`  ${link.state === 'SKIPPED' ? 'skipped' : link.status || 'no answer'} ${link.url}`),
  });
  const unreachable = crawl.unreachable.length ? `, ${crawl.unreachable.length} could not be checked (network)` : '';
  if (!crawl.broken.length) {
    reporter.info(
      green(`Checked ${crawl.checked} links and assets in ${((performance.now() - started) / 1000).toFixed(2)} s: none broken`) +
        unreachable,
    );
  }
  return crawl;
}
