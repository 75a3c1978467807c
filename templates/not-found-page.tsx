import type { NotFoundContentProps } from './types.js';
import { useContext } from 'react';
import { Island } from '../src/islands/island.js';
import { NOT_FOUND_MESSAGES } from '../widgets/message-keys.js';
import type { NotFoundSuggestionsWidgetProps } from '../widgets/types.js';
import { SiteContext, useHref, useMessages } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

function BuiltinNotFoundPage({ content }: { content: NotFoundContentProps }) {
  const href = useHref();
  const messages = useMessages();
  const { address } = useContext(SiteContext);
  const suggestions = [{ label: messages.format('notFound.home'), href: content.home }, ...content.suggestions];
  return (
    <article className="doc not-found">
      <h1>{messages.format('notFound.title')}</h1>
      <p>{messages.format('notFound.text')}</p>
      <Island<NotFoundSuggestionsWidgetProps>
        name="not-found-suggestions"
        props={{
          pages: content.pages,
          baseUrl: address.baseUrl,
          trailingSlash: address.trailingSlash,
          messages: messages.pick(NOT_FOUND_MESSAGES),
        }}
      />
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

/** The built-in, or the site's `components/overrides/NotFoundPage` when it has one. */
export const NotFoundPage = overridable('NotFoundPage', BuiltinNotFoundPage);
