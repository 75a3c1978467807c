/**
 * The words a widget shows, chosen on the server for the page's locale and sent in its
 * props: the catalogue itself never ships to the browser. Texts keep their `{name}`
 * placeholders, filled here; counts use plural families (`search.results.one`, `.other`...)
 * chosen with `Intl.PluralRules`, so no message parser ships either.
 */
export interface WidgetMessages<K extends string> {
  /** The locale numbers and plural forms follow. */
  locale: string;
  /** Each key's text; for a plural family, every form the locale uses. */
  texts: Record<K, string> & Record<string, string | undefined>;
}

/** No texts at all (a page without them): every lookup shows its key. */
export const noMessages = <K extends string>(): WidgetMessages<K> => ({ locale: 'en', texts: {} as WidgetMessages<K>['texts'] });

export type Params = Record<string, string | number>;

export interface Words<K extends string> {
  /** A text with its placeholders filled (numbers written for the locale). */
  t(key: K, params?: Params): string;
  /** The form of plural `family` for `count` (given as `{count}`), filled in. */
  plural(family: string, count: number, params?: Params): string;
}

/** The lookups of a widget over the messages in its props. */
export function wordsOf<K extends string>(messages: WidgetMessages<K>): Words<K> {
  let numbers: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  const fill = (text: string, params: Params = {}) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (typeof value === 'number') return (numbers ??= new Intl.NumberFormat(messages.locale)).format(value);
      return value ?? whole;
    });
  return {
    t: (key, params) => fill(messages.texts[key] ?? key, params),
    plural(family, count, params) {
      const category = (plurals ??= new Intl.PluralRules(messages.locale)).select(count);
      const text = messages.texts[`${family}.${category}`] ?? messages.texts[`${family}.other`] ?? '';
      return fill(text, { ...params, count });
    },
  };
}
