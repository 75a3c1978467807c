import { chromeContextFor } from '../../helpers/chrome-context.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { buildChrome, type ChromeContext } from '../../../src/render/chrome.js';
import { renderPageBody } from '../../../src/render/render-page.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import type { ChromeProps } from '../../../templates/types.js';
import type { Sidebar } from '../../../src/core/sidebar.js';
import { addressAt } from '../../helpers/site-address.js';

/** The page frame around a trivial page, rendered the way a build renders it. */
function renderFrame(chrome: ChromeProps, path: string): string {
  return renderPageBody({ chrome, path }, <h1>Page Not Found</h1>, { address: addressAt('/'), messages: englishMessages }).html;
}

/** Every `<a>` start tag whose text is `label`. */
const anchorsLabelled = (html: string, label: string) =>
  [...html.matchAll(new RegExp(`<a\\b[^>]*>${label}</a>`, 'g'))].map((match) => match[0]);

const guides: Sidebar = {
  id: 'guides',
  label: 'Guides',
  href: '/guides',
  items: [{ type: 'link', label: 'Intro', href: '/guides/intro', docId: 'guides/intro' }],
};
const sdks: Sidebar = {
  id: 'sdks',
  label: 'SDKs',
  href: '/sdks',
  items: [{ type: 'link', label: 'Kit', href: '/sdks/kit', docId: 'sdks/kit' }],
};

function contextFor(extra: Record<string, unknown>): ChromeContext {
  const config = validateConfig({ title: 'Acme', url: 'https://acme.test', ...extra }, { root: '/site', file: '/site/site.config.ts' });
  return chromeContextFor(config, [guides, sdks], (docId) =>
    docId === 'guides/intro' ? { route: '/guides/intro', title: 'Introduction' } : undefined,
  );
}

const navbarItems = [
  { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
  { type: 'docSidebar', sidebarId: 'sdks', label: 'SDKs' },
  { label: 'Blog', to: '/blog' },
  { label: 'Console', href: 'https://console.acme.test', position: 'right' },
];

describe('buildChrome: navbar', () => {
  it('marks the item of the current section active, and only that one', () => {
    const chrome = buildChrome(contextFor({ navbar: { items: navbarItems } }), '/guides/intro', 'guides');
    expect(chrome.navbar.items.map((item) => ('active' in item ? [item.kind, item.position, item.active] : [item.kind]))).toEqual([
      ['link', 'left', true],
      ['link', 'left', false],
      ['link', 'left', false],
      ['link', 'right', false],
    ]);
  });

  it('marks a plain link active on its path and below, but not on a path that merely starts alike', () => {
    const context = contextFor({ navbar: { items: navbarItems } });
    const blogActive = (path: string) => (buildChrome(context, path).navbar.items[2] as { active: boolean }).active;
    expect(blogActive('/blog')).toBe(true);
    expect(blogActive('/blog/post')).toBe(true);
    expect(blogActive('/blogroll')).toBe(false);
  });

  it('supports activeBasePath and activeBaseRegex', () => {
    const context = contextFor({
      navbar: {
        items: [
          { label: 'A', to: '/a/start', activeBasePath: '/a' },
          { label: 'B', to: '/b', activeBaseRegex: '^/(b|bee)/' },
        ],
      },
    });
    const active = (path: string) => buildChrome(context, path).navbar.items.map((item) => (item as { active: boolean }).active);
    expect(active('/a/other')).toEqual([true, false]);
    expect(active('/bee/x')).toEqual([false, true]);
  });

  it('marks external links external', () => {
    const chrome = buildChrome(contextFor({ navbar: { items: navbarItems } }), '/');
    expect(chrome.navbar.items[3]).toMatchObject({ kind: 'link', href: 'https://console.acme.test', external: true });
  });

  it('renders the active link with the active class and aria-current="page", the others without', () => {
    const chrome = buildChrome(contextFor({ navbar: { title: 'Acme', items: navbarItems }, badge: 'Beta' }), '/sdks/kit', 'sdks');
    const html = renderFrame(chrome, '/sdks/kit');
    const sdks = anchorsLabelled(html, 'SDKs');
    expect(sdks.length).toBeGreaterThan(0);
    for (const tag of sdks) {
      expect(tag).toMatch(/class="[^"]*\bactive\b[^"]*"/);
      expect(tag).toContain('aria-current="page"');
      expect(tag).toContain('href="/sdks"');
    }
    const others = [...anchorsLabelled(html, 'Guides'), ...anchorsLabelled(html, 'Blog'), ...anchorsLabelled(html, 'Console')];
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const tag of others) {
      expect(tag).not.toContain('aria-current');
      expect(tag).not.toMatch(/class="[^"]*\bactive\b/);
    }
    expect(html).toContain('Beta');
    for (const tag of anchorsLabelled(html, 'Console')) expect(tag).toMatch(/target="_blank" rel="noopener noreferrer"/);
  });

  it('resolves dropdowns, marking the dropdown active when a child is', () => {
    const chrome = buildChrome(
      contextFor({
        navbar: {
          items: [
            {
              label: 'More',
              items: [
                { label: 'Blog', to: '/blog' },
                { type: 'doc', docId: 'guides/intro' },
              ],
            },
          ],
        },
      }),
      '/guides/intro',
    );
    expect(chrome.navbar.items[0]).toMatchObject({
      kind: 'dropdown',
      label: 'More',
      active: true,
      items: [
        { kind: 'link', label: 'Blog', active: false },
        { kind: 'link', label: 'Introduction', href: '/guides/intro', active: true },
      ],
    });
  });
});

describe('buildChrome: footer, help button, announcement bar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replaces {year} in the copyright with the current year', () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), toFake: ['Date'] });
    const chrome = buildChrome(
      contextFor({ footer: { copyright: 'Copyright © {year} Halvorsen Group AG. Veriton is a trademark of Halvorsen Group AG.' } }),
      '/',
    );
    expect(chrome.footer.copyright).toBe('Copyright © 2031 Halvorsen Group AG. Veriton is a trademark of Halvorsen Group AG.');
  });

  it('uses the real current year, everywhere it appears', () => {
    const chrome = buildChrome(contextFor({ footer: { copyright: '© 2019–{year} Acme. Updated {year}.' } }), '/');
    const year = new Date().getFullYear();
    expect(chrome.footer.copyright).toBe(`© 2019–${year} Acme. Updated ${year}.`);
  });

  it('builds the link columns and the logo link, marking external links', () => {
    const chrome = buildChrome(
      contextFor({
        footer: {
          links: [
            {
              title: 'Legal',
              items: [{ label: 'Imprint', href: 'https://corp.test/imprint' }, { label: 'Status', to: '/probe' }, { html: '<b>x</b>' }],
            },
          ],
          logo: { src: '/img/corp.svg', alt: 'Corp', href: 'https://corp.test' },
        },
      }),
      '/',
    );
    expect(chrome.footer.columns).toEqual([
      {
        title: 'Legal',
        items: [
          { kind: 'link', label: 'Imprint', href: 'https://corp.test/imprint', external: true },
          { kind: 'link', label: 'Status', href: '/probe', external: false },
          { kind: 'html', html: '<b>x</b>' },
        ],
      },
    ]);
    expect(chrome.footer.logo).toEqual({
      src: '/img/corp.svg',
      alt: 'Corp',
      href: 'https://corp.test',
      width: undefined,
      height: 26,
      external: true,
    });
    const html = renderFrame(chrome, '/');
    for (const tag of anchorsLabelled(html, 'Imprint'))
      expect(tag).toMatch(/href="https:\/\/corp\.test\/imprint".*target="_blank" rel="noopener noreferrer"/);
    expect(anchorsLabelled(html, 'Imprint').length).toBeGreaterThan(0);
    expect(html).toMatch(/<a\b[^>]*href="https:\/\/corp\.test"[^>]*target="_blank"/);
  });

  it('passes the help button and announcement bar through with their defaults', () => {
    const chrome = buildChrome(contextFor({ helpButton: { href: 'https://help.acme.test' }, announcementBar: { content: 'Beta' } }), '/');
    expect(chrome.helpButton).toEqual({ label: 'Help', href: 'https://help.acme.test' });
    expect(chrome.announcementBar).toEqual({
      id: 'announcement-bar',
      content: 'Beta',
      backgroundColor: '#fff',
      textColor: '#000',
      isCloseable: true,
    });
  });
});
