import { describe, expect, it } from 'vitest';
import { createLinkIndex } from '../../../src/links/link-index.js';
import { addressAt } from '../../helpers/site-address.js';

const broken = (body: string, head = '') => {
  const index = createLinkIndex(addressAt('/'));
  index.addPage('page/index.html', `<html><head>${head}</head><body>${body}</body></html>`);
  return index.broken(() => false).map((link) => link.href);
};

describe("the link index's scan of a page", () => {
  it('records the href and src of every tag in the body, decoded, each once', () => {
    expect(broken('<a class="x" href="/a?x=1&amp;y=2">a</a><img alt="" src="/b.png"><a href="/a?x=1&amp;y=2">again</a>')).toEqual([
      '/a?x=1&y=2',
      '/b.png',
    ]);
  });

  it('leaves out links of the head, broken markdown links (already warned about) and link-like text', () => {
    const body = [
      '<a href="/gone.md" data-broken-link="">gone</a>',
      '<pre><code>&lt;a href="/in-code"&gt;x&lt;/a&gt;</code></pre>',
      '<p>a data-href="/not-an-attribute" b</p>',
      '<a href="/kept">kept</a>',
    ].join('');
    expect(broken(body, '<link rel="stylesheet" href="/style.css">')).toEqual(['/kept']);
  });

  it("records every id of the page, as an anchor's target", () => {
    const index = createLinkIndex(addressAt('/'));
    index.addPage('a/index.html', '<html><head></head><body><h2 id="one">1</h2><div id="t&amp;c"></div></body></html>');
    expect(index.idsOf('a/index.html')).toBe('one\u0000t&c');
  });
});
