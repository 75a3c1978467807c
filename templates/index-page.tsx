import type { IndexContentProps } from './types.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { useHref, useMessages } from './site-context.js';
import { CardGrid } from './card-grid.js';
import { PageMenu } from './page-menu.js';
import { overridable } from '../src/components/overridable.js';

/** A generated overview of a section or category: one card per page or sub-category. */
function BuiltinIndexPage({ content }: { content: IndexContentProps }) {
  const href = useHref();
  const messages = useMessages();
  return (
    <article className="doc index-page">
      <Breadcrumbs items={content.breadcrumbs} />
      <header>
        <PageMenu />
        <h1>{content.title}</h1>
        {content.description && <p className="lead">{content.description}</p>}
      </header>
      <CardGrid className="card-grid" count={content.cards.length}>
        {content.cards.map((card) => (
          <li key={card.href} className="card">
            <a className="card-link" href={href(card.href)}>
              <h2 className="card-title">{card.title}</h2>
              {card.description && <p className="card-description">{card.description}</p>}
              {card.count !== undefined && <p className="card-count">{messages.format('index.pageCount', { count: card.count })}</p>}
            </a>
          </li>
        ))}
      </CardGrid>
    </article>
  );
}

/** The built-in, or the site's `components/overrides/IndexPage` when it has one. */
export const IndexPage = overridable('IndexPage', BuiltinIndexPage);
