import type { BlogConfig, FeedType } from '../../config/blog-schema.js';
import type { BlogModel } from '../../content/blog-model.js';
import type { SiteAddress } from '../../core/site-address.js';
import type { OutputFiles } from '../../core/output.js';
import type { HeadInput } from '../../core/page.js';
import type { Messages } from '../../i18n/messages.js';
import type { BlogMarkdown } from './blog-page-data.js';

/** Each kind of feed: its file below the blog's base, its media type, and its message. */
const FEEDS: Record<FeedType, { file: string; type: string; message: 'blog.feed.rss' | 'blog.feed.atom' | 'blog.feed.json' }> = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', message: 'blog.feed.rss' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', message: 'blog.feed.atom' },
  json: { file: 'feed.json', type: 'application/feed+json', message: 'blog.feed.json' },
};

/** The kinds of feed `feedOptions.type` asks for, in a fixed order. */
export function feedTypes(options: BlogConfig): FeedType[] {
  const { type } = options.feedOptions;
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  const wanted = new Set(Array.isArray(type) ? type : [type]);
  return (['rss', 'atom', 'json'] as const).filter((kind) => wanted.has(kind));
}

/** The site path of a feed: `/blog/rss.xml`. */
const feedPath = (model: BlogModel, type: FeedType) => `${model.base}/${FEEDS[type].file}`;

/** The feeds as `<link rel="alternate">` of the blog's pages, at their absolute URLs. */
/**
 * The feeds' title: `feedOptions.title`, else the blog's own title when the site named one,
 * else the site's title with "Blog" (Docusaurus's default reads "<site> Blog").
 */
function feedTitle(options: BlogModel['options'], siteTitle: string): string {
  if (options.feedOptions.title) return options.feedOptions.title;
  return options.blogTitle === 'Blog' ? `${siteTitle} Blog` : options.blogTitle;
}

export function feedAlternates(
  model: BlogModel,
  address: SiteAddress,
  messages: Messages,
  siteTitle: string,
): NonNullable<HeadInput['alternates']> {
  const title = feedTitle(model.options, siteTitle);
  return feedTypes(model.options).map((type) => ({
    type: FEEDS[type].type,
    href: address.absolute(feedPath(model, type), 'file'),
    title: messages.format(FEEDS[type].message, { title }),
  }));
}

/** Site paths in a post's HTML (`href="/blog/x"`, `src="/img/a.png"`, already under the base URL) made absolute: a feed reader has no page to resolve them against. */
export function absoluteUrls(html: string, origin: string): string {
  return html.replace(
    /(\s(?:href|src|poster)=")(\/(?!\/)[^"]*)"/g,
    (_, attribute: string, path: string) => `${attribute}${origin}${path}"`,
  );
}

/**
 * The blog's feeds, by the `feed` package (Docusaurus's): RSS 2.0, Atom 1.0 and JSON Feed
 * 1.1, each with the most recent listed posts (`feedOptions.limit`), their whole HTML with
 * absolute links, their authors and tags. Dated by the newest post, so a build of the
 * same posts writes the same bytes. The package (with its XML writer) is loaded by a blog
 * that has feeds, not by every build.
 */
export async function blogFeeds(
  model: BlogModel,
  markdown: BlogMarkdown,
  site: { address: SiteAddress; title: string; favicon?: string; language: string },
): Promise<OutputFiles> {
  const files: OutputFiles = new Map();
  const types = feedTypes(model.options);
  if (types.length === 0) return files;
  const { Feed } = await import('feed');
  const { address } = site;
  const origin = address.url.replace(/\/$/, '');
  const { feedOptions, blogDescription } = model.options;
  const limit = feedOptions.limit === false || feedOptions.limit === null ? undefined : feedOptions.limit;
  const posts = model.listed.slice(0, limit);
  const link = address.absolute(model.base);
  const feed = new Feed({
    id: link,
    title: feedTitle(model.options, site.title),
    description: feedOptions.description ?? blogDescription,
    link,
    language: site.language,
    ...(feedOptions.copyright ? { copyright: feedOptions.copyright } : {}),
    ...(site.favicon ? { favicon: address.absolute(site.favicon, 'file') } : {}),
    updated: posts[0] ? new Date(posts[0].date) : new Date(0),
    generator: 'docgen',
    feedLinks: Object.fromEntries(types.map((type) => [type, address.absolute(feedPath(model, type), 'file')])),
  });
  const authorsOf = posts.map((post) =>
    post.authors.map((author): FeedAuthor => ({
      name: author.name,
      ...(author.url ? { link: author.url } : {}),
      ...(author.email ? { email: author.email } : {}),
      ...(author.imageUrl ? { avatar: address.absolute(author.imageUrl, 'file') } : {}),
    })),
  );
  posts.forEach((post, index) => {
    const url = address.absolute(post.route);
    const { frontmatter } = post.doc;
    feed.addItem({
      title: frontmatter.title,
      id: url,
      link: url,
      date: new Date(post.date),
      published: new Date(post.date),
      ...(frontmatter.description ? { description: frontmatter.description } : {}),
      content: absoluteUrls(markdown.get(post.route)?.html ?? '', origin),
      ...(frontmatter.image ? { image: address.absolute(frontmatter.image, 'file') } : {}),
      author: authorsOf[index],
      category: post.tags.map((tag) => ({ name: tag.label, domain: address.absolute(tag.href) })),
    });
  });
  const out = (type: FeedType) => `${model.base.slice(1)}/${FEEDS[type].file}`;
  if (types.includes('rss')) files.set(out('rss'), feed.rss2());
  if (types.includes('atom')) files.set(out('atom'), feed.atom1());
  if (types.includes('json')) files.set(out('json'), jsonFeed11(feed.json1(), site.language, authorsOf));
  return files;
}

/**
 * The `feed` package writes JSON Feed 1.0: this makes it 1.1, which adds the feed's
 * `language` and lists every author of an item in `authors` (1.0's single `author` is kept
 * for older readers, as the 1.1 specification advises).
 */
function jsonFeed11(json: string, language: string, authors: readonly (readonly FeedAuthor[])[]): string {
  const feed = JSON.parse(json) as Record<string, unknown> & { items: Record<string, unknown>[] };
  feed.version = 'https://jsonfeed.org/version/1.1';
  feed.language = language;
  feed.items.forEach((item, index) => {
    const written = authors[index] ?? [];
    if (written.length)
      item.authors = written.map(({ name, link, avatar }) => ({ name, ...(link ? { url: link } : {}), ...(avatar ? { avatar } : {}) }));
  });
  return `${JSON.stringify(feed, null, 2)}\n`;
}

type FeedAuthor = { name: string; link?: string; email?: string; avatar?: string };
