import { describe, expect, it } from 'vitest';
import type { DocSource } from '../../../src/content/collect.js';
import { createDocsModel } from '../../../src/content/docs-model.js';
import { changedModel, docsMentioning, replacedModel } from '../../../src/sources/docs/docs-model-update.js';
import { frontmatterOf } from '../../../src/content/frontmatter.js';
import { flattenSidebar } from '../../../src/routes/sidebar.js';

function doc(relativePath: string, frontmatter: { title: string } & Record<string, unknown>): DocSource {
  return {
    relativePath,
    absolutePath: `/site/docs/${relativePath}`,
    id: relativePath.replace(/\.md$/, ''),
    frontmatter: frontmatterOf(frontmatter),
    body: 'Text.\n',
    bodyLineOffset: 3,
  };
}

const model = () =>
  createDocsModel({
    docs: [
      doc('guides/a.md', { title: 'A', sidebar_position: 1 }),
      doc('guides/b.md', { title: 'B', sidebar_position: 2 }),
      doc('reference/c.md', { title: 'C' }),
    ],
    categories: [],
  });

describe('replacedModel', () => {
  it("makes the sidebars again with a doc's new title and position, and names its sidebar's pages and the generated ones", () => {
    const before = model();
    const replaced = replacedModel(before, doc('guides/a.md', { title: 'Alpha', sidebar_position: 3 }))!;
    const guides = replaced.next.sidebars.find((sidebar) => sidebar.id === 'guides')!;
    expect(flattenSidebar(guides.items).map((link) => link.label)).toEqual(['B', 'Alpha']);
    // Every generated index page is cheap to render again, whichever sidebar it is in.
    expect(replaced.affected.sort()).toEqual(['/', '/guides', '/guides/a', '/guides/b', '/reference']);
    expect(replaced.affected).not.toContain('/reference/c');
    expect(before.sidebars.find((sidebar) => sidebar.id === 'guides')!.items).toHaveLength(2); // the old model is left as it was
  });

  it('names the pages of every sidebar that lists the doc, and the pages whose previous or next link names it', () => {
    const before = createDocsModel({
      docs: [
        doc('guides/a.md', { title: 'A', sidebar_position: 1, displayed_sidebar: 'reference' }),
        doc('guides/b.md', { title: 'B', sidebar_position: 2 }),
        doc('reference/c.md', { title: 'C', pagination_next: 'guides/a' }),
        doc('reference/d.md', { title: 'D' }),
      ],
      categories: [],
    });
    const replaced = replacedModel(before, doc('guides/a.md', { title: 'Alpha', sidebar_position: 1, displayed_sidebar: 'reference' }))!;
    // a is shown with the reference sidebar but listed in guides: b's sidebar shows the new title.
    expect(replaced.affected).toContain('/guides/b');
    // c's "next" link reads a's title.
    expect(replaced.affected).toContain('/reference/c');
  });

  it('tells the pages that show the change only in their sidebar from those whose own content shows it', () => {
    const replaced = replacedModel(model(), doc('guides/a.md', { title: 'Alpha', sidebar_position: 3 }))!;
    // b shows a's title in its sidebar (and previous link); a's own page, the section's index (its
    // cards) and the generated pages elsewhere show it in their content.
    expect([...replaced.bySidebar]).toEqual(['/guides/b']);
  });

  it("counts a category's index page among them when its cards stayed the same", () => {
    const before = createDocsModel({
      docs: [
        doc('guides/one/a.md', { title: 'A', sidebar_position: 1 }),
        doc('guides/one/b.md', { title: 'B', sidebar_position: 2 }),
        doc('guides/two/c.md', { title: 'C' }),
      ],
      categories: [],
    });
    const replaced = replacedModel(before, doc('guides/one/a.md', { title: 'Alpha', sidebar_position: 1 }))!;
    // /guides/two lists c alone; /guides/one lists a, whose title changed.
    expect(replaced.bySidebar).toContain('/guides/two');
    expect(replaced.bySidebar).not.toContain('/guides/one');
    expect(replaced.affected).toEqual(expect.arrayContaining(['/guides/one', '/guides/two', '/guides/one/b', '/guides/two/c']));
  });

  it('declines a change that moves a route (a slug) and a file that is not one of its docs', () => {
    expect(replacedModel(model(), doc('guides/a.md', { title: 'A', slug: '/elsewhere' }))).toBeUndefined();
    expect(replacedModel(model(), doc('guides/new.md', { title: 'New' }))).toBeUndefined();
  });
});

describe('changedModel', () => {
  it("moves a doc with its new slug: its new route and its sidebar's pages are named, the old route is gone", () => {
    const before = model();
    const { next, affected } = changedModel(before, { saved: [doc('guides/a.md', { title: 'A', slug: '/guides/alpha' })], removed: [] });
    expect(next.routes.has('/guides/alpha')).toBe(true);
    expect(next.routes.has('/guides/a')).toBe(false);
    expect(affected).toEqual(expect.arrayContaining(['/guides/alpha', '/guides/b', '/guides']));
    expect(affected).not.toContain('/reference/c');
    expect(before.routes.has('/guides/a')).toBe(true); // the old model is left as it was
  });

  it("adds a new doc in the folder's order and takes a removed one out, naming the pages of their sidebars", () => {
    const added = changedModel(model(), { saved: [doc('guides/aa.md', { title: 'AA', sidebar_position: 1.5 })], removed: [] });
    expect(added.next.sources.docs.map((entry) => entry.relativePath)).toEqual([
      'guides/a.md',
      'guides/aa.md',
      'guides/b.md',
      'reference/c.md',
    ]);
    expect(added.affected).toEqual(expect.arrayContaining(['/guides/a', '/guides/aa', '/guides/b']));
    const removed = changedModel(model(), { saved: [], removed: ['reference/c.md'] });
    expect(removed.next.routes.has('/reference/c')).toBe(false);
    expect(removed.affected).not.toContain('/guides/a');
  });

  it('throws what a build throws for the same docs (a slug that leaves the site)', () => {
    expect(() => changedModel(model(), { saved: [doc('guides/a.md', { title: 'A', slug: '../../../out' })], removed: [] })).toThrow(
      /slug/i,
    );
  });
});

describe('docsMentioning', () => {
  it("names the docs whose text holds a file's name (a link to it), whatever their sidebar", () => {
    const linking = { ...doc('reference/c.md', { title: 'C' }), body: 'See [a](../guides/a.md#x).\n' };
    const linked = createDocsModel({
      docs: [doc('guides/a.md', { title: 'A' }), doc('guides/b.md', { title: 'B' }), linking],
      categories: [],
    });
    expect(docsMentioning(linked, ['guides/a.md'])).toEqual(['/reference/c']);
    expect(docsMentioning(linked, ['guides/b.md'])).toEqual([]);
  });
});
