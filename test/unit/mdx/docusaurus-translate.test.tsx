import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Translate, { Interpolate, interpolate, translate, withCodeTranslations } from '../../../src/mdx/docusaurus-translate.js';
import { parseTranslationFile } from '../../../src/i18n/docusaurus-translations.js';
import { isDocgenError } from '../../../src/errors/docgen-error.js';

const fr = { 'home.title': 'Bienvenue sur {site}', 'Read more': 'Lire la suite' };
const html = (node: Parameters<typeof createElement>[0], props: Record<string, unknown>, ...children: string[]) =>
  renderToStaticMarkup(createElement(node, props, ...children));

describe('@docusaurus/Translate', () => {
  it('takes the message of the id from the locale, filling placeholders', () => {
    const out = withCodeTranslations(fr, () => html(Translate, { id: 'home.title', values: { site: 'HAMi' } }, 'Welcome to {site}'));
    expect(out).toBe('Bienvenue sur HAMi');
  });

  it('falls back to the default message when the id has no translation', () => {
    const out = withCodeTranslations(fr, () => html(Translate, { id: 'missing.id' }, 'Default text'));
    expect(out).toBe('Default text');
  });

  it('uses the default message as the key when there is no id, and the id when there is no message', () => {
    expect(withCodeTranslations(fr, () => translate({ message: 'Read more' }))).toBe('Lire la suite');
    expect(withCodeTranslations(fr, () => translate({ id: 'no.message' }))).toBe('no.message');
    expect(() => translate({})).toThrow(/id or a default message/);
  });

  it('fills placeholders with React elements', () => {
    const link = createElement('a', { href: '/x' }, 'the guide');
    const out = withCodeTranslations({ see: 'Voir {link} ici' }, () => html(Translate, { id: 'see', values: { link } }, 'See {link}'));
    expect(out).toBe('Voir <a href="/x">the guide</a> ici');
  });

  it('translate() outside a page gives the default; the page translations end with its render', () => {
    withCodeTranslations(fr, () => expect(translate({ id: 'home.title', message: 'x' }, { site: 'A' })).toBe('Bienvenue sur A'));
    expect(translate({ id: 'home.title', message: 'Welcome to {site}' }, { site: 'A' })).toBe('Welcome to A');
  });

  it('keeps a placeholder without a value as written; Interpolate fills numbers', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(html(Interpolate, { values: { count: 3 } }, '{count} pages')).toBe('3 pages');
  });

  it('refuses elements as the default message', () => {
    expect(() => renderToStaticMarkup(createElement(Translate, { id: 'x' }, createElement('b', null, 'bold')))).toThrow(/plain text/);
  });
});

describe('translation files', () => {
  it('reads messages by id, leaving descriptions out', () => {
    const text = JSON.stringify({ a: { message: 'A', description: 'the a' }, b: { message: 'B' } });
    expect(parseTranslationFile('code.json', text)).toEqual({ a: 'A', b: 'B' });
  });

  it('names the file and line of invalid JSON', () => {
    let caught: unknown;
    try {
      parseTranslationFile('i18n/fr/code.json', '{\n  "a": { "message": "A" },\n  "b": { "message": "B" \n}\n');
    } catch (error) {
      caught = error;
    }
    expect(isDocgenError(caught)).toBe(true);
    const error = caught as { code: string; location: { file?: string; line?: number }; message: string };
    expect(error.code).toBe('DG217');
    expect(error.location.file).toBe('i18n/fr/code.json');
    expect(error.location.line).toBe(4);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('points at an entry without a message', () => {
    let caught: unknown;
    try {
      parseTranslationFile('code.json', '{\n  "a": { "message": "A" },\n  "b": "B"\n}');
    } catch (error) {
      caught = error;
    }
    const error = caught as { code: string; location: { pointer?: string; line?: number }; message: string };
    expect(error.code).toBe('DG217');
    expect(error.location.pointer).toBe('/b');
    expect(error.location.line).toBe(3);
  });
});
