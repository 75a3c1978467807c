import { hashOf } from '../cache/cache-keys.js';
import type { DocSource } from '../content/collect.js';
import type { DocsModel } from '../content/docs-model.js';
import type { ResolvedConfig } from '../config/validate.js';
import { readerPageOf } from './docs-reader.js';
import type { ReaderBody } from './docs-reader-body.js';
import { hasCleanOutput } from './markdown-paths.js';
import type { Route, Routes } from '../core/route.js';

/** What a markdown worker needs to point a twin's links as the main thread does: only data. */
export interface ReaderSite {
  url: string;
  baseUrl: string;
  trailingSlash: boolean;
  /** Every route of the site (a link to one points at its twin). */
  routes: string[];
  /** Every doc's route by its path relative to docs/, whether or not it is in the table. */
  docRoutes: Record<string, string>;
}

/** A doc whose twin is wanted: the page it is for, and the key its body is made under. */
export interface ReaderRequest {
  key: string;
  route: string;
  title?: string;
}

/** A body made with the page's output (by a worker, or cached with it), with the key it was made under. */
export type KeyedReaderBody = ReaderBody & { key: string };

/** Which docs get a twin in this build, and under what key each one's body is valid. */
export interface DocsReaderPlan {
  site: ReaderSite;
  /** The request for the doc at a route; undefined when the page has no twin (unlisted, not a doc page). */
  requestFor(routePath: string): ReaderRequest | undefined;
  /** A body made earlier, when its key is the one this build wants. */
  validBody(routePath: string, made: KeyedReaderBody | undefined): ReaderBody | undefined;
}

type SiteOfPlan = { config: Pick<ResolvedConfig, 'url' | 'baseUrl' | 'trailingSlash' | 'llms'>; routes: Routes };

/**
 * The docs' twins to make alongside their HTML, or undefined when the site has no pages for
 * AI readers. A body's key covers everything it depends on beyond the page's text (which
 * the markdown cache's own key covers): the site's address, every route, every doc's
 * route, and the page's route and shown title; a body made under another key is remade.
 */
export function docsReaderPlan(model: DocsModel, site: SiteOfPlan): DocsReaderPlan | undefined {
  const { config, routes } = site;
  if (!config.llms.enabled) return undefined;
  const docRoutes = Object.fromEntries([...model.docsByPath].map(([relativePath, { route }]) => [relativePath, route]));
  const readerSite: ReaderSite = {
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    routes: routes.all().map((route) => route.path),
    docRoutes,
  };
  const siteKey = hashOf(
    config.url,
    config.baseUrl,
    String(config.trailingSlash),
    ...[...readerSite.routes].sort(),
    ...Object.entries(docRoutes).map(([file, route]) => `${file}>${route}`),
  );
  const requests = new Map<string, ReaderRequest | undefined>();
  const requestFor = (routePath: string) => {
    if (!requests.has(routePath)) requests.set(routePath, requestOf(model, routes.get(routePath), siteKey));
    return requests.get(routePath);
  };
  return {
    site: readerSite,
    requestFor,
    validBody(routePath, made) {
      const key = made && requestFor(routePath)?.key;
      return key !== undefined && made!.key === key ? { markdown: made!.markdown, firstParagraph: made!.firstParagraph } : undefined;
    },
  };
}

function requestOf(model: DocsModel, route: Route | undefined, siteKey: string): ReaderRequest | undefined {
  if (!route || route.unlisted || !hasCleanOutput(route) || (route.kind !== 'doc' && route.kind !== 'landing')) return undefined;
  const doc: DocSource | undefined = model.docs.get(route.ref)?.doc;
  if (!doc) return undefined;
  const page = readerPageOf(route, doc);
  const key = hashOf(siteKey, doc.relativePath, page.route, page.title === undefined ? '' : `#${page.title}`);
  return { key, ...page };
}
