import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import type { SearchIndexFile } from '../../src/search/search-options.js';

/**
 * Builds test/fixtures/sites/basic in memory and checks the written HTML (the CLI on the
 * same site: cli.test.ts).
 */
const basic = fixtureSite('basic');
const year = new Date().getFullYear();
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(basic);
});

const html = (file: string) => textOf(result, file);
/** The attributes of every `<a>` whose text is exactly `label`. */
const anchorsLabelled = (page: string, label: string) =>
  [...page.matchAll(new RegExp(`<a\\b([^>]*)>${label}</a>`, 'g'))].map((match) => match[1]!);
/** The attributes of every `<a>` start tag linking to `href`. */
const anchorsTo = (page: string, href: string) =>
  [...page.matchAll(/<a\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => attributes.includes(` href="${href}"`));
/** The table of contents as [depth, id, text]. */
function tocOf(page: string): string[][] {
  const start = page.indexOf('class="toc"');
  if (start === -1) return [];
  const toc = page.slice(start, page.indexOf('</nav>', start));
  return [...toc.matchAll(/<li class="[^"]*toc-depth-(\d)[^"]*"[^>]*>\s*<a [^>]*href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) =>
    match.slice(1),
  );
}
const titleOf = (file: string) => /<title>([^<]*)<\/title>/.exec(html(file))?.[1];
const headOf = (file: string) => html(file).slice(0, html(file).indexOf('</head>'));

describe('building the basic fixture site in memory', () => {
  it('writes every route as a clean-URL HTML file, plus 404.html', () => {
    const pages = [...result.files.keys()].filter((file) => file.endsWith('.html')).sort();
    expect(pages).toEqual([
      '404.html',
      'guide/advanced/index.html',
      'guide/advanced/tuning/index.html',
      'guide/index.html',
      'guide/intro/index.html',
      'guide/usage/index.html',
      'index.html',
    ]);
    expect(result.pages).toBe(7);
  });

  it('titles each page "{page} | {site}", and the home page with the site title', () => {
    expect(titleOf('guide/intro/index.html')).toBe('Introduction | Acme Docs');
    expect(titleOf('guide/usage/index.html')).toBe('Usage | Acme Docs');
    expect(titleOf('guide/advanced/tuning/index.html')).toBe('Tuning | Acme Docs');
    expect(titleOf('guide/index.html')).toBe('User guide | Acme Docs');
    expect(titleOf('guide/advanced/index.html')).toBe('Advanced | Acme Docs');
    expect(titleOf('index.html')).toBe('Acme Docs');
    expect(titleOf('404.html')).toBe('Page Not Found | Acme Docs');
  });

  it('renders the frontmatter title as the only h1, without a direct-link anchor', () => {
    const page = html('guide/intro/index.html');
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page).toContain('<h1>Introduction</h1>');
  });

  it('gives h2 and h3 headings ids and direct-link anchors', () => {
    const page = html('guide/intro/index.html');
    expect(page).toContain(
      '<h2 id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install" title="Direct link to Install">#</a></h2>',
    );
    expect(page).toContain(
      '<h3 id="from-source">From source<a href="#from-source" class="hash-link" aria-label="Direct link to From source" title="Direct link to From source">#</a></h3>',
    );
  });

  it('shows a table of contents of levels 2 and 3', () => {
    expect(tocOf(html('guide/intro/index.html'))).toEqual([
      ['2', 'install', 'Install'],
      ['3', 'from-source', 'From source'],
      ['2', 'qr', 'QR'],
    ]);
    expect(html('guide/intro/index.html')).toContain('On this page');
    // A page without h2/h3 has no TOC at all.
    expect(tocOf(html('guide/advanced/tuning/index.html'))).toEqual([]);
    expect(html('guide/advanced/tuning/index.html')).not.toContain('On this page');
  });

  it('writes the head tags: description, keywords, canonical, hreflang en and x-default, Open Graph, Twitter', () => {
    const head = headOf('guide/intro/index.html');
    expect(head).toContain('<html lang="en" dir="ltr">');
    expect(head).toContain('<meta name="description" content="What Acme widgets are.">');
    expect(head).toContain('<meta name="keywords" content="intro, widgets">');
    expect(head).toContain('<link rel="canonical" href="https://docs.acme.test/guide/intro">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://docs.acme.test/guide/intro">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://docs.acme.test/guide/intro">');
    expect(head).toContain('<meta property="og:title" content="Introduction | Acme Docs">');
    expect(head).toContain('<meta property="og:url" content="https://docs.acme.test/guide/intro">');
    expect(head).toContain('<meta name="twitter:title" content="Introduction | Acme Docs">');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(headOf('index.html')).toContain('<meta property="og:type" content="website">');
  });

  it('links one minified stylesheet that is part of the output', () => {
    const stylesheets = [...headOf('guide/usage/index.html').matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map(
      (match) => match[1]!,
    );
    expect(stylesheets).toHaveLength(1);
    const css = result.files.get(stylesheets[0]!);
    expect(css).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(css as Uint8Array)).not.toMatch(/\n\s*\n/);
  });

  it('loads the widget script only on pages that use the widget', () => {
    const qrChunk = /\/assets\/qr-code-[A-Z0-9]+\.js/;
    expect(headOf('guide/intro/index.html')).toMatch(/<script type="module" src="\/assets\/runtime-[A-Z0-9]+\.js"><\/script>/);
    expect(html('guide/intro/index.html')).toMatch(qrChunk);
    expect(html('guide/intro/index.html')).toContain('<docgen-island data-widget="qr-code"');
    for (const file of ['guide/usage/index.html', 'index.html', '404.html']) {
      expect(html(file)).not.toMatch(qrChunk);
      expect(html(file)).not.toContain('data-widget="qr-code"');
    }
  });

  it('renders the page frame: skip link, navbar with title, Beta badge and active link, footer, help button', () => {
    const page = html('guide/usage/index.html');
    expect(page).toContain('<a class="skip-link" href="#main-content">Skip to main content</a>');
    expect(page).toContain('<main id="main-content"');
    expect(page).toMatch(/class="[^"]*navbar-title[^"]*">Acme</);
    expect(page).toMatch(/class="[^"]*badge[^"]*">Beta</);
    const guide = anchorsLabelled(page, 'Guide');
    expect(guide.length).toBeGreaterThan(0);
    for (const attributes of guide) {
      expect(attributes).toContain(' href="/guide"');
      expect(attributes).toMatch(/class="[^"]*\bactive\b/);
      expect(attributes).toContain('aria-current="page"');
    }
    for (const attributes of anchorsLabelled(page, 'Blog')) {
      expect(attributes).toContain('target="_blank" rel="noopener noreferrer"');
      expect(attributes).not.toContain('aria-current');
    }
    expect(page).toMatch(/<h2 class="footer-title">Legal<\/h2>/);
    expect(anchorsLabelled(page, 'Privacy')).toEqual([
      ' class="footer-link" href="https://acme.test/privacy" target="_blank" rel="noopener noreferrer"',
    ]);
    expect(page).toContain(`© ${year} Acme Corp.`);
    expect(page).not.toContain('{year}');
    expect(anchorsLabelled(page, 'Help')).toEqual([
      ' class="help-button" href="https://help.acme.test" target="_blank" rel="noopener noreferrer"',
    ]);
    // The home page is not in the guide section: no navbar item is active there.
    for (const attributes of anchorsLabelled(html('index.html'), 'Guide')) expect(attributes).not.toContain('aria-current');
  });

  it('renders the sidebar with the current page marked, and prev/next links', () => {
    const page = html('guide/usage/index.html');
    expect(
      anchorsTo(page, '/guide/usage').some(
        (attributes) => attributes.includes('sidebar-link') && attributes.includes('aria-current="page"'),
      ),
    ).toBe(true);
    expect(anchorsTo(page, '/guide/intro').some((attributes) => attributes.includes('rel="prev"'))).toBe(true);
    expect(anchorsTo(page, '/guide/advanced/tuning').some((attributes) => attributes.includes('rel="next"'))).toBe(true);
    expect(html('guide/advanced/tuning/index.html')).not.toContain('rel="next"');
    expect(html('guide/intro/index.html')).not.toContain('rel="prev"');
  });

  it('rewrites markdown links to clean routes and renders admonitions and titled code', () => {
    const intro = html('guide/intro/index.html');
    expect(intro).toContain('<a href="/guide/usage#calling-the-api">usage</a>');
    expect(html('guide/advanced/tuning/index.html')).toContain('<a href="/guide/intro">intro</a>');
    expect(html('index.html')).toContain('<a href="/guide/intro">introduction</a>');
    expect(intro).toContain(
      '<aside class="admonition admonition-warning" role="note" aria-label="Warning"><p class="admonition-title">Mind the gap</p>',
    );
    expect(intro).toContain('<figcaption class="code-block-title">Terminal</figcaption>');
    expect(intro).toContain('<span class="token function">npm</span>');
  });

  it('warns about the broken markdown link with its file and line, marks it, and still builds', () => {
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        file: path.join(basic, 'docs/guide/intro.md'),
        line: 18,
        column: 53,
        message: 'Broken markdown link: missing.md does not match any page',
        brokenMarkdownLink: true,
      },
    ]);
    expect(readFileSync(path.join(basic, 'docs/guide/intro.md'), 'utf8').split('\n')[17]).toContain('[a missing page](missing.md)');
    expect(html('guide/intro/index.html')).toContain('<a href="missing.md" data-broken-link="">a missing page</a>');
  });

  it('renders the landing page hero and the generated section index', () => {
    expect(html('index.html')).toContain('<h1 class="hero-title">Acme widgets</h1>');
    expect(html('index.html')).toContain('<a class="button button-brand" href="/guide/intro">Start</a>');
    const index = html('guide/index.html');
    expect(
      [...index.matchAll(/<a class="card-link" href="([^"]+)"><h2 class="card-title">([^<]+)<\/h2>/g)].map((match) => [match[1], match[2]]),
    ).toEqual([
      ['/guide/intro', 'Introduction'],
      ['/guide/usage', 'Usage'],
      ['/guide/advanced', 'Advanced'],
    ]);
  });

  it('writes a 404 page that is not indexed and points back into the site', () => {
    const page = html('404.html');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<h1>Page Not Found</h1>');
    expect(page).toContain('<a href="/">Home</a>');
    expect(page).toContain('<a href="/guide">User guide</a>');
  });

  it('writes sitemap.xml with every page but the 404 page, and robots.txt pointing at it', () => {
    expect(html('sitemap.xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        [
          'https://docs.acme.test/',
          'https://docs.acme.test/guide',
          'https://docs.acme.test/guide/advanced',
          'https://docs.acme.test/guide/advanced/tuning',
          'https://docs.acme.test/guide/intro',
          'https://docs.acme.test/guide/usage',
        ]
          .map((url) => `<url><loc>${url}</loc></url>`)
          .join('') +
        '</urlset>\n',
    );
    expect(html('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.test/sitemap.xml\n');
  });

  it('copies static files and writes the search index', () => {
    expect(result.files.get('img/logo.svg')).toEqual({ copyFrom: path.join(basic, 'static/img/logo.svg') });
    const index = JSON.parse(html('search-index.json')) as SearchIndexFile;
    // Content pages are indexed; generated overviews and the 404 page are not.
    expect(index.pages.map((page) => page.route).sort()).toEqual(['/', '/guide/advanced/tuning', '/guide/intro', '/guide/usage']);
  });
});
