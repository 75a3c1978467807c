import { LinkChecker, LinkState } from 'linkinator';

export interface CrawlProblem {
  url: string;
  status?: number;
  parent?: string;
}

/**
 * Crawls a served site with linkinator: every page reachable from the start URL, every
 * link, script, stylesheet and image, and `#fragment`s against the target's ids.
 * Links to other hosts are skipped unless `external` is set.
 */
export async function crawlSite(startUrl: string, options: { external?: boolean } = {}): Promise<{ checked: number; broken: CrawlProblem[] }> {
  const origin = new URL(startUrl).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: startUrl,
    recurse: true,
    checkFragments: true,
    concurrency: 16,
    timeout: 10_000,
    linksToSkip: async (link: string) => !options.external && !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({ url: link.url, status: link.status, parent: link.parent }));
  return { checked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length, broken };
}
