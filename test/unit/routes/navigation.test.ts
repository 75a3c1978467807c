import { describe, expect, it } from 'vitest';
import { createDocsModel } from '../../../src/content/docs-model.js';
import type { CategorySource, DocSource, SiteSources } from '../../../src/content/collect.js';
import { frontmatterOf, type Frontmatter } from '../../../src/content/frontmatter.js';
import type { MarkdownOutput } from '../../../src/markdown/processor.js';
import { docContent, indexContent, notFoundContent } from '../../../src/render/page-data.js';
import { breadcrumbsFor } from '../../../src/routes/sidebar.js';
import { docgenErrorOf } from '../../helpers/temp.js';

function doc(relativePath: string, frontmatter: Partial<Frontmatter> & { title: string }): DocSource {
  const ownId = frontmatter.id ?? relativePath.replace(/\.md$/, '').split('/').pop()!;
  const dir = relativePath.includes('/') ? relativePath.slice(0, relativePath.lastIndexOf('/')) : '';
  return {
    relativePath,
    absolutePath: `/site/docs/${relativePath}`,
    id: dir ? `${dir}/${ownId}` : ownId,
    frontmatter: frontmatterOf(frontmatter),
    body: '',
    bodyLineOffset: 0,
  };
}

const categories: CategorySource[] = [
  { dir: 'guides', label: 'Guides', position: 1 },
  { dir: 'guides/gettingstarted', label: 'Getting started', position: 1, description: 'First steps.' },
  { dir: 'guides/fundamental', label: 'Fundamentals', position: 2 },
];
const sources: SiteSources = {
  docs: [
    doc('index.md', { title: 'Home', template: 'landing' }),
    doc('guides/gettingstarted/create-app.md', { title: 'Create an app', sidebar_position: 1, description: 'Make one.' }),
    doc('guides/gettingstarted/get-access-token.md', { title: 'Get an access token', sidebar_position: 2 }),
    doc('guides/fundamental/transactions.md', { title: 'Transactions' }),
    doc('guides/fundamental/apps-and-api-tokens.md', { title: 'Apps and API tokens' }),
  ],
  categories,
  staticFiles: [],
};
const model = createDocsModel(sources);
const markdown: MarkdownOutput = { html: '<p>x</p>', toc: [{ depth: 2, id: 'x', text: 'X' }], widgets: [], warnings: [] };
const contentOf = (path: string) => docContent(model, model.routes.get(path)!, markdown);

describe('createDocsModel', () => {
  it('adds a route per doc and an index page per section and category, each naming the docs source', () => {
    expect(model.routes.all().map((route) => [route.path, route.kind, route.outPath])).toEqual([
      ['/', 'landing', 'index.html'],
      ['/guides/gettingstarted/create-app', 'doc', 'guides/gettingstarted/create-app/index.html'],
      ['/guides/gettingstarted/get-access-token', 'doc', 'guides/gettingstarted/get-access-token/index.html'],
      ['/guides/fundamental/transactions', 'doc', 'guides/fundamental/transactions/index.html'],
      ['/guides/fundamental/apps-and-api-tokens', 'doc', 'guides/fundamental/apps-and-api-tokens/index.html'],
      ['/guides', 'section-index', 'guides/index.html'],
      ['/guides/gettingstarted', 'category-index', 'guides/gettingstarted/index.html'],
      ['/guides/fundamental', 'category-index', 'guides/fundamental/index.html'],
    ]);
    expect(new Set(model.routes.all().map((route) => route.source))).toEqual(new Set(['docs']));
    expect(model.routes.get('/guides/fundamental/transactions')!.sidebarId).toBe('guides');
    expect(model.routes.get('/')!.sidebarId).toBeUndefined();
  });

  it('uses an index.md as the page of its folder instead of a generated one', () => {
    const withIndex = createDocsModel({ ...sources, docs: [...sources.docs, doc('guides/index.md', { title: 'All guides' })] });
    expect(withIndex.routes.get('/guides')).toMatchObject({ kind: 'doc', title: 'All guides' });
  });

  it('fails when two docs produce the same route, naming both files and the slug line', () => {
    const other = { ...doc('guides/other.md', { title: 'Other', slug: '/guides/fundamental/transactions' }), slugLine: 3 };
    const error = docgenErrorOf(() => createDocsModel({ ...sources, docs: [...sources.docs, other] }));
    expect(error.code).toBe('DG110');
    expect(error.message).toBe(
      [
        'Both of these produce the page /guides/fundamental/transactions:',
        '  /site/docs/guides/fundamental/transactions.md',
        '  /site/docs/guides/other.md:3 (frontmatter slug "/guides/fundamental/transactions")',
      ].join('\n'),
    );
    expect(error.location).toEqual({ file: '/site/docs/guides/other.md', line: 3 });
  });

  it('fails when a.md and a/index.md both produce /a', () => {
    const error = docgenErrorOf(() =>
      createDocsModel({ ...sources, docs: [doc('a.md', { title: 'A' }), doc('a/index.md', { title: 'A index' })] }),
    );
    expect(error.code).toBe('DG110');
    expect(error.message).toContain('/site/docs/a.md\n  /site/docs/a/index.md');
  });

  it('refuses a slug that leaves the site, at the slug line', () => {
    for (const slug of ['/../..', '../../x', '../..', '/a/%2e%2e/b', 'a\\b', 'x\u0000y']) {
      const escaping = { ...doc('guides/x.md', { title: 'X', slug }), slugLine: 4 };
      const error = docgenErrorOf(() => createDocsModel({ ...sources, docs: [escaping] }));
      expect(error.code, slug).toBe('DG112');
      expect(error.location).toEqual({ file: '/site/docs/guides/x.md', line: 4 });
      expect(error.message).toContain(`"${slug}"`);
    }
  });

  it('resolves a relative slug that stays inside the site', () => {
    const inside = createDocsModel({ ...sources, docs: [doc('guides/deep/x.md', { title: 'X', slug: '../y' })] });
    expect(inside.docs.get('guides/deep/x')!.route).toBe('/guides/y');
  });

  it('finds docs by id and by path', () => {
    expect(model.docs.get('guides/fundamental/transactions')!.route).toBe('/guides/fundamental/transactions');
    expect(model.docsByPath.get('guides/fundamental/transactions.md')!.route).toBe('/guides/fundamental/transactions');
  });
});

describe('prev/next', () => {
  it('follows the sidebar reading order across categories', () => {
    expect(contentOf('/guides/gettingstarted/create-app')).toMatchObject({
      previous: undefined,
      next: { label: 'Get an access token', href: '/guides/gettingstarted/get-access-token' },
    });
    expect(contentOf('/guides/gettingstarted/get-access-token')).toMatchObject({
      previous: { label: 'Create an app', href: '/guides/gettingstarted/create-app' },
      next: { label: 'Apps and API tokens', href: '/guides/fundamental/apps-and-api-tokens' },
    });
    expect(contentOf('/guides/fundamental/transactions')).toMatchObject({ previous: { label: 'Apps and API tokens' }, next: undefined });
  });

  it('carries the title, html, toc and source of the page', () => {
    expect(contentOf('/guides/fundamental/transactions')).toMatchObject({
      kind: 'doc',
      title: 'Transactions',
      html: '<p>x</p>',
      toc: [{ depth: 2, id: 'x', text: 'X' }],
      editedFrom: 'docs/guides/fundamental/transactions.md',
    });
  });

  it('hides the TOC when the frontmatter asks', () => {
    const hidden = createDocsModel({ ...sources, docs: [doc('guides/a.md', { title: 'A', hide_table_of_contents: true })] });
    expect(docContent(hidden, hidden.routes.get('/guides/a')!, markdown).toc).toEqual([]);
  });
});

describe('breadcrumbs', () => {
  it('lead from the section through the categories to the page, which is not linked', () => {
    expect(contentOf('/guides/fundamental/transactions').breadcrumbs).toEqual([
      { label: 'Guides', href: '/guides' },
      { label: 'Fundamentals', href: '/guides/fundamental' },
      { label: 'Transactions', href: undefined },
    ]);
  });

  it('follow the first place a page is listed in reading order, and are empty for a page not listed', () => {
    const link = (label: string, href: string) => ({ type: 'link' as const, label, href });
    const sidebar = {
      id: 'ref',
      label: 'Reference',
      href: '/ref',
      items: [
        { type: 'category' as const, label: 'A', href: '/ref/a', items: [link('Shared', '/ref/shared'), link('A again', '/ref/a')] },
        {
          type: 'category' as const,
          label: 'B',
          items: [{ type: 'category' as const, label: 'Deep', items: [link('Leaf', '/ref/leaf')] }, link('Shared', '/ref/shared')],
        },
      ],
    } as unknown as Parameters<typeof breadcrumbsFor>[0];
    expect(breadcrumbsFor(sidebar, '/ref/shared')).toEqual([
      { label: 'Reference', href: '/ref' },
      { label: 'A', href: '/ref/a' },
      { label: 'Shared', href: undefined },
    ]);
    expect(breadcrumbsFor(sidebar, '/ref/a')).toEqual([
      { label: 'Reference', href: '/ref' },
      { label: 'A', href: undefined },
    ]);
    expect(breadcrumbsFor(sidebar, '/ref/leaf').map((crumb) => crumb.label)).toEqual(['Reference', 'B', 'Deep', 'Leaf']);
    expect(breadcrumbsFor(sidebar, '/ref/none')).toEqual([{ label: 'Reference', href: '/ref' }]);
  });

  it('end at the category on a category page', () => {
    expect(breadcrumbsFor(model.sidebars[0]!, '/guides/gettingstarted')).toEqual([
      { label: 'Guides', href: '/guides' },
      { label: 'Getting started', href: undefined },
    ]);
  });
});

describe('index pages', () => {
  it('list a card per category on a section page, with its description and page count', () => {
    const content = indexContent(model, model.routes.get('/guides')!);
    expect(content).toEqual({
      kind: 'index',
      title: 'Guides',
      description: undefined,
      breadcrumbs: [],
      cards: [
        { title: 'Getting started', description: 'First steps.', href: '/guides/gettingstarted', count: 2 },
        { title: 'Fundamentals', description: undefined, href: '/guides/fundamental', count: 2 },
      ],
    });
  });

  it('list a card per page on a category page, with the page description', () => {
    const content = indexContent(model, model.routes.get('/guides/gettingstarted')!);
    expect(content.description).toBe('First steps.');
    expect(content.cards).toEqual([
      { title: 'Create an app', description: 'Make one.', href: '/guides/gettingstarted/create-app' },
      { title: 'Get an access token', description: undefined, href: '/guides/gettingstarted/get-access-token' },
    ]);
  });

  it("the 404 page suggests every section (its template adds the home page, in the page's words)", () => {
    expect(notFoundContent(model.sidebars).suggestions).toEqual([{ label: 'Guides', href: '/guides' }]);
  });
});
