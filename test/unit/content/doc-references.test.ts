import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocSource } from '../../../src/content/collect.js';
import { checkDocReferences, sidebarOfDocs } from '../../../src/content/doc-references.js';
import { frontmatterOf } from '../../../src/content/frontmatter.js';
import { docgenErrorOf, tempDir } from '../../helpers/temp.js';
import type { Sidebar } from '../../../src/core/sidebar.js';
import type { RoutedDoc } from '../../../src/content/doc-sidebars.js';

function doc(relativePath: string, extra: Record<string, unknown> = {}, absolutePath = `/site/docs/${relativePath}`): RoutedDoc {
  const source: DocSource = {
    relativePath,
    absolutePath,
    id: relativePath.replace(/\.md$/, ''),
    frontmatter: frontmatterOf({ title: relativePath, ...extra }),
    body: '',
    bodyLineOffset: 0,
  };
  return { doc: source, route: `/${relativePath.replace(/\.md$/, '')}` };
}

const sidebars: Sidebar[] = [
  { id: 'guides', label: 'Guides', href: '/guides/a', items: [{ type: 'link', label: 'A', href: '/guides/a' }] },
  { id: 'api', label: 'API', href: '/api/x', items: [{ type: 'category', label: 'More', href: '/guides/b', items: [] }] },
];

describe('the sidebar a doc shows', () => {
  const sidebarOf = sidebarOfDocs(sidebars);
  it("is its displayed_sidebar (null: none), else the first that lists it or its category page, else its folder's", () => {
    expect(sidebarOf(doc('guides/a.md', { displayed_sidebar: 'api' }))).toBe('api');
    expect(sidebarOf(doc('guides/a.md', { displayed_sidebar: null }))).toBeUndefined();
    expect(sidebarOf(doc('guides/a.md'))).toBe('guides');
    expect(sidebarOf(doc('guides/b.md'))).toBe('api');
    expect(sidebarOf(doc('guides/c.md'))).toBe('guides');
    expect(sidebarOf(doc('other/d.md'))).toBeUndefined();
  });
});

describe('checkDocReferences', () => {
  it('fails on a displayed_sidebar no sidebar has, at its line, with the sidebar meant', () => {
    const root = tempDir({ 'docs/guides/a.md': '---\ntitle: A\ndisplayed_sidebar: guide\n---\n' });
    const error = docgenErrorOf(() =>
      checkDocReferences([doc('guides/a.md', { displayed_sidebar: 'guide' }, path.join(root, 'docs/guides/a.md'))], sidebars),
    );
    expect(error.code).toBe('DG214');
    expect(error.message).toBe('displayed_sidebar: "guide" is not a sidebar of the site. Did you mean "guides"?');
    expect(error.location?.line).toBe(3);
  });

  it("accepts pagination ids written relative to the doc's folder, and null", () => {
    expect(() =>
      checkDocReferences([doc('guides/a.md', { pagination_next: 'b', pagination_prev: null }), doc('guides/b.md')], sidebars),
    ).not.toThrow();
  });
});
