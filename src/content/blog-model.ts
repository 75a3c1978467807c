import type { BlogConfig } from '../config/blog-schema.js';
import type { RouteInput } from '../core/route.js';
import type { Sidebar } from '../core/sidebar.js';
import type { Diagnostic } from '../core/output.js';
import { kebabCase, normaliseRoute } from '../routes/paths.js';
import type { BlogAuthor } from './blog-files.js';
import type { BlogFolder, BlogPost } from './blog-posts.js';

/** The family and id of the blog's page source. */
export const BLOG_SOURCE_ID = 'blog';
/** The id of the blog's sidebar of recent posts. */
export const BLOG_SIDEBAR_ID = 'blog-recent-posts';

/** Kinds of the blog's pages. */
export const BLOG_KINDS = {
  post: 'blog-post',
  list: 'blog-list',
  tags: 'blog-tags',
  tag: 'blog-tag',
  archive: 'blog-archive',
  authors: 'blog-authors',
  author: 'blog-author',
} as const;

/** A page of a list of posts: the blog's, a tag's or an author's. */
export interface BlogListPage {
  route: string;
  /** 1-based. */
  page: number;
  pages: number;
  posts: BlogPost[];
  previous?: string;
  next?: string;
}

/** Posts grouped under a tag or an author: their pages of the list. */
export interface BlogGroup {
  label: string;
  route: string;
  description?: string;
  author?: BlogAuthor;
  posts: BlogPost[];
  pages: BlogListPage[];
  /**
   * Every post of the tag is unlisted (Docusaurus's tag visibility): its page lists them,
   * built but left out of the sitemap and the tags page, marked noindex.
   */
  unlisted?: boolean;
}

/** The blog as pages: posts, list pages, tags, authors, archive, and the sidebar of recent posts. */
export interface BlogModel {
  options: BlogConfig;
  /** The blog folder relative to the site folder, for messages (`blog`). */
  dir: string;
  base: string;
  /** Every post (unlisted ones too), newest first. */
  posts: BlogPost[];
  /** The posts its lists, feeds and sidebar show. */
  listed: BlogPost[];
  postsByRoute: Map<string, BlogPost>;
  /** Each list page by route. */
  listPages: Map<string, BlogListPage>;
  tags: Map<string, BlogGroup>;
  authors: Map<string, BlogGroup>;
  /** Every route of a list page of a tag or an author, to its group. */
  groupPages: Map<string, { group: BlogGroup; page: BlogListPage }>;
  routes: Omit<RouteInput, 'source'>[];
  sidebar?: Sidebar;
  warnings: Diagnostic[];
}

/** Splits posts into pages of `perPage` at `base`, `base/page/2`, ... (one page, empty, when there are none). */
export function paginate(base: string, posts: readonly BlogPost[], perPage: number | 'ALL'): BlogListPage[] {
  const size = perPage === 'ALL' ? Math.max(posts.length, 1) : perPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const routeOf = (page: number) => (page === 1 ? base : normaliseRoute(`${base}/page/${page}`));
  return Array.from({ length: count }, (_, index) => ({
    route: routeOf(index + 1),
    page: index + 1,
    pages: count,
    posts: posts.slice(index * size, (index + 1) * size),
    ...(index > 0 ? { previous: routeOf(index) } : {}),
    ...(index + 1 < count ? { next: routeOf(index + 2) } : {}),
  }));
}

/** Derives every page of the blog from its posts and options; in a locale other than the default, under its prefix (`/zh`). */
export function createBlogModel(
  folder: BlogFolder,
  options: BlogConfig,
  dir: string,
  locale?: { code: string; prefix: string },
): BlogModel {
  const base = normaliseRoute(`${locale?.prefix ?? ''}/${options.routeBasePath}`);
  const { posts } = folder;
  const listed = posts.filter((post) => !post.unlisted);
  const origin = (what: string) => ({ file: `${dir}/`, what });
  const routes: Omit<RouteInput, 'source'>[] = [];
  const listPages = new Map(paginate(base, listed, options.postsPerPage).map((page) => [page.route, page]));
  for (const page of listPages.values())
    routes.push({
      path: page.route,
      kind: BLOG_KINDS.list,
      ref: `list:${page.page}`,
      title: options.blogTitle,
      origin: origin(page.page === 1 ? 'blog list page' : `blog list page ${page.page}`),
      sidebarId: BLOG_SIDEBAR_ID,
    });
  for (const post of posts)
    routes.push({
      path: post.route,
      kind: BLOG_KINDS.post,
      ref: `post:${post.doc.relativePath}`,
      title: post.doc.frontmatter.title,
      origin: post.doc.slugLine
        ? { file: post.doc.absolutePath, line: post.doc.slugLine, what: `frontmatter slug "${post.doc.frontmatter.slug}"` }
        : { file: post.doc.absolutePath },
      sidebarId: BLOG_SIDEBAR_ID,
      ...(post.unlisted ? { unlisted: true } : {}),
      ...(post.untranslated ? { untranslated: true } : {}),
    });
  const groupPages = new Map<string, { group: BlogGroup; page: BlogListPage }>();
  const addGroups = (groups: Map<string, BlogGroup>, kind: string, index: { path: string; kind: string; title: string }) => {
    if (groups.size === 0) return;
    routes.push({ ...index, ref: index.kind, origin: origin(`blog ${index.title.toLowerCase()} page`), sidebarId: BLOG_SIDEBAR_ID });
    for (const group of groups.values())
      for (const page of group.pages) {
        groupPages.set(page.route, { group, page });
        routes.push({
          path: page.route,
          kind,
          // The same page in every locale (the locale's prefix left out), so the locale dropdown and hreflang find it.
          ref: `${kind}:${page.route.slice(locale?.prefix.length ?? 0)}`,
          title: group.label,
          origin: origin(`blog ${kind === BLOG_KINDS.tag ? 'tag' : 'author'} page "${group.label}"`),
          sidebarId: BLOG_SIDEBAR_ID,
          ...(group.unlisted ? { unlisted: true } : {}),
        });
      }
  };
  const tags = tagGroups(posts, options);
  const authors = authorGroups(listed, folder.authors, normaliseRoute(`${base}/${options.authorsBasePath}`), options);
  addGroups(tags, BLOG_KINDS.tag, { path: normaliseRoute(`${base}/${options.tagsBasePath}`), kind: BLOG_KINDS.tags, title: 'Tags' });
  addGroups(authors, BLOG_KINDS.author, {
    path: normaliseRoute(`${base}/${options.authorsBasePath}`),
    kind: BLOG_KINDS.authors,
    title: 'Authors',
  });
  if (options.archiveBasePath !== null && listed.length)
    routes.push({
      path: normaliseRoute(`${base}/${options.archiveBasePath}`),
      kind: BLOG_KINDS.archive,
      ref: 'archive',
      title: 'Archive',
      origin: origin('blog archive page'),
      sidebarId: BLOG_SIDEBAR_ID,
    });
  const count = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  const sidebar: Sidebar | undefined =
    count > 0 && listed.length
      ? {
          id: BLOG_SIDEBAR_ID,
          label: options.blogSidebarTitle,
          href: base,
          items: listed.slice(0, count).map((post) => ({ type: 'link', label: post.doc.frontmatter.title, href: post.route })),
        }
      : undefined;
  return {
    options,
    dir,
    base,
    posts,
    listed,
    postsByRoute: new Map(posts.map((post) => [post.route, post])),
    listPages,
    tags,
    authors,
    groupPages,
    routes: (sidebar ? routes : routes.map(({ sidebarId: _sidebar, ...route }) => route)).map((route) =>
      locale ? { ...route, locale: locale.code } : route,
    ),
    sidebar,
    warnings: folder.warnings,
  };
}

/**
 * A page per tag, by route, each with its pages of posts; tags sorted by label. As in
 * Docusaurus, a tag lists its listed posts only, and a tag of unlisted posts alone still
 * has its page (the posts link it), unlisted and listing them.
 */
function tagGroups(posts: readonly BlogPost[], options: BlogConfig): Map<string, BlogGroup> {
  const groups = new Map<string, BlogGroup>();
  for (const post of posts)
    for (const tag of post.tags) {
      const group = groups.get(tag.href) ?? { label: tag.label, route: tag.href, description: tag.description, posts: [], pages: [] };
      group.posts.push(post);
      groups.set(tag.href, group);
    }
  for (const group of groups.values()) {
    if (group.posts.every((post) => post.unlisted)) group.unlisted = true;
    else group.posts = group.posts.filter((post) => !post.unlisted);
  }
  return finished(groups, options);
}

/**
 * A page per author of the authors file with posts (Docusaurus makes them for authors
 * with `page: true`; docgen for every author of the file who wrote a listed post, and for
 * those with `page: true`), by route.
 */
function authorGroups(
  listed: readonly BlogPost[],
  known: Map<string, BlogAuthor>,
  base: string,
  options: BlogConfig,
): Map<string, BlogGroup> {
  const groups = new Map<string, BlogGroup>();
  const groupOf = (author: BlogAuthor) => {
    const route = authorRoute(base, author);
    const group = groups.get(route) ?? { label: author.name, route, author, posts: [], pages: [] };
    groups.set(route, group);
    return group;
  };
  for (const author of known.values()) if (author.page) groupOf(author);
  for (const post of listed)
    for (const author of post.authors)
      if (author.key !== undefined && known.has(author.key)) groupOf(known.get(author.key)!).posts.push(post);
  return finished(groups, options);
}

/** An author's page under the authors' path: its `page: { permalink }` (as in Docusaurus), else its key. */
export function authorRoute(authorsBase: string, author: BlogAuthor): string {
  return normaliseRoute(`${authorsBase}/${author.permalink?.replace(/^\//, '') ?? (kebabCase(author.key!) || author.key)}`);
}

/** Groups in label order, each paginated below its route. */
function finished(groups: Map<string, BlogGroup>, options: BlogConfig): Map<string, BlogGroup> {
  const sorted = [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
  for (const group of sorted) group.pages = paginate(group.route, group.posts, options.postsPerPage);
  return new Map(sorted.map((group) => [group.route, group]));
}
