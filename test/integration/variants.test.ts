/**
 * The versions-locales fixture: two versions (2.x, the current docs, at the root; 1.x
 * under /1.x) in two locales (English at the root, Arabic under /ar). Every route, every
 * dropdown target, every hreflang, banner, canonical URL, sitemap entry and search index.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import type { SearchIndexFile } from '../../src/search/search-options.js';

const site = fixtureSite('versions-locales');
const origin = 'https://docs.orbit.test';

let result: BuildResult;
beforeAll(async () => {
  result = await buildInMemory(site);
});

// Every page: the HTML files, less the send panel's OAuth callback (a helper of the API's
// sign-in popup: no route, no sidebar entry, not in the sitemap).
const pages = () =>
  [...result.files.keys()]
    .filter((file) => file.endsWith('.html') && !file.endsWith('/oauth-callback.html'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1'))
    .sort();
const fileOf = (route: string) =>
  route.endsWith('/404') ? `${route.slice(1)}.html` : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
const html = (route: string) => textOf(result, fileOf(route));

interface NavItem {
  kind: string;
  label: string;
  href?: string;
  items?: { label: string; href: string; active: boolean }[];
  locales?: { label: string; href: string; active: boolean; lang: string }[];
}
function navbarOf(route: string): { items: NavItem[]; brand: { href: string }; search?: { indexHref: string } } {
  const props = /data-widget="navbar" data-props="([^"]*)"/.exec(html(route))![1]!;
  return JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
}
const versionMenu = (route: string) =>
  navbarOf(route)
    .items.find((item) => item.kind === 'dropdown')!
    .items!.map((item) => [item.label, item.href, item.active]);
const localeMenu = (route: string) =>
  navbarOf(route)
    .items.find((item) => item.kind === 'locale')!
    .locales!.map((item) => [item.lang, item.href, item.active]);
const headLinks = (route: string) =>
  [...html(route).matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map(
    ([, rel, lang, href]) => `${rel}${lang ? ` ${lang}` : ''} ${href!.replace(origin, '')}`,
  );
const notices = (route: string) => [...html(route).matchAll(/class="page-notice page-notice-([a-z-]+)"/g)].map((match) => match[1]);

const docs = (prefix: string, extra: string[]) => [
  `${prefix}` || '/',
  `${prefix}/guide`,
  `${prefix}/guide/intro`,
  `${prefix}/guide/setup`,
  ...extra.map((page) => `${prefix}${page}`),
];
const api = (prefix: string, operations: string[]) => [
  `${prefix}/api`,
  `${prefix}/api/satellites`,
  `${prefix}/api/satellites/satellites`,
  ...operations.map((page) => `${prefix}/api/satellites/${page}`),
];

describe('a site with two versions in two locales', () => {
  it('builds every page of every version in every locale, and nothing else', () => {
    const current = (prefix: string) => [
      ...docs(prefix, ['/guide/constellations']),
      ...api(prefix, ['list-satellites', 'track-satellite', 'tracking', 'models', 'models/position', 'models/satellite']),
    ];
    const older = (prefix: string) => [...docs(prefix, ['/guide/polling']), ...api(prefix, ['list-satellites', 'get-positions'])];
    expect(pages()).toEqual([...current(''), ...older('/1.x'), ...current('/ar'), ...older('/ar/1.x'), '/404', '/ar/404'].sort());
  });

  it('switches version to the same page where it exists, else to that version’s first page', () => {
    expect(versionMenu('/guide/intro')).toEqual([
      ['2.x', '/guide/intro', true],
      ['1.x', '/1.x/guide/intro', false],
    ]);
    expect(versionMenu('/1.x/guide/polling')).toEqual([
      ['2.x', '/', false],
      ['1.x', '/1.x/guide/polling', true],
    ]);
    expect(versionMenu('/ar/guide/constellations')).toEqual([
      ['2.x', '/ar/guide/constellations', true],
      ['1.x', '/ar/1.x', false],
    ]);
    // Each version documents its own API: an operation 1.x did not have leads to 1.x's first page.
    expect(versionMenu('/api/satellites/list-satellites')[1]).toEqual(['1.x', '/1.x/api/satellites/list-satellites', false]);
    expect(versionMenu('/api/satellites/track-satellite')[1]).toEqual(['1.x', '/1.x', false]);
  });

  it('switches locale to the same page in the same version, translated or not', () => {
    expect(localeMenu('/1.x/guide/setup')).toEqual([
      ['en', '/1.x/guide/setup', true],
      ['ar', '/ar/1.x/guide/setup', false],
    ]);
    expect(localeMenu('/ar/api/satellites/tracking')).toEqual([
      ['en', '/api/satellites/tracking', false],
      ['ar', '/ar/api/satellites/tracking', true],
    ]);
    expect(localeMenu('/ar/404')).toEqual([
      ['en', '/404', false],
      ['ar', '/ar/404', true],
    ]);
  });

  it('links navbar items, the logo and footer links within the page’s version and locale', () => {
    const labels = (route: string) =>
      navbarOf(route)
        .items.filter((item) => item.kind === 'link')
        .map((item) => item.href);
    expect(labels('/ar/1.x/guide/intro')).toEqual(['/ar/1.x/guide', '/ar/1.x/api']);
    expect(navbarOf('/ar/1.x/guide/intro').brand.href).toBe('/ar/1.x');
    expect(navbarOf('/ar/guide/intro').brand.href).toBe('/ar');
    // Each version's and locale's home is titled like the site, as the root is.
    for (const home of ['/', '/1.x', '/ar', '/ar/1.x']) expect(html(home)).toContain('<title>Orbit</title>');
    // Texts of the config in the page's language, from the locale's messages.json (config:<text>).
    expect(html('/ar/guide/intro')).toContain('href="/ar/guide/setup">الإعداد</a>');
    expect(
      navbarOf('/ar/guide/intro')
        .items.filter((item) => item.kind === 'link')
        .map((item) => item.label),
    ).toEqual(['الدليل', 'الواجهة البرمجية']);
    expect(html('/guide/intro')).toContain('href="/guide/setup">Setup</a>');
  });

  it('points every entry of every version and locale menu at a page of the build, the page itself marked current', () => {
    const all = new Set(pages());
    for (const route of pages()) {
      const entries = [...versionMenu(route), ...localeMenu(route)];
      expect(entries).toHaveLength(4);
      for (const [, href] of entries) expect(all.has(href as string), `${route} -> ${href}`).toBe(true);
      expect(entries.filter(([, href, active]) => active && href === route)).toHaveLength(2);
    }
  });

  it('names every real translation as an alternate, the default locale as x-default, and the last version as canonical', () => {
    expect(headLinks('/1.x/guide/intro')).toEqual([
      'canonical /guide/intro',
      'alternate en /1.x/guide/intro',
      'alternate ar /ar/1.x/guide/intro',
      'alternate x-default /1.x/guide/intro',
    ]);
    // A translated page of 1.x: canonical is its translation in the last version.
    expect(headLinks('/ar/1.x/guide/intro')[0]).toBe('canonical /ar/guide/intro');
    expect(headLinks('/ar/guide/intro')).toEqual([
      'canonical /ar/guide/intro',
      'alternate en /guide/intro',
      'alternate ar /ar/guide/intro',
      'alternate x-default /guide/intro',
    ]);
    const all = new Set(pages());
    for (const route of pages()) {
      for (const link of headLinks(route)) expect(all.has(link.split(' ').pop()!), `${route}: ${link}`).toBe(true);
    }
  });

  it('lists no fallback page as a translation, and points its canonical at the original', () => {
    // /ar/guide/setup has no Arabic source: it shows the English text.
    expect(notices('/ar/guide/setup')).toEqual(['untranslated']);
    expect(headLinks('/ar/guide/setup')).toEqual([
      'canonical /guide/setup',
      'alternate en /guide/setup',
      'alternate x-default /guide/setup',
    ]);
    expect(headLinks('/guide/setup')).toEqual(['canonical /guide/setup', 'alternate en /guide/setup', 'alternate x-default /guide/setup']);
    // Only in 1.x, untranslated: the English 1.x page is the original.
    expect(headLinks('/ar/1.x/guide/polling')).toEqual([
      'canonical /1.x/guide/polling',
      'alternate en /1.x/guide/polling',
      'alternate x-default /1.x/guide/polling',
    ]);
    // An API page read from the untranslated 1.x document is a fallback too.
    expect(headLinks('/ar/1.x/api/satellites')[0]).toBe('canonical /api/satellites');
    // No page names a fallback page as an alternate.
    for (const route of pages().filter((page) => !page.endsWith('/404'))) {
      for (const link of headLinks(route).filter((entry) => entry.startsWith('alternate'))) {
        const target = link.split(' ').pop()!;
        expect(notices(target), `${route}: ${link}`).not.toContain('untranslated');
      }
    }
  });

  it('keeps a translation at its original’s place in the sidebar, under the translated category label', () => {
    const sidebarLinks = (route: string) => [...html(route).matchAll(/class="sidebar-link[^"]*" href="([^"]+)"/g)].map((match) => match[1]);
    expect(sidebarLinks('/ar/guide/intro')).toEqual(sidebarLinks('/guide/intro').map((href) => `/ar${href}`));
    expect(html('/ar/guide/intro')).toContain('الدليل');
  });

  it('puts lang and dir on every page, and marks an untranslated page’s content as written in English', () => {
    expect(html('/ar/guide/intro')).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/i);
    expect(html('/1.x/guide/intro')).toMatch(/^<!doctype html><html lang="en" dir="ltr">/i);
    expect(notices('/ar/guide/intro')).toEqual([]);
    expect(html('/ar/guide/intro')).toContain('مقدمة');
    expect(notices('/ar/guide/setup')).toEqual(['untranslated']);
    expect(html('/ar/guide/setup')).toMatch(/<div lang="en">[\s\S]*Install the Orbit 2 command line tool/);
    // The current API document has an Arabic translation; 1.x's has none.
    expect(notices('/ar/api/satellites')).toEqual([]);
    expect(html('/ar/api/satellites/list-satellites')).toContain('قائمة الأقمار الصناعية');
    expect(notices('/ar/1.x/api/satellites')).toEqual(['version-banner', 'untranslated']);
  });

  it('shows the unmaintained banner on 1.x pages, linking the same page in the last version or its home', () => {
    expect(notices('/guide/intro')).toEqual([]);
    expect(notices('/1.x/guide/intro')).toEqual(['version-banner']);
    expect(html('/1.x/guide/intro')).toMatch(/no longer actively maintained\. <a href="\/guide\/intro">/);
    expect(html('/1.x/guide/polling')).toMatch(/no longer actively maintained\. <a href="\/">/);
    // In Arabic, from the site's messages, with the left-to-right names isolated.
    expect(html('/ar/1.x/guide/setup')).toContain(
      'هذا توثيق الإصدار \u20681.x\u2069 من \u2068Orbit\u2069، ولم يعد يُصان. <a href="/ar/guide/setup">',
    );
    expect(notices('/ar/1.x/guide/setup')).toEqual(['version-banner', 'untranslated']);
    expect(html('/1.x/guide/intro')).toContain('class="badge page-version-badge">Version: 1.x</span>');
  });

  it('lists in the sitemap exactly the pages that are their own canonical page: no older version, no fallback, no 404', () => {
    const sitemap = textOf(result, 'sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(origin, '') || '/').sort();
    const canonicalItself = pages().filter((route) => !route.endsWith('/404') && headLinks(route)[0] === `canonical ${route}`);
    expect(listed).toEqual(canonicalItself);
    expect(listed).toEqual(expect.arrayContaining(['/', '/guide/intro', '/guide/setup', '/ar/guide/intro', '/1.x/guide/polling']));
    for (const route of ['/1.x/guide/intro', '/ar/1.x/guide/intro', '/ar/guide/setup', '/ar/1.x/guide/polling', '/ar/1.x/guide/setup'])
      expect(listed, route).not.toContain(route);
  });

  it('builds a search index per version and locale, each with its own pages only', () => {
    const indexed = (file: string) => (JSON.parse(textOf(result, file)) as SearchIndexFile).pages.map((page) => page.route).sort();
    expect(navbarOf('/ar/1.x/guide/intro').search).toEqual({ indexHref: '/ar/1.x/search-index.json' });
    const inVariant = (prefix: string, others: string[]) =>
      pages().filter(
        (route) =>
          (route === prefix || route.startsWith(`${prefix}/`)) &&
          !others.some((other) => route === other || route.startsWith(`${other}/`)) &&
          !route.endsWith('/404') &&
          !route.endsWith('/guide'),
      );
    expect(indexed('search-index.json')).toEqual(inVariant('', ['/1.x', '/ar']));
    expect(indexed('1.x/search-index.json')).toEqual(inVariant('/1.x', []));
    expect(indexed('ar/search-index.json')).toEqual(inVariant('/ar', ['/ar/1.x']));
    expect(indexed('ar/1.x/search-index.json')).toEqual(inVariant('/ar/1.x', []));
    expect(textOf(result, 'ar/search-index.json')).toContain('مقدمة');
  });

  it('links each version’s pages to its own API and its own downloadable document', () => {
    expect(html('/1.x/api/satellites')).toContain('/1.x/api/satellites/');
    expect(result.files.get('1.x/api/satellites/openapi.yaml')).toEqual({
      copyFrom: `${site}/versioned_specs/version-1.x/satellites.yaml`,
    });
    expect(result.files.get('api/satellites/openapi.yaml')).toEqual({ copyFrom: `${site}/specs/satellites.yaml` });
    expect(html('/1.x/api/satellites/get-positions')).toContain('/satellites/{id}/positions');
    expect(html('/ar/1.x/api/satellites/get-positions')).toContain('/satellites/{id}/positions');
  });
});

describe('translations in Docusaurus’s folders', () => {
  it('are read from i18n/<locale>/docusaurus-plugin-content-docs/current and version-<name>', async () => {
    const { root } = copyFixtureSite('versions-locales');
    const docusaurus = path.join(root, 'i18n/ar/docusaurus-plugin-content-docs');
    mkdirSync(docusaurus);
    renameSync(path.join(root, 'i18n/ar/docs'), path.join(docusaurus, 'current'));
    renameSync(path.join(root, 'i18n/ar/versioned_docs/version-1.x'), path.join(docusaurus, 'version-1.x'));
    const moved = await buildInMemory(root);
    expect(textOf(moved, 'ar/guide/intro/index.html')).toContain('<h1>مقدمة</h1>');
    expect(textOf(moved, 'ar/1.x/guide/intro/index.html')).toContain('يطلق أوربت 1');
  });
});

describe('a partial build for local work', () => {
  it('--versions current builds only the current version, and its menu lists only it', async () => {
    const partial = await buildInMemory(site, { versions: { names: ['current'], key: '--versions' } });
    const files = [...partial.files.keys()];
    expect(files.some((file) => file.startsWith('1.x/') || file.startsWith('ar/1.x/'))).toBe(false);
    expect(files).toContain('ar/guide/intro/index.html');
  });

  it('--locale builds that locale besides the default one (untranslated pages fall back to it)', async () => {
    const english = [...(await buildInMemory(site, { locale: 'en' })).files.keys()];
    expect(english.some((file) => file.startsWith('ar/'))).toBe(false);
    expect(english).toContain('1.x/guide/intro/index.html');
    const arabic = [...(await buildInMemory(site, { locale: 'ar' })).files.keys()];
    expect(arabic).toContain('ar/1.x/guide/intro/index.html');
    expect(arabic).toContain('guide/intro/index.html');
  });
});
