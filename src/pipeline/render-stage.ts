import type { Overrides } from '../components/overridable.js';
import type { Messages } from '../i18n/messages.js';
import type { ReaderOutput } from '../llms/reader-output.js';
import type { PageSource, SiteView } from '../core/page-source.js';
import { createPageRenderer } from './page-render.js';
import { createPageSink, type PageWriter, type RenderedPages } from './page-sink.js';
import { renderInto } from './render-pages.js';
import { claimRoutes, threadQueue } from './render-thread-messages.js';
import type { BuildRenderThreads } from './render-thread-plan.js';
import type { ClientAssets } from '../core/output.js';
import type { Route } from '../core/route.js';
import type { PageReuse } from './page-reuse.js';
import type { SearchIndexBuilder } from '../search/search-index.js';

export interface RenderStageInput {
  site: SiteView;
  sourceOf: (route: Route) => PageSource;
  assets: ClientAssets;
  catalogues: ReadonlyMap<string, Messages>;
  readers: ReaderOutput;
  overrides?: Overrides;
  writePage?: PageWriter;
  keepSearchDocuments: boolean;
  /** Resolves when a route's page can be made (its markdown finished); undefined: now. */
  ready: (route: Route) => Promise<void> | undefined;
  onProgress?: (done: number, total: number) => void;
  /** Pages of earlier builds, reused by the main thread when made from the same inputs. */
  reuse?: PageReuse;
  /** Makes each search index (one an earlier build made from the same entries may be reused). */
  newSearchIndex?: () => SearchIndexBuilder;
  /** Threads started with the build, to share the queue with. */
  threads?: BuildRenderThreads;
}

/**
 * Renders every route of the site. The pages that need nothing prepared (the API
 * reference) form a queue that render threads share with the main thread, which first
 * renders the other pages (docs, as their markdown finishes), then joins the queue. One
 * sink takes every page, so the output is the same whichever thread made a page.
 */
export async function renderSite(input: RenderStageInput): Promise<RenderedPages & { threads: number; unavailable: readonly string[] }> {
  const { site, sourceOf, threads: plan } = input;
  const routes = site.routes.all();
  const sink = createPageSink(routes, input);
  const render = createPageRenderer(input);
  const queue = threadQueue(routes, sourceOf);
  // Threads whose queue is too short to be worth it end unused; the main thread takes it all.
  const shared = plan && queue.length >= plan.minPages ? plan.started : undefined;
  if (plan && !shared) await plan.started.close();
  const counter = shared?.counter ?? new SharedArrayBuffer(4);
  const threads = shared?.begin(queue, input.assets, sink);
  const inQueue = new Set(queue);
  // A thread's failure stops the main thread at its next page (its error is the build's).
  const mine = function* (): Generator<Route> {
    for (const route of routes) {
      if (threads?.failure) throw threads.failure;
      if (!inQueue.has(route)) yield route;
    }
    for (const route of claimRoutes(queue, new Int32Array(counter))) {
      if (threads?.failure) throw threads.failure;
      yield route;
    }
  };
  const rendering = renderInto(sink, render, mine(), input.ready);
  try {
    await Promise.all([rendering, threads?.done]);
    // Pages under way on a thread whose heap filled up.
    await renderInto(sink, render, threads?.returned ?? [], input.ready);
  } catch (error) {
    // No thread takes another route, and this thread's page under way finishes first.
    Atomics.store(new Int32Array(counter), 0, queue.length);
    await rendering.catch(() => undefined);
    throw error;
  } finally {
    await shared?.close();
  }
  const unavailable = threads?.unavailable ?? [];
  return { ...sink.finish(), threads: shared ? shared.count - unavailable.length : 0, unavailable };
}
