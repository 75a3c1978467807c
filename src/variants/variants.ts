import type { ResolvedConfig } from '../config/validate.js';
import { checkDistinctPaths } from './distinct-paths.js';
import { resolveLocales, type SiteLocale } from './locales.js';
import { loadVersions, resolveVersions, type DocsVersion, type VersionSelection } from './versions.js';
import type { Route } from '../core/route.js';

/** One version of the docs in one locale: a copy of the site under its own path prefix. */
export interface SiteVariant {
  /** `''` for the default variant, else its prefix without the leading slash: `fr/1.x`. */
  key: string;
  version: DocsVersion;
  locale: SiteLocale;
  /** Prefix of its routes: `''`, `/fr`, `/1.x`, `/fr/1.x` (locale first, as Docusaurus does). */
  prefix: string;
  /**
   * Prefix of its docs' routes: the locale, `docs.routeBasePath`, then the version, as
   * Docusaurus orders them (`/fr/docs/1.x`); the same as `prefix` when the docs are at the root.
   */
  docsPrefix: string;
  /** The last version in the default locale: the site's root paths. */
  isDefault: boolean;
}

/** Every variant the build makes, and lookups between them. */
export interface SiteVariants {
  /** Versions built, newest first. */
  versions: readonly DocsVersion[];
  /** Locales built, the default first. */
  locales: readonly SiteLocale[];
  all: readonly SiteVariant[];
  default: SiteVariant;
  get(version: string, locale: string): SiteVariant | undefined;
  /** The variant a route belongs to (unversioned routes: the last version; unlocalised: the default locale). */
  of(route: Pick<Route, 'version' | 'locale'>): SiteVariant;
}

export interface VariantOptions {
  versions?: VersionSelection;
  /** Build only this locale (besides the default one). */
  locale?: string;
}

/** Reads versions.json and the config: every (version, locale) pair the build makes. */
export async function loadVariants(config: ResolvedConfig, options: VariantOptions = {}): Promise<SiteVariants> {
  const variants = createVariants(
    await loadVersions(config, options.versions),
    resolveLocales(config, options.locale),
    config.docs.routeBasePath,
  );
  // A version path equal to a locale path (`/fr`): the two would share every page.
  checkDistinctPaths(config, variants.all, {
    path: (variant) => variant.key,
    name: (variant) => `version "${variant.version.name}" in locale "${variant.locale.code}"`,
  });
  return variants;
}

/** The variants of a site without released versions (no versions.json): its locales of `docs/`. */
export function currentVariants(config: ResolvedConfig): SiteVariants {
  return createVariants(resolveVersions(config, []), resolveLocales(config), config.docs.routeBasePath);
}

export function createVariants(versions: readonly DocsVersion[], locales: readonly SiteLocale[], routeBasePath = '/'): SiteVariants {
  const base = routeBasePath.split('/').filter(Boolean).join('/');
  const all = locales.flatMap((locale) => versions.map((version) => variantOf(version, locale, base)));
  const byKey = new Map(all.map((variant) => [`${variant.version.name}\u0000${variant.locale.code}`, variant]));
  const last = versions.find((version) => version.isLast) ?? versions[0]!;
  const defaultLocale = locales.find((locale) => locale.isDefault) ?? locales[0]!;
  const get = (version: string, locale: string) => byKey.get(`${version}\u0000${locale}`);
  return {
    versions,
    locales,
    all,
    default: get(last.name, defaultLocale.code)!,
    get,
    of: (route) => get(route.version ?? last.name, route.locale ?? defaultLocale.code) ?? get(last.name, defaultLocale.code)!,
  };
}

function variantOf(version: DocsVersion, locale: SiteLocale, base: string): SiteVariant {
  const key = [locale.path, version.path].filter(Boolean).join('/');
  const docsKey = [locale.path, base, version.path].filter(Boolean).join('/');
  return { key, version, locale, prefix: key ? `/${key}` : '', docsPrefix: docsKey ? `/${docsKey}` : '', isDefault: key === '' };
}

/** A route of the unprefixed site (`/guides/x`, `/`) inside a variant: `/fr/1.x/guides/x`, `/fr/1.x`. */
export function inVariant(prefix: string, route: string): string {
  if (!prefix) return route;
  return route === '/' ? prefix : `${prefix}${route}`;
}
