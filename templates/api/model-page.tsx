import { Breadcrumbs } from '../breadcrumbs.js';
import { ServicePageHeader } from './page-headers.js';
import { TableOfContents } from '../toc.js';
import { useHref, useMessages } from '../site-context.js';
import { Examples } from './code.js';
import { ApiSection } from './heading.js';
import { MethodBadge, PathText } from './method-badge.js';
import type { ApiModelProps, ApiModelsProps } from './model-types.js';
import { SchemaView } from './schema-tree.js';
import type { ApiPageFrame } from './types.js';

/** The models of a service: each model's name, type and first sentence. */
export function ModelsPage({ page }: { page: ApiModelsProps & ApiPageFrame }) {
  const href = useHref();
  return (
    <article className="doc api-page api-models">
      <Breadcrumbs items={page.breadcrumbs} />
      <ServicePageHeader title={page.title} service={page.service} download={page.download} />
      <ul className="api-model-list">
        {page.models.map((model) => (
          <li key={model.route}>
            <a href={href(model.route)}>{model.name}</a> <span className="schema-type">{model.typeLabel}</span>
            {model.summary && <span className="api-model-summary">{model.summary}</span>}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** One model: its schema (other models nested in it as links), an example, and what uses it. */
export function ModelPage({ page }: { page: ApiModelProps & ApiPageFrame }) {
  const href = useHref();
  const messages = useMessages();
  const { sections } = page;
  return (
    <div className="doc-layout">
      <article className="doc api-page api-model">
        <Breadcrumbs items={page.breadcrumbs} />
        <ServicePageHeader title={page.title} service={page.service} download={page.download}>
          <a href={href(page.modelsRoute)}>{messages.format('api.section.models')}</a>
        </ServicePageHeader>
        {sections.schema && (
          <ApiSection section={sections.schema}>
            <SchemaView schema={page.schema} />
          </ApiSection>
        )}
        {sections.example && page.example && (
          <ApiSection section={sections.example}>
            <Examples name="model-example" examples={[page.example]} />
          </ApiSection>
        )}
        {sections.usedBy && (
          <ApiSection section={sections.usedBy}>
            {page.usedBy.length === 0 ? (
              <p className="schema-note">{messages.format('api.models.usedByNone')}</p>
            ) : (
              <ul className="api-operation-list api-used-by">
                {page.usedBy.map(({ operation, uses }) => (
                  <li key={operation.route} className={operation.deprecated ? 'api-deprecated' : undefined}>
                    <a href={href(operation.route)}>
                      <MethodBadge method={operation.method} />
                      <span className="api-operation-title">{operation.title}</span>
                      <code className="api-operation-path">
                        <PathText path={operation.path} />
                      </code>
                    </a>
                    <span className="api-model-uses">{uses.join(', ')}</span>
                  </li>
                ))}
              </ul>
            )}
            {page.usedByMore > 0 && <p className="schema-note">{messages.format('api.models.usedByMore', { count: page.usedByMore })}</p>}
          </ApiSection>
        )}
        {sections.usedIn && (
          <ApiSection section={sections.usedIn}>
            <ul className="api-model-list">
              {page.usedIn.map((model) => (
                <li key={model.route}>
                  <a href={href(model.route)}>{model.name}</a>
                </li>
              ))}
            </ul>
          </ApiSection>
        )}
      </article>
      <TableOfContents toc={page.toc} />
    </div>
  );
}
