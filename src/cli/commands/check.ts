import path from 'node:path';
import { errors } from '../../errors/catalogue.js';
import { crawlSite } from '../../check/crawl.js';
import { createStaticServer, listen } from '../../dev/static-server.js';
import { createReporter, green } from '../reporter.js';
import { runBuild } from './build.js';

/**
 * `docgen check`: a fresh build (which already fails on broken internal links), then a
 * crawl of the served output with linkinator, as a visitor's browser would request it.
 */
export async function runCheck(options: {
  root: string;
  out: string;
  external?: boolean;
  versions?: string;
  locale?: string;
  baseUrl?: string;
}): Promise<void> {
  const reporter = createReporter();
  const root = path.resolve(options.root);
  const summary = await runBuild({ root, out: options.out, versions: options.versions, locale: options.locale, baseUrl: options.baseUrl });
  const server = createStaticServer({ root: summary.outDir, baseUrl: summary.baseUrl });
  const port = await listen(server, 0, '127.0.0.1');
  try {
    const started = performance.now();
    const { checked, broken } = await crawlSite(`http://127.0.0.1:${port}${summary.baseUrl}`, { external: options.external });
    if (broken.length) {
      const origin = `http://127.0.0.1:${port}`;
      const strip = (url?: string) => url?.replace(origin, '') ?? '';
      throw errors.brokenLinks(
        undefined,
        broken.map((link) => `${strip(link.url)} (HTTP ${link.status ?? 'error'}) linked from ${strip(link.parent) || 'the start page'}`),
      );
    }
    reporter.info(green(`Checked ${checked} links and assets in ${((performance.now() - started) / 1000).toFixed(2)} s: none broken`));
  } finally {
    server.close();
  }
}
