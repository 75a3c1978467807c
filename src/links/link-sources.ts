import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import { formatLocation, type DocgenError, type SourceLocation } from '../errors/docgen-error.js';
import { configLinkOrigins } from './config-links.js';
import type { BrokenLink } from './internal-links.js';
import type { Route } from '../core/route.js';
import type { LinkOrigin, LinkLocator } from '../core/page.js';

export interface LinkLocatorInput {
  routes: readonly Route[];
  /** Where a link on a route's page is written, asked of the source that made the page. */
  linkOrigin: (route: Route, href: string, occurrence: number) => LinkOrigin | undefined | Promise<LinkOrigin | undefined>;
  /** Links from the configuration (navbar, footer): href -> origin. */
  configLinks: (href: string) => LinkOrigin | undefined;
  /** Where a page that is no route comes from (a redirect page: its `redirects` entry or `redirect_from`). */
  otherPage?: (page: string) => LinkOrigin | undefined;
}

/**
 * Maps an output page and href back to its source, most precise first: what the page's
 * source knows (the markdown line, the OpenAPI description's file and JSON pointer), then
 * the config key that set it. The link check itself stays a check over the built HTML.
 */
export function createLinkLocator(input: LinkLocatorInput): LinkLocator {
  const byOutPath = new Map(input.routes.map((route) => [route.outPath, route]));
  return async (page, href, occurrence) => {
    const route = byOutPath.get(page);
    const fromSource = route ? await input.linkOrigin(route, href, occurrence) : input.otherPage?.(page);
    return fromSource ?? input.configLinks(href);
  };
}

/** The locator of a build: its routes, its page sources and the config (read again only now, for lines). */
export function linkLocatorFor(
  config: ResolvedConfig,
  routes: readonly Route[],
  linkOrigin: LinkLocatorInput['linkOrigin'],
  otherPage?: LinkLocatorInput['otherPage'],
): LinkLocator {
  let configLinks: ((href: string) => LinkOrigin | undefined) | undefined;
  return createLinkLocator({
    routes,
    linkOrigin,
    otherPage,
    configLinks: (href) => {
      configLinks ??= configLinkOrigins(config, readText(config.configFile));
      return configLinks(href);
    },
  });
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The build's broken-links error: one line per link, led by where it is written
 * (`docs/guides/x.md:12:5: [text](../missing.md) -> /guides/missing (reason; on page ...)`).
 * Paths inside the site folder are shown relative to it.
 */
export async function brokenLinksError(broken: BrokenLink[], locate: LinkLocator, siteRoot: string): Promise<DocgenError> {
  const seen = new Map<string, number>();
  const lines: { where: string; text: string }[] = [];
  let first: SourceLocation | undefined;
  for (const link of broken) {
    const key = `${link.page}\n${link.href}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const origin = await locate(link.page, link.href, occurrence);
    if (!origin) {
      lines.push({ where: link.page, text: `${link.href} (${link.reason})` });
      continue;
    }
    const { written, key: configKey, ...location } = origin;
    first ??= location;
    const shown = { ...location, file: displayPath(location.file, siteRoot) };
    lines.push({
      where: `${formatLocation(shown)}${configKey ? ` (${configKey})` : ''}`,
      text: `${written ? `${written} -> ` : ''}${link.href} (${link.reason}; on ${link.page})`,
    });
  }
  return errors.brokenLinksFrom(first, lines);
}

/** A source file as the messages name it: relative to the site's root, with `/`, when inside it. */
export function displayPath(file: string, root: string): string {
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}
