import { Breadcrumbs } from '../breadcrumbs.js';
import { TableOfContents } from '../toc.js';
import { useHref, useMessages } from '../site-context.js';
import { Html, MethodBadge, PathText } from './method-badge.js';
import { ApiSection, Heading } from './heading.js';
import { DownloadLink, ExternalDocsLink } from './links.js';
import { SecuritySchemes } from './security.js';
import { Servers } from './servers.js';
import type { ApiPageFrame, ApiServiceProps, OperationSummaryProps } from './types.js';
import { PageMenu } from '../page-menu.js';

function OperationTable({ operations }: { operations: OperationSummaryProps[] }) {
  const href = useHref();
  return (
    <ul className="api-operation-list">
      {operations.map((operation) => (
        <li key={operation.route} className={operation.deprecated ? 'api-deprecated' : undefined}>
          <a href={href(operation.route)}>
            <MethodBadge method={operation.method} />
            <span className="api-operation-title">{operation.title}</span>
            <code className="api-operation-path">
              <PathText path={operation.path} />
            </code>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A tag with its operations; under an `x-tagGroups` heading it is one level lower, and a
 * nested tag (OpenAPI 3.2 `parent`) one level lower per parent, down to h6.
 */
function TagBlock({ tag, level }: { tag: ApiServiceProps['tags'][number]; level: 3 | 4 }) {
  const href = useHref();
  const title = <a href={href(tag.route)}>{tag.label}</a>;
  const depth = Math.min(level + (tag.depth ?? 0), 6);
  const Tag = `h${depth}` as 'h4' | 'h5' | 'h6';
  return (
    <div className="api-tag-group">
      {depth === 3 ? (
        <Heading level={3} id={tag.id} text={tag.label}>
          {title}
        </Heading>
      ) : (
        <Tag id={tag.id}>{title}</Tag>
      )}
      <Html className="api-description" html={tag.descriptionHtml} />
      <OperationTable operations={tag.operations} />
    </div>
  );
}

/** A service's index: what it is, where it runs, how to authenticate, what it offers. */
export function ServicePage({ page }: { page: ApiServiceProps & ApiPageFrame }) {
  const messages = useMessages();
  const href = useHref();
  const { sections } = page;
  return (
    <div className="doc-layout">
      <article className="doc api-page api-service">
        <Breadcrumbs items={page.breadcrumbs} />
        <header className="api-header">
          <PageMenu />
          {page.logo && <ServiceLogo logo={page.logo} />}
          <h1>{page.title}</h1>
          <p className="api-meta">
            <span>
              {page.apiTitle} <span className="api-version">{messages.format('api.version', { version: page.version })}</span>
            </span>
            <span>
              {page.convertedFrom
                ? messages.format('api.convertedFrom', { from: page.convertedFrom, version: page.openapiVersion })
                : messages.format('api.openapiVersion', { version: page.openapiVersion })}
            </span>
            <DownloadLink download={page.download} />
          </p>
          {page.summary && <p className="lead">{page.summary}</p>}
        </header>
        <Html className="markdown api-description" html={page.descriptionHtml} />
        {page.tagSections?.map((section) => (
          <ApiSection key={section.id} section={{ id: section.id, title: section.label }}>
            <Html className="markdown api-description" html={section.descriptionHtml} />
          </ApiSection>
        ))}
        {(page.externalDocs || page.contact || page.license || page.termsOfService) && (
          <ul className="api-links">
            {page.externalDocs && (
              <li>
                <ExternalDocsLink docs={page.externalDocs} />
              </li>
            )}
            {page.contact?.url && (
              <li>
                {messages.format('api.contact')} <a href={page.contact.url}>{page.contact.name ?? page.contact.url}</a>
              </li>
            )}
            {page.contact?.email && (
              <li>
                {messages.format('api.email')} <a href={`mailto:${page.contact.email}`}>{page.contact.email}</a>
              </li>
            )}
            {page.termsOfService && (
              <li>
                <a href={page.termsOfService}>{messages.format('api.termsOfService')}</a>
              </li>
            )}
            {page.license && (
              <li>
                {messages.format('api.license')} {page.license.url ? <a href={page.license.url}>{page.license.name}</a> : page.license.name}
              </li>
            )}
          </ul>
        )}
        {sections.servers && (
          <ApiSection section={sections.servers}>
            <Servers servers={page.servers} />
          </ApiSection>
        )}
        {sections.authentication && (
          <ApiSection section={sections.authentication}>
            <SecuritySchemes schemes={page.securitySchemes} />
          </ApiSection>
        )}
        <section className="api-section">
          {sections.operations && (
            <Heading level={2} id={sections.operations.id} text={sections.operations.title}>
              {sections.operations.title}
            </Heading>
          )}
          {page.tagGroups
            ? page.tagGroups.map((group) => (
                <div key={group.id} className="api-tag-group-set">
                  <Heading level={3} id={group.id} text={group.label}>
                    {group.label}
                  </Heading>
                  {group.tags.map((tag) => (
                    <TagBlock key={tag.route} tag={tag} level={4} />
                  ))}
                </div>
              ))
            : page.tags.map((tag) => <TagBlock key={tag.route} tag={tag} level={3} />)}
          {sections.untagged && (
            <div className="api-tag-group">
              <Heading level={3} id={sections.untagged.id} text={sections.untagged.title}>
                {sections.untagged.title}
              </Heading>
              <OperationTable operations={page.untagged} />
            </div>
          )}
        </section>
        {sections.webhooks && page.webhooks && (
          <ApiSection section={sections.webhooks}>
            <OperationTable operations={page.webhooks} />
          </ApiSection>
        )}
        {sections.models && page.models && (
          <ApiSection section={sections.models}>
            <p>
              <a href={href(page.models.route)}>{messages.format('api.models.count', { count: page.models.count })}</a>
            </p>
          </ApiSection>
        )}
      </article>
      <TableOfContents toc={page.toc} />
    </div>
  );
}

/** `info.x-logo`: the image, linked where the document says; a site path resolves against the site's base. */
function ServiceLogo({ logo }: { logo: NonNullable<ApiServiceProps['logo']> }) {
  const href = useHref();
  const at = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? href(url) : url);
  const image = <img className="api-logo-image" src={at(logo.url)} alt={logo.alt} />;
  return (
    <p className="api-logo" style={logo.backgroundColor ? { backgroundColor: logo.backgroundColor } : undefined}>
      {logo.href ? <a href={at(logo.href)}>{image}</a> : image}
    </p>
  );
}
