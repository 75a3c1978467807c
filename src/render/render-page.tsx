import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Messages } from '../i18n/messages.js';
import { IslandCollector, IslandCollectorProvider } from '../islands/island.js';
import { Page } from '../../templates/page.js';
import { noOverrides, OverridesProvider, type Overrides } from '../components/overridable.js';
import { PageContext, SiteContext, type PageContextValue } from '../../templates/site-context.js';
import type { PageFrameProps } from '../../templates/types.js';
import { PageMemoProvider, type RenderMemo } from '../util/render-memo.js';
import { flatString } from '../util/flat-string.js';
import type { IslandMemo } from '../islands/island-memo.js';
import type { SiteAddress } from '../core/site-address.js';

export interface RenderedBody {
  html: string;
  /** Widgets used by the page's templates (markdown widgets are counted separately). */
  widgets: string[];
}

/**
 * Renders a page's body to static HTML. The page itself is not hydrated, only its
 * islands, so static markup (no React attributes) is what we want here.
 */
export function renderPageBody(
  frame: PageFrameProps,
  main: ReactNode,
  options: {
    address: SiteAddress;
    messages: Messages;
    overrides?: Overrides;
    memo?: RenderMemo;
    islands?: IslandMemo;
    /** The page's twin for the page menu, and whether images zoom. */
    page?: PageContextValue;
  },
): RenderedBody {
  const collector = new IslandCollector('t', options.islands);
  const { address, messages } = options;
  // Subtrees that many pages repeat render once per build (render-memo.tsx).
  const memo = options.memo?.page() ?? null;
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={{ address, messages }}>
      <PageContext.Provider value={options.page ?? {}}>
        <IslandCollectorProvider value={collector}>
          <OverridesProvider value={options.overrides ?? noOverrides}>
            <PageMemoProvider value={memo}>
              <Page frame={frame}>{main}</Page>
            </PageMemoProvider>
          </OverridesProvider>
        </IslandCollectorProvider>
      </PageContext.Provider>
    </SiteContext.Provider>,
  );
  // React builds the markup by appending thousands of chunks: flatten the result, or
  // every page keeps its rope of chunks alive until something reads it.
  return { html: memo ? memo.finish(flatString(html)) : flatString(html), widgets: [...collector.used] };
}
