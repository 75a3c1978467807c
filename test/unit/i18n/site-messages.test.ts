import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { loadMessages, messagesFor } from '../../../src/i18n/messages.js';
import { loadSiteMessages, parseSiteMessages } from '../../../src/i18n/site-messages.js';
import { docgenErrorOf, docgenRejectionOf, tempDir } from '../../helpers/temp.js';

// docgen's built-in words load before messagesFor reads them (as a build's loadSiteMessages does).
await loadMessages(['fr']);

const file = '/site/i18n/fr/messages.json';

/** A site folder with the given files, configured with `locales` (the first is the default). */
function siteWith(files: Record<string, string>, locales = ['en', 'fr']) {
  const root = tempDir(files);
  const config = validateConfig(
    { title: 'Docs', url: 'https://docs.example.test', i18n: { defaultLocale: locales[0], locales } },
    { root, file: path.join(root, 'site.config.ts') },
  );
  return { root, config };
}

describe('a site messages file', () => {
  it('overrides the built-in words of its locale; the rest stays docgen’s own French', async () => {
    const { config } = siteWith({
      'i18n/fr/messages.json': JSON.stringify({
        'toc.title': 'Dans cette page',
        'index.pageCount': '{count, plural, one {# page} other {# pages}}',
      }),
    });
    const { catalogues, warnings } = await loadSiteMessages(config);
    expect(warnings).toEqual([]);
    expect([...catalogues.keys()]).toEqual(['en', 'fr']);
    expect(catalogues.get('fr')!.format('toc.title')).toBe('Dans cette page');
    expect(catalogues.get('fr')!.format('index.pageCount', { count: 1200 })).toBe(`${new Intl.NumberFormat('fr').format(1200)} pages`);
    expect(catalogues.get('fr')!.format('pagination.next')).toBe('Suivant');
    expect(catalogues.get('en')!.format('toc.title')).toBe('On this page');
  });

  it('names the file and the line of invalid JSON', async () => {
    const { root, config } = siteWith({
      'i18n/fr/messages.json': '{\n  "toc.title": "Sur cette page"\n  "pagination.next": "Suivant"\n}\n',
    });
    const error = await docgenRejectionOf(loadSiteMessages(config));
    const messagesFile = path.join(root, 'i18n/fr/messages.json');
    expect(error).toMatchObject({ code: 'DG130', location: { file: messagesFile, line: 3 } });
    expect(error.message).toContain(`${messagesFile} is not valid JSON`);
  });

  it('names the line where a file ends too early', () => {
    const error = docgenErrorOf(() => parseSiteMessages(file, '{\n  "toc.title": "Sur cette page",\n'));
    expect(error).toMatchObject({ code: 'DG130', location: { file, line: 2 } });
  });

  it('names the file and the JSON pointer of a value that is not a string', () => {
    const error = docgenErrorOf(() => parseSiteMessages(file, '{\n  "toc.title": "Sur cette page",\n  "search/placeholder": 3\n}'));
    expect(error).toMatchObject({ code: 'DG131', location: { file, pointer: '/search~1placeholder', line: 3 } });
    expect(error.message).toBe(`${file} has the number 3 at /search~1placeholder; every message is a string.`);
    const notAnObject = docgenErrorOf(() => parseSiteMessages(file, '["toc.title"]'));
    expect(notAnObject.message).toBe(`${file} has a list at its top level; every message is a string.`);
  });

  it('names the file and the JSON pointer of a message that is not valid ICU', () => {
    const error = docgenErrorOf(() => parseSiteMessages(file, '{ "index.pageCount": "{count, plural, one {# page}" }'));
    expect(error).toMatchObject({ code: 'DG132', location: { file, pointer: '/index.pageCount', line: 1 } });
  });

  it('warns about an unknown key, with the closest known key, and leaves it out', () => {
    const { overrides, warnings } = parseSiteMessages(file, '{\n  "toc.title": "Sur cette page",\n  "toc.titel": "Dans cette page"\n}');
    expect(overrides).toEqual({ 'toc.title': 'Sur cette page' });
    expect(warnings).toEqual([
      {
        severity: 'warning',
        file,
        line: 3,
        column: 3,
        message: '"toc.titel" is not a docgen message; it is ignored. Did you mean "toc.title"?',
      },
    ]);
    const [far] = parseSiteMessages(file, '{ "completely.unrelated.words": "x" }').warnings;
    expect(far!.message).toBe(
      '"completely.unrelated.words" is not a docgen message; it is ignored. https://docgen-dev.github.io/docgen/reference/messages/ lists the keys.',
    );
  });

  it('accepts every plural form of a family, beyond the English ones', () => {
    const { overrides, warnings } = parseSiteMessages(file, '{ "search.results.few": "{count} wyniki" }');
    expect(warnings).toEqual([]);
    expect(overrides).toEqual({ 'search.results.few': '{count} wyniki' });
  });

  it('translates texts of the config by their written text, and warns about one the config does not have', () => {
    const written = new Set(['Guides', 'Community']);
    const { overrides, warnings } = parseSiteMessages(
      file,
      '{\n  "config:Guides": "Guides pratiques",\n  "config:Comunity": "Communauté"\n}',
      written,
    );
    expect(overrides).toEqual({ 'config:Guides': 'Guides pratiques' });
    expect(warnings).toEqual([
      {
        severity: 'warning',
        file,
        line: 3,
        column: 3,
        message: 'No text of site.config.ts reads "Comunity"; "config:Comunity" is ignored. Did you mean "config:Community"?',
      },
    ]);
    expect(messagesFor('fr', overrides).configText('Guides')).toBe('Guides pratiques');
    expect(messagesFor('fr', overrides).configText('Community')).toBe('Community');
  });

  it('warns about a placeholder docgen never fills, naming the ones it does', () => {
    const { overrides, warnings } = parseSiteMessages(
      file,
      '{\n  "toc.title": "Sur {page}",\n  "search.noResults": "Aucun résultat pour « {query} »"\n}',
    );
    expect(overrides['toc.title']).toBe('Sur {page}');
    expect(warnings).toEqual([
      { severity: 'warning', file, line: 2, column: 3, message: '"toc.title" uses {page}, which docgen does not fill (it fills none).' },
    ]);
    const [plural] = parseSiteMessages(file, '{ "index.pageCount": "{total, plural, one {# page} other {# pages}}" }').warnings;
    expect(plural!.message).toBe('"index.pageCount" uses {total}, which docgen does not fill (it fills {count}).');
  });
});

describe("Docusaurus's navbar.json and footer.json", () => {
  it('translate the same text apart in the navbar and the footer, each only its own', async () => {
    const root = tempDir({
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Tutorial': { message: 'Le tutoriel' } }),
      'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({
        'link.item.label.Tutorial': { message: 'Tutoriel (pied de page)' },
      }),
    });
    const config = validateConfig(
      {
        title: 'Docs',
        url: 'https://docs.example.test',
        i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
        navbar: { items: [{ to: '/docs', label: 'Tutorial' }] },
        footer: { links: [{ title: 'Docs', items: [{ label: 'Tutorial', to: '/docs' }] }] },
      },
      { root, file: path.join(root, 'site.config.ts') },
    );
    const french = (await loadSiteMessages(config)).catalogues.get('fr')!;
    expect(french.configText('Tutorial', 'navbar')).toBe('Le tutoriel');
    expect(french.configText('Tutorial', 'footer')).toBe('Tutoriel (pied de page)');
    // Elsewhere (a banner), neither file's translation applies.
    expect(french.configText('Tutorial')).toBe('Tutorial');
  });
});
