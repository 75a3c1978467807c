import type { BlogAuthorProps, BlogPostSummary } from './blog-types.js';
import { useHref, useMessages } from '../site-context.js';

/** A date as the page's locale writes it (`January 31, 2024`), in UTC as written in the post. */
export function PostDate({ date }: { date: string }) {
  const messages = useMessages();
  const shown = new Intl.DateTimeFormat(messages.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
  return <time dateTime={date}>{shown}</time>;
}

/** A post's header: its title (a link in lists), date, reading time and authors. */
export function PostHeader({ post, linked, level }: { post: BlogPostSummary; linked: boolean; level: 1 | 2 }) {
  const href = useHref();
  const messages = useMessages();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="blog-post-header">
      <Heading className="blog-post-title">{linked ? <a href={href(post.href)}>{post.title}</a> : post.title}</Heading>
      <p className="blog-post-meta">
        <PostDate date={post.date} />
        {post.readingMinutes !== undefined && (
          <>
            {' · '}
            <span className="blog-reading-time">{messages.format('blog.readingTime', { minutes: post.readingMinutes })}</span>
          </>
        )}
      </p>
      {post.authors.length > 0 && <Authors authors={post.authors} />}
    </header>
  );
}

/** The post's authors, each with an avatar, a title and a link when given. */
export function Authors({ authors }: { authors: BlogAuthorProps[] }) {
  return (
    <ul className="blog-authors">
      {authors.map((author) => (
        <li key={author.name} className="blog-author">
          <AuthorCard author={author} />
        </li>
      ))}
    </ul>
  );
}

/** One author: avatar (decorative: the name is beside it), name linking their page or URL, title, social links. */
export function AuthorCard({ author }: { author: BlogAuthorProps }) {
  const href = useHref();
  const messages = useMessages();
  const link = author.href ? href(author.href) : author.url;
  return (
    <div className="blog-author-card">
      {author.imageUrl && <img className="blog-author-avatar" src={href(author.imageUrl)} alt="" width={40} height={40} loading="lazy" />}
      <div>
        <span className="blog-author-name">{link ? <a href={link}>{author.name}</a> : author.name}</span>
        {author.title && <span className="blog-author-title">{author.title}</span>}
        {(author.socials?.length || author.email) && (
          <span className="blog-author-socials">
            {author.socials?.map((social) => (
              <a key={social.platform} href={social.url} rel="noopener">
                {social.platform}
              </a>
            ))}
            {author.email && <a href={`mailto:${author.email}`}>{messages.format('blog.author.email')}</a>}
          </span>
        )}
      </div>
    </div>
  );
}

/** A post's tags, each linking its page. */
export function PostTags({ tags }: { tags: { label: string; href: string }[] }) {
  const href = useHref();
  const messages = useMessages();
  if (tags.length === 0) return null;
  return (
    <ul className="doc-tags blog-tags" aria-label={messages.format('doc.tags')}>
      {tags.map((tag) => (
        <li key={tag.href} className="doc-tag">
          <a href={href(tag.href)}>{tag.label}</a>
        </li>
      ))}
    </ul>
  );
}
