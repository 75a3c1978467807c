/**
 * The browser runtime: finds `<docgen-island>` elements and hydrates each with its
 * widget, loading the widget's chunk only when its trigger fires (load, idle, visible).
 */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

type Trigger = 'load' | 'idle' | 'visible';

function widgetChunks(): Record<string, string> {
  const script = document.getElementById('docgen-widgets');
  return script?.textContent ? (JSON.parse(script.textContent) as Record<string, string>) : {};
}

async function hydrate(element: HTMLElement, chunks: Record<string, string>): Promise<void> {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = 'pending';
  const name = element.dataset.widget!;
  const url = chunks[name];
  if (!url) {
    console.error(`docgen: no script for widget "${name}"`);
    return;
  }
  const module = (await import(/* @vite-ignore */ url)) as { default: Parameters<typeof createElement>[0] };
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(element, createElement(module.default, props), { identifierPrefix: element.dataset.prefix });
  element.dataset.hydrated = 'true';
}

function schedule(element: HTMLElement, chunks: Record<string, string>): void {
  const trigger = (element.dataset.hydrate ?? 'load') as Trigger;
  const run = () => void hydrate(element, chunks);
  if (trigger === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    }, { rootMargin: '200px' });
    observer.observe(element);
  } else if (trigger === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(run, { timeout: 2000 });
  } else {
    run();
  }
}

/** Hydrates every island under `root` that is not hydrated yet. */
export function hydrateIslands(root: ParentNode = document): void {
  const chunks = widgetChunks();
  root.querySelectorAll<HTMLElement>('docgen-island:not([data-hydrated])').forEach((element) => schedule(element, chunks));
}

hydrateIslands();
