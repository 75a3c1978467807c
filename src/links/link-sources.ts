import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import { formatLocation, type DocgenError, type SourceLocation } from '../errors/docgen-error.js';
import { configLinkOrigins } from './config-links.js';
import type { BrokenLink } from './internal-links.js';
import type { Route } from '../core/route.js';
import type { LinkOrigin, LinkLocator } from '../core/page.js';
import type { Diagnostic } from '../core/output.js';

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

/** What a build does with a broken link: Docusaurus's values of onBrokenLinks and onBrokenAnchors. */
export type BrokenLinkAction = 'ignore' | 'log' | 'warn' | 'throw';

/** The action for each kind of broken link: a missing page or file, a missing anchor of a page that is there. */
export type BrokenLinkActions = Readonly<Record<BrokenLink['kind'], BrokenLinkAction>>;

/**
 * The site's actions (`onBrokenLinks`, `onBrokenAnchors`); under `--strict`, and so in
 * `docgen check`, every broken link fails whatever they say.
 */
export function brokenLinkActions(config: Pick<ResolvedConfig, 'onBrokenLinks' | 'onBrokenAnchors'>, strict = false): BrokenLinkActions {
  return strict ? { page: 'throw', anchor: 'throw' } : { page: config.onBrokenLinks, anchor: config.onBrokenAnchors };
}

/**
 * A build's answer to its broken links: DG114 naming those whose action is `throw`; else
 * one diagnostic for each `warn` (a warning) or `log` (a note) link, named where it is
 * written as DG114 names it. `ignore`d links say nothing.
 */
export async function answerBrokenLinks(
  broken: readonly BrokenLink[],
  actions: BrokenLinkActions,
  locate: LinkLocator,
  siteRoot: string,
): Promise<Diagnostic[]> {
  const failing = broken.filter((link) => actions[link.kind] === 'throw');
  if (failing.length) throw await brokenLinksError(failing, locate, siteRoot);
  const told = broken.filter((link) => actions[link.kind] === 'warn' || actions[link.kind] === 'log');
  const located = await locateBrokenLinks(told, locate, siteRoot);
  return located.map(({ link, location, configKey, text }) => ({
    severity: actions[link.kind] === 'warn' ? 'warning' : 'info',
    message: `Broken ${link.kind === 'anchor' ? 'anchor' : 'link'}: ${text}${configKey ? ` (${configKey})` : location ? '' : ` on ${link.page}`}`,
    ...location,
  }));
}

/**
 * The warnings of markdown links to `.md` files that are no page (`brokenMarkdownLink`),
 * as `markdown.hooks.onBrokenMarkdownLinks` says: warnings (`warn`), notes (`log`), left
 * out (`ignore`), or DG114 naming each (`throw`). Other diagnostics pass as they are.
 */
export function answerMarkdownLinks(diagnostics: readonly Diagnostic[], action: BrokenLinkAction, siteRoot: string): Diagnostic[] {
  const broken = diagnostics.filter((diagnostic) => diagnostic.brokenMarkdownLink);
  if (!broken.length || action === 'warn') return [...diagnostics];
  if (action === 'throw') {
    const placed = broken.find((diagnostic) => diagnostic.file);
    throw errors.brokenLinksFrom(
      placed && { file: placed.file!, line: placed.line, column: placed.column },
      broken.map((diagnostic) => ({
        where: diagnostic.file ? formatLocation({ ...diagnostic, file: displayPath(diagnostic.file, siteRoot) }) : '(no file)',
        text: diagnostic.message,
      })),
    );
  }
  return diagnostics.flatMap((diagnostic) =>
    !diagnostic.brokenMarkdownLink ? [diagnostic] : action === 'log' ? [{ ...diagnostic, severity: 'info' as const }] : [],
  );
}

/**
 * The build's broken-links error: one line per link, led by where it is written
 * (`docs/guides/x.md:12:5: [text](../missing.md) -> /guides/missing (reason; on page ...)`).
 * Paths inside the site folder are shown relative to it.
 */
export async function brokenLinksError(broken: readonly BrokenLink[], locate: LinkLocator, siteRoot: string): Promise<DocgenError> {
  const located = await locateBrokenLinks(broken, locate, siteRoot);
  return errors.brokenLinksFrom(
    located.find((entry) => entry.location)?.location,
    located.map(({ where, text }) => ({ where, text })),
  );
}

interface LocatedLink {
  link: BrokenLink;
  /** Where it is written (absolute file), when known. */
  location?: SourceLocation;
  /** The place as messages show it: relative to the site, with the config key that set it; the output page when unknown. */
  where: string;
  /** The config key that set it (`navbar.items[1].to`). */
  configKey?: string;
  text: string;
}

async function locateBrokenLinks(broken: readonly BrokenLink[], locate: LinkLocator, siteRoot: string): Promise<LocatedLink[]> {
  const seen = new Map<string, number>();
  const located: LocatedLink[] = [];
  for (const link of broken) {
    const key = `${link.page}\n${link.href}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const origin = await locate(link.page, link.href, occurrence);
    if (!origin) {
      located.push({ link, where: link.page, text: `${link.href} (${link.reason})` });
      continue;
    }
    const { written, key: configKey, ...location } = origin;
    const shown = { ...location, file: displayPath(location.file, siteRoot) };
    located.push({
      link,
      location,
      where: `${formatLocation(shown)}${configKey ? ` (${configKey})` : ''}`,
      configKey,
      text: `${written ? `${written} -> ` : ''}${link.href} (${link.reason}; on ${link.page})`,
    });
  }
  return located;
}

/** A source file as the messages name it: relative to the site's root, with `/`, when inside it. */
export function displayPath(file: string, root: string): string {
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}
