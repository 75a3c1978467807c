import { hashOf } from '../cache/cache-keys.js';
import type { DocSource } from '../content/collect.js';
import { docRoutesOf, type DocsModel } from '../content/docs-model.js';
import type { ResolvedConfig } from '../config/validate.js';
import { readerPageOf } from './docs-reader.js';
import type { DocsReaderPlan, ReaderRequest, ReaderSite } from '../core/reader-twin.js';
import { hasCleanOutput } from './markdown-paths.js';
import type { Route, Routes } from '../core/route.js';
import { addressData, type SiteAddress } from '../core/site-address.js';

type SiteOfPlan = { config: Pick<ResolvedConfig, 'llms' | 'root'>; address: SiteAddress; routes: Routes };

/**
 * The docs' twins to make alongside their HTML, or undefined when the site has no pages for
 * AI readers. A body's key covers everything it depends on beyond the page's text (which
 * the markdown cache's own key covers): the site's address, every route, every doc's
 * route, and the page's route and shown title; a body made under another key is remade.
 */
export function docsReaderPlan(model: DocsModel, site: SiteOfPlan): DocsReaderPlan | undefined {
  const { config, address, routes } = site;
  if (!config.llms.enabled) return undefined;
  const docRoutes = Object.fromEntries(docRoutesOf(model));
  const readerSite: ReaderSite = {
    address: addressData(address),
    routes: routes.all().map((route) => route.path),
    docRoutes,
    siteRoot: config.root,
  };
  const siteKey = hashOf(
    address.url,
    address.baseUrl,
    String(address.trailingSlash),
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
