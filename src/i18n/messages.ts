import { parse, TYPE, type LiteralElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { WidgetMessages } from '../../widgets/lib/messages.js';
import { en, type MessageKey } from './messages/en.js';
import { PLURAL_CATEGORIES, type PluralFormKey } from './messages/catalogue.js';
import { builtInCatalogue, builtInLocaleFor, loadBuiltInCatalogues } from './messages/built-in.js';

export type { PluralFamily, PluralFormKey } from './messages/catalogue.js';
const english: Readonly<Record<string, string | undefined>> = en;
/** Texts a site gives for a locale: any message, and any plural form of a family. */
export type MessageOverrides = Partial<Record<MessageKey | PluralFormKey | ConfigTextKey, string>>;
/** A translation of a text the site's config writes (a navbar label, a footer title): `config:Guides`. */
export type ConfigTextKey = `${typeof CONFIG_TEXT_PREFIX}${string}`;
export const CONFIG_TEXT_PREFIX = 'config:';
/** Where a config text is shown, when its translation may depend on it (navbar.json, footer.json). */
export type ConfigTextPlace = 'navbar' | 'footer';
export type MessageParams = Record<string, string | number>;

/** The engine's words in one locale, English where the locale has no text of its own. */
export interface Messages {
  readonly locale: string;
  /** The built-in catalogue its words come from where the site gives none (`fr` for `fr-FR`); none: English. */
  readonly builtIn?: string;
  /** The site's own texts it was made with, so another thread can make the same messages. */
  readonly overrides?: MessageOverrides;
  /** A message filled in: `{name}` placeholders, ICU plurals, numbers written for the locale. */
  format(key: MessageKey, params?: MessageParams): string;
  /**
   * A text of the site's config in the locale: its translation for that place of the page
   * (`config:navbar:<text>`, `config:footer:<text>`: Docusaurus's navbar.json and footer.json
   * translate them apart), else its `config:<text>` translation, else as written.
   */
  configText(written: string, place?: ConfigTextPlace): string;
  /** A number written for the locale (`1,234`, `1 234`...). */
  formatNumber(value: number): string;
  /**
   * The texts a widget shows, unformatted, for its props: the browser fills them in. A
   * key of a plural family brings every plural form the locale uses.
   */
  pick<K extends MessageKey>(keys: readonly K[]): WidgetMessages<K>;
}

/** Whether `key` is a message of the catalogue, or a plural form of one of its families. */
export function isMessageKey(key: string): key is MessageKey | PluralFormKey {
  if (key in en) return true;
  const family = pluralFamilyOf(key);
  return family !== undefined;
}

/** The built-in English text of a key (a plural form reads its family's `.other`). */
export function englishTextOf(key: string): string | undefined {
  const family = pluralFamilyOf(key);
  return english[key] ?? (family === undefined ? undefined : english[`${family}.other`]);
}

/** Every key a site may set, for suggestions. */
export const messageKeys = Object.keys(en) as MessageKey[];

/**
 * Loads docgen's built-in words for `locales` (the catalogues of the languages it speaks
 * among them): messagesFor needs a locale's before it makes its messages.
 */
export async function loadMessages(locales: Iterable<string>): Promise<void> {
  const codes = [...locales].map((locale) => builtInLocaleFor(supportedLocale(locale)));
  await loadBuiltInCatalogues(codes.filter((code): code is string => code !== undefined));
}

/**
 * The messages of `locale`: `overrides` (the site's texts for it) over docgen's built-in
 * catalogue of its language (`fr-FR` reads `fr`, see `builtInLocaleFor`), over English.
 * A language docgen does not speak reads English, with its own numbers and plural rules.
 */
export function messagesFor(locale: string, overrides: MessageOverrides = {}): Messages {
  const intlLocale = supportedLocale(locale);
  const builtIn = builtInLocaleFor(intlLocale);
  const own = overrides as Readonly<Record<string, string | undefined>>;
  const native: Readonly<Record<string, string | undefined>> = builtIn === undefined ? {} : builtInCatalogue(builtIn);
  const textOf = (key: string): string => own[key] ?? native[key] ?? english[key] ?? key;
  // Made at the first number: creating a NumberFormat loads ICU's number data (tens of ms).
  let numbers: Intl.NumberFormat | undefined;
  const formatters = new Map<string, IntlMessageFormat>();
  const picked = new Map<readonly string[], unknown>();
  let categories: readonly string[] | undefined;

  const formatterFor = (key: MessageKey, numeric: string[]): IntlMessageFormat => {
    const id = `${key}|${numeric.join(',')}`;
    let formatter = formatters.get(id);
    if (!formatter) {
      const ast = withNumbers(parse(textOf(key), { ignoreTag: true }), new Set(numeric));
      formatter = new IntlMessageFormat(ast, intlLocale, undefined, { ignoreTag: true });
      formatters.set(id, formatter);
    }
    return formatter;
  };

  // A text without placeholders is its literal parts, as FormatJS writes them; no formatter is
  // made for it (a formatter's locale lookup loads ICU's number data, tens of ms of a small build).
  const plainText = (key: MessageKey): string => {
    const elements = parse(textOf(key), { ignoreTag: true });
    if (elements.every((element): element is LiteralElement => element.type === TYPE.literal))
      return elements.map((element) => element.value).join('');
    return String(formatterFor(key, []).format({}));
  };
  const plain = new Map<string, string>();
  return {
    locale: intlLocale,
    ...(builtIn === undefined ? {} : { builtIn }),
    overrides,
    format(key, params) {
      // Texts without parameters are the same every time: a schema row asks for "required" thousands of times.
      if (params === undefined) {
        let text = plain.get(key);
        if (text === undefined) plain.set(key, (text = plainText(key)));
        return text;
      }
      const numeric = Object.keys(params).filter((name) => typeof params[name] === 'number');
      return String(formatterFor(key, numeric.sort()).format(params));
    },
    configText: (written, place) =>
      (place && own[`${CONFIG_TEXT_PREFIX}${place}:${written}`]) ?? own[`${CONFIG_TEXT_PREFIX}${written}`] ?? written,
    formatNumber: (value) => (numbers ??= new Intl.NumberFormat(intlLocale)).format(value),
    pick(keys) {
      // Widgets pass the same constant list on every page: build each list's texts once.
      const known = picked.get(keys);
      if (known) return known as WidgetMessages<(typeof keys)[number]>;
      const texts: Record<string, string> = {};
      categories ??= new Intl.PluralRules(intlLocale).resolvedOptions().pluralCategories;
      for (const key of keys) {
        const family = pluralFamilyOf(key);
        if (!family) {
          texts[key] = textOf(key);
          continue;
        }
        // The locale's own text in another form beats English in the right one.
        for (const category of categories) {
          const form = `${family}.${category}`;
          texts[form] =
            own[form] ??
            own[`${family}.other`] ??
            native[form] ??
            native[`${family}.other`] ??
            english[form] ??
            english[`${family}.other`]!;
        }
      }
      const result = { locale: intlLocale, texts: texts as WidgetMessages<(typeof keys)[number]>['texts'] };
      picked.set(keys, result);
      return result;
    },
  };
}

/** The built-in English, for renders that are given no messages (tests, tools). */
export const englishMessages: Messages = messagesFor('en');

/** `search.results` for `search.results.few`, when `search.results.other` is a message. */
function pluralFamilyOf(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  const family = key.slice(0, dot);
  return (PLURAL_CATEGORIES as readonly string[]).includes(key.slice(dot + 1)) && `${family}.other` in en ? family : undefined;
}

/** A locale Intl accepts (`en_US` does not parse): the site's, else English. */
function supportedLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * Turns the `{name}` placeholders given a number into `{name, number}`: FormatJS writes a
 * plain placeholder with `String(value)`, and numbers the engine shows follow the locale.
 */
function withNumbers(elements: MessageFormatElement[], numeric: ReadonlySet<string>): MessageFormatElement[] {
  if (numeric.size === 0) return elements;
  return elements.map((element) => {
    if (element.type === TYPE.argument && numeric.has(element.value))
      return { type: TYPE.number, value: element.value, location: element.location, style: null };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [name, { ...option, value: withNumbers(option.value, numeric) }]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}
