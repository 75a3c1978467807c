import { useHref, useMessages } from './site-context.js';

/** Below a doc: its tags and its "edit" link (frontmatter `tags`, `custom_edit_url`), when it has them. */
export function DocFooter({ tags, editUrl }: { tags: { label: string; href: string }[]; editUrl?: string }) {
  const messages = useMessages();
  const href = useHref();
  if (tags.length === 0 && !editUrl) return null;
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
    </footer>
  );
}
