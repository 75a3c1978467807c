import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { loadConfig } from '../../src/config/load.js';
import type { ResolvedConfig } from '../../src/config/validate.js';
import { buildInMemory } from '../helpers/build-fixture.js';
import { repoRoot } from '../helpers/paths.js';

/**
 * The portal (this repository's site) built in memory once, checked against the routes
 * of spec section 2 outside /api. The build includes the API reference, so a failure to
 * load it fails this suite instead of hiding it.
 */
function textOf(result: BuildResult, file: string): string {
  const content = result.files.get(file);
  if (typeof content !== 'string') throw new Error(`${file} is not a text file of the portal build`);
  return content;
}

const SITE_TITLE = 'Veriton Developers';
const SITE_URL = 'https://developers.veriton.example';

/** Spec section 2: every guide and SDK page, by route. */
const GUIDE_ROUTES = [
  '/guides/companions/create-companion',
  '/guides/companions/use-companion',
  '/guides/devices/firmware-updates',
  '/guides/digitaltwins/create-digital-twin',
  '/guides/digitaltwins/resolve-digital-twin',
  '/guides/fundamental/apps-and-api-tokens',
  '/guides/fundamental/did-decentralized-identifier',
  '/guides/fundamental/transactions',
  '/guides/gettingstarted/create-app',
  '/guides/gettingstarted/get-access-token',
  '/guides/gettingstarted/setup-project',
  '/guides/gettingstarted/transaction-log',
];
const SDK_ROUTES = [
  '/sdks/concepts/signature',
  '/sdks/concepts/token',
  '/sdks/kits/barcode-kit',
  '/sdks/kits/imp-kit',
  '/sdks/kits/sec-kit',
];
const TOP_LEVEL = {
  '/': SITE_TITLE,
  '/sdk': `SDKs | ${SITE_TITLE}`,
  '/probe': `Probe | ${SITE_TITLE}`,
  '/guides': `Guides | ${SITE_TITLE}`,
  '/sdks': `SDKs | ${SITE_TITLE}`,
};

const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** The rendered markdown of a doc page (between the title and prev/next). */
function contentOf(html: string): string {
  const start = html.indexOf('<div class="markdown">');
  expect(start, 'the page has a markdown body').toBeGreaterThan(-1);
  const ends = ['<nav class="pagination-nav"', '</article>'].map((marker) => html.indexOf(marker, start)).filter((index) => index !== -1);
  return html.slice(start, Math.min(...ends));
}

/** Words of prose: tags and code blocks removed, tokens that hold a letter or digit. */
function proseWords(content: string): number {
  const text = content
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<docgen-island[\s\S]*?<\/docgen-island>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const decode = (text: string) =>
  text
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;|&#x22;/g, '"')
    .replace(/&lt;|&#x3C;/g, '<')
    .replace(/&gt;/g, '>');

describe('the portal', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildInMemory(repoRoot);
  }, 120_000);
  const html = (route: string) => textOf(result, fileOf(route));

  it('builds without warnings', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('has the top-level pages and sections with their titles', () => {
    for (const [route, title] of Object.entries(TOP_LEVEL)) {
      expect(/<title>([^<]*)<\/title>/.exec(html(route))?.[1], route).toBe(title);
    }
    expect(result.files.has('404.html')).toBe(true);
  });

  it('writes every page in the sitemap', () => {
    const sitemap = textOf(result, 'sitemap.xml');
    for (const route of [...GUIDE_ROUTES, ...SDK_ROUTES, ...Object.keys(TOP_LEVEL)]) {
      expect(sitemap, route).toContain(`<loc>${SITE_URL}${route === '/' ? '/' : route}</loc>`);
    }
  });

  it('frames every page: navbar with Beta badge and Guides/SDKs/APIs, footer with the Legal group and the trademark notice, help button', () => {
    const page = html('/guides/gettingstarted/create-app');
    expect(page).toContain('<span class="badge badge-beta">Beta</span>');
    // Navbar links (the sidebar title also reads "Guides").
    const anchorsLabelled = (label: string) =>
      [...page.matchAll(new RegExp(`<a\\b([^>]*)>${label}</a>`, 'g'))]
        .map((match) => match[1]!)
        .filter((attributes) => /class="[^"]*navbar/.test(attributes));
    expect(anchorsLabelled('Guides').length).toBeGreaterThan(0);
    for (const attributes of anchorsLabelled('Guides')) {
      expect(attributes).toContain(' href="/guides"');
      expect(attributes).toMatch(/class="[^"]*\bactive\b/);
      expect(attributes).toContain('aria-current="page"');
    }
    for (const label of ['SDKs', 'APIs']) {
      expect(anchorsLabelled(label).length, label).toBeGreaterThan(0);
      for (const attributes of anchorsLabelled(label)) expect(attributes).not.toContain('aria-current');
    }
    expect(page).toContain('<h2 class="footer-title">Legal</h2>');
    for (const label of ['Data privacy statement', 'Terms of use', 'Imprint'])
      expect(page).toMatch(new RegExp(`<a class="footer-link" href="https://[^"]+"[^>]*>${label}</a>`));
    expect(page).toContain(`Copyright © ${new Date().getFullYear()} Halvorsen Group AG.`);
    expect(page).toContain('trademark of Halvorsen Group AG');
    expect(page).toMatch(/<a class="footer-logo-link" href="https:\/\/www\.halvorsen-group\.example"/);
    expect(page).toMatch(
      /<a class="help-button" href="https:\/\/support\.veriton\.example[^"]*" target="_blank" rel="noopener noreferrer">Help<\/a>/,
    );
  });

  for (const route of [...GUIDE_ROUTES, ...SDK_ROUTES]) {
    describe(route, () => {
      it('is titled "{page} | Veriton Developers" after its h1, with description and canonical URL', () => {
        const page = html(route);
        const h1 = /<h1>([^<]+)<\/h1>/.exec(page)?.[1];
        expect(h1).toBeTruthy();
        expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toBe(`${h1} | ${SITE_TITLE}`);
        expect(page).toMatch(/<meta name="description" content="[^"]{20,}">/);
        expect(page).toContain(`<link rel="canonical" href="${SITE_URL}${route}">`);
        expect(page).toContain(`<meta property="og:title" content="${h1} | ${SITE_TITLE}">`);
      });

      it('gives every h2 a direct-link anchor and lists h2/h3 in the TOC', () => {
        const page = html(route);
        const content = contentOf(page);
        const h2s = [...content.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)];
        expect(h2s.length, 'at least two sections').toBeGreaterThanOrEqual(2);
        for (const [, id, inner] of h2s) {
          const text = decode(inner!.replace(/<a [^>]*class="hash-link"[\s\S]*?<\/a>/, '').replace(/<[^>]+>/g, '')).trim();
          expect(inner).toContain(`<a href="#${id}" class="hash-link" aria-label="Direct link to `);
          expect(decode(/title="([^"]*)"/.exec(inner!)![1]!)).toBe(`Direct link to ${text}`);
        }
        const headingIds = [...content.matchAll(/<h([23]) id="([^"]+)">/g)]
          .filter(([, , id]) => id !== 'footnote-label')
          .map(([, , id]) => id);
        const tocStart = page.indexOf('class="toc"');
        const toc = tocStart === -1 ? '' : page.slice(tocStart, page.indexOf('</nav>', tocStart));
        expect([...toc.matchAll(/<a [^>]*href="#([^"]+)"/g)].map((match) => match[1])).toEqual(headingIds);
        expect(page).not.toMatch(/<h1[^>]*>[^<]*<a [^>]*hash-link/);
      });

      it('has at least 250 words of prose and no placeholders', () => {
        const content = contentOf(html(route));
        expect(proseWords(content)).toBeGreaterThanOrEqual(250);
        expect(content).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b/i);
      });
    });
  }
});

describe('the portal configuration', () => {
  let portalConfig: ResolvedConfig;
  beforeAll(async () => {
    portalConfig = await loadConfig(repoRoot);
  });
  it('links Guides and APIs to their sidebars and SDKs to the SDK landing page', () => {
    expect(portalConfig.title).toBe(SITE_TITLE);
    expect(portalConfig.url).toBe(SITE_URL);
    expect(portalConfig.navbar.items.filter((item) => item.type === 'docSidebar').map((item) => item.sidebarId)).toEqual(['guides', 'api']);
    const sdks = portalConfig.navbar.items.find((item) => item.label === 'SDKs');
    expect(sdks?.to).toBe('/sdk');
    // Active on the landing page and on every page of the SDK section.
    const active = new RegExp(sdks!.activeBaseRegex!);
    expect(['/sdk', '/sdks', '/sdks/kits/sec-kit'].every((path) => active.test(path))).toBe(true);
    expect(active.test('/sdkfoo')).toBe(false);
  });
});
