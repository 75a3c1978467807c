import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';
import { checkDistinctPaths } from './distinct-paths.js';
import { CURRENT_VERSION } from './versions.js';
import { configLine } from './config-lines.js';

/** A locale of the site as the build uses it. */
export interface SiteLocale {
  code: string;
  label: string;
  /** The `lang` attribute of its pages. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Path segment of its pages (`fr`); empty for the default locale, served at the root. */
  path: string;
  isDefault: boolean;
}

/** Every locale of the config, the default first; `only` (the CLI's `--locale`) builds one. */
export function resolveLocales(config: ResolvedConfig, only?: string): SiteLocale[] {
  const { i18n } = config;
  if (only !== undefined && !i18n.locales.includes(only)) throw errors.localeUnknown(undefined, only, i18n.locales);
  const codes = [i18n.defaultLocale, ...i18n.locales.filter((code) => code !== i18n.defaultLocale)];
  const locales = codes.map((code): SiteLocale => {
    const own = i18n.localeConfigs[code];
    const isDefault = code === i18n.defaultLocale;
    return {
      code,
      label: own?.label ?? ownName(own?.htmlLang ?? code),
      htmlLang: own?.htmlLang ?? code,
      direction: own?.direction ?? 'ltr',
      path: isDefault ? '' : (own?.path ?? code),
      isDefault,
    };
  });
  checkDistinctPaths(config, locales, {
    path: (locale) => locale.path,
    name: (locale) => `locale "${locale.code}"`,
    line: (_, second) => configLine(config, ['i18n', 'localeConfigs', second.code, 'path']) ?? configLine(config, ['i18n', 'locales']),
  });
  // The default locale is always built: untranslated pages fall back to it.
  return only === undefined ? locales : locales.filter((locale) => locale.isDefault || locale.code === only);
}

/** A language's name in that language ("Français", "العربية"), or its code when unknown. */
function ownName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * Folders that may hold a locale's translation of a version's docs, relative to the site
 * root, in order of preference: docgen's own layout, then Docusaurus's.
 */
export function translationDirs(locale: SiteLocale, versionName: string): string[] {
  const versioned = versionName !== CURRENT_VERSION;
  return [
    versioned ? `i18n/${locale.code}/versioned_docs/version-${versionName}` : `i18n/${locale.code}/docs`,
    `i18n/${locale.code}/docusaurus-plugin-content-docs/${versioned ? `version-${versionName}` : 'current'}`,
  ];
}

/** The folder of a locale's translated OpenAPI documents for a version (optional). */
export function translatedSpecsDir(locale: SiteLocale, versionName: string): string {
  return versionName === CURRENT_VERSION ? `i18n/${locale.code}` : `i18n/${locale.code}/versioned_specs/version-${versionName}`;
}
