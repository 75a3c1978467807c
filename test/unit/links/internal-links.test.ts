import { describe, expect, it } from 'vitest';
import type { OutputFiles } from '../../../src/core/output.js';
import { findBrokenLinks } from '../../../src/links/internal-links.js';
import { addressAt } from '../../helpers/site-address.js';

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

function site(pages: Record<string, string>): OutputFiles {
  return new Map<string, string | Uint8Array>(Object.entries(pages));
}

describe('findBrokenLinks', () => {
  const files = site({
    'index.html': page('<a href="/guides/a">A</a><a href="/guides/a#setup">A setup</a><a href="/">home</a>'),
    'guides/a/index.html': page('<h2 id="setup">Setup</h2><h2 id="caf&amp;e">Café</h2><a href="/guides/a#caf&amp;e">self</a>'),
    'guides/b.html': page('<p id="b">B</p>'),
    '404.html': page('<a href="/">home</a>'),
    'img/logo.svg': '<svg/>',
    'assets/site-ABC.css': 'body{}',
  });

  it('finds nothing wrong on a consistent site', () => {
    expect(findBrokenLinks(files, addressAt('/'))).toEqual([]);
  });

  it('reports a link to a missing page', () => {
    const broken = findBrokenLinks(
      site({ ...Object.fromEntries(files), 'guides/c/index.html': page('<a href="/guides/missing">x</a>') }),
      addressAt('/'),
    );
    expect(broken).toEqual([
      { page: 'guides/c/index.html', href: '/guides/missing', reason: 'no page or file at this path', kind: 'page' },
    ]);
  });

  it('reports a link to a missing anchor on an existing page', () => {
    const broken = findBrokenLinks(
      site({
        ...Object.fromEntries(files),
        'x/index.html': page('<a href="/guides/a#nope">x</a><a href="#here">y</a><a href="#self">z</a><b id="self"></b>'),
      }),
      addressAt('/'),
    );
    expect(broken).toEqual([
      { page: 'x/index.html', href: '/guides/a#nope', reason: 'no element with id "nope" on the target page', kind: 'anchor' },
      { page: 'x/index.html', href: '#here', reason: 'no element with id "here" on the target page', kind: 'anchor' },
    ]);
  });

  it('skips links marked data-broken-link (already reported as markdown warnings)', () => {
    const broken = findBrokenLinks(
      site({ ...Object.fromEntries(files), 'x/index.html': page('<a href="missing.md" data-broken-link="">x</a>') }),
      addressAt('/'),
    );
    expect(broken).toEqual([]);
  });

  it('checks images, scripts and other assets in the body', () => {
    const broken = findBrokenLinks(
      site({
        ...Object.fromEntries(files),
        'x/index.html': page(
          '<img src="/img/logo.svg"><img src="/img/missing.png"><script src="/assets/app.js"></script><link rel="stylesheet" href="/assets/site-ABC.css">',
        ),
      }),
      addressAt('/'),
    );
    expect(broken.map((link) => link.href)).toEqual(['/img/missing.png', '/assets/app.js']);
  });

  it('ignores external links, mailto and other schemes', () => {
    const broken = findBrokenLinks(
      site({
        'index.html': page(
          '<a href="https://x.test/a">a</a><a href="//cdn.test/x.js">b</a><a href="mailto:a@b.test">c</a><a href="tel:+1">d</a>',
        ),
      }),
      addressAt('/'),
    );
    expect(broken).toEqual([]);
  });

  it('finds pages written as folder/index.html or as a .html file', () => {
    const broken = findBrokenLinks(
      site({ ...Object.fromEntries(files), 'x/index.html': page('<a href="/guides/b#b">b</a><a href="/guides/a/">a/</a>') }),
      addressAt('/'),
    );
    expect(broken).toEqual([]);
  });

  it('resolves relative links from the clean URL of the page, as a browser does', () => {
    const pages = site({
      'guides/a/index.html': page('<a href="b#y">sibling</a><img src="../img/logo.svg"><a href="./a">self</a>'),
      'guides/b/index.html': page('<h2 id="y">Y</h2>'),
      'img/logo.svg': '<svg/>',
    });
    expect(findBrokenLinks(pages, addressAt('/'))).toEqual([]);
    // With trailing slashes the page lives at /guides/a/, so the same links point elsewhere.
    expect(findBrokenLinks(pages, addressAt('/', true)).map((link) => link.href)).toEqual(['b#y', '../img/logo.svg', './a']);
  });

  it('applies the base URL: links must stay inside it', () => {
    const pages = site({
      'index.html': page('<a href="/docs/guides/a#setup">ok</a><a href="/guides/a">outside base</a><a href="guides/a">relative</a>'),
      'guides/a/index.html': page('<h2 id="setup">Setup</h2><a href="/docs/">home</a><a href="/docs">home without slash</a>'),
    });
    expect(findBrokenLinks(pages, addressAt('/docs/'))).toEqual([
      { page: 'index.html', href: '/guides/a', reason: 'no page or file at this path', kind: 'page' },
    ]);
  });

  it('does not check links in the head (canonical and alternate URLs are absolute)', () => {
    expect(findBrokenLinks(site({ 'index.html': page('', '<link rel="canonical" href="/nowhere">') }), addressAt('/'))).toEqual([]);
  });

  it('ignores non-HTML files', () => {
    expect(findBrokenLinks(site({ 'a.txt': '<a href="/nowhere">x</a>', 'index.html': page('') }), addressAt('/'))).toEqual([]);
  });
});
