import type { DocContentProps } from './types.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { DocFooter } from './doc-footer.js';
import { TableOfContents } from './toc.js';
import { PageMenu } from './page-menu.js';
import { ImageZoom } from './image-zoom.js';
import { Helpful } from './helpful.js';
import { useHref, useMessages } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

/** A guide or SDK page: breadcrumbs, title, rendered markdown, prev/next, TOC. */
function BuiltinDocPage({ content }: { content: DocContentProps }) {
  const href = useHref();
  const messages = useMessages();
  return (
    <div className="doc-layout">
      <article className="doc">
        <Breadcrumbs items={content.breadcrumbs} />
        <header>
          <PageMenu />
          <h1 className={content.hideTitle ? 'sr-only' : undefined}>{content.title}</h1>
        </header>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: content.html }} />
        <ImageZoom html={content.html} />
        <Helpful />
        <DocFooter tags={content.tags ?? []} editUrl={content.editUrl} lastUpdate={content.lastUpdate} />
        {(content.previous || content.next) && (
          <nav className="pagination-nav" aria-label={messages.format('pagination.label')}>
            {content.previous ? (
              <a className="pagination-link pagination-prev" href={href(content.previous.href)} rel="prev">
                <span className="pagination-sublabel">{messages.format('pagination.previous')}</span>
                <span className="pagination-label">{content.previous.label}</span>
              </a>
            ) : (
              <span />
            )}
            {content.next && (
              <a className="pagination-link pagination-next" href={href(content.next.href)} rel="next">
                <span className="pagination-sublabel">{messages.format('pagination.next')}</span>
                <span className="pagination-label">{content.next.label}</span>
              </a>
            )}
          </nav>
        )}
      </article>
      <TableOfContents toc={content.toc} />
    </div>
  );
}

/** The built-in, or the site's `components/overrides/DocPage` when it has one. */
export const DocPage = overridable('DocPage', BuiltinDocPage);
