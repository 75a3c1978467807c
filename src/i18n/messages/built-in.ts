import type { Catalogue } from './catalogue.js';

/**
 * The languages docgen speaks besides English, by the locale each catalogue is written
 * for. Each is a module of its own, loaded when a site uses it (loadBuiltInCatalogues):
 * the ten together are a tenth of the engine's code, and a site reads one or two.
 */
const loaders: Readonly<Record<string, () => Promise<Catalogue>>> = {
  ar: async () => (await import('./ar.js')).ar,
  de: async () => (await import('./de.js')).de,
  es: async () => (await import('./es.js')).es,
  fr: async () => (await import('./fr.js')).fr,
  it: async () => (await import('./it.js')).it,
  ja: async () => (await import('./ja.js')).ja,
  ko: async () => (await import('./ko.js')).ko,
  'pt-BR': async () => (await import('./pt-BR.js')).ptBR,
  ru: async () => (await import('./ru.js')).ru,
  'zh-Hans': async () => (await import('./zh-Hans.js')).zhHans,
};

/** The locales of the built-in catalogues. */
export const builtInLocales: readonly string[] = Object.keys(loaders);

const loaded = new Map<string, Catalogue>();

/** Loads the built-in catalogues of `codes` (each one of builtInLocales), once each. */
export async function loadBuiltInCatalogues(codes: Iterable<string>): Promise<void> {
  const missing = [...new Set(codes)].filter((code) => !loaded.has(code));
  const catalogues = await Promise.all(missing.map((code) => loaders[code]!()));
  missing.forEach((code, index) => loaded.set(code, catalogues[index]!));
}

/** A built-in catalogue loadBuiltInCatalogues has loaded; any other is a bug in docgen. */
export function builtInCatalogue(code: string): Catalogue {
  const catalogue = loaded.get(code);
  if (!catalogue) throw new Error(`docgen's "${code}" catalogue is used before it was loaded (loadMessages).`);
  return catalogue;
}

/**
 * The built-in catalogue a locale reads, if docgen speaks its language: the same locale,
 * else the catalogue of the same language and script, preferring the same region
 * (`fr-FR` reads `fr`, `zh-CN` and `zh-SG` read `zh-Hans`, `pt` and `pt-PT` read `pt-BR`;
 * `zh-TW`, written in Traditional characters, reads none). Unknown: undefined (English).
 */
export function builtInLocaleFor(locale: string): string | undefined {
  const wanted = maximized(locale);
  if (!wanted) return undefined;
  const sameLanguage = builtInLocales.filter((code) => {
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
