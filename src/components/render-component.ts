import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderIslandHtml, type IslandCollector } from '../islands/island.js';
import type { HydrateTrigger } from '../islands/types.js';
import { jsonPropsProblem } from './json-props.js';

/** Stands for the children while a component renders; replaced by the children's HTML. */
export const CHILDREN_MARKER = 'docgen-children-8d1f5c2e';
/** The element holding an island's server-rendered children (the browser hands it back). */
export const CHILDREN_TAG = 'docgen-children';

/** A component's HTML around the place its children go. */
export interface RenderedUse {
  before: string;
  after: string;
  /** False when the component does not show its children. */
  showsChildren: boolean;
}

export interface ComponentUse {
  name: string;
  // Each component types its own props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  props: Record<string, unknown>;
  /** Set for an interactive use (an island); none: HTML only. */
  hydrate?: HydrateTrigger;
  /** The use has children (a container directive), rendered elsewhere as HTML. */
  hasChildren: boolean;
}

/**
 * Renders one use of a component: static markup, or an island when `hydrate` is set.
 * Children are left as a gap: the caller fills it with their HTML. Throws with a message
 * when the component throws or an island's props are not JSON.
 */
export function renderComponentUse(use: ComponentUse, collector: IslandCollector): RenderedUse {
  const html = use.hydrate ? renderAsIsland(use, collector) : renderStatic(use);
  const parts = html.split(CHILDREN_MARKER);
  if (parts.length > 2) throw new Error('it shows its children more than once');
  return { before: parts[0]!, after: parts[1] ?? '', showsChildren: parts.length === 2 };
}

function renderStatic(use: ComponentUse): string {
  const props = use.hasChildren ? { ...use.props, children: CHILDREN_MARKER } : use.props;
  return renderToStaticMarkup(createElement(use.component, props));
}

function renderAsIsland(use: ComponentUse, collector: IslandCollector): string {
  const problem = jsonPropsProblem(use.props);
  if (problem) throw new Error(problem);
  // The same wrapper the browser builds from this element's HTML when it hydrates.
  const children = use.hasChildren ? createElement(CHILDREN_TAG, { dangerouslySetInnerHTML: { __html: CHILDREN_MARKER } }) : undefined;
  return renderIslandHtml(collector, use.name, use.props, use.hydrate, {
    definition: { component: use.component, hydrate: use.hydrate! },
    children,
  });
}
