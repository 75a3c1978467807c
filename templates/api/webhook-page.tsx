import { Breadcrumbs } from '../breadcrumbs.js';
import { TableOfContents } from '../toc.js';
import { useMessages } from '../site-context.js';
import { Contents } from './contents.js';
import type { ApiWebhookProps } from './event-props.js';
import { EndpointMeta, EndpointTitle } from './page-headers.js';
import { ApiSection } from './heading.js';
import { ExternalDocs } from './links.js';
import { Html, MethodBadge } from './method-badge.js';
import { Parameters } from './parameters.js';
import { Responses } from './responses.js';
import { SecurityRequirements } from './security.js';
import type { ApiPageFrame } from './types.js';
import { PageMenu } from '../page-menu.js';

/** A webhook: the request the API sends to the reader's server and the responses it expects. */
export function WebhookPage({ page }: { page: ApiWebhookProps & ApiPageFrame }) {
  const messages = useMessages();
  const { sections } = page;
  return (
    <div className="doc-layout">
      <article className={`doc api-page api-webhook${page.deprecated ? ' api-deprecated' : ''}`}>
        <Breadcrumbs items={page.breadcrumbs} />
        <header className="api-header">
          <PageMenu />
          <EndpointTitle title={page.title} deprecated={page.deprecated} />
          <p className="api-endpoint">
            <MethodBadge method={page.method} />
            <span className="schema-badge api-webhook-badge">{messages.format('api.webhook')}</span>
            <code>{page.name}</code>
          </p>
          <EndpointMeta operationId={page.operationId} tags={page.tags} download={page.download} />
          <p className="api-webhook-intro">{messages.format('api.webhook.intro')}</p>
        </header>

        <Html className="markdown api-description" html={page.descriptionHtml} />
        <ExternalDocs docs={page.externalDocs} />

        {sections.security && (
          <ApiSection section={sections.security}>
            <SecurityRequirements requirements={page.security} serviceRoute={page.service.route} />
          </ApiSection>
        )}

        {sections.headers && (
          <ApiSection section={sections.headers}>
            <Parameters parameters={page.headers} />
          </ApiSection>
        )}

        {sections.payload && page.payload && (
          <ApiSection section={sections.payload}>
            <Html className="api-description" html={page.payload.descriptionHtml} />
            <Contents name={`${page.idPrefix}-payload`} contents={page.payload.contents} direction="request" />
          </ApiSection>
        )}

        {sections.responses && <Responses section={sections.responses} idPrefix={page.idPrefix} responses={page.responses} withExamples />}
      </article>
      <TableOfContents toc={page.toc} />
    </div>
  );
}
