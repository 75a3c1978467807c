import type { ReactNode } from 'react';
import { useHref, useMessages } from '../site-context.js';
import { DownloadLink } from './links.js';
import { PageMenu } from '../page-menu.js';
import type { DownloadProps } from './types.js';

/** An operation's or a webhook's title, with a badge when it is deprecated. */
export function EndpointTitle({ title, deprecated }: { title: string; deprecated?: boolean }) {
  const messages = useMessages();
  return (
    <h1>
      {title}
      {deprecated && (
        <span className="schema-badge schema-badge-deprecated api-title-badge">{messages.format('api.badge.deprecated')}</span>
      )}
    </h1>
  );
}

/** The line under an endpoint's title: its operation id, its tags, the document's download, then `children`. */
export function EndpointMeta({
  operationId,
  tags,
  download,
  children,
}: {
  operationId?: string;
  tags: readonly { label: string; route: string }[];
  download: DownloadProps;
  children?: ReactNode;
}) {
  const href = useHref();
  const messages = useMessages();
  return (
    <p className="api-meta">
      {operationId && (
        <span>
          {messages.format('api.operation')} <code>{operationId}</code>
        </span>
      )}
      {tags.map((tag) => (
        <a key={tag.route} className="api-tag-link" href={href(tag.route)}>
          {tag.label}
        </a>
      ))}
      <DownloadLink download={download} />
      {children}
    </p>
  );
}

/** The header of a page that belongs to a service (a tag, the models, a model): its title, the service, `children`, the download. */
export function ServicePageHeader({
  title,
  service,
  download,
  children,
}: {
  title: string;
  service: { label: string; route: string };
  download: DownloadProps;
  children?: ReactNode;
}) {
  const href = useHref();
  return (
    <header className="api-header">
      <PageMenu />
      <h1>{title}</h1>
      <p className="api-meta">
        <a href={href(service.route)}>{service.label}</a>
        {children}
        <DownloadLink download={download} />
      </p>
    </header>
  );
}
