import path from 'node:path';
import type { PageSource, SiteView, SourcePage } from '../../core/page-source.js';
import type { Diagnostic } from '../../core/output.js';
import type { Route } from '../../core/route.js';
import type { LinkOrigin, ReaderPage } from '../../core/page.js';
import type { Messages } from '../../i18n/messages.js';
import { BLOG_KINDS, BLOG_SOURCE_ID, type BlogModel } from '../../content/blog-model.js';
import type { BlogPost } from '../../content/blog-posts.js';
import { createDocsMarkdown, type DocsSite, type MarkdownFolder } from '../../markdown/docs-markdown.js';
import type { MarkdownOutput } from '../../markdown/processor.js';
import type { RoutedDoc } from '../../content/doc-sidebars.js';
import { splitSections } from '../../search/search-page.js';
import { katexFiles } from '../../markdown/vendor-files.js';
import { docReaderBody } from '../../llms/docs-reader-body.js';
import { createReaderLinks } from '../../llms/reader-links.js';
import { firstSentence } from '../../openapi/page-data.js';
import { BlogArchivePage, BlogGroupsPage, BlogListPage, BlogPostPage } from '../../../templates/blog/blog-pages.js';
import { extraFilesFor, loadMdxPages } from '../docs/docs-source.js';
import { blogFeeds, feedAlternates } from './blog-feeds.js';
import { archiveContent, excerptKey, groupListContent, groupsContent, listContent, postContent } from './blog-page-data.js';
import { normaliseRoute } from '../../routes/paths.js';

/**
 * The blog as a page source. Its posts go through the docs' markdown pipeline (remark,
 * admonitions, code blocks, MDX, images beside the posts), each excerpt too, in `prepare`
 * once every route is known; list, tag, author and archive pages are made from the posts.
 * The feeds are written with the pages' files.
 */
export function createBlogSource(
  model: BlogModel,
  messages: Messages,
  site: DocsSite,
  locale?: { isDefault: boolean; path: string },
): PageSource {
  const folder = markdownFolder(model, locale);
  const markdown = createDocsMarkdown(folder, messages, site, { mdx: loadMdxPages });
  let rendered: Map<string, MarkdownOutput> | undefined;
  const outputs = () => {
    if (!rendered) throw new Error('blog pages were asked for before their markdown was rendered');
    return rendered;
  };
  let feeds: { address: SiteView['address']; title: string; favicon?: string; language: string } | undefined;
  return {
    id: BLOG_SOURCE_ID,
    routes: () => ({ routes: model.routes, sidebars: model.sidebar ? [model.sidebar] : [], diagnostics: model.warnings }),
    parse: () => markdown.parseAll(),
    async prepare(view) {
      rendered = await markdown.finishAll(view.routes, view.address);
      feeds = { address: view.address, title: view.config.title, favicon: view.config.favicon, language: messages.locale };
      // An excerpt's warnings are its post's too: reported once.
      return model.posts.flatMap((post) =>
        (rendered!.get(post.route)?.warnings ?? []).map((warning): Diagnostic => ({ severity: 'warning', ...warning })),
      );
    },
    page: (route, view, pageMessages) => blogPage(model, route, outputs(), view, pageMessages),
    async files() {
      const files = await extraFilesFor([...outputs().values()]);
      for (const [file, content] of await blogFeeds(model, outputs(), feeds!)) files.set(file, content);
      return files;
    },
    lastModified: (route) => model.postsByRoute.get(route.path)?.date.slice(0, 10),
    sourceFiles: (route) => {
      const post = model.postsByRoute.get(route.path);
      return post ? [post.doc.absolutePath] : [];
    },
    linkOrigin(route, href, occurrence): LinkOrigin | undefined {
      const written = (outputs().get(route.path)?.links ?? []).filter((link) => link.href === href);
      const link = written[occurrence] ?? written[0];
      return link && { file: route.origin.file, line: link.line, column: link.column, written: link.written };
    },
  };
}

/** The posts (and each excerpt, keyed `<route>#excerpt`) as the markdown pipeline reads a folder of pages. */
function markdownFolder(model: BlogModel, locale?: { isDefault: boolean; path: string }): MarkdownFolder {
  const posts: RoutedDoc[] = model.posts.map((post) => ({ doc: post.doc, route: post.route }));
  const excerpts: RoutedDoc[] = model.posts.flatMap((post) => (post.excerpt ? [{ doc: post.excerpt, route: excerptKey(post.route) }] : []));
  return {
    docs: new Map([...posts, ...excerpts].map((entry) => [entry.doc.id, entry])),
    // Links between posts (`./2024-01-31-launch.md`) resolve to their routes.
    docsByPath: new Map(posts.map((entry) => [entry.doc.relativePath, entry])),
    placement: { dir: model.dir, ...(locale ? { locale } : {}) },
  };
}

/** One page of the blog. Every page links the feeds in its head. */
function blogPage(
  model: BlogModel,
  route: Route,
  markdown: ReadonlyMap<string, MarkdownOutput>,
  site: SiteView,
  messages: Messages,
): SourcePage {
  const alternates = feedAlternates(model, site.address, messages, site.config.title);
  const sidebar = model.sidebar;
  const { blogTitle, blogDescription } = model.options;
  const base = { sidebar, head: { title: route.title, path: route.path, alternates } };
  switch (route.kind) {
    case BLOG_KINDS.post: {
      const post = model.postsByRoute.get(route.path)!;
      const output = markdown.get(route.path)!;
      const content = postContent(model, post, markdown);
      const { frontmatter } = post.doc;
      return {
        ...base,
        head: {
          ...base.head,
          title: frontmatter.title,
          description: frontmatter.description,
          keywords: frontmatter.keywords,
          image: frontmatter.image,
          type: 'article',
          ...(post.unlisted ? { noindex: true } : {}),
        },
        widgets: output.widgets,
        ...(output.math ? { stylesheets: [`/${katexFiles().entry}`] } : {}),
        // An unlisted post is built but not searchable, nor in llms.txt.
        search: post.unlisted
          ? undefined
          : { title: frontmatter.title, group: blogTitle, sections: splitSections(output.html, output.toc) },
        render: () => <BlogPostPage content={content} />,
        reader: () => (post.unlisted ? undefined : postReader(model, post, route, site, messages)),
      };
    }
    case BLOG_KINDS.list: {
      const page = model.listPages.get(route.path)!;
      const content = listContent(model, page, markdown, { title: blogTitle, description: blogDescription });
      return {
        ...base,
        head: {
          ...base.head,
          title: page.page === 1 ? blogTitle : `${blogTitle} · ${messages.format('blog.pageOf', { page: page.page, pages: page.pages })}`,
          description: blogDescription,
          type: 'website',
        },
        render: () => <BlogListPage content={content} />,
      };
    }
    case BLOG_KINDS.tag:
    case BLOG_KINDS.author: {
      const { group, page } = model.groupPages.get(route.path)!;
      const indexRoute = normaliseRoute(
        `${model.base}/${route.kind === BLOG_KINDS.tag ? model.options.tagsBasePath : model.options.authorsBasePath}`,
      );
      const content = groupListContent(model, group, page, markdown, messages, indexRoute);
      return {
        ...base,
        head: { ...base.head, title: content.title, description: group.description, ...(group.unlisted ? { noindex: true } : {}) },
        render: () => <BlogListPage content={content} />,
      };
    }
    case BLOG_KINDS.tags:
    case BLOG_KINDS.authors: {
      const tags = route.kind === BLOG_KINDS.tags;
      const content = groupsContent(messages.format(tags ? 'blog.tags.title' : 'blog.authors.title'), tags ? model.tags : model.authors);
      return { ...base, head: { ...base.head, title: content.title }, render: () => <BlogGroupsPage content={content} /> };
    }
    case BLOG_KINDS.archive: {
      const content = archiveContent(model, messages);
      return {
        ...base,
        head: { ...base.head, title: content.title, description: content.description },
        render: () => <BlogArchivePage content={content} />,
      };
    }
    default:
      throw new Error(`the blog source has no page of kind ${route.kind} (${route.path})`);
  }
}

/** A post for AI readers: its markdown as written (links to posts and pages pointed at their twins), its date and authors under the title. */
function postReader(model: BlogModel, post: BlogPost, route: Route, site: SiteView, messages: Messages): ReaderPage {
  const routeForDoc = (relativePath: string) => model.posts.find((other) => other.doc.relativePath === relativePath)?.route;
  const title = post.doc.frontmatter.title;
  const { markdown, firstParagraph } = docReaderBody(
    post.doc,
    { route: route.path, title },
    {
      links: createReaderLinks(site.address, site.routes),
      routeForDoc,
      admonitionTitle: (type) => messages.format(`admonition.${type}`),
      admonitions: site.config.markdown.admonitions,
      siteRoot: site.config.root,
    },
  );
  const day = post.date.slice(0, 10);
  const byline = [
    messages.format('blog.published', { date: day }),
    post.authors.length ? messages.format('blog.byline', { authors: post.authors.map((author) => author.name).join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  // The byline goes under the twin's `# title`.
  const withByline = markdown.replace(/^(# .*\n)/, `$1\n${byline}\n`);
  const description = post.doc.frontmatter.description ?? (firstParagraph ? firstSentence(firstParagraph) : undefined);
  return { markdown: withByline === markdown ? `${byline}\n\n${markdown}` : withByline, section: model.options.blogTitle, description };
}

/** Where the blog's folder is, relative to the site root, for messages. */
export function blogDir(root: string, dir: string): string {
  return path.relative(root, dir).split(path.sep).join('/') || '.';
}
