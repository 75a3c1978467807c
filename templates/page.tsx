import type { ReactNode } from 'react';
import type { PageProps } from './types.js';
import { DocPage } from './doc-page.js';
import { IndexPage } from './index-page.js';
import { LandingPage } from './landing-page.js';
import { Layout } from './layout.js';
import { NotFoundPage } from './not-found-page.js';

/**
 * Picks the template for a page's content. API pages are rendered by a renderer the
 * caller passes in, so the layout does not depend on the API templates.
 */
export function Page({ page, renderApi }: { page: PageProps; renderApi?: (api: unknown) => ReactNode }) {
  const { content } = page;
  let body: ReactNode;
  switch (content.kind) {
    case 'doc':
      body = <DocPage content={content} />;
      break;
    case 'landing':
      body = <LandingPage content={content} />;
      break;
    case 'index':
      body = <IndexPage content={content} />;
      break;
    case 'not-found':
      body = <NotFoundPage content={content} />;
      break;
    case 'api':
      if (!renderApi) throw new Error('an API page needs an API renderer');
      body = renderApi(content.api);
      break;
  }
  return (
    <Layout chrome={page.chrome} sidebar={page.sidebar} path={page.path}>
      {body}
    </Layout>
  );
}
