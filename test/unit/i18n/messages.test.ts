import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { englishMessages, isMessageKey, loadMessages, messagesFor } from '../../../src/i18n/messages.js';
import { en } from '../../../src/i18n/messages/en.js';
import { wordsOf } from '../../../widgets/lib/messages.js';

// docgen's built-in words load before messagesFor reads them (as a build's loadSiteMessages does).
await loadMessages(['ar', 'de', 'fr', 'zh-CN', 'pt']);

const arabicPages = '{count, plural, zero {لا صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}';

describe('messagesFor', () => {
  it('fills placeholders', () => {
    expect(englishMessages.format('sidebar.label', { label: 'Guides' })).toBe('Guides navigation');
    expect(englishMessages.format('sendPanel.label', { method: 'POST', path: '/pets' })).toBe('Send POST /pets');
  });

  it('gives a text without parameters the same every time, with the site’s own words', () => {
    const messages = messagesFor('de', { 'api.badge.required': 'Pflichtfeld' });
    expect(messages.format('api.badge.required')).toBe('Pflichtfeld');
    expect(messages.format('api.badge.required')).toBe('Pflichtfeld');
    expect(messages.format('api.badge.required', {})).toBe('Pflichtfeld');
    expect(englishMessages.format('api.badge.required')).toBe('required');
  });

  it('chooses the English plural form and writes the number in it', () => {
    expect(englishMessages.format('index.pageCount', { count: 1 })).toBe('1 page');
    expect(englishMessages.format('index.pageCount', { count: 3 })).toBe('3 pages');
    expect(englishMessages.format('api.operationCount', { count: 1234 })).toBe('1,234 operations');
  });

  it('chooses among the six Arabic plural forms', () => {
    const ar = messagesFor('ar', { 'index.pageCount': arabicPages });
    const forms = [0, 1, 2, 3, 11, 100].map((count) => ar.format('index.pageCount', { count }));
    const number = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(forms).toEqual(['لا صفحات', 'صفحة واحدة', 'صفحتان', `${number(3)} صفحات`, `${number(11)} صفحة`, `${number(100)} صفحة`]);
  });

  it('writes numbers for the locale, in plurals, in number arguments and in plain placeholders', () => {
    // Dutch: a language docgen has no catalogue of, so English words with Dutch numbers.
    const nl = messagesFor('nl', { 'index.pageCount': '{count, plural, one {{count} pagina} other {{count} pagina’s}}' });
    expect(nl.format('index.pageCount', { count: 1234 })).toBe('1.234 pagina’s');
    expect(nl.format('api.operationCount', { count: 1234 })).toBe('1.234 operations');
    expect(nl.format('sendPanel.milliseconds', { ms: 1234 })).toBe('1.234 ms');
    expect(nl.format('api.schema.exactlyOne', { count: 1000 })).toBe('Exactly one of these 1.000 schemas');
    expect(nl.formatNumber(1234.5)).toBe('1.234,5');
    // A number given as text is text: no grouping.
    expect(nl.format('sidebar.label', { label: '1234' })).toBe('1234 navigation');
    // German, which docgen speaks: its own words and numbers.
    expect(messagesFor('de').format('api.operationCount', { count: 1234 })).toBe('1.234 Operationen');
  });

  it('reads the site’s words, then docgen’s catalogue of the language, then English', () => {
    const fr = messagesFor('fr', { 'toc.title': 'Dans cette page' });
    expect(fr.format('toc.title')).toBe('Dans cette page');
    expect(fr.format('pagination.next')).toBe('Suivant');
    expect(messagesFor('fr').format('toc.title')).toBe('Sur cette page');
    expect(messagesFor('nl').format('toc.title')).toBe('On this page');
    expect(messagesFor('nl').builtIn).toBeUndefined();
  });

  it('chooses the built-in catalogue by language and script, preferring the region', () => {
    const builtIn = (locale: string) => messagesFor(locale).builtIn;
    expect(builtIn('fr-FR')).toBe('fr');
    expect(builtIn('fr-CA')).toBe('fr');
    expect(builtIn('zh-CN')).toBe('zh-Hans');
    expect(builtIn('zh')).toBe('zh-Hans');
    // Traditional characters are another script: no built-in catalogue (English).
    expect(builtIn('zh-TW')).toBeUndefined();
    expect(builtIn('pt')).toBe('pt-BR');
    expect(builtIn('pt-PT')).toBe('pt-BR');
    expect(builtIn('ar-EG')).toBe('ar');
    expect(builtIn('en')).toBeUndefined();
    expect(messagesFor('zh-CN').format('pagination.next')).toBe('下一页');
    expect(messagesFor('pt').format('pagination.next')).toBe('Próxima');
  });

  it('keeps the site locale, and reads a locale Intl does not parse as English', () => {
    expect(messagesFor('fr').locale).toBe('fr');
    expect(messagesFor('pt-br').locale).toBe('pt-BR');
    expect(messagesFor('en_US').locale).toBe('en');
  });

  it('gives widgets the unformatted texts, and every plural form their locale uses', () => {
    const ar = messagesFor('ar', { 'search.results.few': '{count} نتائج', 'search.results.other': '{count} نتيجة' });
    const picked = ar.pick(['search.results.one', 'search.results.other', 'search.noResults']);
    expect(picked.locale).toBe('ar');
    expect(picked.texts).toEqual({
      // Forms the site did not write: its own `other`, English only when it wrote none.
      'search.results.zero': '{count} نتيجة',
      'search.results.one': '{count} نتيجة',
      'search.results.two': '{count} نتيجة',
      'search.results.few': '{count} نتائج',
      'search.results.many': '{count} نتيجة',
      'search.results.other': '{count} نتيجة',
      // A text the site did not write: docgen's Arabic.
      'search.noResults': 'لا توجد نتائج لـ «{query}»',
    });
    expect(englishMessages.pick(['search.results.other']).texts).toEqual({
      'search.results.one': '{count} result',
      'search.results.other': '{count} results',
    });
  });

  it('knows its keys and the plural forms of its families', () => {
    expect(isMessageKey('toc.title')).toBe(true);
    expect(isMessageKey('search.results.few')).toBe(true);
    expect(isMessageKey('toc.title.few')).toBe(false);
    expect(isMessageKey('toc.titel')).toBe(false);
  });

  it('has an English text for every key, each a valid ICU message', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(() => parse(text, { ignoreTag: true }), key).not.toThrow();
    }
  });
});

describe('widget words (the browser side)', () => {
  it('fill placeholders, keep unknown ones and write numbers for the locale', () => {
    const { t } = wordsOf(messagesFor('de').pick(['sendPanel.announce.done', 'sendPanel.milliseconds']));
    expect(t('sendPanel.milliseconds', { ms: 1234 })).toBe('1.234 ms');
    expect(t('sendPanel.announce.done', { status: '200', statusText: 'OK' })).toBe('Antwort: 200 OK, in {ms} ms.');
  });

  it('choose the plural form with Intl.PluralRules', () => {
    const english = wordsOf(englishMessages.pick(['search.results.other']));
    expect([0, 1, 2].map((count) => english.plural('search.results', count))).toEqual(['0 results', '1 result', '2 results']);
    const polish = wordsOf(
      messagesFor('pl', {
        'search.results.one': '{count} wynik',
        'search.results.few': '{count} wyniki',
        'search.results.many': '{count} wyników',
        'search.results.other': '{count} wyniku',
      }).pick(['search.results.other']),
    );
    expect([1, 2, 5, 22, 1000].map((count) => polish.plural('search.results', count))).toEqual([
      '1 wynik',
      '2 wyniki',
      '5 wyników',
      '22 wyniki',
      `${new Intl.NumberFormat('pl').format(1000)} wyników`,
    ]);
  });
});
