import { escapeAttribute } from '../util/html.js';
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { findWidget } from '../../widgets/registry.js';
import { ErrorBoundary } from '../../widgets/lib/error-boundary.js';
import { ISLAND_TAG, type HydrateTrigger } from './types.js';
import type { IslandMemo } from './island-memo.js';
import { identityOf } from '../util/render-memo.js';

/** Collects the widgets a page uses while it renders, and names each island's id prefix. */
export class IslandCollector {
  readonly used = new Set<string>();
  readonly #counts = new Map<string, number>();
  constructor(
    readonly namespace: string,
    /** Server HTML other pages of the build made already. */
    readonly memo?: IslandMemo,
  ) {}
  /**
   * A `useId` prefix unique in the page. Numbered per widget, so an island keeps its
   * prefix from page to page when the islands before it differ, and the browser can keep
   * an identical island across client-side navigation.
   */
  nextPrefix(name: string): string {
    const count = this.#counts.get(name) ?? 0;
    this.#counts.set(name, count + 1);
    return `${this.namespace}${name}${count}-`;
  }
}

const CollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = CollectorContext.Provider;

/** For islands that are not engine widgets (the site's components) and their children. */
export interface IslandExtras {
  // Each component types its own props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition?: { component: ComponentType<any>; hydrate: HydrateTrigger };
  children?: ReactNode;
  /**
   * Props the browser loads from a shared file of the build (prop name -> URL) instead of
   * the page: rendered on the server like the others, left out of `data-props`. For large
   * values many pages repeat (a sidebar), so each page does not carry its own copy.
   */
  shared?: Record<string, string>;
}

interface RenderedIsland {
  attributes: Record<string, string>;
  inner: string;
}

/**
 * Server-renders a widget and describes its `<docgen-island>` wrapper: widget name,
 * serialised props and trigger, for the browser runtime to hydrate. The tree is the one
 * the browser hydrates (error boundary included) and `identifierPrefix` is shared, so
 * `useId` values match.
 */
function renderIsland(
  collector: IslandCollector,
  name: string,
  props: Record<string, unknown>,
  hydrate?: HydrateTrigger,
  extra: IslandExtras = {},
): RenderedIsland {
  const definition = extra.definition ?? findWidget(name);
  if (!definition) throw new Error(`no widget named "${name}"`);
  const prefix = collector.nextPrefix(name);
  collector.used.add(name);
  const shared = extra.shared && Object.keys(extra.shared).length ? extra.shared : undefined;
  const ownProps = shared ? Object.fromEntries(Object.entries(props).filter(([key]) => !(key in shared))) : props;
  const dataProps = JSON.stringify(ownProps);
  // Children are server HTML: rendered inside the island, never part of the JSON props.
  const element = createElement(definition.component, extra.children === undefined ? props : { ...props, children: extra.children });
  const render = () => renderToString(createElement(ErrorBoundary, null, element), { identifierPrefix: prefix });
  // Only the engine's own widgets, without children: their HTML is a function of the key alone.
  const memo = extra.definition || extra.children !== undefined ? undefined : collector.memo;
  const inner = memo ? memo.html(serverKey(name, prefix, props, dataProps, shared, findWidget(name)?.serverIgnores), render) : render();
  return {
    attributes: {
      'data-widget': name,
      'data-props': dataProps,
      ...(shared ? { 'data-shared': JSON.stringify(shared) } : {}),
      'data-hydrate': hydrate ?? definition.hydrate,
      'data-prefix': prefix,
    },
    inner,
  };
}

/**
 * What an engine widget's server HTML depends on: its name, id prefix and props, shared
 * props by identity (the same tree on every page) and without the props its server HTML
 * does not read (`serverIgnores`).
 */
function serverKey(
  name: string,
  prefix: string,
  props: Record<string, unknown>,
  dataProps: string,
  shared: Record<string, string> | undefined,
  ignores: readonly string[] = [],
): string {
  const isShared = (key: string) => shared !== undefined && key in shared;
  const read = ignores.length
    ? JSON.stringify(Object.fromEntries(Object.entries(props).filter(([key]) => !ignores.includes(key) && !isShared(key))))
    : dataProps;
  const sharedValues = Object.keys(shared ?? {})
    .filter((key) => !ignores.includes(key))
    .map((key) => {
      const value = props[key];
      return `${key}=${value !== null && typeof value === 'object' ? identityOf(value) : JSON.stringify(value)}`;
    });
  return `${name}\n${prefix}\n${read}\n${sharedValues.join(',')}`;
}

/** An island as an HTML string, for markdown pages. */
export function renderIslandHtml(
  collector: IslandCollector,
  name: string,
  props: Record<string, unknown>,
  hydrate?: HydrateTrigger,
  extra?: IslandExtras,
): string {
  const { attributes, inner } = renderIsland(collector, name, props, hydrate, extra);
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<${ISLAND_TAG} ${attributeText}>${inner}</${ISLAND_TAG}>`;
}

/** Places a widget inside a server template. */
export function Island<P extends object>({
  name,
  props,
  hydrate,
  extra,
}: {
  name: string;
  props: P;
  hydrate?: HydrateTrigger;
  extra?: IslandExtras;
}) {
  const collector = useContext(CollectorContext);
  if (!collector) throw new Error('Island used outside IslandCollectorProvider');
  const { attributes, inner } = renderIsland(collector, name, props as Record<string, unknown>, hydrate, extra);
  return createElement(ISLAND_TAG, { ...attributes, dangerouslySetInnerHTML: { __html: inner } });
}
