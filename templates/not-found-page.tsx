import type { NotFoundContentProps } from './types.js';
import { useHref, useMessages } from './site-context.js';

export function NotFoundPage({ content }: { content: NotFoundContentProps }) {
  const href = useHref();
  const messages = useMessages();
  const suggestions = [{ label: messages.format('notFound.home'), href: content.home }, ...content.suggestions];
  return (
    <article className="doc not-found">
      <h1>{messages.format('notFound.title')}</h1>
      <p>{messages.format('notFound.text')}</p>
      <p>{messages.format('notFound.suggestions')}</p>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <a href={href(suggestion.href)}>{suggestion.label}</a>
          </li>
        ))}
      </ul>
    </article>
  );
}
