import { isNavItem } from '../../../src/core/sidebar.js';
import { describe, expect, it } from 'vitest';
import type { CategorySource, DocSource } from '../../../src/content/collect.js';
import { frontmatterOf, type Frontmatter } from '../../../src/content/frontmatter.js';
import { docRoutePath } from '../../../src/routes/paths.js';
import { findCategories, flattenSidebar, titleCase } from '../../../src/routes/sidebar.js';
import { buildDocSidebars, type RoutedDoc } from '../../../src/content/doc-sidebars.js';

function doc(relativePath: string, frontmatter: Partial<Frontmatter> & { title: string }): RoutedDoc {
  const source: DocSource = {
    relativePath,
    absolutePath: `/site/docs/${relativePath}`,
    id: relativePath.replace(/\.md$/, ''),
    frontmatter: frontmatterOf(frontmatter),
    body: '',
    bodyLineOffset: 0,
  };
  return { doc: source, route: docRoutePath(relativePath, frontmatter.slug) };
}

const docs: RoutedDoc[] = [
  doc('index.md', { title: 'Home' }),
  doc('guides/zeta.md', { title: 'Zeta' }),
  doc('guides/alpha.md', { title: 'Alpha' }),
  doc('guides/second.md', { title: 'Second', sidebar_position: 2 }),
  doc('guides/first.md', { title: 'First', sidebar_position: 1, sidebar_label: 'Start here' }),
  doc('guides/setup/install.md', { title: 'Install', sidebar_position: 1 }),
  doc('guides/setup/index.md', { title: 'Setup overview' }),
  doc('guides/setup/deep/more.md', { title: 'More' }),
  doc('guides/tail-folder/x.md', { title: 'X' }),
  doc('sdks/kits/sec-kit.md', { title: 'Security kit' }),
];
const categories: CategorySource[] = [
  { dir: 'guides', label: 'Guides', position: 1 },
  { dir: 'guides/setup', label: 'Setting up', position: 2 },
  { dir: 'sdks', label: 'SDKs', position: 2 },
];

describe('buildDocSidebars', () => {
  const sidebars = buildDocSidebars(docs, categories);
  const guides = sidebars.find((sidebar) => sidebar.id === 'guides')!;

  it('makes one sidebar per top-level folder, in category order, labelled from _category.yml', () => {
    expect(sidebars.map((sidebar) => [sidebar.id, sidebar.label, sidebar.href])).toEqual([
      ['guides', 'Guides', '/guides'],
      ['sdks', 'SDKs', '/sdks'],
    ]);
  });

  it('orders items by position, then unpositioned ones by label; ties on position by label', () => {
    expect(guides.items.filter(isNavItem).map((item) => item.label)).toEqual([
      'Start here',
      'Second',
      'Setting up',
      'Alpha',
      'Tail folder',
      'Zeta',
    ]);
  });

  it('turns sub-folders into categories with their own route, labelled from _category.yml or the folder name', () => {
    const setup = guides.items.filter(isNavItem).find((item) => item.label === 'Setting up')!;
    expect(setup).toEqual({
      type: 'category',
      label: 'Setting up',
      href: '/guides/setup',
      items: [
        { type: 'link', label: 'Install', href: '/guides/setup/install', docId: 'guides/setup/install' },
        {
          type: 'category',
          label: 'Deep',
          href: '/guides/setup/deep',
          items: [{ type: 'link', label: 'More', href: '/guides/setup/deep/more', docId: 'guides/setup/deep/more' }],
        },
      ],
    });
  });

  it('does not list a folder index.md as an item of its own category', () => {
    expect(flattenSidebar(guides.items).map((link) => link.href)).not.toContain('/guides/setup');
  });

  it('leaves top-level pages out of every sidebar', () => {
    expect(sidebars.flatMap((sidebar) => flattenSidebar(sidebar.items)).map((link) => link.href)).not.toContain('/');
  });

  it('uses sidebar_label over the title', () => {
    expect(flattenSidebar(guides.items)[0]).toEqual({ type: 'link', label: 'Start here', href: '/guides/first', docId: 'guides/first' });
  });

  it('sorts unpositioned sidebars by label after positioned ones', () => {
    const more = buildDocSidebars(
      [doc('b/x.md', { title: 'X' }), doc('a/x.md', { title: 'X' }), doc('c/x.md', { title: 'X' })],
      [{ dir: 'c', position: 1 }],
    );
    expect(more.map((sidebar) => sidebar.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('flattenSidebar / findCategories', () => {
  const guides = buildDocSidebars(docs, categories)[0]!;

  it('flattens links in reading order', () => {
    expect(flattenSidebar(guides.items).map((link) => link.href)).toEqual([
      '/guides/first',
      '/guides/second',
      '/guides/setup/install',
      '/guides/setup/deep/more',
      '/guides/alpha',
      '/guides/tail-folder/x',
      '/guides/zeta',
    ]);
  });

  it('finds nested categories in reading order', () => {
    expect(findCategories(guides.items).map((category) => category.href)).toEqual([
      '/guides/setup',
      '/guides/setup/deep',
      '/guides/tail-folder',
    ]);
  });
});

describe('titleCase', () => {
  it('capitalises the first letter and turns separators into spaces', () => {
    expect(titleCase('gettingstarted')).toBe('Gettingstarted');
    expect(titleCase('digital-twins')).toBe('Digital twins');
    expect(titleCase('snake_case__name')).toBe('Snake case name');
  });
});
