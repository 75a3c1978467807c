import type { SourceOptions } from '../sources/registry.js';
import type { ResolvedConfig } from '../config/validate.js';
import { defaultWorkerCount } from '../markdown/markdown-pool.js';
import type { VariantOptions } from '../variants/variants.js';
import { startRenderThreads, type StartedRenderThreads } from './render-threads.js';

/** What a caller of `buildSite` says about render threads. */
export interface RenderThreadsOption {
  /** The render thread's entry (`runRenderThread`); undefined where threads cannot load it (the engine's sources). */
  file: string | undefined;
  /** The page sources' options a render thread needs, as plain data (it crosses threads). */
  sources: SourceOptions;
  /**
   * Whether the site looks large enough for threads that nobody asked for (its API
   * documents are large): they start as the build does, before the pages are counted.
   */
  likelyLarge: boolean;
}

/** Render threads started for a build, and the queue they need to be worth their start. */
export interface BuildRenderThreads {
  started: StartedRenderThreads;
  /** A shorter queue of pages for threads: the threads end unused. */
  minPages: number;
}

/**
 * Below this many pages that may render on threads, threads nobody asked for (`--workers`,
 * `build.workers`) end unused: a render thread loads the site again before it helps, which
 * on 2 cores pays off between GitHub's REST API (2,516 pages, 5 % slower with one) and
 * Microsoft Graph (14,444 pages, 19 % faster).
 */
export const RENDER_THREAD_MIN_PAGES = 5000;

/**
 * Starts the build's render threads as the build starts, so that they load the site while
 * the main thread does: one fewer than the threads asked for (`--workers`,
 * `build.workers`), else than the machine's cores, and a count nobody asked for only
 * for a site that looks large.
 */
export function startBuildRenderThreads(
  config: ResolvedConfig,
  options: { renderThreads?: RenderThreadsOption; variants?: VariantOptions },
  asked: number | undefined,
): BuildRenderThreads | undefined {
  const wanted = options.renderThreads;
  const count = (asked ?? defaultWorkerCount()) - 1;
  if (!wanted?.file || count < 1 || (asked === undefined && !wanted.likelyLarge)) return undefined;
  const data = {
    config: crossable(config),
    root: config.root,
    baseUrl: config.baseUrl,
    variants: options.variants,
    sources: wanted.sources,
  };
  try {
    return { started: startRenderThreads(wanted.file, count, data), minPages: asked === undefined ? RENDER_THREAD_MIN_PAGES : 1 };
  } catch {
    return undefined; // threads unavailable: the main thread renders alone
  }
}

/** What the render stage's name adds: how many threads helped, or why none could. */
export function threadsNoteOf({ threads, unavailable }: { threads: number; unavailable: readonly string[] }): string {
  if (unavailable.length) return ` (render threads unavailable: ${unavailable[0]})`;
  return threads ? ` with ${threads} render thread${threads === 1 ? '' : 's'}` : '';
}

/** The config itself when it can cross threads (plain data); undefined when it holds functions (markdown plugins). */
function crossable<T>(value: T): T | undefined {
  try {
    structuredClone(value);
    return value;
  } catch {
    return undefined;
  }
}
