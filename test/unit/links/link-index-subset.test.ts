import { describe, expect, it } from 'vitest';
import { createLinkIndex } from '../../../src/links/link-index.js';
import { addressAt } from '../../helpers/site-address.js';

const page = (body: string) => `<html><head></head><body>${body}</body></html>`;

describe('the link index, for a page rendered again', () => {
  it('checks only the given pages when asked to, and tells a page’s ids', () => {
    const index = createLinkIndex(addressAt('/'));
    index.addPage('a/index.html', page('<a href="/nowhere">x</a><h2 id="one">One</h2>'));
    index.addPage('b/index.html', page('<a href="/a#one">a</a>'));
    const exists = (file: string) => index.has(file);
    expect(index.broken(exists).map((link) => link.page)).toEqual(['a/index.html']);
    expect(index.broken(exists, new Set(['b/index.html']))).toEqual([]);
    expect(index.idsOf('a/index.html')).toBe('one');
    // a's anchor goes: b's link breaks, which a check of every page finds.
    index.addPage('a/index.html', page('<h2 id="two">Two</h2>'));
    expect(index.idsOf('a/index.html')).toBe('two');
    expect(index.broken(exists).map((link) => `${link.page} ${link.href}`)).toEqual(['b/index.html /a#one']);
  });
});

describe('the link index, for routes that moved', () => {
  it('tells the pages and shared sidebars that link to given files, and forgets a page gone', () => {
    const index = createLinkIndex(addressAt('/'));
    index.addPage('a/index.html', page('<a href="/b">b</a>'));
    index.addPage('c/index.html', page('<a href="../b/#top">b</a><a href="https://b.example/b">elsewhere</a>'));
    index.addPage('d/index.html', page('<a href="/a">a</a>'));
    index.addPage('b/index.html', page('<h1 id="top">B</h1>'));
    index.addSharedSidebar(
      'assets/sidebars/guides-1.json',
      JSON.stringify({ href: '/a', items: [{ type: 'link', href: '/b', label: 'B' }] }),
    );
    expect(index.linkingTo(new Set(['b/index.html'])).sort()).toEqual(['a/index.html', 'assets/sidebars/guides-1.json', 'c/index.html']);
    index.forget('b/index.html');
    expect(index.has('b/index.html')).toBe(false);
    expect(index.broken((file) => index.has(file)).map((link) => link.page)).toEqual([
      'a/index.html',
      'c/index.html',
      'assets/sidebars/guides-1.json',
    ]);
  });
});
