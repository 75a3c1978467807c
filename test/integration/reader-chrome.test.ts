/**
 * The reader-chrome fixture (English, French and Arabic; analytics behind the consent
 * banner; "Was this page helpful?"): docgen's own words in each language, hreflang,
 * canonical URLs and the sitemap naming only real translations, and no analytics script
 * in the HTML before consent.
 */
import { decodeHTMLAttribute } from 'entities';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

const origin = 'https://docs.beacon.test';
let result: BuildResult;
beforeAll(async () => {
  result = await buildInMemory(fixtureSite('reader-chrome'));
});

const page = (file: string) => textOf(result, file);
/** The props of the first island of widget `name` in a page. */
function islandProps<T = Record<string, unknown>>(html: string, name: string): T {
  const attribute = new RegExp(`<docgen-island data-widget="${name}" data-props="([^"]*)"`).exec(html)?.[1];
  if (attribute === undefined) throw new Error(`no ${name} island in the page`);
  return JSON.parse(decodeHTMLAttribute(attribute)) as T;
}
type Texts = { messages: { locale: string; texts: Record<string, string> } };
const headLinks = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map(
    ([, rel, lang, href]) => `${rel}${lang ? ` ${lang}` : ''} ${href!.replace(origin, '')}`,
  );
const htmlPages = () => [...result.files.keys()].filter((file) => file.endsWith('.html'));

describe('docgen’s interface in the page’s language', () => {
  it('writes French chrome on a French page: table of contents, pagination, skip link, banner and search', () => {
    const html = page('fr/guide/start/index.html');
    expect(html).toMatch(/^<!doctype html><html lang="fr"/i);
    expect(html).toContain('Aller au contenu principal');
    expect(html).toContain('<p class="toc-title" id="toc-title">Sur cette page</p>');
    expect(html).toContain('<span class="pagination-sublabel">Suivant</span>');
    const navbar = islandProps<Texts>(html, 'navbar').messages;
    expect(navbar.texts['search.placeholder']).toBe('Rechercher');
    expect(navbar.texts['search.results.many']).toBe('{count} de résultats');
    const banner = islandProps<Texts & { title: string }>(html, 'cookie-consent');
    expect(banner.title).toBe('Votre vie privée');
    expect(banner.messages.texts['cookies.acceptAll']).toBe('Tout accepter');
    expect(banner.messages.texts['cookies.necessaryOnly']).toBe('Nécessaires uniquement');
    expect(islandProps<Texts>(html, 'helpful').messages.texts['helpful.question']).toBe('Cette page vous a-t-elle été utile ?');
  });

  it('writes Arabic chrome, right to left, with every plural form Arabic uses', () => {
    const html = page('ar/guide/start/index.html');
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/i);
    expect(html).toContain('<p class="toc-title" id="toc-title">في هذه الصفحة</p>');
    expect(html).toContain('<span class="pagination-sublabel">السابق</span>');
    const navbar = islandProps<Texts>(html, 'navbar').messages;
    expect(
      Object.keys(navbar.texts)
        .filter((key) => key.startsWith('search.results.'))
        .sort(),
    ).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'].map((form) => `search.results.${form}`));
    expect(islandProps<Texts>(html, 'cookie-consent').messages.texts['cookies.acceptAll']).toBe('قبول الكل');
  });

  it('keeps English on the English pages', () => {
    const html = page('guide/start/index.html');
    expect(html).toContain('<p class="toc-title" id="toc-title">On this page</p>');
    expect(islandProps<Texts>(html, 'helpful').messages.texts['helpful.yes']).toBe('Yes');
  });
});

describe('translations in the head and the sitemap', () => {
  it('names the real translations of a page as its alternates', () => {
    expect(headLinks(page('fr/guide/start/index.html'))).toEqual([
      'canonical /fr/guide/start',
      'alternate en /guide/start',
      'alternate fr /fr/guide/start',
      'alternate ar /ar/guide/start',
      'alternate x-default /guide/start',
    ]);
  });

  it('gives a fallback page (no French source) the original as canonical, and lists it nowhere as a translation', () => {
    expect(page('fr/guide/signals/index.html')).toContain('page-notice-untranslated');
    // Its notice names the languages in French, not by their labels in the locale menu ("English").
    expect(page('fr/guide/signals/index.html')).toMatch(/traduite en français ; elle est affichée en anglais/);
    expect(headLinks(page('fr/guide/signals/index.html'))).toEqual([
      'canonical /guide/signals',
      'alternate en /guide/signals',
      'alternate x-default /guide/signals',
    ]);
    for (const file of htmlPages()) expect(page(file), file).not.toMatch(/hreflang="(fr|ar)" href="[^"]*\/guide\/signals"/);
  });

  it('lists in the sitemap only pages that are their own canonical page', () => {
    const listed = [...page('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(origin, ''));
    expect(listed).toContain('/fr/guide/start');
    expect(listed).toContain('/ar/guide/start');
    expect(listed).toContain('/guide/signals');
    expect(listed).not.toContain('/fr/guide/signals');
    expect(listed).not.toContain('/ar/guide/signals');
    expect(listed).not.toContain('/fr');
  });
});

describe('analytics behind the consent banner', () => {
  it('puts no analytics script in any page: the banner loads them once the reader accepts their category', () => {
    for (const file of htmlPages()) {
      const html = page(file);
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
      for (const [tag, body] of scripts) {
        expect(tag, file).not.toMatch(/src="https?:/);
        if (!tag.includes('application/json')) expect(body, file).not.toMatch(/googletagmanager|plausible|posthog/);
      }
      expect(html, file).not.toMatch(/<link[^>]+(googletagmanager|plausible\.io|posthog)/);
    }
  });

  it('gives the consent banner every configured tool, with the category it waits for', () => {
    const banner = islandProps<{ analytics: unknown }>(page('guide/start/index.html'), 'cookie-consent');
    expect(banner.analytics).toEqual({
      gtag: { trackingID: ['G-BEACON1'], anonymizeIP: true, category: 'analytics' },
      plausible: { domain: 'docs.beacon.test', src: 'https://plausible.io/js/script.js', category: 'analytics' },
      posthog: { apiKey: 'phc_beacon', apiHost: 'https://eu.i.posthog.com', category: 'analytics' },
    });
  });

  it('asks "Was this page helpful?" on doc pages only, sending to the configured URL', () => {
    expect(islandProps<{ url: string; analytics: boolean }>(page('guide/signals/index.html'), 'helpful')).toMatchObject({
      url: '/api/helpful',
      analytics: true,
    });
    expect(page('404.html')).not.toContain('data-widget="helpful"');
  });
});

describe('the brand colour', () => {
  it('sets the theme’s brand properties in the stylesheet, darkened for light mode and as written for dark mode', () => {
    const css = [...result.files.keys()]
      .filter((file) => /^assets\/site-[^/]+\.css$/.test(file))
      .map((file) => {
        const contents = result.files.get(file);
        return typeof contents === 'string' ? contents : Buffer.from(contents as Uint8Array).toString('utf8');
      });
    expect(css).toHaveLength(1);
    expect(css[0]).toContain(
      ':root{--color-primary:#736000;--color-primary-dark:#4a3e00;--color-primary-contrast:#ffffff;--color-link:#736000}',
    );
    expect(css[0]).toContain('[data-theme=dark]{--color-primary:#ffd500;');
    // After the theme's own defaults, so it wins over them.
    expect(css[0]!.lastIndexOf('--color-primary:#2456d6')).toBeLessThan(css[0]!.indexOf('--color-primary:#736000'));
  });
});
