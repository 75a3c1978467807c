import type { Catalogue } from './catalogue.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ptBR } from './pt-BR.js';
import { ru } from './ru.js';
import { zhHans } from './zh-Hans.js';

/** The languages docgen speaks besides English, by the locale each catalogue is written for. */
export const builtInCatalogues: Readonly<Record<string, Catalogue>> = {
  ar,
  de,
  es,
  fr,
  it,
  ja,
  ko,
  'pt-BR': ptBR,
  ru,
  'zh-Hans': zhHans,
};

/**
 * The built-in catalogue a locale reads, if docgen speaks its language: the same locale,
 * else the catalogue of the same language and script, preferring the same region
 * (`fr-FR` reads `fr`, `zh-CN` and `zh-SG` read `zh-Hans`, `pt` and `pt-PT` read `pt-BR`;
 * `zh-TW`, written in Traditional characters, reads none). Unknown: undefined (English).
 */
export function builtInLocaleFor(locale: string): string | undefined {
  const wanted = maximized(locale);
  if (!wanted) return undefined;
  const sameLanguage = Object.keys(builtInCatalogues).filter((code) => {
    const candidate = maximized(code);
    return candidate?.language === wanted.language && candidate.script === wanted.script;
  });
  return sameLanguage.find((code) => maximized(code)!.region === wanted.region) ?? sameLanguage[0];
}

function maximized(locale: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(locale.replace(/_/g, '-')).maximize();
  } catch {
    return undefined;
  }
}
