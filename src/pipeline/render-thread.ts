import { parentPort, workerData } from 'node:worker_threads';
import { pageFacts } from '../links/link-index.js';
import { loadSiteComponents } from '../components/site-components.js';
import { withBaseUrl } from '../config/base-url.js';
import { loadConfig } from '../config/load.js';
import { loadPageSources } from '../sources/registry.js';
import { loadSiteMessages } from '../i18n/site-messages.js';
import { createReaderOutput } from '../llms/reader-output.js';
import { loadVariants } from '../variants/variants.js';
import { toTransferredError } from '../workers/transferred-error.js';
import { isDocgenError } from '../errors/docgen-error.js';
import { HEAP_EXHAUSTED, createPeriodicCollection } from '../workers/heap-guard.js';
import { collectRoutes } from './collect-routes.js';
import { createPageRenderer, type RenderedPage } from './page-render.js';
import {
  claimRoutes,
  PAGES_IN_FLIGHT,
  slotOf,
  threadQueue,
  type FromRenderThread,
  type RenderThreadData,
  type ToRenderThread,
} from './render-thread-messages.js';
import type { Route } from '../core/route.js';
import type { SiteAddress } from '../core/site-address.js';

/**
 * A render thread's whole life (`src/pipeline/render-threads.ts` starts it as the build
 * starts): it loads the same site as the main thread meanwhile (sources, not their
 * markdown: it renders only pages that need none), waits for the main thread's queue of
 * routes and checks that it is its own, then takes routes from the shared queue, renders
 * each and sends it, with its links and ids, to the main thread, which writes it. At most
 * PAGES_IN_FLIGHT pages wait there at once.
 */
export async function runRenderThread(): Promise<void> {
  const port = parentPort!;
  const data = workerData as RenderThreadData;
  const send = (message: FromRenderThread) => port.postMessage(message);
  let started!: (message: Extract<ToRenderThread, { type: 'start' }>) => void;
  const start = new Promise<Extract<ToRenderThread, { type: 'start' }>>((resolve) => (started = resolve));
  let waiting = 0;
  let taken: (() => void) | undefined;
  port.on('message', (message: ToRenderThread) => {
    if (message.type === 'start') return started(message);
    waiting--;
    taken?.();
  });
  let render: (route: Route) => RenderedPage;
  let queue: Route[];
  let address: SiteAddress;
  try {
    const config = data.config ?? withBaseUrl(await loadConfig(data.root), data.baseUrl);
    const variants = await loadVariants(config, data.variants);
    const [components, messages] = await Promise.all([loadSiteComponents(config), loadSiteMessages(config)]);
    const context = {
      config,
      variants,
      catalogues: Promise.resolve(messages.catalogues),
      components: Promise.resolve(components),
      role: 'render-thread' as const,
    };
    const sources = (await Promise.all(loadPageSources(context, data.sources))).flat();
    const { site, sourceOf } = collectRoutes(config, sources, variants);
    address = site.address;
    queue = threadQueue(site.routes.all(), sourceOf);
    const asked = await start;
    if (queue.length !== asked.queue.length || queue.some((route, index) => route.path !== asked.queue[index]))
      return send({ type: 'unavailable', reason: 'its routes differ from the main thread’s (a source changed while the build ran)' });
    const assets = { ...asked.assets, files: new Map(), inputs: [] };
    const readers = createReaderOutput(site);
    render = createPageRenderer({ site, sourceOf, assets, catalogues: messages.catalogues, readers, overrides: components.overrides });
  } catch (error) {
    return send({ type: 'unavailable', reason: error instanceof Error ? error.message : String(error) });
  }
  const collectNow = createPeriodicCollection();
  const sharedSent = new Set<string>();
  const slots = new Int32Array(data.counter);
  const underWay = (position: number) => Atomics.store(slots, slotOf(data.index), position);
  try {
    for (const route of claimRoutes(queue, slots, underWay)) {
      const page = render(route);
      page.facts = pageFacts(page.outPath, page.html, address);
      // A sidebar's shared file crosses once: the main thread keeps it.
      if (page.shared && sharedSent.has(page.shared.outPath)) delete page.shared;
      else if (page.shared) sharedSent.add(page.shared.outPath);
      send({ type: 'page', page });
      underWay(-1);
      waiting++;
      while (waiting >= PAGES_IN_FLIGHT) await new Promise<void>((resolve) => (taken = resolve));
      collectNow();
    }
  } catch (error) {
    // Out of memory here is not the build's end: the main thread renders this page and the rest.
    if (isDocgenError(error) && error.code === HEAP_EXHAUSTED) return send({ type: 'gave-up', reason: error.message });
    return send({ type: 'error', error: toTransferredError(error) });
  }
  send({ type: 'done' });
}
