/** The `blog` key of the configuration: Docusaurus's blog options, every default when absent or `true`, none with `false`. */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };

describe('the blog key of the configuration', () => {
  it("has Docusaurus's defaults when absent or true, and none with false", () => {
    const defaults = validateConfig(minimal, context).blog;
    expect(defaults).toMatchObject({
      path: 'blog',
      routeBasePath: 'blog',
      blogTitle: 'Blog',
      postsPerPage: 10,
      blogSidebarCount: 5,
      blogSidebarTitle: 'Recent posts',
      showReadingTime: true,
      feedOptions: { type: 'all', limit: 20 },
      archiveBasePath: 'archive',
      tagsBasePath: 'tags',
      authorsMapPath: 'authors.yml',
    });
    expect(validateConfig({ ...minimal, blog: true }, context).blog).toEqual(defaults);
    expect(validateConfig({ ...minimal, blog: false }, context).blog).toBeUndefined();
    expect(
      validateConfig({ ...minimal, blog: { postsPerPage: 'ALL', archiveBasePath: null, feedOptions: { type: ['rss', 'json'] } } }, context)
        .blog,
    ).toMatchObject({
      postsPerPage: 'ALL',
      archiveBasePath: null,
      feedOptions: { type: ['rss', 'json'], limit: 20 },
    });
  });

  it('refuses unknown keys and wrong values, naming the key', () => {
    const messageOf = (blog: unknown) => docgenErrorOf(() => validateConfig({ ...minimal, blog }, context)).message;
    expect(messageOf({ postsPerPage: 0 })).toContain('blog.postsPerPage');
    expect(messageOf({ routeBasePath: '../out' })).toContain('blog.routeBasePath');
    expect(messageOf({ editUrl: 'javascript:alert(1)' })).toContain('blog.editUrl: expected an http(s) or relative URL');
    // A value of the wrong type (as for `zoom` and `llms`): the key, and the shape it takes.
    const shape = 'blog: expected true, false, or the blog options { path?, routeBasePath?, blogTitle?, ... }';
    expect(messageOf('yes')).toBe(shape);
    expect(messageOf({ feedOptions: { type: 'rdf' } })).toBe(shape);
    expect(messageOf({ sortPosts: 'ascending' })).toContain('blog.sortPosts: unknown key');
  });
});
