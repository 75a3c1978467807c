import { Breadcrumbs } from '../breadcrumbs.js';
import { ServicePageHeader } from './page-headers.js';
import { useHref, useMessages } from '../site-context.js';
import { Html, MethodBadge, PathText } from './method-badge.js';
import { ExternalDocs } from './links.js';
import type { ApiPageFrame, ApiTagProps } from './types.js';
import { CardGrid } from '../card-grid.js';

/** A tag: its description and its operations, each with its first sentence. */
export function TagPage({ page }: { page: ApiTagProps & ApiPageFrame }) {
  const href = useHref();
  const messages = useMessages();
  return (
    <article className="doc api-page api-tag">
      <Breadcrumbs items={page.breadcrumbs} />
      <ServicePageHeader title={page.title} service={page.service} download={page.download} />
      <Html className="markdown api-description" html={page.descriptionHtml} />
      <ExternalDocs docs={page.externalDocs} />
      {page.subtags && (
        <CardGrid className="card-grid api-tag-cards" count={page.subtags.length}>
          {page.subtags.map((tag) => (
            <li key={tag.route} className="card">
              <a className="card-link" href={href(tag.route)}>
                <h2 className="card-title">{tag.title}</h2>
                {tag.summary && <p className="card-description">{tag.summary}</p>}
              </a>
            </li>
          ))}
        </CardGrid>
      )}
      <CardGrid className="api-operation-cards" count={page.operations.length}>
        {page.operations.map((operation) => (
          <li key={operation.route} className={`card${operation.deprecated ? ' api-deprecated' : ''}`}>
            <a className="card-link" href={href(operation.route)}>
              <h2 className="card-title">
                <MethodBadge method={operation.method} /> {operation.title}
              </h2>
              <p className="api-operation-path">
                <code>
                  <PathText path={operation.path} />
                </code>
              </p>
              {operation.summary && <p className="card-description">{operation.summary}</p>}
            </a>
          </li>
        ))}
      </CardGrid>
      {page.webhooks && (
        <section className="api-section">
          <h2 id="webhooks">{messages.format('api.section.webhooks')}</h2>
          <CardGrid className="api-operation-cards" count={page.webhooks.length}>
            {page.webhooks.map((webhook) => (
              <li key={webhook.route} className={`card${webhook.deprecated ? ' api-deprecated' : ''}`}>
                <a className="card-link" href={href(webhook.route)}>
                  <h3 className="card-title">
                    <MethodBadge method={webhook.method} /> {webhook.title}
                  </h3>
                  <p className="api-operation-path">
                    <code>{webhook.path}</code>
                  </p>
                </a>
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </article>
  );
}
