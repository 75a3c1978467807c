import type { BlogArchiveContent, BlogGroupsContent, BlogListContent, BlogPostContent } from './blog-types.js';
import { AuthorCard, PostDate, PostHeader, PostTags } from './blog-parts.js';
import { TableOfContents } from '../toc.js';
import { PageMenu } from '../page-menu.js';
import { ImageZoom } from '../image-zoom.js';
import { useHref, useMessages } from '../site-context.js';

/** A post: its header, text, tags and edit link, the newer and older posts, and its table of contents. */
export function BlogPostPage({ content }: { content: BlogPostContent }) {
  const href = useHref();
  const messages = useMessages();
  const { post } = content;
  return (
    <div className="doc-layout">
      <article className="doc blog-post">
        <PageMenu />
        <PostHeader post={post} linked={false} level={1} />
        <div className="markdown" dangerouslySetInnerHTML={{ __html: content.html }} />
        <ImageZoom html={content.html} />
        <footer className="doc-footer">
          <PostTags tags={post.tags} />
          {content.editUrl && (
            <a className="doc-edit-link" href={content.editUrl}>
              {messages.format('doc.editPage')}
            </a>
          )}
        </footer>
        {(content.newer || content.older) && (
          <nav className="pagination-nav" aria-label={messages.format('blog.postPagination')}>
            {content.newer ? (
              <a className="pagination-link pagination-prev" href={href(content.newer.href)} rel="prev">
                <span className="pagination-sublabel">{messages.format('blog.newerPost')}</span>
                <span className="pagination-label">{content.newer.title}</span>
              </a>
            ) : (
              <span />
            )}
            {content.older && (
              <a className="pagination-link pagination-next" href={href(content.older.href)} rel="next">
                <span className="pagination-sublabel">{messages.format('blog.olderPost')}</span>
                <span className="pagination-label">{content.older.title}</span>
              </a>
            )}
          </nav>
        )}
      </article>
      <TableOfContents toc={content.toc} />
    </div>
  );
}

/** A page of posts (the blog's, a tag's, an author's): each post's header and excerpt, then the pages' navigation. */
export function BlogListPage({ content }: { content: BlogListContent }) {
  const href = useHref();
  const messages = useMessages();
  return (
    <div className="doc blog-list">
      <header className="blog-list-header">
        <h1>{content.title}</h1>
        {content.description && <p className="lead">{content.description}</p>}
        {content.author && <AuthorCard author={content.author} />}
        {content.back && (
          <p>
            <a href={href(content.back.href)}>{content.back.label}</a>
          </p>
        )}
      </header>
      {content.items.map(({ post, html, truncated }) => (
        <article key={post.href} className="blog-list-item">
          <PostHeader post={post} linked level={2} />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
          <footer className="blog-list-item-footer">
            <PostTags tags={post.tags} />
            {truncated && (
              <a
                className="blog-read-more"
                href={href(post.href)}
                aria-label={messages.format('blog.readMoreAbout', { title: post.title })}
              >
                {messages.format('blog.readMore')}
              </a>
            )}
          </footer>
        </article>
      ))}
      {content.pages > 1 && (
        <nav className="pagination-nav blog-pagination" aria-label={messages.format('blog.listPagination')}>
          {content.newer ? (
            <a className="pagination-link pagination-prev" href={href(content.newer)} rel="prev">
              <span className="pagination-label">{messages.format('blog.newerPosts')}</span>
            </a>
          ) : (
            <span />
          )}
          <span className="blog-page-of">{messages.format('blog.pageOf', { page: content.page, pages: content.pages })}</span>
          {content.older ? (
            <a className="pagination-link pagination-next" href={href(content.older)} rel="next">
              <span className="pagination-label">{messages.format('blog.olderPosts')}</span>
            </a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

/** Every tag, or every author, with their number of posts. */
export function BlogGroupsPage({ content }: { content: BlogGroupsContent }) {
  const href = useHref();
  const messages = useMessages();
  return (
    <div className="doc blog-groups">
      <h1>{content.title}</h1>
      <ul className="blog-group-list">
        {content.groups.map((group) => (
          <li key={group.href}>
            <a href={href(group.href)}>{group.label}</a>{' '}
            <span className="blog-group-count">({messages.format('blog.postCount', { count: group.count })})</span>
            {group.description && <p className="blog-group-description">{group.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every post, by year, newest first. */
export function BlogArchivePage({ content }: { content: BlogArchiveContent }) {
  const href = useHref();
  return (
    <div className="doc blog-archive">
      <header>
        <h1>{content.title}</h1>
        <p className="lead">{content.description}</p>
      </header>
      {content.years.map((year) => (
        <section key={year.year} aria-labelledby={`archive-${year.year}`}>
          <h2 id={`archive-${year.year}`}>{year.year}</h2>
          <ul className="blog-archive-list">
            {year.posts.map((post) => (
              <li key={post.href}>
                <PostDate date={post.date} /> <a href={href(post.href)}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
