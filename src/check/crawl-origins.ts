import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type SourceLocation, formatLocation } from '../errors/docgen-error.js';
import { decodeHtml } from '../util/html.js';
import type { CrawlProblem } from './crawl.js';
import { displayPath } from '../links/link-sources.js';
import type { LinkLocator } from '../core/page.js';

export interface CrawlOriginInput {
  /** The local server's origin (`http://127.0.0.1:PORT`). */
  origin: string;
  baseUrl: string;
  outDir: string;
  siteRoot: string;
  /** The build's link locator: output page + href as written in the HTML -> source. */
  locate?: LinkLocator;
}

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;

/**
 * `docgen check`'s broken links, each led by where it is written when the build knows
 * (`docs/guides/x.md:30:1: ./nope.md -> /guides/nope.md (HTTP 404; on /guides/x)`), as the
 * build names its own broken links. The page's HTML is read again to find the hrefs that
 * resolve, as on the crawled page, to the broken URL.
 */
export async function locateCrawlProblems(
  broken: readonly CrawlProblem[],
  input: CrawlOriginInput,
): Promise<{ lines: string[]; first?: SourceLocation }> {
  const lines: string[] = [];
  let first: SourceLocation | undefined;
  for (const link of broken) {
    const target = sitePath(link.url, input.origin);
    const from = sitePath(link.parent, input.origin);
    const plain = `${target} (HTTP ${link.status || 'error'}) linked from ${from}`;
    const origin = link.parent?.startsWith(input.origin) ? await originOf(link, input) : undefined;
    if (!origin) {
      lines.push(plain);
      continue;
    }
    const { written, key, ...location } = origin;
    first ??= location;
    const where = `${formatLocation({ ...location, file: displayPath(location.file, input.siteRoot) })}${key ? ` (${key})` : ''}`;
    lines.push(`${where}: ${written ? `${written} -> ` : ''}${target} (HTTP ${link.status || 'error'}; on ${from})`);
  }
  return { lines, first };
}

async function originOf(link: CrawlProblem, input: CrawlOriginInput) {
  if (!input.locate || !link.parent) return undefined;
  const page = await pageFile(new URL(link.parent).pathname, input);
  if (!page) return undefined;
  const seen = new Map<string, number>();
  for (const match of page.html.matchAll(ATTRIBUTE)) {
    const href = match[1]!.includes('&') ? decodeHtml(match[1]!) : match[1]!;
    const occurrence = seen.get(href) ?? 0;
    seen.set(href, occurrence + 1);
    let resolved: URL;
    try {
      resolved = new URL(href, link.parent);
    } catch {
      continue;
    }
    resolved.hash = '';
    if (resolved.href !== link.url.replace(/#.*$/, '')) continue;
    const origin = await input.locate(page.file, href, occurrence);
    if (origin) return origin;
  }
  return undefined;
}

/** The output file served at a page's URL path (`/guides/x` -> `guides/x/index.html` or `guides/x.html`). */
async function pageFile(urlPath: string, input: CrawlOriginInput): Promise<{ file: string; html: string } | undefined> {
  const base = input.baseUrl.endsWith('/') ? input.baseUrl : `${input.baseUrl}/`;
  if (!`${urlPath}/`.startsWith(base)) return undefined;
  const relative = decodeURIComponent(urlPath.slice(base.length)).replace(/\/$/, '');
  const candidates = relative.endsWith('.html') ? [relative] : [relative ? `${relative}/index.html` : 'index.html', `${relative}.html`];
  for (const file of candidates) {
    try {
      return { file, html: await readFile(path.join(input.outDir, file), 'utf8') };
    } catch {
      // the next form
    }
  }
  return undefined;
}

/** The site's own URLs as paths (`/guides/x`), other sites' in full. */
export function sitePath(url: string | undefined, origin: string): string {
  if (!url) return 'the start page';
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}
