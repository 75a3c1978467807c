import { authorRoute, type BlogGroup, type BlogListPage, type BlogModel } from '../../content/blog-model.js';
import type { BlogPost } from '../../content/blog-posts.js';
import type { BlogAuthor } from '../../content/blog-files.js';
import type { MarkdownOutput } from '../../markdown/processor.js';
import { htmlToText } from '../../search/html-text.js';
import { joinEditUrl } from '../../content/edit-url.js';
import type { Messages } from '../../i18n/messages.js';
import { normaliseRoute } from '../../routes/paths.js';
import type {
  BlogArchiveContent,
  BlogAuthorProps,
  BlogGroupsContent,
  BlogListContent,
  BlogPostContent,
  BlogPostSummary,
} from '../../../templates/blog/blog-types.js';

/** The rendered markdown of the blog: each post's by its route, each excerpt's by `<route>#excerpt`. */
export type BlogMarkdown = ReadonlyMap<string, MarkdownOutput>;

export const excerptKey = (route: string) => `${route}#excerpt`;

/** Words read per minute, as Docusaurus's reading time counts them. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a post's text (at least one). */
export function readingMinutes(html: string): number {
  return minutesFor(htmlToText(html).split(/\s+/).filter(Boolean).length);
}

/**
 * Minutes to read an MDX post, whose HTML is rendered with its page: its source's words
 * (imports, exports and JSX tags left out), as Docusaurus counts a post's content.
 */
export function sourceReadingMinutes(source: string): number {
  const text = source.replace(/^(?:import|export)\s.*$/gm, '').replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return minutesFor(text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0);
}

const minutesFor = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/** The route of an author's page on the blog, when the author has one. */
function authorPage(model: BlogModel, author: BlogAuthor): string | undefined {
  if (author.key === undefined) return undefined;
  const route = authorRoute(normaliseRoute(`${model.base}/${model.options.authorsBasePath}`), author);
  return model.authors.has(route) ? route : undefined;
}

export function authorProps(model: BlogModel, author: BlogAuthor): BlogAuthorProps {
  const href = authorPage(model, author);
  return {
    name: author.name,
    ...(author.title ? { title: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.imageUrl ? { imageUrl: author.imageUrl } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(href ? { href } : {}),
    ...(author.socials ? { socials: Object.entries(author.socials).map(([platform, url]) => ({ platform, url })) } : {}),
  };
}

export function postSummary(model: BlogModel, post: BlogPost, markdown: BlogMarkdown): BlogPostSummary {
  const html = markdown.get(post.route)?.html ?? '';
  return {
    title: post.doc.frontmatter.title,
    href: post.route,
    date: post.date,
    ...(model.options.showReadingTime
      ? { readingMinutes: post.doc.mdx && !html ? sourceReadingMinutes(post.doc.body) : readingMinutes(html) }
      : {}),
    authors: post.authors.map((author) => authorProps(model, author)),
    tags: post.tags.map(({ label, href }) => ({ label, href })),
  };
}

/** A post's page: newer and older among the listed posts (an unlisted post links none). */
export function postContent(model: BlogModel, post: BlogPost, markdown: BlogMarkdown): BlogPostContent {
  const output = markdown.get(post.route);
  const index = model.listed.indexOf(post);
  const link = (other: BlogPost | undefined) => other && { title: other.doc.frontmatter.title, href: other.route };
  const newer = index > 0 ? link(model.listed[index - 1]) : undefined;
  const older = index >= 0 ? link(model.listed[index + 1]) : undefined;
  const { editUrl } = model.options;
  return {
    post: postSummary(model, post, markdown),
    html: output?.html ?? '',
    toc: post.hideTableOfContents ? [] : (output?.toc ?? []),
    ...(editUrl ? { editUrl: joinEditUrl(editUrl, `${model.dir}/${post.doc.relativePath}`) } : {}),
    ...(newer ? { newer } : {}),
    ...(older ? { older } : {}),
  };
}

/** A page of a list: each post's excerpt (the text above its truncate marker), or its whole text without one. */
export function listContent(
  model: BlogModel,
  page: BlogListPage,
  markdown: BlogMarkdown,
  heading: { title: string; description?: string; author?: BlogAuthorProps; back?: { label: string; href: string } },
): BlogListContent {
  return {
    ...heading,
    items: page.posts.map((post) => {
      const excerpt = post.excerpt && markdown.get(excerptKey(post.route));
      return {
        post: postSummary(model, post, markdown),
        html: (excerpt ?? markdown.get(post.route))?.html ?? '',
        truncated: Boolean(excerpt),
      };
    }),
    page: page.page,
    pages: page.pages,
    ...(page.previous ? { newer: page.previous } : {}),
    ...(page.next ? { older: page.next } : {}),
  };
}

/** A tag's or an author's page of posts. */
export function groupListContent(
  model: BlogModel,
  group: BlogGroup,
  page: BlogListPage,
  markdown: BlogMarkdown,
  messages: Messages,
  indexRoute: string,
): BlogListContent {
  const heading = group.author
    ? {
        title: messages.format('blog.author.title', { name: group.label }),
        author: authorProps(model, group.author),
        back: { label: messages.format('blog.author.viewAll'), href: indexRoute },
      }
    : {
        title: messages.format('blog.tag.title', { count: group.posts.length, tag: group.label }),
        ...(group.description ? { description: group.description } : {}),
        back: { label: messages.format('blog.tag.viewAll'), href: indexRoute },
      };
  return listContent(model, page, markdown, heading);
}

export function groupsContent(title: string, groups: ReadonlyMap<string, BlogGroup>): BlogGroupsContent {
  return {
    title,
    // A tag of unlisted posts alone has a page, but no place in the list.
    groups: [...groups.values()]
      .filter((group) => !group.unlisted)
      .map((group) => ({
        label: group.label,
        href: group.route,
        count: group.posts.length,
        ...(group.description ? { description: group.description } : {}),
      })),
  };
}

/** The archive: every listed post under its year (UTC), newest first. */
export function archiveContent(model: BlogModel, messages: Messages): BlogArchiveContent {
  const years = new Map<string, BlogArchiveContent['years'][number]>();
  for (const post of model.listed) {
    const year = post.date.slice(0, 4);
    const entry = years.get(year) ?? { year, posts: [] };
    entry.posts.push({ title: post.doc.frontmatter.title, href: post.route, date: post.date });
    years.set(year, entry);
  }
  return {
    title: messages.format('blog.archive.title'),
    description: messages.format('blog.archive.description'),
    years: [...years.values()],
  };
}
