import type { Messages } from '../i18n/messages.js';
import { createPeriodicCollection } from '../workers/heap-guard.js';
import type { ReaderOutput } from '../llms/reader-output.js';
import type { Overrides } from '../components/overridable.js';
import type { PageSource, SiteView } from '../core/page-source.js';
import { createPageRenderer, type RenderedPage } from './page-render.js';
import { createPageSink, type PageSink, type PageWriter, type RenderedPages } from './page-sink.js';
import type { ClientAssets } from '../core/output.js';
import type { Route } from '../core/route.js';

export type { PageWriter, RenderedPages } from './page-sink.js';

export interface RenderScope {
  /** Renders only these routes (`serve --watch` re-rendering a changed page); every route by default. */
  only?: (route: Route) => boolean;
  /** Keeps every page's search entries, for a dev server that patches its index later. */
  keepSearchDocuments?: boolean;
  /** Resolves when a route's page can be made (its markdown finished); undefined: now. Pages render in route order. */
  ready?: (route: Route) => Promise<void> | undefined;
}

/**
 * Every route of the frozen table (or those `only` keeps) as an HTML file, rendered on
 * this thread. Each page goes to `writePage` as soon as it is rendered (by default into
 * the returned files), so that a caller that writes them need not hold them all.
 */
export async function renderPages(
  site: SiteView,
  sourceOf: (route: Route) => PageSource,
  assets: ClientAssets,
  catalogues: ReadonlyMap<string, Messages>,
  onProgress?: (done: number, total: number) => void,
  readers?: ReaderOutput,
  overrides?: Overrides,
  writePage?: PageWriter,
  { only, keepSearchDocuments = false, ready }: RenderScope = {},
): Promise<RenderedPages> {
  const routes = only ? site.routes.all().filter(only) : site.routes.all();
  const sink = createPageSink(routes, { writePage, readers, keepSearchDocuments, onProgress });
  const render = createPageRenderer({ site, sourceOf, assets, catalogues, readers, overrides });
  await renderInto(sink, render, routes, ready);
  return sink.finish();
}

/**
 * Renders each route as it comes (`routes` may be claimed one at a time from a queue
 * shared with render threads) into the sink, once its page can be made (`ready`).
 */
export async function renderInto(
  sink: PageSink,
  render: (route: Route) => RenderedPage,
  routes: Iterable<Route>,
  ready?: (route: Route) => Promise<void> | undefined,
): Promise<void> {
  const collectNow = createPeriodicCollection();
  for (const route of routes) {
    const waiting = ready?.(route);
    if (waiting) await waiting;
    await sink.take(render(route));
    collectNow();
  }
}
