import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../../cache/cache-store.js';
import type { MarkdownPlugins } from '../../config/markdown-schema.js';
import type { SiteVariants } from '../../variants/variants.js';
import { messagesFor, type Messages } from '../../i18n/messages.js';
import { translationDirs } from '../../variants/locales.js';
import { collectDocsFolder, type DocsFolder } from '../../content/collect.js';
import { createDocsModel } from '../../content/docs-model.js';
import { createImageSizes } from '../../markdown/image-size-cache.js';
import { loadSidebarsFile, versionedSidebarsFile } from '../../content/sidebars-file.js';
import { openapiDocsModules, type OpenapiDocsModules } from './openapi-docs-modules.js';
import { createDocsSource, type DocsSource } from './docs-source.js';
import { overlayTranslations } from '../../content/translations.js';
import type { CustomAdmonitions } from '../../config/admonition-types.js';
import type { SiteComponents } from '../../components/site-components.js';
import type { MarkdownPool } from '../../markdown/markdown-pool.js';
import type { SourceModule } from '../source-module.js';
import { createDocsLastUpdates, showsLastUpdates, type DocsLastUpdates } from '../../content/last-update.js';
import { configLine } from '../../variants/config-lines.js';
import { numberPrefixParserOf, type NumberPrefixParser } from '../../content/number-prefix.js';
import { checkInstanceLayout, instanceTranslationDir, instanceVariants, type DocsInstanceLayout } from '../../variants/docs-instances.js';

/** What a build adds to the docs' markdown: its cache and threads, and what it keeps. */
export interface DocsBuildOptions {
  cache?: CacheStore;
  pool?: MarkdownPool;
  /** Twins for AI readers are made (`llms.enabled`): the main thread keeps each page's syntax tree for its twin. */
  twins?: boolean;
  /** `serve --watch`: every page's markdown stays rendered (see `createDocsSource`). */
  keepRendered?: boolean;
  /** The persistent cache of the git history (`.docgen/cache/git-history`), for the docs' last updates. */
  historyCache?: CacheStore;
}

/**
 * One docs source per version and locale: each version's folder is read once; a locale
 * other than the default lays its translations over it (every page exists in every locale).
 */
export async function loadDocsSources(
  root: string,
  variants: SiteVariants,
  catalogues: ReadonlyMap<string, Messages> = new Map(),
  markdown?: MarkdownPlugins & { admonitions?: CustomAdmonitions },
  components?: SiteComponents,
  build: DocsBuildOptions = {},
  lastUpdates?: DocsLastUpdates,
  numberPrefix?: NumberPrefixParser,
  /** Modules the sidebars file and MDX pages import that docgen makes (openapiDocs's generated sidebars and schemas). */
  generated?: OpenapiDocsModules,
  /** A docs instance of its own (`docs.instances`): its plugin id and sidebars file; unset, the default docs. */
  instance?: DocsInstanceLayout,
): Promise<DocsSource[]> {
  const { cache, pool, twins, keepRendered = false } = build;
  // One cache for every version and locale: each image file is read once.
  const images = { staticDir: path.join(root, 'static'), sizeOf: createImageSizes() };
  const originals = new Map<string, Promise<DocsFolder>>(
    variants.versions.map((version) => {
      const folder = collectDocsFolder(path.join(root, version.docsDir), markdown?.format, numberPrefix);
      // Awaited below, after the sidebars files load (a sidebars.ts is compiled first): a doc
      // that fails meanwhile must not be an unhandled rejection, which ends the process.
      folder.catch(() => undefined);
      return [version.name, folder];
    }),
  );
  // Hand-made sidebars: sidebars.js for the current version, versioned_sidebars/ for released ones, as in Docusaurus;
  // an instance's `sidebarPath` (none: generated from its folders).
  const sidebarsFiles = new Map(
    await Promise.all(
      variants.versions.map(
        async (version) =>
          [
            version.name,
            instance
              ? instance.sidebarPath === undefined
                ? undefined
                : await loadSidebarsFile(root, [instance.sidebarPath])
              : version.docsDir === 'docs'
                ? await loadSidebarsFile(root, undefined, generated)
                : await loadSidebarsFile(root, [versionedSidebarsFile(version.name)]),
          ] as const,
      ),
    ),
  );
  return Promise.all(
    variants.all.map(async (variant) => {
      const { version, locale } = variant;
      const original = await originals.get(version.name)!;
      const translationDir = locale.isDefault
        ? undefined
        : (instance ? [instanceTranslationDir(locale.code, instance.id)] : translationDirs(locale, version.name)).find((dir) =>
            existsSync(path.join(root, dir)),
          );
      const folder = locale.isDefault
        ? original
        : overlayTranslations(
            original,
            translationDir
              ? await collectDocsFolder(path.join(root, translationDir), markdown?.format, numberPrefix)
              : { docs: [], categories: [] },
            { locale: locale.code, originalLocale: variants.default.locale.code },
            version.docsDir,
          );
      const sidebarsFile = sidebarsFiles.get(version.name);
      const withSidebars = sidebarsFile ? { ...folder, sidebarsFile } : folder;
      const model = createDocsModel(withSidebars, {
        variant,
        dir: translationDir ?? version.docsDir,
        ...(instance ? { instance: instance.id } : {}),
      });
      lastUpdates?.register(model.sources.docs);
      // The engine's words in markdown (heading anchors, admonition titles) in the page's locale.
      return createDocsSource(
        model,
        catalogues.get(locale.code) ?? messagesFor(locale.code),
        {
          root,
          plugins: markdown,
          admonitions: markdown?.admonitions,
          images: { ...images, docsPrefix: variant.prefix },
          components,
          cache,
          pool,
          twins,
          ...(generated ? { generatedImport: generated.schemaImport } : {}),
        },
        keepRendered,
        lastUpdates,
      );
    }),
  );
}

/**
 * The docs folder (every version and locale) as a source module (src/sources/registry.ts).
 * Options are the build's (the markdown cache and threads); a render thread gives none.
 */
export const docsPages: SourceModule<DocsBuildOptions> = {
  family: 'docs',
  stage: 'read content',
  async load({ config, variants, catalogues, components, role }, options) {
    // One git history for every version and locale, read while the docs load (render threads render no docs).
    const lastUpdates =
      role === 'build' && showsLastUpdates(config.docs)
        ? createDocsLastUpdates({
            root: config.root,
            options: config.docs,
            configFile: config.configFile,
            configLine: configLine(config, ['docs', config.docs.showLastUpdateTime ? 'showLastUpdateTime' : 'showLastUpdateAuthor']),
            cache: options?.historyCache,
          })
        : undefined;
    const [loadedCatalogues, siteComponents] = await Promise.all([catalogues, components]);
    const numberPrefix = numberPrefixParserOf(config.docs.numberPrefixParser);
    const own = loadDocsSources(
      config.root,
      variants,
      loadedCatalogues,
      config.markdown,
      siteComponents,
      options,
      lastUpdates,
      numberPrefix,
      openapiDocsModules(config),
    );
    // Each instance (`docs.instances`) is a docs folder of its own, read beside the default one.
    const instances = config.docs.instances.map((instance, index) => {
      const at = ['docs', 'instances', index] as const;
      const layout = checkInstanceLayout(config, instance, [...at]);
      const history =
        role === 'build' && showsLastUpdates(instance)
          ? createDocsLastUpdates({
              root: config.root,
              options: instance,
              configFile: config.configFile,
              configLine: configLine(config, [...at, instance.showLastUpdateTime ? 'showLastUpdateTime' : 'showLastUpdateAuthor']),
              cache: options?.historyCache,
              folders: [instance.path, 'i18n'],
            })
          : undefined;
      return loadDocsSources(
        config.root,
        instanceVariants(variants, instance),
        loadedCatalogues,
        config.markdown,
        siteComponents,
        options,
        history,
        numberPrefixParserOf(instance.numberPrefixParser),
        undefined,
        layout,
      );
    });
    return (await Promise.all([own, ...instances])).flat();
  },
};
