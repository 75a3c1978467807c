import { useHref } from '../site-context.js';
import type { DownloadProps } from './types.js';

export function DownloadLink({ download }: { download: DownloadProps }) {
  const href = useHref();
  return (
    <a className="api-download" href={href(download.href)} download={download.fileName}>
      Download OpenAPI document
    </a>
  );
}

/** The "more documentation" link of an operation or tag (`externalDocs`). */
export function ExternalDocs({ docs }: { docs?: { url: string; description?: string } }) {
  if (!docs) return null;
  return (
    <p className="api-external">
      <a href={docs.url}>{docs.description ?? 'More documentation'}</a>
    </p>
  );
}
