import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiServiceConfig } from '../config/schema.js';
import type { SiteVariant, SiteVariants } from '../variants/variants.js';
import { translatedSpecsDir } from '../variants/locales.js';
import { CURRENT_VERSION } from '../variants/versions.js';

/** One service of the API reference in one version and locale: the document it is read from. */
export interface VariantService {
  config: ApiServiceConfig;
  /** The document, relative to the site root. */
  specFile: string;
  /** The locale the document is written in, when not the variant's (no translated document). */
  writtenIn?: string;
}

/** The API reference of one version in one locale. */
export interface ApiVariant {
  variant: SiteVariant;
  services: VariantService[];
}

/**
 * Which documents each version and locale documents. A released version with a
 * `versioned_specs/version-<name>/` folder documents the copies in it (a service whose
 * document is not there did not exist then); the last version always has a reference
 * (its own copies, else the configured documents); other versions without copies have
 * none, and their pages link to the last version's. A locale reads a translated document
 * where there is one (`i18n/<locale>/<same path>`), else the original.
 */
export function planApiVariants(root: string, services: readonly ApiServiceConfig[], variants: SiteVariants): ApiVariant[] {
  if (services.length === 0) return [];
  const exists = (file: string) => existsSync(path.join(root, file));
  return variants.all.flatMap((variant): ApiVariant[] => {
    const { version, locale } = variant;
    const ownCopies = version.specsDir !== '' && exists(version.specsDir);
    if (version.specsDir !== '' && !ownCopies && !version.isLast) return [];
    const chosen = services.flatMap((service): VariantService[] => {
      const original = ownCopies ? `${version.specsDir}/${service.spec.replace(/^(\.\/)?specs\//, '')}` : service.spec;
      if (!exists(original)) return ownCopies ? [] : [{ config: service, specFile: original }];
      if (locale.isDefault) return [{ config: service, specFile: original }];
      const translated = ownCopies
        ? `${translatedSpecsDir(locale, version.name)}/${original.slice(version.specsDir.length + 1)}`
        : `${translatedSpecsDir(locale, CURRENT_VERSION)}/${service.spec.replace(/^\.\//, '')}`;
      return exists(translated)
        ? [{ config: service, specFile: translated }]
        : [{ config: service, specFile: original, writtenIn: variants.default.locale.code }];
    });
    return chosen.length ? [{ variant, services: chosen }] : [];
  });
}
