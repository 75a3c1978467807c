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
export async function crawlSite(
  startUrl: string,
  options: { external?: boolean } = {},
): Promise<{ checked: number; broken: CrawlProblem[] }> {
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
  // One entry per broken URL, with the pages that link to it (not other broken URLs,
  // which linkinator also reports as parents when it parses 404 pages).
  const brokenLinks = result.links.filter((link) => link.state === LinkState.BROKEN);
  const brokenUrls = new Set(brokenLinks.map((link) => link.url));
  const byUrl = new Map<string, CrawlProblem>();
  for (const link of brokenLinks) {
    if (link.parent && brokenUrls.has(link.parent)) continue;
    if (!byUrl.has(link.url)) byUrl.set(link.url, { url: link.url, status: link.status, parent: link.parent });
  }
  const broken = [...byUrl.values()];
  return { checked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length, broken };
}
