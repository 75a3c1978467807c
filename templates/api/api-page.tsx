import type { ComponentType, ReactNode } from 'react';
import { AnchorRoutesContext } from './description-anchors.js';
import { ModelLinksContext } from './model-links.js';
import type { ApiPageProps } from './types.js';

/**
 * Renders the `api` slot of an API page (the layout around it is the site's) with its
 * kind's template (src/sources/api/page-kind.ts).
 */
export function renderApiPage<P extends ApiPageProps>(page: P, Template: ComponentType<{ page: P }>): ReactNode {
  return (
    <ModelLinksContext.Provider value={{ routes: page.modelRoutes, collapse: page.kind === 'api-model' }}>
      <AnchorRoutesContext.Provider value={page.anchorRoutes}>
        <Template page={page} />
      </AnchorRoutesContext.Provider>
    </ModelLinksContext.Provider>
  );
}
