import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DocsInstanceConfig } from '../config/schema.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { ConfigPath } from '../config/config-positions.js';
import { errors } from '../errors/catalogue.js';
import { configLine } from './config-lines.js';
import type { SiteVariant, SiteVariants } from './variants.js';

/** Where a docs instance's files are besides its folder: its plugin id (names its translations) and sidebars file. */
export interface DocsInstanceLayout {
  id: string;
  /** Its sidebars file, relative to the site root; unset: sidebars generated from its folders. */
  sidebarPath?: string;
}

/** A locale's translation of an instance's docs, as Docusaurus lays it out (`i18n/fr/docusaurus-plugin-content-docs-community/current`). */
export const instanceTranslationDir = (locale: string, pluginId: string) =>
  `i18n/${locale}/docusaurus-plugin-content-docs-${pluginId}/current`;

/** The versions file of an instance (Docusaurus's `<id>_versions.json`), which docgen does not build yet. */
export const instanceVersionsFile = (pluginId: string) => `${pluginId}_versions.json`;

/**
 * An instance's variants: its one folder in every locale built, under its own
 * `routeBasePath` (`/fr/community`). Its pages belong to the site's default version in
 * each locale (the instance has no versions of its own), so the navbar, the locale switch
 * and the 404 page treat them as that variant's pages.
 */
export function instanceVariants(site: SiteVariants, instance: Pick<DocsInstanceConfig, 'path' | 'routeBasePath'>): SiteVariants {
  const version = { ...site.default.version, docsDir: instance.path.replace(/\/+$/, ''), specsDir: '' };
  const base = instance.routeBasePath.split('/').filter(Boolean).join('/');
  const all = site.locales.map((locale): SiteVariant => {
    const variant = site.get(version.name, locale.code)!;
    const docsKey = [locale.path, base].filter(Boolean).join('/');
    return { ...variant, version, docsPrefix: docsKey ? `/${docsKey}` : '' };
  });
  const byLocale = new Map(all.map((variant) => [variant.locale.code, variant]));
  const fallback = byLocale.get(site.default.locale.code) ?? all[0]!;
  return {
    versions: [version],
    locales: site.locales,
    all,
    default: fallback,
    get: (name, locale) => (name === version.name ? byLocale.get(locale) : undefined),
    of: (route) => byLocale.get(route.locale ?? fallback.locale.code) ?? fallback,
  };
}

/**
 * Checks an instance's folder and sidebars file exist, and that it has no versions (not
 * built for an instance yet: a clear failure rather than pages left out); returns its layout.
 */
export function checkInstanceLayout(config: ResolvedConfig, instance: DocsInstanceConfig, at: ConfigPath): DocsInstanceLayout {
  const where = (key: string) => ({ file: config.configFile, line: configLine(config, [...at, key]) ?? configLine(config, at) });
  const name = `docs.instances[${String(at[at.length - 1])}] ("${instance.id}")`;
  const folder = path.join(config.root, instance.path);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw errors.docsInstanceInvalid(
      where('path'),
      name,
      `its folder ${instance.path}/ does not exist.`,
      "Set `path` to the instance's folder, relative to the site root (Docusaurus's default is docs).",
    );
  }
  const versions = instanceVersionsFile(instance.id);
  if (existsSync(path.join(config.root, versions))) {
    throw errors.docsInstanceInvalid(
      where('id'),
      name,
      `${versions} lists versions of the instance, and docgen builds the versions of the default docs only (docs/, versions.json).`,
      `Remove ${versions} (and ${instance.id}_versioned_docs/, ${instance.id}_versioned_sidebars/) to build the instance's current folder alone, or keep the site on Docusaurus until instances' versions are built.`,
    );
  }
  if (instance.sidebarPath === undefined) return { id: instance.id };
  const sidebars = path.resolve(config.root, instance.sidebarPath);
  if (!existsSync(sidebars)) {
    throw errors.docsInstanceInvalid(
      where('sidebarPath'),
      name,
      `its sidebars file ${instance.sidebarPath} does not exist.`,
      'Set `sidebarPath` to the sidebars file relative to the site root (./sidebarsCommunity.js), or leave it out for sidebars generated from the folders.',
    );
  }
  return { id: instance.id, sidebarPath: path.relative(config.root, sidebars) };
}
