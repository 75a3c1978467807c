import { decodeHTMLAttribute } from 'entities';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

/**
 * A site that rewords docgen's own words in i18n/en/messages.json: the built pages show
 * its texts, in server HTML and in the props of the widgets that show them in the browser.
 */
let result: BuildResult;

beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default {
      title: 'Worded Docs',
      url: 'https://docs.worded.test',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' }, { type: 'search', position: 'right' }] },
    };`,
    'docs/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
    'docs/guide/one.md': '---\ntitle: One\n---\n\n## Install\n\n```sh\nnpm install worded\n```\n\n## Use\n\nText.\n',
    'docs/guide/two.md': '---\ntitle: Two\n---\n\nMore.\n',
    'i18n/en/messages.json': JSON.stringify({
      'toc.title': 'In this guide',
      'search.placeholder': 'Find a page',
      'code.copy': 'Copy the code',
      'pagination.next': 'Onwards',
      'notFound.title': 'Nothing here',
      'toc.titel': 'a typo',
    }),
    'i18n/fr/messages.json': JSON.stringify({
      'toc.title': 'Sur cette page',
      'search.placeholder': 'Rechercher',
      'notice.untranslated': "Cette page n'est pas encore traduite en {locale} ; elle est affichée en {original}.",
    }),
  });
  result = await buildInMemory(root);
}, 60_000);

/** The props of the first island of widget `name` in a page. */
function islandProps(html: string, name: string): { messages: { locale: string; texts: Record<string, string> } } {
  const attribute = new RegExp(`<docgen-island data-widget="${name}" data-props="([^"]*)"`).exec(html)?.[1];
  if (attribute === undefined) throw new Error(`no ${name} island in the page`);
  return JSON.parse(decodeHTMLAttribute(attribute));
}

describe('a site rewording the engine', () => {
  it('shows its words in the server-rendered HTML', () => {
    const page = textOf(result, 'guide/one/index.html');
    expect(page).toContain('<p class="toc-title" id="toc-title">In this guide</p>');
    expect(page).not.toContain('On this page');
    expect(page).toContain('<span class="pagination-sublabel">Onwards</span>');
    expect(page).toMatch(/<input [^>]*placeholder="Find a page"/);
    expect(textOf(result, '404.html')).toContain('<h1>Nothing here</h1>');
    expect(textOf(result, '404.html')).toContain('<title>Nothing here | Worded Docs</title>');
  });

  it('gives widgets its words in their props, and English for the rest', () => {
    const page = textOf(result, 'guide/one/index.html');
    expect(islandProps(page, 'navbar').messages.texts['search.placeholder']).toBe('Find a page');
    const tools = islandProps(page, 'page-tools').messages;
    expect(tools.locale).toBe('en');
    expect(tools.texts['code.copy']).toBe('Copy the code');
    expect(tools.texts['code.copied']).toBe('Copied');
    const runtime = /<script type="application\/json" id="docgen-messages">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(runtime!).texts['error.tryAgain']).toBe('Try again');
  });

  it('gives each locale its own words, docgen’s French where its file has none', () => {
    const page = textOf(result, 'fr/guide/one/index.html');
    expect(page).toContain('<p class="toc-title" id="toc-title">Sur cette page</p>');
    expect(page).toMatch(/Cette page n(&#x27;|')est pas encore traduite en [^;]+ ; elle est affichée en /);
    expect(page).toContain('<span class="pagination-sublabel">Suivant</span>');
    const navbar = islandProps(page, 'navbar').messages;
    expect(navbar.locale).toBe('fr');
    expect(navbar.texts['search.placeholder']).toBe('Rechercher');
    expect(textOf(result, 'guide/one/index.html')).toContain('In this guide');
  });

  it('warns about a key that is no message, with the one it resembles', () => {
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        file: expect.stringMatching(/i18n\/en\/messages\.json$/),
        message: '"toc.titel" is not a docgen message; it is ignored. Did you mean "toc.title"?',
      }),
    );
  });
});
