import { createContext, useContext } from 'react';
import { useHref } from '../site-context.js';

/**
 * Where the service's models live, for the schema trees of a page: a named schema (one
 * from `components/schemas`) links to its model page. On a model page `collapse` is set:
 * another model nested in it shows as its name and link instead of again in full, which
 * keeps model pages of large documents small.
 */
export interface ModelLinks {
  /** Model name -> route, shared by every page of the service. */
  routes?: Readonly<Record<string, string>>;
  collapse: boolean;
  /**
   * In a tree too large to spell out on an operation's page: the depth from which nested
   * models show as links (tree-size.ts `linkDepthFor`). `collapse` is depth 0.
   */
  linkDepth?: number;
}

export const ModelLinksContext = createContext<ModelLinks>({ collapse: false });

/** The href of a model's page (resolved for the site), if the name is a model of the service. */
export function useModelHref(): (name: string | undefined) => string | undefined {
  const { routes } = useContext(ModelLinksContext);
  const href = useHref();
  return (name) => {
    const route = name !== undefined && routes && Object.hasOwn(routes, name) ? routes[name] : undefined;
    return route === undefined ? undefined : href(route);
  };
}

/** Whether a nested named schema shows as a link only (on model pages). */
export function useCollapsedModels(): boolean {
  return useContext(ModelLinksContext).collapse;
}

/** The depth from which nested models show as links (Infinity: never). */
export function useLinkDepth(): number {
  const { collapse, linkDepth } = useContext(ModelLinksContext);
  return collapse ? 0 : (linkDepth ?? Infinity);
}
