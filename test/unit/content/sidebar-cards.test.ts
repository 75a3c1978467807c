import { describe, expect, it } from 'vitest';
import { categoryCards } from '../../../src/content/sidebar-cards.js';
import type { Sidebar } from '../../../src/core/sidebar.js';

const docOf = (id: string, description?: string) => ({
  route: `/${id}`,
  doc: { id, frontmatter: description ? { description } : {} },
});

const sidebars: Sidebar[] = [
  {
    id: 'docs',
    label: 'Docs',
    href: '/',
    items: [
      { type: 'link', label: 'Intro', href: '/intro', docId: 'intro' },
      {
        type: 'category',
        label: 'Guides',
        href: '/guides/overview',
        items: [
          { type: 'link', label: 'Setup', href: '/guides/setup', docId: 'guides/setup' },
          { type: 'category', label: 'Deeper', items: [{ type: 'link', label: 'Tuning', href: '/guides/tuning', docId: 'guides/tuning' }] },
          { type: 'category', label: 'Empty', items: [] },
          { type: 'category', label: 'Indexed', href: '/category/indexed', description: 'All about it.', items: [] },
          { type: 'link', label: 'Elsewhere', href: 'https://example.test/' },
        ],
      },
    ],
  },
];

const model = {
  sidebars,
  docs: new Map(
    [docOf('intro'), docOf('guides/setup', 'Install and configure.'), docOf('guides/tuning')].map((entry) => [entry.doc.id, entry]),
  ),
  sources: { categories: [] },
  placement: { dir: 'docs' },
} as never;

describe('categoryCards: useCurrentSidebarCategory() and DocCardList', () => {
  it("gives the category whose own page it is, each item with its card's description and a base URL, none leading nowhere", () => {
    const category = categoryCards(model, '/guides/overview', (path) => (path.startsWith('/') ? `/base${path}` : path));
    expect(category).toEqual({
      type: 'category',
      label: 'Guides',
      href: '/base/guides/overview',
      items: [
        { type: 'link', label: 'Setup', href: '/base/guides/setup', docId: 'guides/setup', description: 'Install and configure.' },
        {
          type: 'category',
          label: 'Deeper',
          href: '/base/guides/tuning',
          count: 1,
          items: [{ type: 'link', label: 'Tuning', href: '/base/guides/tuning', docId: 'guides/tuning' }],
        },
        { type: 'category', label: 'Indexed', href: '/base/category/indexed', description: 'All about it.', count: 0, items: [] },
        { type: 'link', label: 'Elsewhere', href: 'https://example.test/' },
      ],
    });
  });

  it('gives nothing on a page that is no category’s own page', () => {
    expect(categoryCards(model, '/intro', (path) => path)).toBeUndefined();
    expect(categoryCards(model, '/guides/setup', (path) => path)).toBeUndefined();
  });
});
