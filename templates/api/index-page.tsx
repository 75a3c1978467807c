import { useHref, useMessages } from '../site-context.js';
import type { ApiIndexProps, ApiPageFrame } from './types.js';
import { CardGrid } from '../card-grid.js';
import { PageMenu } from '../page-menu.js';

/** `/api`: one card per service. */
export function ApiIndexPage({ page }: { page: ApiIndexProps & ApiPageFrame }) {
  const href = useHref();
  const messages = useMessages();
  return (
    <article className="doc index-page api-page api-index">
      <header>
        <PageMenu />
        <h1>{page.title}</h1>
        {page.description && <p className="lead">{page.description}</p>}
      </header>
      <CardGrid className="card-grid" count={page.services.length}>
        {page.services.map((service) => (
          <li key={service.route} className="card">
            <a className="card-link" href={href(service.route)}>
              <h2 className="card-title">{service.label}</h2>
              <p className="api-meta">
                {service.title} <span className="api-version">{messages.format('api.version', { version: service.version })}</span>
              </p>
              {service.summary && <p className="card-description">{service.summary}</p>}
              <p className="card-count">{messages.format('api.operationCount', { count: service.operationCount })}</p>
            </a>
            {service.tags.length > 0 && (
              <ul className="api-index-tags">
                {service.tags.map((tag) => (
                  <li key={tag.route}>
                    <a href={href(tag.route)}>{tag.label}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </CardGrid>
    </article>
  );
}
