import type { BreadcrumbProps } from './types.js';
import { useHref, useMessages } from './site-context.js';

export function Breadcrumbs({ items }: { items: BreadcrumbProps[] }) {
  const href = useHref();
  const messages = useMessages();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={messages.format('breadcrumbs.label')}>
      <ol>
        {items.map((item, index) => (
          <li key={index}>{item.href ? <a href={href(item.href)}>{item.label}</a> : <span>{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
