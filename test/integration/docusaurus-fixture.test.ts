import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

/**
 * Builds test/fixtures/sites/docusaurus, a site in Docusaurus's own layout (sidebars.js,
 * _category_.json and .yml, pages without a title, Docusaurus frontmatter, partials, no
 * docs/index.md), and checks that every page is there and every key has its effect.
 */
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('docusaurus'));
});

const html = (file: string) => textOf(result, file);
const mainOf = (file: string) => html(file).slice(html(file).indexOf('<main'), html(file).indexOf('</main>'));
const headOf = (file: string) => html(file).slice(0, html(file).indexOf('</head>'));
/** The doc sidebar island's tree on a page: from the sidebar's shared file that the island names. */
function sidebarOf(file: string): { label: string; href: string; items: Record<string, unknown>[] } {
  const match = /data-widget="doc-sidebar" data-props="[^"]*" data-shared="([^"]*)"/.exec(html(file));
  if (!match) throw new Error(`${file} has no doc sidebar with a shared tree`);
  const src: string = JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')).sidebar;
  return JSON.parse(html(src.slice(1)));
}
const tocOf = (file: string) =>
  [...html(file).matchAll(/class="toc-item toc-depth-(\d)"><a class="toc-link" href="#([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}`);

describe('a Docusaurus site builds unchanged', () => {
  it('writes every page; partials (_ files and folders) and drafts are not pages; a home is generated', () => {
    const pages = [...result.files.keys()].filter((file) => file.endsWith('.html')).sort();
    expect(pages).toEqual([
      '404.html',
      'advanced/deploy/index.html',
      'advanced/index.html',
      'advanced/setup/index.html',
      'category/tutorial---basics/index.html',
      'index.html',
      'intro/index.html',
      'reference/api-keys/index.html',
      'reference/overview/index.html',
      'tags/basics/index.html',
      'tags/getting-started/index.html',
      'tags/index.html',
      'tutorial-basics/create-a-document/index.html',
      'tutorial-basics/create-a-page/index.html',
      'tutorial-extras/2024-01-release-notes/index.html',
      'tutorial-extras/deep-toc/index.html',
      'tutorial-extras/translate-your-site/index.html',
      'tutorial-overview/index.html',
      'versions/index.html',
    ]);
  });

  it('generates a home listing the sidebars as cards, titled like the site', () => {
    const home = mainOf('index.html');
    expect(home).toContain('<h1>Acme Docusaurus</h1>');
    expect(
      [...home.matchAll(/<a class="card-link" href="([^"]+)"><h2 class="card-title">([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`),
    ).toEqual(['Tutorial /intro', 'Api /reference/overview']);
  });

  it('takes a missing title from the opening # heading (shown once), else from the file name', () => {
    expect(headOf('intro/index.html')).toContain('<title>Tutorial Intro | Acme Docusaurus</title>');
    expect(mainOf('intro/index.html').match(/<h1/g)).toHaveLength(1);
    expect(mainOf('intro/index.html')).toContain('<h1>Tutorial Intro</h1>');
    expect(headOf('tutorial-basics/create-a-document/index.html')).toContain('<title>create-a-document | Acme Docusaurus</title>');
  });

  it('honours description, keywords, image, tags and custom_edit_url', () => {
    const head = headOf('intro/index.html');
    expect(head).toContain('<meta name="description" content="Get started with Acme in five minutes.">');
    expect(head).toContain('<meta name="keywords" content="acme, quick start">');
    expect(head).toContain('<meta property="og:image" content="https://docusaurus.acme.test/img/social-card.png">');
    const main = mainOf('intro/index.html');
    expect(main).toContain(
      '<ul class="doc-tags" aria-label="Tags"><li class="doc-tag"><a href="/tags/getting-started">getting-started</a></li><li class="doc-tag"><a href="/tags/basics">Basics</a></li></ul>',
    );
    expect(main).toContain('<a class="doc-edit-link" href="https://github.com/acme/docs/edit/main/docs/intro.md">Edit this page</a>');
    expect(mainOf('reference/overview/index.html')).not.toContain('doc-edit-link');
  });

  it('gives each tag a page listing its docs, and lists the tags on /tags', () => {
    const cards = (file: string) =>
      [...mainOf(file).matchAll(/<a class="card-link" href="([^"]+)"><h2 class="card-title">([^<]+)</g)].map((m) => `${m[2]} ${m[1]}`);
    expect(mainOf('tags/basics/index.html')).toContain('<h1>Basics</h1>');
    expect(cards('tags/basics/index.html')).toEqual(['Tutorial Intro /intro']);
    expect(cards('tags/index.html')).toEqual(['getting-started /tags/getting-started', 'Basics /tags/basics']);
    expect(headOf('tags/index.html')).toContain('<title>Tags | Acme Docusaurus</title>');
  });

  it('honours hide_title (kept for screen readers), sidebar_label and sidebar_class_name, and includes partials with their headings in the TOC', () => {
    const main = mainOf('tutorial-basics/create-a-page/index.html');
    expect(main).toContain('<h1 class="sr-only">Create a Page</h1>');
    expect(main).toContain('<p>This paragraph comes from a partial.</p>\n<p>Nested partial text.</p>');
    expect(main).not.toContain('::include');
    expect(tocOf('tutorial-basics/create-a-page/index.html')).toEqual(['2:shared-heading', '2:after-the-note']);
    const basics = sidebarOf('intro/index.html').items[1] as { items: Record<string, unknown>[] };
    expect(basics.items[0]).toMatchObject({ label: 'A page', className: 'page-link' });
    expect(html('intro/index.html')).toContain('<li class="sidebar-item page-link">');
  });

  it('honours slug and id, pagination_prev (a doc id), pagination_label, pagination_next: null, hide_table_of_contents', () => {
    const main = mainOf('versions/index.html');
    // pagination_prev names the doc; the link reads that doc's pagination_label.
    expect(main).toContain(
      '<a class="pagination-link pagination-prev" href="/intro" rel="prev"><span class="pagination-sublabel">Previous</span><span class="pagination-label">Start here</span></a>',
    );
    // A neighbour in the sidebar is named by its pagination_label too.
    expect(mainOf('tutorial-basics/create-a-page/index.html')).toContain('<span class="pagination-label">Start here</span>');
    expect(main).not.toContain('pagination-next');
    expect(html('versions/index.html')).not.toContain('data-widget="toc"');
  });

  it('shows the TOC levels toc_min_heading_level and toc_max_heading_level ask for', () => {
    expect(tocOf('tutorial-extras/deep-toc/index.html')).toEqual(['3:level-three', '4:level-four']);
  });

  it('builds an unlisted page but keeps it out of sidebars, search, sitemap and llms.txt, marked noindex', () => {
    expect(headOf('tutorial-extras/translate-your-site/index.html')).toContain('<meta name="robots" content="noindex">');
    expect(JSON.stringify(sidebarOf('intro/index.html'))).not.toContain('translate-your-site');
    expect(html('sitemap.xml')).not.toContain('translate-your-site');
    expect(html('llms.txt')).not.toContain('translate-your-site');
    expect(html('search-index.json')).toContain('create-a-page');
    expect(html('search-index.json')).not.toContain('translate-your-site');
  });

  it('builds the sidebars of sidebars.js: autogenerated from _category_ files, and hand-made', () => {
    const tutorial = sidebarOf('intro/index.html');
    expect(tutorial.items.map((item) => `${item.type} ${item.label} ${item.href ?? '-'}`)).toEqual([
      'link Tutorial Intro /intro',
      // A generated index without a slug is at /category/ and its label, as github-slugger writes it (Docusaurus's rule).
      'category Tutorial - Basics /category/tutorial---basics',
      'category Tutorial - Extras -',
      'category Reference /reference/overview',
      'category Advanced /advanced',
    ]);
    // The shared tree says which categories are open on every page (`collapsed: false`) or never fold.
    expect(tutorial.items[1]).toMatchObject({ className: 'basics-category' });
    expect(tutorial.items[1]).not.toHaveProperty('open');
    expect(tutorial.items[2]).toMatchObject({ collapsible: false });
    expect(tutorial.items[3]).toMatchObject({ open: true });
    const api = sidebarOf('reference/api-keys/index.html');
    expect(api.items.map((item) => `${item.type} ${item.label ?? item.value}`)).toEqual([
      'link Reference overview',
      'link Keys',
      'category Tutorial',
      'link Status page',
      'html <hr />',
      'category More',
    ]);
    // The html item is the site's own markup, in the page's server HTML too.
    expect(html('reference/api-keys/index.html')).toContain('<li class="sidebar-item sidebar-html"><hr /></li>');
  });

  it('reads number prefixes as Docusaurus does: order, URL, id and label without the number; date-like names keep theirs', () => {
    const advanced = sidebarOf('intro/index.html').items[4] as { items: Record<string, unknown>[] };
    expect(advanced.items.map((item) => `${item.label} ${item.href}`)).toEqual(['Set up /advanced/setup', 'deploy /advanced/deploy']);
    expect(mainOf('advanced/setup/index.html')).toContain('<a href="/advanced/deploy">deploy</a>');
    // 05-advanced/README.md is the folder's page, as index.md would be, and not an item of its own.
    expect(mainOf('advanced/index.html')).toContain('<h1>Advanced topics</h1>');
    expect(headOf('tutorial-extras/2024-01-release-notes/index.html')).toContain(
      '<title>Release notes of January 2024 | Acme Docusaurus</title>',
    );
  });

  it('gives generated-index categories a page with their title and description', () => {
    expect(mainOf('category/tutorial---basics/index.html')).toContain(
      '<p class="lead">5 minutes to learn the most important Acme concepts.</p>',
    );
    expect(mainOf('tutorial-overview/index.html')).toContain(
      '<h1>Tutorial overview</h1><p class="lead">Everything the tutorial covers.</p>',
    );
  });

  it('publishes the files links point at (beside the doc, `@site/`) as Docusaurus does, under hashed names; the twin links the same copy', () => {
    const copies = [...result.files.keys()].filter((file) => file.startsWith('assets/files/')).sort();
    expect(copies).toEqual([
      expect.stringMatching(/^assets\/files\/example-pod-[0-9a-f]{8}\.yaml$/),
      expect.stringMatching(/^assets\/files\/settings\.schema-[0-9a-f]{8}\.json$/),
    ]);
    const [manifest, schema] = copies;
    expect(result.files.get(manifest!)).toEqual({ copyFrom: expect.stringMatching(/docs\/tutorial-basics\/example-pod\.yaml$/) });
    expect(result.files.get(schema!)).toEqual({ copyFrom: expect.stringMatching(/files\/settings\.schema\.json$/) });
    const page = mainOf('tutorial-basics/create-a-document/index.html');
    expect(page).toContain(`<a href="/${manifest}">the example manifest</a>`);
    expect(page).toContain(`<a href="/${manifest}#L3">the same manifest again</a>`);
    expect(page).toContain(`<a href="/${schema}">the settings schema</a>`);
    const twin = html('tutorial-basics/create-a-document.md');
    expect(twin).toContain(`[the example manifest](https://docusaurus.acme.test/${manifest})`);
    expect(twin).toContain(`[the settings schema](https://docusaurus.acme.test/${schema})`);
    // `pathname:///x` is the host's path, as in Docusaurus: not copied, not checked (no such file here).
    expect(page).toContain('<a href="/downloads/notes.txt" data-unchecked-link="">left to the browser</a>');
    expect(twin).toContain('[left to the browser](https://docusaurus.acme.test/downloads/notes.txt)');
    expect(result.diagnostics.filter((d) => /broken|example-pod|settings\.schema|notes\.txt/i.test(d.message))).toEqual([]);
  });

  it('warns about frontmatter keys it ignores, without failing', () => {
    const warnings = result.diagnostics
      .filter((d) => d.severity === 'warning')
      .map((d) => `${d.file?.split('/docusaurus/')[1]}:${d.line} ${d.message}`);
    // last_update is honoured (with docs.showLastUpdateTime): no longer an ignored key.
    expect(warnings.filter((warning) => warning.includes('last_update'))).toEqual([]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'docs/reference/api-keys.md:8 Unknown frontmatter key "foo_bar" is ignored.',
        'docs/reference/api-keys.md:4 The Docusaurus frontmatter key "sidebar_custom_props" has no effect in docgen and is ignored.',
      ]),
    );
  });
});
