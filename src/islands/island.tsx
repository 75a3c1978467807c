import { createContext, createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { findWidget } from '../../widgets/registry.js';
import { ISLAND_TAG, type HydrateTrigger } from './types.js';

/** Collects the widgets a page uses while it renders, and numbers the islands. */
export class IslandCollector {
  readonly used = new Set<string>();
  #count = 0;
  constructor(readonly namespace: string) {}
  nextPrefix(): string {
    return `${this.namespace}${this.#count++}-`;
  }
}

const CollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = CollectorContext.Provider;

interface RenderedIsland {
  attributes: Record<string, string>;
  inner: string;
}

/**
 * Server-renders a widget and describes its `<docgen-island>` wrapper: widget name,
 * serialised props and trigger, for the browser runtime to hydrate. `identifierPrefix`
 * keeps `useId` equal on server and client.
 */
function renderIsland(collector: IslandCollector, name: string, props: Record<string, unknown>, hydrate?: HydrateTrigger): RenderedIsland {
  const definition = findWidget(name);
  if (!definition) throw new Error(`no widget named "${name}"`);
  const prefix = collector.nextPrefix();
  collector.used.add(name);
  const inner = renderToString(createElement(definition.component, props), { identifierPrefix: prefix });
  return {
    attributes: {
      'data-widget': name,
      'data-props': JSON.stringify(props),
      'data-hydrate': hydrate ?? definition.hydrate,
      'data-prefix': prefix,
    },
    inner,
  };
}

/** An island as an HTML string, for markdown pages. */
export function renderIslandHtml(collector: IslandCollector, name: string, props: Record<string, unknown>, hydrate?: HydrateTrigger): string {
  const { attributes, inner } = renderIsland(collector, name, props, hydrate);
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<${ISLAND_TAG} ${attributeText}>${inner}</${ISLAND_TAG}>`;
}

/** Places a widget inside a server template. */
export function Island({ name, props, hydrate }: { name: string; props: Record<string, unknown>; hydrate?: HydrateTrigger }) {
  const collector = useContext(CollectorContext);
  if (!collector) throw new Error('Island used outside IslandCollectorProvider');
  const { attributes, inner } = renderIsland(collector, name, props, hydrate);
  return createElement(ISLAND_TAG, { ...attributes, dangerouslySetInnerHTML: { __html: inner } });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
