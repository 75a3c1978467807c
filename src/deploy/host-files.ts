import { ASSET_FOLDER, type Diagnostic } from '../core/output.js';
import type { StaticFile } from '../content/collect.js';
import { CACHE_FOREVER, CACHE_REVALIDATE } from './cache-policy.js';
import type { Route } from '../core/route.js';
import type { HostRedirect } from '../routes/redirect-plan.js';

/** Files some hosts read from the output's root; none of them is a page. */
export const HOST_FILES = { headers: '_headers', redirects: '_redirects', noJekyll: '.nojekyll' } as const;

/** Cloudflare Pages reads at most 100 rules of `_headers`. */
const MAX_HEADER_RULES = 100;

export interface HostFilesInput {
  baseUrl: string;
  /** Every file of the build, relative to the output folder. */
  outputPaths: readonly string[];
  /** The 404 pages (`404.html`, `ar/404.html`), relative to the output folder. */
  notFoundPages: readonly string[];
  /** The site's static files: one under the assets folder would be cached for a year. */
  staticFiles: readonly StaticFile[];
  /** The site's redirects (config `redirects`, frontmatter `redirect_from`), as served addresses. */
  redirects?: readonly HostRedirect[];
}

/**
 * The host files of a site's build, from its routes (its 404 pages): those the site's own
 * files in static/ do not replace (a site's `_headers` is kept as it is, like its
 * robots.txt), and the warnings of `hostFiles`.
 */
export function siteHostFiles(input: Omit<HostFilesInput, 'notFoundPages'> & { routes: readonly Pick<Route, 'kind' | 'outPath'>[] }): {
  files: Map<string, string>;
  warnings: Diagnostic[];
} {
  const own = new Set(input.staticFiles.map((file) => file.relativePath));
  const notFoundPages = input.routes.filter((route) => route.kind === 'not-found').map((route) => route.outPath);
  const host = hostFiles({ ...input, notFoundPages });
  return { files: new Map([...host.files].filter(([outPath]) => !own.has(outPath))), warnings: host.warnings };
}

/**
 * The files hosts read beside the site: `_headers` (Netlify, Cloudflare Pages: cache
 * headers), `_redirects` (Netlify, Cloudflare Pages: the site's redirects; Netlify: each
 * locale's 404 page, and the site's under a base URL) and `.nojekyll` (GitHub Pages would
 * otherwise drop files whose name starts with `_`).
 * Harmless on hosts that do not read them. Pure: the caller puts them in the output.
 */
export function hostFiles(input: HostFilesInput): { files: Map<string, string>; warnings: Diagnostic[] } {
  const files = new Map<string, string>([
    [HOST_FILES.headers, headersFile(input.baseUrl, input.outputPaths)],
    [HOST_FILES.noJekyll, ''],
  ]);
  const redirects = redirectsFile(input.baseUrl, input.notFoundPages, input.redirects);
  if (redirects) files.set(HOST_FILES.redirects, redirects);
  const warnings = input.staticFiles
    .filter((file) => file.relativePath.startsWith(`${ASSET_FOLDER}/`))
    .map((file): Diagnostic => ({
      severity: 'warning',
      file: file.absolutePath,
      message: `static/${file.relativePath} is copied into ${ASSET_FOLDER}/, the folder of docgen's content-hashed files, which hosts are told to cache for a year: a change to it would not reach readers. Move it to another folder of static/.`,
    }));
  return { files, warnings };
}

/**
 * One rule for the hashed assets, and revalidation for the rest, as rules that never
 * match the same path (hosts join the values of every matching rule).
 */
export function headersFile(baseUrl: string, outputPaths: readonly string[]): string {
  const rule = (path: string, cacheControl: string) => `${path}\n  Cache-Control: ${cacheControl}\n`;
  const revalidated = topLevelPatterns(outputPaths).map((pattern) => rule(`${baseUrl}${pattern}`, CACHE_REVALIDATE));
  const lines = [
    '# Written by docgen for hosts that read _headers (Netlify, Cloudflare Pages).',
    '# Content-hashed assets: a changed file gets a new name, so they are kept for a year.',
    rule(`${baseUrl}${ASSET_FOLDER}/*`, CACHE_FOREVER),
  ];
  // Past the limit, the hosts' own default (which revalidates) applies to the rest.
  if (revalidated.length + 1 <= MAX_HEADER_RULES) {
    lines.push('# Pages and every other file: checked with the host on every visit.', ...revalidated);
  }
  return lines.join('\n');
}

/** `` (the home page), `guides`, `guides/*`, `sitemap.xml`...: the output's top level, the assets folder and host files aside. */
function topLevelPatterns(outputPaths: readonly string[]): string[] {
  const hostFileNames = new Set<string>(Object.values(HOST_FILES));
  const patterns = new Set<string>();
  for (const file of outputPaths) {
    const [first, ...rest] = file.split('/');
    if (!first || first === ASSET_FOLDER || hostFileNames.has(first) || first.startsWith('.')) continue;
    if (rest.length === 0) patterns.add(first === 'index.html' ? '' : first);
    else {
      if (rest.join('/') === 'index.html') patterns.add(first);
      patterns.add(`${first}/*`);
    }
  }
  return [...patterns].sort();
}

/**
 * The site's redirects, permanent (301), then the 404 rules. Netlify serves `/404.html`
 * for any missing path by itself; a locale's own 404 page, or the site's under a base
 * URL, needs a rule. Redirects come first (both hosts take the first rule that matches,
 * and Cloudflare Pages wants rules without `*` before those with), the 404 rules longest
 * first. A redirect is written without Netlify's `!`, which Cloudflare refuses: Netlify
 * then serves the redirect page at the old address, which sends readers on as well.
 */
export function redirectsFile(
  baseUrl: string,
  notFoundPages: readonly string[],
  redirects: readonly HostRedirect[] = [],
): string | undefined {
  const moved = redirects.map((redirect) => `${redirect.from}  ${redirect.to}  301`);
  const rules = notFoundPages
    .map((page) => `${baseUrl}${page.slice(0, -'404.html'.length)}`)
    .filter((folder) => folder !== '/')
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((folder) => `${folder}*  ${folder}404.html  404`);
  if (!rules.length && !moved.length) return undefined;
  return [
    ...(moved.length ? ["# Written by docgen: the site's redirects (Netlify and Cloudflare Pages read this file).", ...moved] : []),
    ...(rules.length ? ['# Written by docgen: each folder with its own 404 page (Netlify reads this file).', ...rules] : []),
    '',
  ].join('\n');
}
