import type { SourceOptions } from '../sources/registry.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { VariantOptions } from '../variants/variants.js';
import type { TransferredError } from '../workers/transferred-error.js';
import type { PageSource } from '../core/page-source.js';
import type { RenderedPage } from './page-render.js';
import type { ClientAssets } from '../core/output.js';
import type { Route } from '../core/route.js';

/** What the client bundle gives a page: its script and stylesheet routes (the bundle's files stay with the main thread). */
export type PageAssets = Omit<ClientAssets, 'files' | 'inputs'>;

/** What a render thread is started with (as the build starts): enough to load the same site again. */
export interface RenderThreadData {
  /** The build's configuration, when it can cross threads (a site's markdown plugins are functions: then it is loaded again). */
  config?: ResolvedConfig;
  root: string;
  baseUrl: string;
  variants?: VariantOptions;
  /**
   * 32-bit slots shared by every thread: the next position of the queue to take (slot 0),
   * then each render thread's page under way (slot 1 + its index; -1 for none), so that a
   * page of a thread that ran out of memory is rendered by the main thread instead.
   */
  counter: SharedArrayBuffer;
  /** This thread's index among the render threads. */
  index: number;
  /** The page sources' options that cross threads (plain data: the API reference's mock). */
  sources: SourceOptions;
}

/** From a render thread to the main thread. */
export type FromRenderThread =
  | { type: 'page'; page: RenderedPage }
  | { type: 'done' }
  /** The thread could not load the same site (the main thread renders its share): why, for the build's details. */
  | { type: 'unavailable'; reason: string }
  /** The thread's heap is full (DG250): it stops, and the main thread renders its page under way and its share. */
  | { type: 'gave-up'; reason: string }
  | { type: 'error'; error: TransferredError };

/** From the main thread: the queue once the route table and the client bundle are known, then each page taken (the thread may send another). */
export type ToRenderThread =
  /** The queue's route paths, in order: the thread checks that its own site has the same queue before it takes any. */
  { type: 'start'; queue: string[]; assets: PageAssets } | { type: 'taken' };

/** Pages a thread sends before it waits for the main thread to take them: its memory, and the writes queued. */
export const PAGES_IN_FLIGHT = 8;

/** The routes whose pages may render on threads, in route order: those of sources that render anywhere. */
export function threadQueue(routes: readonly Route[], sourceOf: (route: Route) => PageSource): Route[] {
  return routes.filter((route) => sourceOf(route).rendersOnThreads === true);
}

/** Takes the queue's routes one at a time, by the counter every thread shares (slot 0): each route goes to exactly one thread. */
export function* claimRoutes(queue: readonly Route[], counter: Int32Array, onClaim?: (position: number) => void): Generator<Route> {
  for (;;) {
    const position = Atomics.add(counter, 0, 1);
    if (position >= queue.length) return;
    onClaim?.(position);
    yield queue[position]!;
  }
}

/** The slot of the shared counter that holds a render thread's page under way. */
export const slotOf = (threadIndex: number) => 1 + threadIndex;
