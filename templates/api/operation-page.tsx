import { Island } from '../../src/islands/island.js';
import { withCallbackHref, type SendPanelProps } from '../../widgets/send-panel/types.js';
import { Breadcrumbs } from '../breadcrumbs.js';
import { TableOfContents } from '../toc.js';
import { useHref, useMessages } from '../site-context.js';
import { BreakableUrl, Html, MethodBadge, PathText } from './method-badge.js';
import { CodeSamples } from './code.js';
import { Contents } from './contents.js';
import { EndpointMeta, EndpointTitle } from './page-headers.js';
import { ApiSection, Heading } from './heading.js';
import { ExternalDocs } from './links.js';
import { Parameters } from './parameters.js';
import { RequestExamples, ResponseExamples } from './side-examples.js';
import { Responses } from './responses.js';
import { SecurityRequirements } from './security.js';
import { Callbacks } from './callbacks.js';
import type { ApiOperationProps, ApiPageFrame } from './types.js';
import { overridable } from '../../src/components/overridable.js';
import { PageMenu } from '../page-menu.js';

/** One operation: endpoint, description, authentication, parameters, body, responses, samples, send panel. */
function BuiltinOperationPage({ page }: { page: ApiOperationProps & ApiPageFrame }) {
  const href = useHref();
  const messages = useMessages();
  const server = page.servers[0];
  const { sections } = page;
  return (
    <div className="doc-layout api-operation-layout">
      <article className={`doc api-page api-operation${page.deprecated ? ' api-deprecated' : ''}`}>
        <Breadcrumbs items={page.breadcrumbs} />
        <header className="api-header">
          <PageMenu />
          <EndpointTitle title={page.title} deprecated={page.deprecated} />
          <p className="api-endpoint">
            <MethodBadge method={page.method} />
            <code>
              {server && server.url !== '/' && (
                <span className="api-server">
                  <BreakableUrl text={server.url.replace(/\/$/, '')} />
                </span>
              )}
              <PathText path={page.path} />
            </code>
          </p>
          <EndpointMeta operationId={page.operationId} tags={page.tags} download={page.download}>
            {sections.tryIt && page.sendPanel && (
              <a className="api-try-it-link" href={`#${sections.tryIt.id}`}>
                {sections.tryIt.title}
              </a>
            )}
          </EndpointMeta>
          {page.deprecated && (
            <div className="api-deprecation">
              <p>{messages.format('api.deprecation')}</p>
              <Html className="markdown" html={page.deprecationHtml} />
            </div>
          )}
        </header>

        <div className="api-panes">
          <div className="api-pane-main">
            <Html className="markdown api-description" html={page.descriptionHtml} />
            <ExternalDocs docs={page.externalDocs} />

            {sections.security && (
              <ApiSection section={sections.security}>
                <SecurityRequirements requirements={page.security} serviceRoute={page.service.route} />
              </ApiSection>
            )}

            {sections.parameters && (
              <ApiSection section={sections.parameters}>
                {page.parameterGroups.map((group) => (
                  <div key={group.location} className="api-param-group">
                    <h3 id={group.id}>{group.label}</h3>
                    <Parameters parameters={group.parameters} />
                  </div>
                ))}
              </ApiSection>
            )}

            {sections.requestBody && page.requestBody && (
              <section className="api-section">
                <Heading level={2} id={sections.requestBody.id} text={sections.requestBody.title}>
                  {sections.requestBody.title}
                  {page.requestBody.required ? (
                    <span className="schema-badge schema-badge-required">{messages.format('api.badge.required')}</span>
                  ) : (
                    <span className="schema-badge">{messages.format('api.badge.optional')}</span>
                  )}
                </Heading>
                <Html className="api-description" html={page.requestBody.descriptionHtml} />
                <Contents name={`${page.idPrefix}-request`} contents={page.requestBody.contents} direction="request" withExamples={false} />
              </section>
            )}

            <Responses section={sections.responses} idPrefix={page.idPrefix} responses={page.responses} />

            {sections.callbacks && page.callbacks && (
              <section className="api-section api-callbacks">
                <Heading level={2} id={sections.callbacks.id} text={sections.callbacks.title}>
                  {sections.callbacks.title}
                </Heading>
                <Callbacks callbacks={page.callbacks} idPrefix={page.idPrefix} />
              </section>
            )}
          </div>

          {/* Beside the reference from 1200 px (api-panes.css): what to send and what comes back. */}
          <div className="api-pane-side">
            <section className="api-section">
              {sections.codeSamples && (
                <Heading level={2} id={sections.codeSamples.id} text={sections.codeSamples.title}>
                  {sections.codeSamples.title}
                </Heading>
              )}
              <CodeSamples name={`${page.idPrefix}-sample`} samples={page.codeSamples} />
            </section>

            {page.requestBody && (
              <RequestExamples
                id={`${page.idPrefix}-request-examples`}
                name={`${page.idPrefix}-request-example`}
                contents={page.requestBody.contents}
              />
            )}
            <ResponseExamples
              id={`${page.idPrefix}-response-examples`}
              name={`${page.idPrefix}-response-example`}
              responses={page.responses}
            />

            {sections.tryIt && page.sendPanel && (
              <section className="api-section api-try-it">
                <Heading level={2} id={sections.tryIt.id} text={sections.tryIt.title}>
                  {sections.tryIt.title}
                </Heading>
                {/* Fetched when the panel nears the screen (or the pointer reaches it): keeps the page's first load light. */}
                <Island<SendPanelProps> name="send-panel" props={withCallbackHref(page.sendPanel, href)} hydrate="visible" />
              </section>
            )}
          </div>
        </div>
      </article>
      <TableOfContents toc={page.toc} />
    </div>
  );
}

/** The built-in, or the site's `components/overrides/OperationPage` when it has one. */
export const OperationPage = overridable('OperationPage', BuiltinOperationPage);
