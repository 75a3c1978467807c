import type { BreadcrumbProps } from './types.js';
import { useHref, useMessages } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

function BuiltinBreadcrumbs({ items }: { items: BreadcrumbProps[] }) {
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

/** The built-in, or the site's `components/overrides/Breadcrumbs` when it has one. */
export const Breadcrumbs = overridable('Breadcrumbs', BuiltinBreadcrumbs);
