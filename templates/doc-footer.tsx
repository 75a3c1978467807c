import type { ReactNode } from 'react';
import type { DocContentProps } from './types.js';
import { useHref, useMessages } from './site-context.js';

/**
 * Below a doc: its tags (frontmatter `tags`), its "Edit this page" link (`docs.editUrl`,
 * frontmatter `custom_edit_url`) and when and by whom it last changed
 * (`docs.showLastUpdateTime` / `Author`), when it has them.
 */
export function DocFooter({
  tags,
  editUrl,
  lastUpdate,
}: {
  tags: { label: string; href: string }[];
  editUrl?: string;
  lastUpdate?: DocContentProps['lastUpdate'];
}) {
  const messages = useMessages();
  const href = useHref();
  const updated = lastUpdate && (lastUpdate.date !== undefined || lastUpdate.author) ? lastUpdate : undefined;
  if (tags.length === 0 && !editUrl && !updated) return null;
  return (
    <footer className="doc-footer">
      {tags.length > 0 && (
        <ul className="doc-tags" aria-label={messages.format('doc.tags')}>
          {tags.map((tag) => (
            <li key={tag.href} className="doc-tag">
              <a href={href(tag.href)}>{tag.label}</a>
            </li>
          ))}
        </ul>
      )}
      {editUrl && (
        <a className="doc-edit-link" href={editUrl}>
          {messages.format('doc.editPage')}
        </a>
      )}
      {updated && <LastUpdated date={updated.date} author={updated.author} />}
    </footer>
  );
}

/** Where the message places the date and the author: the translated sentence decides their order. */
const DATE = '\u0000date\u0000';
const AUTHOR = '\u0000author\u0000';

/** "Last updated on <time>2 Jan 2024</time> by Ann", in the page's language, the date in the locale's way (UTC). */
function LastUpdated({ date, author }: { date?: string; author?: string }) {
  const messages = useMessages();
  const key = date !== undefined && author ? 'doc.lastUpdated.atBy' : date !== undefined ? 'doc.lastUpdated.at' : 'doc.lastUpdated.by';
  const shown =
    date === undefined
      ? ''
      : new Intl.DateTimeFormat(messages.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(date),
        );
  const parts = messages.format(key, { date: DATE, author: AUTHOR }).split(/(\u0000date\u0000|\u0000author\u0000)/);
  const nodes: ReactNode[] = parts.map((part, index) => {
    if (part === DATE)
      return (
        <time key={index} dateTime={date}>
          {shown}
        </time>
      );
    if (part === AUTHOR)
      return (
        <span key={index} className="doc-last-updated-author">
          {author}
        </span>
      );
    return part;
  });
  return <div className="doc-last-updated">{nodes}</div>;
}
