import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/messages/en.js';
import { builtInCatalogue, builtInLocales, loadBuiltInCatalogues } from '../../../src/i18n/messages/built-in.js';
import { messagesFor } from '../../../src/i18n/messages.js';

/** The placeholders of a message, and the plural, select and number arguments (by name and kind). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(element.value);
    else if (element.type === TYPE.number) found.add(`${element.value}:number`);
    else if (element.type === TYPE.plural) found.add(`${element.value}:plural`);
    else if (element.type === TYPE.select) found.add(`${element.value}:select`);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}
const argumentsOfText = (text: string) => [...argumentsOf(parse(text, { ignoreTag: true }))].sort();

const english: Record<string, string> = en;
const families = Object.keys(en)
  .filter((key) => key.endsWith('.other'))
  .map((key) => key.slice(0, -'.other'.length));
const familyOf = (key: string) => families.find((family) => key.startsWith(`${family}.`) && !key.slice(family.length + 1).includes('.'));
const plainKeys = Object.keys(en).filter((key) => familyOf(key) === undefined);
await loadBuiltInCatalogues(builtInLocales);
const builtInCatalogues = Object.fromEntries(builtInLocales.map((locale) => [locale, builtInCatalogue(locale)]));

describe('docgen’s built-in catalogues', () => {
  it('speak at least the ten languages users expect', () => {
    expect(Object.keys(builtInCatalogues).sort()).toEqual(['ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'pt-BR', 'ru', 'zh-Hans']);
  });

  for (const [locale, catalogue] of Object.entries(builtInCatalogues)) {
    const texts = catalogue as Record<string, string | undefined>;
    describe(locale, () => {
      it('has every English message, with the same ICU arguments', () => {
        const missing = plainKeys.filter((key) => texts[key] === undefined);
        expect(missing).toEqual([]);
        for (const key of plainKeys) expect(argumentsOfText(texts[key]!), `${locale} ${key}`).toEqual(argumentsOfText(english[key]!));
      });

      it('has every plural form its language uses for each browser plural family, with no other placeholders', () => {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const family of families) {
          const allowed = new Set(argumentsOfText(english[`${family}.other`]!));
          for (const category of categories) {
            const text = texts[`${family}.${category}`];
            expect(text, `${locale} ${family}.${category}`).toBeDefined();
            for (const name of argumentsOfText(text!)) expect(allowed.has(name), `${locale} ${family}.${category}: {${name}}`).toBe(true);
          }
        }
      });

      it('has no key English does not have, and no form its language does not use', () => {
        const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
        const extra = Object.keys(texts).filter((key) => {
          const family = familyOf(key);
          if (family === undefined) return !(key in en);
          return !categories.has(key.slice(family.length + 1));
        });
        expect(extra).toEqual([]);
      });

      it('formats every message with sample values', () => {
        const messages = messagesFor(locale);
        for (const key of plainKeys) {
          const params = Object.fromEntries(
            argumentsOfText(english[key]!).map((name) => {
              const [bare, kind] = name.split(':');
              return [bare!, kind ? 3 : 'x'];
            }),
          );
          expect(() => messages.format(key as keyof typeof en, params), `${locale} ${key}`).not.toThrow();
        }
      });
    });
  }
});
