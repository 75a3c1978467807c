import { useContext, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MdxPageContextProvider } from './page-context.js';
import { unsafeUrlReason } from '../util/safe-url.js';
import { findWidget } from '../../widgets/registry.js';
import { builtinComponents } from './builtin-components.js';

export { MdxPageContextProvider, type MdxPageContext } from './page-context.js';
import { MDX_ISLAND_COMPONENT } from '../components/mdx-client-directives.js';
import { MdxIsland, type MdxIslandProps } from '../components/mdx-island.js';
import { MDX_HEAD_COMPONENT } from './remark-mdx-head.js';

/** Where remarkMdxClientDirectives puts a site component used with `client:*`. */
function DocgenIsland(props: Omit<MdxIslandProps, 'place'>) {
  const page = useContext(MdxPageContextProvider);
  if (!page) throw new Error(`<${MDX_ISLAND_COMPONENT}> used outside an MDX page`);
  return MdxIsland({ ...props, place: page.siteIsland });
}

/** A page's `<head>` (renamed by remarkMdxHead): its tags go to the document's head, nothing to the body. */
function DocgenHead({ children }: { children?: ReactNode }) {
  const page = useContext(MdxPageContextProvider);
  page?.head?.(renderToStaticMarkup(children));
  return null;
}

/** An engine widget as a component: server-rendered, hydrated as the widget's definition says. */
function widgetComponent(name: string): ComponentType<Record<string, unknown>> {
  const Widget = (props: Record<string, unknown>) => {
    const page = useContext(MdxPageContextProvider);
    if (!page) throw new Error(`<${name}> used outside an MDX page`);
    const safe = { ...props };
    for (const [prop, use] of Object.entries(findWidget(name)?.urlProps ?? {})) {
      if (typeof safe[prop] === 'string' && unsafeUrlReason(safe[prop] as string, use)) delete safe[prop];
    }
    return page.island(name, safe);
  };
  Widget.displayName = name;
  return Widget;
}

/**
 * Components every MDX page can use without importing them (MDX's `components`). One
 * entry per component, by the name authors write: add built-in components here.
 */
// Props differ per component; each types its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const providedComponents: Record<string, ComponentType<any>> = {
  QrCode: widgetComponent('qr-code'),
  ...builtinComponents,
  [MDX_ISLAND_COMPONENT]: DocgenIsland,
  [MDX_HEAD_COMPONENT]: DocgenHead,
};
