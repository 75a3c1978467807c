import type { ReactNode } from 'react';
import { AnchorRoutesContext } from './description-anchors.js';
import { ApiIndexPage } from './index-page.js';
import { ModelLinksContext } from './model-links.js';
import { ModelPage, ModelsPage } from './model-page.js';
import { OperationPage } from './operation-page.js';
import { ServicePage } from './service-page.js';
import { TagPage } from './tag-page.js';
import { WebhookPage } from './webhook-page.js';
import type { ApiPageProps } from './types.js';

/** Renders the `api` slot of an API page (the layout around it is the site's). */
export function renderApiPage(page: ApiPageProps): ReactNode {
  return (
    <ModelLinksContext.Provider value={{ routes: page.modelRoutes, collapse: page.kind === 'api-model' }}>
      <AnchorRoutesContext.Provider value={page.anchorRoutes}>{pageContent(page)}</AnchorRoutesContext.Provider>
    </ModelLinksContext.Provider>
  );
}

function pageContent(page: ApiPageProps): ReactNode {
  switch (page.kind) {
    case 'api-index':
      return <ApiIndexPage page={page} />;
    case 'api-service':
      return <ServicePage page={page} />;
    case 'api-tag':
      return <TagPage page={page} />;
    case 'api-operation':
      return <OperationPage page={page} />;
    case 'api-webhook':
      return <WebhookPage page={page} />;
    case 'api-models':
      return <ModelsPage page={page} />;
    case 'api-model':
      return <ModelPage page={page} />;
  }
}
