/**
 * A blog post read from its file (Docusaurus's names): its date and route from the file
 * name or frontmatter, its excerpt above the truncate marker, its authors and tags; and
 * the list pages the posts are split into.
 */
import { describe, expect, it } from 'vitest';
import { parseDay, readPost, type BlogPost } from '../../../src/content/blog-posts.js';
import { paginate } from '../../../src/content/blog-model.js';
import { DocgenError } from '../../../src/errors/docgen-error.js';

const placement = { dir: '/site/blog', base: '/blog', tagsBase: '/blog/tags', authorsMapPath: 'authors.yml', tagsMapPath: 'tags.yml' };
const context = {
  placement,
  authors: new Map([['ada', { key: 'ada', name: 'Ada Quinn', title: 'Lead', page: false }]]),
  authorsShown: 'blog/authors.yml',
  tags: new Map([['release', { label: 'Release', description: 'Releases.' }]]),
  tagsFile: true,
};
const read = (relativePath: string, source: string) => readPost(relativePath, `/site/blog/${relativePath}`, source, context);
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as DocgenError;
  }
  throw new Error('expected an error');
};

describe('a blog post', () => {
  it('takes its date and route from a dated file or folder name, or from `date` and `slug`', () => {
    expect(read('2024-01-31-launch.md', '# Launch\n')).toMatchObject({
      date: '2024-01-31T00:00:00.000Z',
      route: '/blog/2024/01/31/launch',
    });
    expect(read('2024-1-5-launch/index.md', '# Launch\n')).toMatchObject({
      date: '2024-01-05T00:00:00.000Z',
      route: '/blog/2024/01/05/launch',
    });
    expect(read('2024/02/03/notes.mdx', '# Notes\n')).toMatchObject({ route: '/blog/2024/02/03/notes' });
    expect(read('launch.md', '---\ndate: 2024-03-01T10:30:00Z\nslug: /hello\n---\n# Launch\n')).toMatchObject({
      date: '2024-03-01T10:30:00.000Z',
      route: '/blog/hello',
    });
    expect(read('2024-01-31-draft.md', '---\ndraft: true\n---\nText.\n')).toBeUndefined();
  });

  it('refuses a day not in the calendar, a date no parser reads, no date at all, and a slug that leaves the blog', () => {
    expect(errorOf(() => read('2023-02-29-leap.md', 'Text.\n')).code).toBe('DG300');
    expect(errorOf(() => read('x.md', '---\ndate: 31/01/2024\n---\nText.\n'))).toMatchObject({ code: 'DG300', location: { line: 2 } });
    expect(errorOf(() => read('x.md', 'Text.\n')).code).toBe('DG300');
    expect(errorOf(() => read('x.md', '---\ndate: 2024-01-01\nslug: ../../etc\n---\nText.\n'))).toMatchObject({
      code: 'DG304',
      location: { line: 3 },
    });
  });

  it('splits the excerpt at the truncate marker (markdown or MDX), blanking the marker in the post', () => {
    const post = read('2024-01-31-a.md', 'Intro.\n\n<!-- truncate -->\n\nMore.\n') as BlogPost;
    expect(post.excerpt?.body).toBe('Intro.\n\n');
    expect(post.doc.body).toBe('Intro.\n\n\n\nMore.\n');
    const mdx = read('2024-01-31-b.mdx', 'Intro.\n\n{/* truncate */}\n\nMore.\n') as BlogPost;
    expect(mdx.excerpt).toMatchObject({ body: 'Intro.\n\n', relativePath: '2024-01-31-b.excerpt.md' });
    expect(read('2024-01-31-c.md', 'No marker.\n')?.excerpt).toBeUndefined();
  });

  it('resolves authors by key or inline, and tags by tags.yml or as written; an unknown author key fails at the line of `authors`', () => {
    const post = read(
      '2024-01-31-a.md',
      '---\nauthors: [ada, { name: Bo, socials: { github: bo } }]\ntags: [release, API design]\n---\nText.\n',
    ) as BlogPost;
    expect(post.authors).toEqual([
      { key: 'ada', name: 'Ada Quinn', title: 'Lead', page: false },
      { name: 'Bo', socials: { github: 'https://github.com/bo' }, page: false },
    ]);
    expect(post.tags).toEqual([
      { label: 'Release', href: '/blog/tags/release', description: 'Releases.' },
      { label: 'API design', href: '/blog/tags/api-design' },
    ]);
    expect(errorOf(() => read('2024-01-31-a.md', '---\ntitle: A\nauthors: grace\n---\nText.\n'))).toMatchObject({
      code: 'DG301',
      location: { line: 3 },
    });
  });

  it('reads a day as UTC midnight and a date-time as written, and nothing else', () => {
    expect(parseDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDay('2024-02-30')).toBeUndefined();
    expect(parseDay('2024-02-01T12:00:00+02:00')?.toISOString()).toBe('2024-02-01T10:00:00.000Z');
    expect(parseDay('February 1st')).toBeUndefined();
  });
});

describe('paginate', () => {
  const posts = Array.from({ length: 5 }, (_, index) => ({ route: `/p${index}` }) as BlogPost);
  it('splits posts into pages at base, base/page/2..., each linking its neighbours', () => {
    expect(paginate('/blog', posts, 2).map((page) => [page.route, page.posts.length, page.previous, page.next])).toEqual([
      ['/blog', 2, undefined, '/blog/page/2'],
      ['/blog/page/2', 2, '/blog', '/blog/page/3'],
      ['/blog/page/3', 1, '/blog/page/2', undefined],
    ]);
    expect(paginate('/blog', posts, 'ALL').map((page) => page.posts.length)).toEqual([5]);
    expect(paginate('/blog', [], 10)).toEqual([{ route: '/blog', page: 1, pages: 1, posts: [] }]);
  });
});
