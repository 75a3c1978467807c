/** The blog's feeds: which kinds `feedOptions.type` asks for, and site paths in a post's HTML made absolute. */
import { describe, expect, it } from 'vitest';
import { absoluteUrls, feedTypes } from '../../../src/sources/blog/blog-feeds.js';
import { readingMinutes } from '../../../src/sources/blog/blog-page-data.js';
import type { BlogConfig } from '../../../src/config/blog-schema.js';

const withType = (type: BlogConfig['feedOptions']['type']) => ({ feedOptions: { type, limit: 20 } }) as BlogConfig;

describe('the blog feeds', () => {
  it("write the kinds `feedOptions.type` names: 'all', one, a list, or none", () => {
    expect(feedTypes(withType('all'))).toEqual(['rss', 'atom', 'json']);
    expect(feedTypes(withType('atom'))).toEqual(['atom']);
    expect(feedTypes(withType(['json', 'rss']))).toEqual(['rss', 'json']);
    expect(feedTypes(withType(null))).toEqual([]);
  });

  it("make a post's site paths absolute, leaving fragments, external and protocol-relative URLs", () => {
    const html =
      '<a href="/docs/x">x</a> <img src="/docs/a.png"> <a href="#y">y</a> <a href="https://e.test/z">z</a> <a href="//cdn.test/q">q</a>';
    expect(absoluteUrls(html, 'https://site.test')).toBe(
      '<a href="https://site.test/docs/x">x</a> <img src="https://site.test/docs/a.png"> <a href="#y">y</a> <a href="https://e.test/z">z</a> <a href="//cdn.test/q">q</a>',
    );
  });

  it('count reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(401)}</p>`)).toBe(3);
  });
});
