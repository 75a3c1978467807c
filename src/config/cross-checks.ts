import { errors } from '../errors/catalogue.js';
import { checkServiceRoute } from '../routes/safe-paths.js';
import { defaultServiceRoute } from '../routes/service-route.js';
import type { ParsedSiteConfig } from './schema.js';

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
        at.file,
        `api.services[${index}].route`,
        service.route,
        checked.problem,
        lineOfValue(at.source, 'route', service.route),
      );
    }
    return { ...service, route: checked.route };
  });
  findDuplicate(
    services.map((service) => service.id),
    (first, second, id) => {
      throw errors.serviceKeyDuplicate(at.file, 'id', id, first, second, lineOfValue(at.source, 'id', id, 2));
    },
  );
  findDuplicate(
    routed.map((service) => service.route),
    (first, second, route) => {
      // The line of whichever entry spells the route out (the later one, if both do).
      const written = [second, first].find((index) => services[index]!.route !== undefined)!;
      const occurrence = services.slice(0, written + 1).filter((service) => service.route === services[written]!.route).length;
      throw errors.serviceKeyDuplicate(
        at.file,
        'route',
        route,
        first,
        second,
        lineOfValue(at.source, 'route', services[written]!.route!, occurrence),
      );
    },
  );
  return routed;
}

/** `i18n.defaultLocale` must be one of `i18n.locales`. */
export function checkLocales(i18n: ParsedSiteConfig['i18n'], at: ConfigSource): void {
  if (i18n.locales.includes(i18n.defaultLocale)) return;
  const line = lineOfValue(at.source, 'defaultLocale', i18n.defaultLocale) ?? lineOfKey(at.source, 'locales');
  throw errors.defaultLocaleUnknown(at.file, i18n.defaultLocale, i18n.locales, line);
}

function findDuplicate(values: string[], onDuplicate: (first: number, second: number, value: string) => void): void {
  const seen = new Map<string, number>();
  values.forEach((value, index) => {
    const first = seen.get(value);
    if (first !== undefined) onDuplicate(first, index, value);
    seen.set(value, index);
  });
}

/** Line of the `occurrence`-th `key: 'value'` in the source (any quote), best effort. */
function lineOfValue(source: string | undefined, key: string, value: string, occurrence = 1): number | undefined {
  if (!source) return undefined;
  const pattern = new RegExp(`(?<![\\w$])['"]?${key}['"]?\\s*:\\s*(['"\`])${escapeRegExp(value)}\\1`, 'g');
  let match: RegExpExecArray | null = null;
  for (let n = 0; n < occurrence; n++) {
    match = pattern.exec(source);
    if (!match) return undefined;
  }
  return source.slice(0, match!.index).split('\n').length;
}

function lineOfKey(source: string | undefined, key: string): number | undefined {
  const match = source && new RegExp(`(?<![\\w$])['"]?${key}['"]?\\s*:`).exec(source);
  return match ? source.slice(0, match.index).split('\n').length : undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
