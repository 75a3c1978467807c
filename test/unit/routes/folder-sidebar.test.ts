import { isNavItem } from '../../../src/core/sidebar.js';
import { describe, expect, it } from 'vitest';
import type { CategorySource } from '../../../src/content/category.js';
import type { DocSource } from '../../../src/content/collect.js';
import { frontmatterOf } from '../../../src/content/frontmatter.js';
import { docRoutePath } from '../../../src/routes/paths.js';
import { buildDocSidebars, ROOT_SIDEBAR_ID, type RoutedDoc } from '../../../src/content/doc-sidebars.js';

function doc(relativePath: string, title: string, extra: Record<string, unknown> = {}): RoutedDoc {
  const source: DocSource = {
    relativePath,
    absolutePath: `/site/docs/${relativePath}`,
    id: relativePath.replace(/\.mdx?$/, ''),
    frontmatter: frontmatterOf({ title, ...extra }),
    body: '',
    bodyLineOffset: 0,
  };
  return { doc: source, route: docRoutePath(relativePath) };
}

describe('buildDocSidebars: Docusaurus layouts and category files', () => {
  it('gives docs at the root of docs/ one sidebar over the whole folder (landing pages and unlisted docs left out)', () => {
    const sidebars = buildDocSidebars(
      [
        doc('index.md', 'Home', { template: 'landing' }),
        doc('intro.md', 'Intro', { sidebar_position: 1 }),
        doc('probe.md', 'Probe', { template: 'landing' }),
        doc('secret.md', 'Secret', { unlisted: true }),
        doc('basics/page.md', 'Page'),
      ],
      [],
    );
    expect(sidebars).toHaveLength(1);
    expect(sidebars[0]).toMatchObject({ id: ROOT_SIDEBAR_ID, href: '/', label: 'Docs' });
    expect(sidebars[0]!.items.filter(isNavItem).map((item) => [item.type, item.label, item.href])).toEqual([
      ['link', 'Intro', '/intro'],
      ['category', 'Basics', '/basics'],
    ]);
  });

  it('keeps one sidebar per folder when the root holds only the home and landing pages', () => {
    const sidebars = buildDocSidebars(
      [doc('index.md', 'Home'), doc('sdk.md', 'SDK', { template: 'landing' }), doc('guides/a.md', 'A')],
      [],
    );
    expect(sidebars.map((sidebar) => sidebar.id)).toEqual(['guides']);
  });

  it("honours a category's collapsed, collapsible, className and link (to a doc, to a generated index by slug, or none)", () => {
    const categories: CategorySource[] = [
      { dir: 'g/linked', collapsed: false, className: 'blue', link: { type: 'doc', id: 'g/linked/overview' } },
      { dir: 'g/generated', collapsible: false, link: { type: 'generated-index', title: 'Everything', slug: '/all' } },
      { dir: 'g/bare', link: null },
    ];
    const sidebar = buildDocSidebars(
      [
        doc('g/linked/overview.md', 'Overview'),
        doc('g/linked/detail.md', 'Detail'),
        doc('g/generated/x.md', 'X'),
        doc('g/bare/y.md', 'Y'),
        doc('g/z.md', 'Z', { sidebar_class_name: 'zed' }),
      ],
      categories,
    )[0]!;
    const [bare, generated, linked, z] = sidebar.items;
    expect(linked).toEqual({
      type: 'category',
      label: 'Linked',
      href: '/g/linked/overview',
      className: 'blue',
      collapsed: false,
      items: [expect.objectContaining({ label: 'Detail' })],
    });
    expect(generated).toMatchObject({ type: 'category', href: '/all', collapsible: false, indexTitle: 'Everything' });
    expect(bare).toMatchObject({ type: 'category', label: 'Bare', href: undefined });
    expect(z).toMatchObject({ type: 'link', label: 'Z', className: 'zed' });
  });
});
