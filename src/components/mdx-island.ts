import { Children, createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { errors } from '../errors/catalogue.js';
import { Island } from '../islands/island.js';
import type { HydrateTrigger } from '../islands/types.js';
import { jsonPropsProblem } from './json-props.js';
import { CHILDREN_TAG } from './render-component.js';
import type { SiteComponents } from './site-components.js';

interface MdxIslandProps {
  /** The element's name as written (`MyChart`): the site's `my-chart` or `MyChart`. */
  island: string;
  hydrate: HydrateTrigger;
  /** `file:line`, for messages. */
  source: string;
  children?: ReactNode;
}

/** `MyChart` -> `my-chart`. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The `DocgenIsland` component an MDX page gets (see remarkMdxClientDirectives): renders
 * its one child, one of the site's components, as an island. The page's render must sit
 * in an IslandCollectorProvider; the component is recorded as interactive, so the
 * client build gives it a chunk.
 */
export function createMdxIsland(site: SiteComponents): ComponentType<MdxIslandProps> {
  return function DocgenIsland({ island, hydrate, source, children }: MdxIslandProps) {
    const [file, line] = splitSource(source);
    const name = [island, kebab(island)].find((candidate) => site.components.has(candidate));
    if (!name) throw errors.widgetUnknown({ file, line }, island, [...site.components.keys()]);
    const element = Children.only(children);
    if (!isValidElement<Record<string, unknown>>(element)) throw new Error('DocgenIsland expects one element');
    const { children: inner, ...props } = element.props;
    const problem = jsonPropsProblem(props);
    if (problem) throw errors.componentPropsNotSerialisable({ file, line }, island, problem);
    site.interactive.add(name);
    // JSX children are server HTML, kept in the element the browser hands back when it hydrates.
    const serverChildren =
      inner === undefined
        ? undefined
        : createElement(CHILDREN_TAG, { dangerouslySetInnerHTML: { __html: renderToStaticMarkup(inner as ReactNode) } });
    return createElement(Island, {
      name,
      props,
      hydrate,
      extra: { definition: { component: element.type as ComponentType, hydrate }, children: serverChildren },
    });
  };
}

function splitSource(source: string): [string, number | undefined] {
  const match = /^(.*):(\d+)$/.exec(source);
  return match ? [match[1]!, Number(match[2])] : [source, undefined];
}
