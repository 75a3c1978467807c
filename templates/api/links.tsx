import { useHref, useMessages } from '../site-context.js';
import type { DownloadProps } from './types.js';

export function DownloadLink({ download }: { download: DownloadProps }) {
  const href = useHref();
  const messages = useMessages();
  return (
    <a className="api-download" href={href(download.href)} download={download.fileName}>
      {messages.format('api.download')}
    </a>
  );
}

/** The "more documentation" link of an operation or tag (`externalDocs`). */
export function ExternalDocs({ docs }: { docs?: { url: string; description?: string } }) {
  if (!docs) return null;
  return (
    <p className="api-external">
      <ExternalDocsLink docs={docs} />
    </p>
  );
}

/** The link of `externalDocs`: its description, else words saying what it is. */
export function ExternalDocsLink({ docs }: { docs: { url: string; description?: string } }) {
  const messages = useMessages();
  return <a href={docs.url}>{docs.description ?? messages.format('api.moreDocs')}</a>;
}
