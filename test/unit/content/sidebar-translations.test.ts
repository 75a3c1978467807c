import { describe, expect, it } from 'vitest';
import { translateSidebars } from '../../../src/content/sidebar-translations.js';
import type { Sidebar } from '../../../src/core/sidebar.js';

const sidebar: Sidebar = {
  id: 'guides',
  label: 'Guides',
  href: '/guides',
  items: [
    { type: 'link', label: 'Intro', href: '/guides/intro', docId: 'intro' },
    { type: 'link', label: 'GitHub', href: 'https://github.test' },
    {
      type: 'category',
      label: 'More',
      href: '/category/more',
      items: [{ type: 'link', label: 'Intro', href: '/guides/x', docId: 'x' }],
    },
    { type: 'html', value: '<b>Intro</b>' },
  ],
};

describe('translateSidebars', () => {
  it('translates doc, link and category labels by their keys, and a generated index', () => {
    const [out] = translateSidebars([sidebar], {
      'sidebar.guides.doc.Intro': 'Introduction',
      'sidebar.guides.link.GitHub': 'Dépôt',
      'sidebar.guides.category.More': 'Plus',
      'sidebar.guides.category.More.link.generated-index.title': 'Tout le reste',
      'sidebar.guides.category.More.link.generated-index.description': 'Le reste.',
    });
    expect(out!.items).toEqual([
      { type: 'link', label: 'Introduction', href: '/guides/intro', docId: 'intro' },
      { type: 'link', label: 'Dépôt', href: 'https://github.test' },
      {
        type: 'category',
        label: 'Plus',
        href: '/category/more',
        indexTitle: 'Tout le reste',
        description: 'Le reste.',
        items: [{ type: 'link', label: 'Introduction', href: '/guides/x', docId: 'x' }],
      },
      { type: 'html', value: '<b>Intro</b>' },
    ]);
  });

  it('keeps labels whose key is for another kind of item or another sidebar', () => {
    const [out] = translateSidebars([sidebar], { 'sidebar.guides.link.Intro': 'Non', 'sidebar.other.category.More': 'Non' });
    expect(out).toEqual(sidebar);
  });

  it('answers to an alias (defaultSidebar for a generated sidebar)', () => {
    const [out] = translateSidebars([sidebar], { 'sidebar.defaultSidebar.category.More': 'Plus' }, () => ['defaultSidebar']);
    expect((out!.items[2] as { label: string }).label).toBe('Plus');
  });
});
