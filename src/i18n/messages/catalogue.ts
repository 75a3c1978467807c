import type { MessageKey } from './en.js';

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** A family of browser-side plural messages (`search.results` for `search.results.one`, `.other`...). */
export type PluralFamily = MessageKey extends infer K ? (K extends `${infer Family}.other` ? Family : never) : never;
/** One plural form of a family; languages other than English may have all six. */
export type PluralFormKey = `${PluralFamily}.${(typeof PLURAL_CATEGORIES)[number]}`;
/**
 * The engine's words in one language: every message of the English catalogue, and of each
 * plural family the forms the language uses (`Intl.PluralRules`). A unit test checks that
 * every built-in catalogue is complete, with the English placeholders.
 */
export type Catalogue = Readonly<Partial<Record<MessageKey | PluralFormKey, string>>>;
