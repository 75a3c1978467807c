import type { NotFoundContentProps } from './types.js';
import { useHref } from './site-context.js';

export function NotFoundPage({ content }: { content: NotFoundContentProps }) {
  const href = useHref();
  return (
    <article className="doc not-found">
      <h1>{content.title}</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link you followed may be out of date.</p>
      <p>Try one of these instead:</p>
      <ul>
        {content.suggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <a href={href(suggestion.href)}>{suggestion.label}</a>
          </li>
        ))}
      </ul>
    </article>
  );
}
