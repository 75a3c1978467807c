import { useEffect, useId, useState } from 'react';
import { closestPages, hrefOfRoute, routeOfAddress, type KnownPage } from './lib/closest-pages.js';
import { wordsOf } from './lib/messages.js';
import type { NotFoundSuggestionsWidgetProps } from './types.js';

/**
 * On the 404 page: the site's pages closest to the address asked for (a typo, a page that
 * moved), read from `location` once the page has loaded, as links; nothing when no page is
 * close. The server knows no address, so it renders nothing.
 */
export default function NotFoundSuggestions({ pages, baseUrl, trailingSlash, messages }: NotFoundSuggestionsWidgetProps) {
  const words = wordsOf(messages);
  const id = useId();
  const [found, setFound] = useState<KnownPage[]>([]);

  useEffect(() => {
    setFound(closestPages(routeOfAddress(window.location.pathname, baseUrl), pages));
  }, [pages, baseUrl]);

  if (found.length === 0) return null;
  return (
    <section className="not-found-closest" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>{words.plural('notFound.closest', found.length)}</h2>
      <ul>
        {found.map(([route, title]) => {
          const href = hrefOfRoute(route, baseUrl, trailingSlash);
          return (
            <li key={route}>
              <a href={href}>{title}</a> <span className="not-found-path">{href}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
