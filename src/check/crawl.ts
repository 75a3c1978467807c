import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { isAssistantLink } from '../llms/assistant-links.js';
import { errors } from '../errors/catalogue.js';

export interface CrawlProblem {
  url: string;
  status?: number;
  parent?: string;
}

/** A link to another site that got no HTTP answer (DNS failure, refused, timed out). */
export interface UnreachableLink extends CrawlProblem {
  reason: string;
}

export interface CrawlReport {
  /** Links and assets requested (skipped ones not counted). */
  checked: number;
  /** Answered with an HTTP error (404, 410, 5xx...): these fail the check. */
  broken: CrawlProblem[];
  /** Could not be checked for a network reason: reported, not failed. */
  unreachable: UnreachableLink[];
  skipped: number;
}

export interface CrawlOptions {
  /** Also request links to other sites. */
  external?: boolean;
  /**
   * The site's production address (`config.url` + base URL): links to it are checked
   * against the local build instead of the internet, with or without `external`.
   */
  productionUrl?: string;
  /** Each link as it is checked, for --verbose. */
  onLink?: (link: LinkResult) => void;
  /** The time limit of a request with `external`, in ms (tests shorten it). */
  timeout?: number;
}

/** How long a request to another site may take (`external`) before it is tried again. */
export const EXTERNAL_TIMEOUT_MS = 10_000;
/** How many times a request without an answer (a timeout, a refused connection) or with a 5xx is tried again. */
const RETRIES = 3;

/**
 * Whether the crawl leaves a link alone: one to another site unless `external`, and
 * always the page menu's links to AI assistants (a conversation each page would start,
 * which such sites refuse to robots).
 */
export function skipsLink(link: string, origin: string, external: boolean): boolean {
  if (link.startsWith(origin)) return false;
  return !external || isAssistantLink(link);
}

/**
 * Crawls a served site with linkinator: every page reachable from the start URL, every
 * link, script, stylesheet and image, and `#fragment`s against the target's ids.
 * Links to other hosts are skipped unless `external` is set.
 */
export async function crawlSite(startUrl: string, options: CrawlOptions = {}): Promise<CrawlReport> {
  const origin = new URL(startUrl).origin;
  const checker = new LinkChecker();
  if (options.onLink) checker.on('link', options.onLink);
  const external = options.external ?? false;
  // Linkinator's time limit covers each request, body included, and a body that times out
  // half-way rejects the whole check. Only the local site is requested without
  // `external`: it always answers, however busy the machine, so it gets no limit.
  const timeout = external ? (options.timeout ?? EXTERNAL_TIMEOUT_MS) : 0;
  const result = await checker
    .check({
      path: startUrl,
      recurse: true,
      checkFragments: true,
      // Relative links resolve on the page's URL as served, as a browser resolves them
      // (`./b.md` on `/guides/a` is `/guides/b.md`): linkinator would otherwise add a
      // trailing slash to every extensionless page URL first.
      cleanUrls: true,
      concurrency: 16,
      timeout,
      // A request that timed out, was refused or got a 5xx is tried again before it counts as broken.
      retryErrors: true,
      retryErrorsCount: RETRIES,
      retryErrorsJitter: 500,
      urlRewriteExpressions: productionRewrite(options.productionUrl, origin),
      linksToSkip: async (link: string) => skipsLink(link, origin, external),
    })
    .catch((error: unknown) => {
      if (isTimeout(error)) throw errors.checkTimedOut({ cause: error }, timeout / 1000);
      throw error;
    });
  return classifyLinks(result.links, origin);
}

/** `https://docs.example.com/...` -> `http://127.0.0.1:PORT/...`: the same paths, served locally. */
export function productionRewrite(productionUrl: string | undefined, localOrigin: string): { pattern: RegExp; replacement: string }[] {
  if (!productionUrl) return [];
  let host: string;
  try {
    host = new URL(productionUrl).host;
  } catch {
    return [];
  }
  if (!host || `http://${host}` === localOrigin) return [];
  return [{ pattern: new RegExp(`^https?://${escapeRegExp(host)}(?=[/?#]|$)`, 'i'), replacement: localOrigin }];
}

/**
 * Sorts linkinator's results: one entry per broken URL, with the page that links to it
 * (not other broken URLs, which linkinator also reports as parents when it parses 404
 * pages). A link to another site without an HTTP answer (status 0) is unreachable, not broken.
 */
export function classifyLinks(links: readonly LinkResult[], localOrigin: string): CrawlReport {
  const brokenLinks = links.filter((link) => link.state === LinkState.BROKEN);
  const brokenUrls = new Set(brokenLinks.map((link) => link.url));
  const broken = new Map<string, CrawlProblem>();
  const unreachable = new Map<string, UnreachableLink>();
  for (const link of brokenLinks) {
    if (link.parent && brokenUrls.has(link.parent)) continue;
    const external = !link.url.startsWith(localOrigin);
    if (external && !link.status) {
      if (!unreachable.has(link.url)) unreachable.set(link.url, { url: link.url, parent: link.parent, reason: networkReason(link) });
    } else if (!broken.has(link.url)) broken.set(link.url, { url: link.url, status: link.status, parent: link.parent });
  }
  return {
    checked: links.filter((link) => link.state !== LinkState.SKIPPED).length,
    broken: [...broken.values()],
    unreachable: [...unreachable.values()],
    skipped: links.filter((link) => link.state === LinkState.SKIPPED).length,
  };
}

/** `ECONNREFUSED`, `ENOTFOUND`, `timeout`...: why no answer came, from the request's error. */
function networkReason(link: LinkResult): string {
  for (const detail of link.failureDetails ?? []) {
    if (!(detail instanceof Error)) continue;
    const cause = detail.cause as NodeJS.ErrnoException | undefined;
    if (cause?.code) return cause.code;
    if (detail.name === 'TimeoutError' || detail.name === 'AbortError') return 'timeout';
    return detail.message;
  }
  return 'no answer';
}

/** An abort by a request's time limit (`AbortSignal.timeout`), possibly wrapped in another error. */
function isTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++)
    if (current.name === 'TimeoutError') return true;
  return false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
