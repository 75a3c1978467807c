import { errors } from '../errors/catalogue.js';
import { configPositions, lineOfPath, type ConfigPath } from './config-positions.js';
import { checkServiceRoute } from '../routes/safe-paths.js';
import { defaultServiceRoute } from '../routes/service-route.js';
import type { ParsedSiteConfig } from './schema.js';
import { DEFAULT_CODE_SAMPLE_LANGUAGES } from './code-sample-defaults.js';

/** The config file and its text, so that errors point at a line. */
export interface ConfigSource {
  file: string;
  source?: string;
}

/**
 * Checks that span several fields, after the schema: API services need distinct ids and
 * routes that stay inside the site; the default locale must be one of the locales.
 * Returns the services with their routes normalised (`/api/billing`).
 */
export function checkServices(services: ParsedSiteConfig['api']['services'], at: ConfigSource): ParsedSiteConfig['api']['services'] {
  const routed = services.map((service, index) => {
    if (service.route === undefined) return { ...service, route: defaultServiceRoute(service.id) };
    const checked = checkServiceRoute(service.route);
    if ('problem' in checked) {
      throw errors.serviceRouteInvalid(
        { file: at.file, line: lineAt(at, ['api', 'services', index, 'route']) },
        `api.services[${index}].route`,
        service.route,
        checked.problem,
      );
    }
    return { ...service, route: checked.route };
  });
  findDuplicate(
    services.map((service) => service.id),
    (first, second, id) => {
      throw errors.serviceKeyDuplicate({ file: at.file, line: lineAt(at, ['api', 'services', second, 'id']) }, 'id', id, first, second);
    },
  );
  findDuplicate(
    routed.map((service) => service.route),
    (first, second, route) => {
      // The line of whichever entry spells the route out (the later one, if both do).
      const written = [second, first].find((index) => services[index]!.route !== undefined)!;
      throw errors.serviceKeyDuplicate(
        { file: at.file, line: lineAt(at, ['api', 'services', written, 'route']) },
        'route',
        route,
        first,
        second,
      );
    },
  );
  return routed;
}

/**
 * Each of `api.codeSamples.languages` must be a language httpsnippet writes. Asynchronous:
 * httpsnippet (with its query-string helpers, a tenth of the engine's code) is loaded only
 * for a site that lists languages of its own; docgen's defaults are languages it knows.
 */
export async function checkCodeSampleLanguages(languages: readonly string[], at: ConfigSource): Promise<void> {
  if (
    languages.length === DEFAULT_CODE_SAMPLE_LANGUAGES.length &&
    languages.every((name, index) => name === DEFAULT_CODE_SAMPLE_LANGUAGES[index])
  )
    return;
  const { codeSampleLanguage, codeSampleLanguageNames } = await import('./code-sample-languages.js');
  languages.forEach((name, index) => {
    if (codeSampleLanguage(name)) return;
    const setting = `api.codeSamples.languages[${index}]`;
    throw errors.codeSampleLanguageUnknown(
      { file: at.file, line: lineAt(at, ['api', 'codeSamples', 'languages', index]) },
      setting,
      name,
      codeSampleLanguageNames(),
    );
  });
}

/** `i18n.defaultLocale` must be one of `i18n.locales`. */
export function checkLocales(i18n: ParsedSiteConfig['i18n'], at: ConfigSource): void {
  if (i18n.locales.includes(i18n.defaultLocale)) return;
  // Left at its default, the default locale is not written: point at the locales instead.
  const line = lineAt(at, ['i18n', 'defaultLocale'], { exact: true }) ?? lineAt(at, ['i18n', 'locales']);
  throw errors.defaultLocaleUnknown({ file: at.file, line }, i18n.defaultLocale, i18n.locales);
}

/**
 * Analytics wait for a cookie category of the consent banner: each one's `category` must
 * be a category of `cookieConsent`, else it would never load. `helpful` waits only when
 * its URL is on another site than `url`.
 */
export function checkConsentCategories(config: ParsedSiteConfig, at: ConfigSource): void {
  const waiting: [keyof ParsedSiteConfig, string | undefined][] = [
    ['gtag', config.gtag?.category],
    ['plausible', config.plausible?.category],
    ['posthog', config.posthog?.category],
    ['helpful', config.helpful?.url && isOtherSite(config.helpful.url, config.url) ? config.helpful.category : undefined],
  ];
  const categories = config.cookieConsent?.categories.map((category) => category.id);
  for (const [key, category] of waiting) {
    if (category === undefined || categories?.includes(category)) continue;
    // Left at its default, the category is not written: point at the setting.
    const line = lineAt(at, [key, 'category'], { exact: true }) ?? lineAt(at, [key]);
    throw errors.consentCategoryUnknown({ file: at.file, line }, `${key}.category`, category, categories);
  }
}

function isOtherSite(target: string, siteUrl: string): boolean {
  if (target.startsWith('/')) return false;
  try {
    return new URL(target).origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}

function findDuplicate(values: string[], onDuplicate: (first: number, second: number, value: string) => void): void {
  const seen = new Map<string, number>();
  values.forEach((value, index) => {
    const first = seen.get(value);
    if (first !== undefined) onDuplicate(first, index, value);
    seen.set(value, index);
  });
}

/** The line where the field at `path` is written. */
function lineAt(at: ConfigSource, path: ConfigPath, options?: { exact?: boolean }): number | undefined {
  return at.source === undefined ? undefined : lineOfPath(configPositions(at.source), path, options);
}
