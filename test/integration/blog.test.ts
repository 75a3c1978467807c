/**
 * The blog (test/fixtures/sites/blog): posts of blog/ with Docusaurus's file names and
 * frontmatter, rendered by the docs' markdown pipeline, at their dated routes; list pages
 * of two posts with pagination; tag, author and archive pages; the sidebar of recent
 * posts; RSS, Atom and JSON feeds of the latest posts with absolute URLs; the sitemap,
 * search index and llms.txt list the posts (an unlisted one nowhere, a draft not built).
 * Bad posts fail with a DG error at their file and line.
 */
import { mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { loadConfig } from '../../src/config/load.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { docgenRejectionOf } from '../helpers/temp.js';
import { runCli } from '../helpers/bad-input.js';
import type { DocgenError } from '../../src/errors/docgen-error.js';

const fixture = fixtureSite('blog');
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixture);
});

const mainOf = (file: string) => {
  const html = textOf(result, file);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
/** Hrefs of the links of a part of a page, in order. */
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
/** The texts of an element in XML (the browser test parses the feeds with Chromium's strict XML parser). */
const texts = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((match) => match[1]);

const POSTS = ['/blog/sdk-generator', '/blog/2024/03/12/webhook-retries', '/blog/2024/02/02/rate-limits', '/blog/2024/01/15/widgets-v2'];

describe('the blog', () => {
  it('builds a page per post at its Docusaurus route, the list, tag, author and archive pages, and leaves drafts out', () => {
    const blog = result.routes.filter((route) => route.source === 'blog');
    expect(blog.map((route) => [route.path, route.kind])).toEqual([
      ['/blog', 'blog-list'],
      ['/blog/page/2', 'blog-list'],
      ['/blog/2025/02/01/internal-notes', 'blog-post'],
      ['/blog/sdk-generator', 'blog-post'],
      ['/blog/2024/03/12/webhook-retries', 'blog-post'],
      ['/blog/2024/02/02/rate-limits', 'blog-post'],
      ['/blog/2024/01/15/widgets-v2', 'blog-post'],
      ['/blog/tags', 'blog-tags'],
      ['/blog/tags/operations', 'blog-tag'],
      ['/blog/tags/release', 'blog-tag'],
      ['/blog/tags/release/page/2', 'blog-tag'],
      ['/blog/tags/sdk', 'blog-tag'],
      ['/blog/tags/support', 'blog-tag'],
      ['/blog/tags/webhooks', 'blog-tag'],
      ['/blog/authors', 'blog-authors'],
      ['/blog/authors/ada', 'blog-author'],
      ['/blog/authors/ada/page/2', 'blog-author'],
      ['/blog/authors/bo', 'blog-author'],
      ['/blog/archive', 'blog-archive'],
    ]);
    expect(result.routes.some((route) => route.path.includes('next-release'))).toBe(false);
    expect(result.diagnostics).toEqual([]);
  });

  it("renders a post with the site's chrome: title, date for the locale, reading time, authors with avatars, tags, TOC, newer and older posts", () => {
    const page = textOf(result, 'blog/2024/01/15/widgets-v2/index.html');
    const main = mainOf('blog/2024/01/15/widgets-v2/index.html');
    expect(page).toContain('<title>Widgets API v2 is out | Acme Docs</title>');
    expect(page).toContain('<meta name="description" content="Version 2 of the widgets API adds cursor pagination and partial updates."');
    expect(page).toContain('<nav class="navbar');
    expect(main).toContain('<h1 class="blog-post-title">Widgets API v2 is out</h1>');
    expect(main).toContain('<time dateTime="2024-01-15T00:00:00.000Z">January 15, 2024</time>');
    expect(main).toContain('1 min read');
    expect(main).toMatch(/<img class="blog-author-avatar" src="\/img\/ada.svg" alt=""[^>]*>/);
    expect(main).toContain('<a href="/blog/authors/ada">Ada Quinn</a>');
    expect(main).toContain('API platform lead');
    expect(main).toContain('href="https://github.com/adaquinn"');
    // The whole text, the truncate marker gone, admonitions rendered by the docs' pipeline.
    expect(main).toContain('id="cursor-pagination"');
    expect(main).toContain('admonition');
    expect(main).not.toContain('truncate');
    expect(main).toContain('<a href="/blog/tags/release">Release</a>');
    expect(main).toContain('href="https://github.com/acme/docs/edit/main/blog/2024-01-15-widgets-v2.md"');
    // The oldest post: a newer one, no older one.
    expect(main).toContain('aria-label="Blog post navigation"');
    expect(main).toContain('href="/blog/2024/02/02/rate-limits" rel="prev"');
    expect(main).not.toContain('rel="next"');
    expect(page).toContain('data-widget="toc"');
    // The sidebar of recent posts: the three newest listed ones, in an accessible nav.
    const sidebar = page.slice(page.indexOf('<aside class="sidebar"'), page.indexOf('</aside>'));
    expect(sidebar).toContain('aria-label="Recent posts navigation"');
    expect(hrefs(sidebar)).toEqual(['/blog', ...POSTS.slice(0, 3)]);
  });

  it('resolves links between posts and to the docs, and publishes an image kept beside a post', () => {
    const main = mainOf('blog/2024/03/12/webhook-retries/index.html');
    expect(main).toContain('<a href="/blog/2024/02/02/rate-limits">rate limits post</a>');
    expect(main).toContain('src="/blog/2024-03-12-webhook-retries/schedule.svg"');
    expect(result.files.has('blog/2024-03-12-webhook-retries/schedule.svg')).toBe(true);
    expect(mainOf('blog/2024/02/02/rate-limits/index.html')).toContain('<a href="/guides/quickstart">quickstart</a>');
    expect(mainOf('index.html')).toContain('<a href="/blog">engineering blog</a>');
  });

  it('lists the posts newest first, two per page, each as its excerpt with "Read more" when it has a truncate marker', () => {
    const first = mainOf('blog/index.html');
    const second = mainOf('blog/page/2/index.html');
    const titles = (html: string) => [...html.matchAll(/<h2 class="blog-post-title"><a href="([^"]+)"/g)].map((match) => match[1]);
    expect(titles(first)).toEqual(POSTS.slice(0, 2));
    expect(titles(second)).toEqual(POSTS.slice(2));
    expect(first).toContain('<h1>Acme engineering blog</h1>');
    expect(first).toContain('Page 1 of 2');
    expect(first).toContain('aria-label="Blog list page navigation"');
    expect(first).toContain('href="/blog/page/2" rel="next"');
    expect(second).toContain('href="/blog" rel="prev"');
    // The MDX post's excerpt ({/* truncate */}) and a markdown one's (<!-- truncate -->).
    expect(first).not.toContain('Why generate');
    expect(first).toContain('aria-label="Read more about SDKs generated from the OpenAPI document"');
    expect(second).not.toContain('Cursor pagination');
    expect(second).toContain('aria-label="Read more about Widgets API v2 is out"');
    // Without a marker, the whole post and no "Read more".
    expect(second).toContain('RateLimit-Remaining');
    expect(second).not.toContain('Read more about Clearer rate limits');
    expect(first + second).not.toContain('internal-notes');
  });

  it("has a page per tag (tags.yml's labels, permalinks and descriptions, or the tag as written) and one listing them", () => {
    const tags = mainOf('blog/tags/index.html');
    expect(tags).toContain('<h1>Tags</h1>');
    expect(hrefs(tags)).toEqual(['/blog/tags/operations', '/blog/tags/release', '/blog/tags/sdk', '/blog/tags/webhooks']);
    expect(tags).toContain('3 posts');
    const release = mainOf('blog/tags/release/index.html');
    expect(release).toContain('3 posts tagged with “Release”');
    expect(release).toContain('What each release of the widget API changed.');
    expect(release).toContain('href="/blog/tags/release/page/2" rel="next"');
    expect(release).toContain('<a href="/blog/tags">View all tags</a>');
    expect(mainOf('blog/tags/webhooks/index.html')).toContain('1 post tagged with “Webhooks”');
  });

  it('has a page per author of authors.yml, with their card and posts, and one listing them', () => {
    const ada = mainOf('blog/authors/ada/index.html');
    expect(ada).toContain('<h1>Posts by Ada Quinn</h1>');
    expect(ada).toContain('<img class="blog-author-avatar" src="/img/ada.svg"');
    expect(ada).toContain('Page 1 of 2');
    expect(hrefs(mainOf('blog/authors/index.html'))).toEqual(['/blog/authors/ada', '/blog/authors/bo']);
    // An author written inline has no page.
    expect(mainOf('blog/2024/02/02/rate-limits/index.html')).toContain('<a href="https://acme.test/team/chen">Chen Wu</a>');
  });

  it('has an archive of every listed post, by year, newest first', () => {
    const archive = mainOf('blog/archive/index.html');
    expect([...archive.matchAll(/<h2 id="archive-(\d+)">/g)].map((match) => match[1])).toEqual(['2025', '2024']);
    expect(hrefs(archive)).toEqual(POSTS);
  });

  it('writes RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the latest posts (feedOptions.limit) with absolute URLs, linked from the head', () => {
    const rss = textOf(result, 'blog/rss.xml');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    const urls = POSTS.slice(0, 3).map((route) => `https://docs.acme.test${route}`);
    expect(texts(rss, 'link')).toEqual(['https://docs.acme.test/blog', ...urls]);
    expect(texts(rss, 'copyright')).toEqual(['© Acme Corp.']);
    expect(rss).toContain('src="https://docs.acme.test/blog/2024-03-12-webhook-retries/schedule.svg"');
    expect(rss).toContain('href="https://docs.acme.test/blog/2024/02/02/rate-limits"');
    const atom = textOf(result, 'blog/atom.xml');
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(texts(atom, 'id')).toEqual(['https://docs.acme.test/blog', ...urls]);
    expect(texts(atom, 'updated')[0]).toBe('2025-01-20T00:00:00.000Z');
    const json = JSON.parse(textOf(result, 'blog/feed.json')) as {
      version: string;
      feed_url: string;
      items: { url: string; content_html: string; authors: { name: string; avatar?: string }[]; tags: string[] }[];
    };
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.feed_url).toBe('https://docs.acme.test/blog/feed.json');
    expect(json.items.map((item) => item.url)).toEqual(POSTS.slice(0, 3).map((route) => `https://docs.acme.test${route}`));
    expect(json.items[0]!.authors).toEqual([
      { name: 'Bo Lindqvist', avatar: 'https://docs.acme.test/img/bo.svg' },
      { name: 'Ada Quinn', url: 'https://acme.test/team/ada', avatar: 'https://docs.acme.test/img/ada.svg' },
    ]);
    for (const file of ['blog/index.html', 'blog/2024/01/15/widgets-v2/index.html', 'blog/archive/index.html']) {
      const head = textOf(result, file).slice(0, textOf(result, file).indexOf('</head>'));
      expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="https://docs.acme.test/blog/rss.xml"');
      expect(head).toContain('<link rel="alternate" type="application/atom+xml" href="https://docs.acme.test/blog/atom.xml"');
      expect(head).toContain('<link rel="alternate" type="application/feed+json" href="https://docs.acme.test/blog/feed.json"');
    }
  });

  it('lists the posts in the sitemap (with their date), the search index and llms.txt; the unlisted post in none', () => {
    const sitemap = textOf(result, 'sitemap.xml');
    expect(sitemap).toContain('<url><loc>https://docs.acme.test/blog/2024/01/15/widgets-v2</loc><lastmod>2024-01-15</lastmod></url>');
    for (const route of ['/blog', '/blog/page/2', '/blog/tags/release', '/blog/archive'])
      expect(sitemap).toContain(`<loc>https://docs.acme.test${route}</loc>`);
    expect(sitemap).not.toContain('internal-notes');
    const index = JSON.parse(textOf(result, 'search-index.json')) as { pages: { route: string; group: number }[]; groups: string[] };
    const posts = index.pages.filter((page) => page.route.startsWith('/blog/'));
    expect(posts.map((page) => page.route).sort()).toEqual([...POSTS].sort());
    expect(new Set(posts.map((page) => index.groups[page.group]))).toEqual(new Set(['Acme engineering blog']));
    const llms = textOf(result, 'llms.txt');
    expect(llms).toContain('## Acme engineering blog');
    expect(llms).toContain(
      '- [Widgets API v2 is out](https://docs.acme.test/blog/2024/01/15/widgets-v2.md): Version 2 of the widgets API adds cursor pagination and partial updates.',
    );
    expect(llms).not.toContain('internal-notes');
    expect(textOf(result, 'blog/2024/01/15/widgets-v2.md')).toMatch(
      /^# Widgets API v2 is out\n\nPublished on 2024-01-15 · By Ada Quinn\n\nVersion 2 of the widgets API/,
    );
    // The unlisted post is built, marked noindex.
    expect(textOf(result, 'blog/2025/02/01/internal-notes/index.html')).toContain('<meta name="robots" content="noindex">');
  });

  it("links an unlisted post's tags as Docusaurus does: a tag lists its listed posts; a tag of unlisted posts alone has an unlisted page", () => {
    const post = mainOf('blog/2025/02/01/internal-notes/index.html');
    expect(hrefs(post)).toEqual(expect.arrayContaining(['/blog/tags/support', '/blog/tags/sdk']));
    // `sdk` has a listed post: its page lists that one only.
    expect(hrefs(mainOf('blog/tags/sdk/index.html'))).toContain('/blog/sdk-generator');
    expect(mainOf('blog/tags/sdk/index.html')).not.toContain('internal-notes');
    // `support` has only the unlisted post: its page lists it, marked noindex, in no sitemap nor tags page.
    const support = textOf(result, 'blog/tags/support/index.html');
    expect(hrefs(mainOf('blog/tags/support/index.html'))).toContain('/blog/2025/02/01/internal-notes');
    expect(support).toContain('<meta name="robots" content="noindex">');
    expect(result.routes.find((route) => route.path === '/blog/tags/support')?.unlisted).toBe(true);
    expect(textOf(result, 'sitemap.xml')).not.toContain('/blog/tags/support');
    expect(hrefs(mainOf('blog/tags/index.html'))).not.toContain('/blog/tags/support');
    expect(hrefs(mainOf('blog/tags/index.html'))).toContain('/blog/tags/sdk');
    expect(textOf(result, 'blog/tags/sdk/index.html')).not.toContain('noindex');
  });

  it('builds the blog in every locale, as Docusaurus does: translated posts from i18n/<locale>/docusaurus-plugin-content-blog, the others in the default language', async () => {
    const { root, parent } = copyFixtureSite('blog');
    try {
      const config = path.join(root, 'site.config.ts');
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace(
          "url: 'https://docs.acme.test',",
          "url: 'https://docs.acme.test',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
        ),
      );
      const translations = path.join(root, 'i18n/fr/docusaurus-plugin-content-blog');
      mkdirSync(translations, { recursive: true });
      writeFileSync(
        path.join(translations, '2024-01-15-widgets-v2.md'),
        '---\ntitle: La version 2 de l’API des widgets\nauthors: [ada]\ntags: [release]\n---\n\nLa pagination par curseur arrive.\n',
      );
      // The locale's own authors file is read over blog/authors.yml.
      writeFileSync(
        path.join(translations, 'authors.yml'),
        readFileSync(path.join(root, 'blog/authors.yml'), 'utf8').replace('API platform lead', 'Responsable de la plateforme API'),
      );
      // The locale's blog title, description and sidebar title (Docusaurus's options.json).
      writeFileSync(
        path.join(translations, 'options.json'),
        JSON.stringify({
          title: { message: 'Le blog', description: 'The title for the blog used in SEO' },
          description: { message: 'Les nouvelles de la plateforme' },
          'sidebar.title': { message: 'Articles récents' },
        }),
      );
      const french = await buildInMemory(root);
      const fr = french.routes.filter((route) => route.source === 'blog:fr');
      const list = textOf(french, 'fr/blog/index.html');
      expect(list).toContain('<title>Le blog | ');
      expect(list).toContain('<meta name="description" content="Les nouvelles de la plateforme">');
      expect(list).toContain('Articles récents');
      expect(textOf(french, 'blog/index.html')).not.toContain('Le blog');
      // The same pages as the default locale's, under /fr.
      expect(fr.map((route) => route.path)).toEqual(
        french.routes.filter((route) => route.source === 'blog').map((route) => `/fr${route.path}`),
      );
      expect(fr.every((route) => route.locale === 'fr')).toBe(true);
      const translated = fr.find((route) => route.path === '/fr/blog/2024/01/15/widgets-v2')!;
      expect(translated.untranslated).toBeUndefined();
      expect(fr.find((route) => route.path === '/fr/blog/sdk-generator')?.untranslated).toBe(true);
      const page = textOf(french, 'fr/blog/2024/01/15/widgets-v2/index.html');
      expect(page).toContain('<h1 class="blog-post-title">La version 2 de l’API des widgets</h1>');
      expect(page).toContain('<html lang="fr"');
      // Its tag and the list link the French pages; the feeds are the locale's.
      const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
      expect(hrefs(main)).toContain('/fr/blog/tags/release');
      expect(textOf(french, 'fr/blog/rss.xml')).toContain('<link>https://docs.acme.test/fr/blog/sdk-generator</link>');
      expect(textOf(french, 'fr/blog/rss.xml')).toContain('<language>fr</language>');
      expect(textOf(french, 'blog/rss.xml')).not.toContain('/fr/');
      // Images beside the posts are published under the locale's blog too.
      expect(french.files.get('fr/blog/2024-03-12-webhook-retries/schedule.svg')).toBeDefined();
      // The two posts name each other as translations; the navbar's `/blog` leads to the locale's.
      expect(page).toContain('<link rel="alternate" hreflang="en" href="https://docs.acme.test/blog/2024/01/15/widgets-v2">');
      expect(textOf(french, 'blog/2024/01/15/widgets-v2/index.html')).toContain(
        '<link rel="alternate" hreflang="fr" href="https://docs.acme.test/fr/blog/2024/01/15/widgets-v2">',
      );
      expect(page).toContain('<a class="navbar-link active" href="/fr/blog"');
      // A tag's and an author's page are the same page in both locales: hreflang alternates name them (the locale dropdown leads there).
      const tag = textOf(french, 'fr/blog/tags/release/index.html');
      expect(tag).toContain('<link rel="alternate" hreflang="en" href="https://docs.acme.test/blog/tags/release">');
      expect(textOf(french, 'blog/authors/ada/index.html')).toContain(
        '<link rel="alternate" hreflang="fr" href="https://docs.acme.test/fr/blog/authors/ada">',
      );
      expect(page).toContain('Responsable de la plateforme API');
      expect(textOf(french, 'blog/2024/01/15/widgets-v2/index.html')).toContain('API platform lead');
      // An untranslated post shows the default locale's text, and is no translation: its canonical URL is the original's.
      const untranslated = textOf(french, 'fr/blog/sdk-generator/index.html');
      expect(untranslated).toContain('SDKs generated from the OpenAPI document');
      expect(untranslated).toContain('<link rel="canonical" href="https://docs.acme.test/blog/sdk-generator">');
      expect(french.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("puts an author's page at the permalink authors.yml gives it (`page: { permalink }`), as Docusaurus does", async () => {
    const { root, parent } = copyFixtureSite('blog');
    try {
      const authors = path.join(root, 'blog/authors.yml');
      writeFileSync(
        authors,
        readFileSync(authors, 'utf8').replace('  email: bo@acme.test', "  email: bo@acme.test\n  page:\n    permalink: '/all-bo-articles'"),
      );
      const built = await buildInMemory(root);
      const routes = built.routes.filter((route) => route.kind === 'blog-author').map((route) => route.path);
      expect(routes).toContain('/blog/authors/all-bo-articles');
      expect(routes).not.toContain('/blog/authors/bo');
      expect(textOf(built, 'blog/authors/all-bo-articles/index.html')).toContain('Bo Lindqvist');
      // The posts' bylines link it there.
      expect(textOf(built, 'blog/index.html')).toContain('href="/blog/authors/all-bo-articles"');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("counts an MDX post's reading time from its words, as Docusaurus does (its HTML is rendered with its page)", async () => {
    const { root, parent } = copyFixtureSite('blog');
    try {
      const words = Array.from({ length: 420 }, (_, index) => `word${index}`).join(' ');
      writeFileSync(
        path.join(root, 'blog/2025-04-01-long-read.mdx'),
        `---\ntitle: A long read\nauthors: [ada]\n---\n\nimport Details from '@theme/Details';\n\n<Details summary="More">\n\n${words}\n\n</Details>\n`,
      );
      const built = await buildInMemory(root);
      const post = textOf(built, 'blog/2025/04/01/long-read/index.html');
      expect(post).toContain('3 min read');
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("reports posts by Docusaurus's rules when the options ask (onInlineTags, onInlineAuthors, onUntruncatedBlogPosts), and stops on throw", async () => {
    const { root, parent } = copyFixtureSite('blog');
    try {
      const config = path.join(root, 'site.config.ts');
      const original = readFileSync(config, 'utf8');
      const withRules = (rules: string) => writeFileSync(config, original.replace('  blog: {', `  blog: {\n    ${rules}`));
      withRules("onInlineTags: 'warn', onInlineAuthors: 'log', onUntruncatedBlogPosts: 'warn',");
      const built = await buildInMemory(root);
      const messages = built.diagnostics.filter((d) => /blog\.on/.test(d.message)).map((d) => `${d.severity} ${d.message}`);
      expect(messages).toContain(
        'warning 2024-02-02-rate-limits.md uses tags blog/tags.yml does not define: "operations" (blog.onInlineTags).',
      );
      expect(messages.some((message) => message.startsWith('info 2024-02-02-rate-limits.md writes authors inline'))).toBe(true);
      expect(messages).toContain(
        "warning 2024-02-02-rate-limits.md has no truncate marker (<!-- truncate -->): its whole text is its excerpt on the blog's lists (blog.onUntruncatedBlogPosts).",
      );
      // A post with its marker, tags and authors of the files is not named.
      expect(messages.some((message) => message.includes('2024-01-15-widgets-v2.md'))).toBe(false);
      withRules("onInlineTags: 'throw',");
      const error = (await buildInMemory(root).catch((caught: unknown) => caught)) as DocgenError;
      expect(error.code).toBe('DG305');
      expect(error.hint).toContain("set `blog.onInlineTags` to 'warn', 'log' or 'ignore'");
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('links the blog from the navbar (`to: "/blog"`)', () => {
    const page = textOf(result, 'guides/quickstart/index.html');
    const navbar = page.slice(page.indexOf('<nav class="navbar'), page.indexOf('</nav>'));
    expect(navbar).toContain('href="/blog"');
  });
});

describe('a bad post', () => {
  /** Builds a copy of the fixture with one file written (or removed with `null`); resolves with the build's error. */
  async function failure(files: Record<string, string | null>) {
    const { root } = copyFixtureSite('blog');
    for (const [file, text] of Object.entries(files)) {
      if (text === null) rmSync(path.join(root, file));
      else writeFileSync(path.join(root, file), text);
    }
    const error = await docgenRejectionOf(loadConfig(root).then((config) => buildSite(config)));
    return { error, root };
  }

  it('fails with DG300 on a file name whose date is no day, and on a frontmatter date at its line', async () => {
    const named = await failure({ 'blog/2024-02-30-leap.md': '---\ntitle: Leap\n---\n\nText.\n' });
    expect(named.error.code).toBe('DG300');
    expect(named.error.location?.file).toBe(path.join(named.root, 'blog/2024-02-30-leap.md'));
    expect(named.error.message).toContain('"2024-02-30", which is no day of the calendar');
    const written = await failure({ 'blog/launch.md': '---\ntitle: Launch\ndate: next tuesday\n---\n\nText.\n' });
    expect(written.error.code).toBe('DG300');
    expect(written.error.location).toMatchObject({ file: path.join(written.root, 'blog/launch.md'), line: 3 });
    const undated = await failure({ 'blog/undated.md': '---\ntitle: Undated\n---\n\nText.\n' });
    expect(undated.error.code).toBe('DG300');
    expect(undated.error.message).toContain('undated.md gives no date');
  });

  it('fails with DG301 on an author key authors.yml does not have, at the line of `authors`', async () => {
    const { error, root } = await failure({
      'blog/2024-05-01-guest.md': '---\ntitle: Guest\ntags: [release]\nauthors: [grace]\n---\n\nText.\n',
    });
    expect(error.code).toBe('DG301');
    expect(error.location).toMatchObject({ file: path.join(root, 'blog/2024-05-01-guest.md'), line: 4 });
    expect(error.message).toContain('The author "grace" is not in blog/authors.yml (its authors: "ada", "bo")');
  });

  it('fails with DG302 on two posts at one address, naming both', async () => {
    const { error, root } = await failure({ 'blog/2024-06-01-other.md': '---\ntitle: Other\nslug: sdk-generator\n---\n\nText.\n' });
    expect(error.code).toBe('DG302');
    expect(error.message).toContain('Both of these posts would be at /blog/sdk-generator');
    expect(error.message).toContain(`${path.join(root, 'blog/2024-06-01-other.md')}:3`);
    expect(error.message).toContain(`${path.join(root, 'blog/2025-01-20-sdk-generator.mdx')}:5`);
  });

  it('fails with DG303 on an authors file entry of the wrong shape, at its line', async () => {
    const { error, root } = await failure({ 'blog/authors.yml': 'ada:\n  name: Ada Quinn\n  socials: github\n' });
    expect(error.code).toBe('DG303');
    expect(error.location).toMatchObject({ file: path.join(root, 'blog/authors.yml'), line: 3 });
    expect(error.message).toContain('ada.socials');
  });

  it('fails with DG304 on `authors` of the wrong type, and the CLI prints it with the manual link, without a stack', async () => {
    const { root } = copyFixtureSite('blog');
    writeFileSync(path.join(root, 'blog/2024-07-01-numbers.md'), '---\ntitle: Numbers\nauthors: 42\n---\n\nText.\n');
    const run = await runCli(['build', '--root', root, '--out', 'build'], { cwd: root });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('error DG304');
    expect(run.stderr).toContain(`${path.join(root, 'blog/2024-07-01-numbers.md')}:3`);
    expect(run.stderr).toContain('https://docgen-dev.github.io/docgen/reference/errors/#dg304');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
