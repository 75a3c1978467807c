/**
 * Island scheduling: finds `<docgen-island>` elements and hydrates each with its widget
 * once its trigger fires (load: now; idle: when the browser is idle; visible: when it
 * nears the viewport or the pointer or focus reaches it; interaction: when the pointer,
 * a touch or the focus reaches it, a click made meanwhile given to it once it runs).
 * React and the widget's chunk are only fetched then.
 */
import { runtimeMessages } from './messages.js';

type HydrateModule = typeof import('./hydrate.js');
interface Root {
  unmount(): void;
}

const chunks: Record<string, string> = {};
const roots = new Map<Element, Root>();
let hydrateModule: Promise<HydrateModule> | undefined;
let observer: IntersectionObserver | undefined;
/** Observed element -> the island it belongs to. */
const watched = new Map<Element, HTMLElement>();

function forget(island: Element): void {
  for (const [target, owner] of watched) {
    if (owner !== island) continue;
    observer?.unobserve(target);
    watched.delete(target);
  }
}

/** Shared prop files (a sidebar), fetched once per URL for every island and page that names them. */
const sharedFiles = new Map<string, Promise<unknown>>();

function loadShared(url: string): Promise<unknown> {
  let loading = sharedFiles.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    loading.catch(() => sharedFiles.delete(url)); // a later page may try again
    sharedFiles.set(url, loading);
  }
  return loading;
}

/** The island's props: its own (`data-props`) plus those it names in `data-shared` (prop -> URL). */
async function propsOf(element: HTMLElement): Promise<Record<string, unknown>> {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const shared = Object.entries(JSON.parse(element.dataset.shared ?? '{}') as Record<string, string>);
  const values = await Promise.all(shared.map(([, url]) => loadShared(url)));
  shared.forEach(([key], index) => (props[key] = values[index]));
  return props;
}

/** Adds the widget -> chunk URL map a page carries (`#docgen-widgets`). */
export function registerChunks(root: Document): void {
  const script = root.getElementById('docgen-widgets');
  if (script?.textContent) Object.assign(chunks, JSON.parse(script.textContent) as Record<string, string>);
}

async function hydrate(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = 'pending';
  const name = element.dataset.widget ?? '';
  const url = chunks[name];
  try {
    if (!url) throw new Error('the page lists no script for it');
    const [module, runtime, props] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<{ default?: unknown }>,
      (hydrateModule ??= import('./hydrate.js')),
      propsOf(element),
    ]);
    if (!element.isConnected) return;
    const prefix = element.dataset.prefix ?? '';
    roots.set(element, runtime.hydrateWidget(element, name, module.default, props, prefix, runtimeMessages()));
    element.dataset.hydrated = 'true';
  } catch (error) {
    element.dataset.hydrated = 'failed';
    console.error(`docgen: widget "${name}" could not start`, error);
  }
}

function schedule(element: HTMLElement): void {
  const trigger = element.dataset.hydrate;
  if (trigger === 'visible' && 'IntersectionObserver' in window) {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = watched.get(entry.target);
          if (!island) continue;
          forget(island);
          void hydrate(island);
        }
      },
      { rootMargin: '200px' },
    );
    // Islands are `display: contents` (no box of their own): watch their children.
    const targets = element.children.length ? [...element.children] : [element];
    for (const target of targets) {
      watched.set(target, element);
      observer.observe(target);
    }
    // A pointer or the focus reaching it starts it too, before it scrolls fully into view.
    const early = () => {
      forget(element);
      void hydrate(element);
    };
    for (const type of ['pointerover', 'focusin', 'touchstart']) element.addEventListener(type, early, { once: true, passive: true });
  } else if (trigger === 'interaction') {
    // A control the reader may never use (the page menu): nothing is fetched for it until
    // they reach it. A click that comes before it runs (a quick tap) is clicked again then.
    let clicked: EventTarget | null = null;
    const keep = (event: Event) => (clicked = event.target);
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      element.addEventListener('click', keep, true);
      void hydrate(element).then(() => {
        element.removeEventListener('click', keep, true);
        if (clicked instanceof HTMLElement && clicked.isConnected) clicked.click();
      });
    };
    for (const type of ['pointerover', 'focusin', 'touchstart']) element.addEventListener(type, start, { once: true, passive: true });
  } else if (trigger === 'idle') {
    const run = () => void hydrate(element);
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  } else {
    void hydrate(element);
  }
}

/** Schedules every island under `root` that has not started yet. */
export function hydrateIslands(root: ParentNode): void {
  const islands = root.querySelectorAll<HTMLElement>('docgen-island:not([data-hydrated])');
  islands.forEach(schedule);
  if (root instanceof HTMLElement && root.matches('docgen-island:not([data-hydrated])')) schedule(root);
}

/** Unmounts the islands under `root` before it leaves the page. */
export function unmountIslands(root: Element): void {
  for (const [element, reactRoot] of roots) {
    if (!root.contains(element)) continue;
    reactRoot.unmount();
    roots.delete(element);
  }
  for (const island of watched.values()) if (root.contains(island)) forget(island);
}
