import { readTranslationFile, sidebarTranslationsFile } from '../../i18n/docusaurus-translations.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../../cache/cache-store.js';
import type { MarkdownPlugins } from '../../config/markdown-schema.js';
import type { SiteVariants } from '../../variants/variants.js';
import { messagesFor, type Messages } from '../../i18n/messages.js';
import { translationDirs } from '../../variants/locales.js';
import { collectDocsFolder, type DocsFolder } from '../../content/collect.js';
import { createDocsModel, type DocsModel } from '../../content/docs-model.js';
import { CURRENT_VERSION } from '../../variants/versions.js';
import { createImageSizes } from '../../markdown/image-size-cache.js';
import { loadSidebarsFile, versionedSidebarsFile } from '../../content/sidebars-file.js';
import type { OpenapiDocsModules } from './openapi-docs-modules.js';
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
  /**
   * `instance`: a docs instance of its own (`docs.instances`), its plugin id and sidebars
   * file (unset: the default docs); `files`: the docs of every folder of the site, shared
   * by the folders so that a relative link to another instance's file resolves.
   */
  { instance, files }: { instance?: DocsInstanceLayout; files?: SiteDocFiles } = {},
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
      // Sidebar labels in the locale, the default one included, as Docusaurus reads them (an instance has no versions: current.json).
      const sidebarTranslations = await readTranslationFile(path.join(root, sidebarTranslationsFile(locale.code, instance ? CURRENT_VERSION : version.name, instance?.id)));
      const withSidebars = { ...folder, ...(sidebarsFile ? { sidebarsFile } : {}), ...(sidebarTranslations ? { sidebarTranslations } : {}) };
      const model = createDocsModel(withSidebars, {
        variant,
        dir: translationDir ?? version.docsDir,
        ...(instance ? { instance: instance.id } : {}),
      });
      lastUpdates?.register(model.sources.docs);
      if (files) {
        // The current version's docs are what another folder's links name; each folder's links read the others'.
        if (instance || version.name === CURRENT_VERSION) files.add(locale.code, version.docsDir, model);
        model.elsewhere = files.relativeTo(locale.code, version.docsDir);
      }
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
    // The OpenAPI stack (parser, API templates) is loaded only by a site with `openapiDocs`.
    const generated =
      config.openapiDocsOutputs.length > 0 ? (await import('./openapi-docs-modules.js')).openapiDocsModules(config) : undefined;
    const numberPrefix = numberPrefixParserOf(config.docs.numberPrefixParser);
    // Each instance's folder is checked before any folder is read (a failed check leaves no read running unawaited).
    const layouts = config.docs.instances.map((instance, index) => checkInstanceLayout(config, instance, ['docs', 'instances', index]));
    // Links between folders resolve only when there are several (a site of one folder builds as before).
    const files = config.docs.instances.length ? createSiteDocFiles() : undefined;
    const own = loadDocsSources(
      config.root,
      variants,
      loadedCatalogues,
      config.markdown,
      siteComponents,
      options,
      lastUpdates,
      numberPrefix,
      generated,
      { files },
    );
    // Each instance (`docs.instances`) is a docs folder of its own, read beside the default one.
    const instances = config.docs.instances.map((instance, index) => {
      const at = ['docs', 'instances', index] as const;
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
        { instance: layouts[index], files },
      );
    });
    return (await Promise.all([own, ...instances])).flat();
  },
};

/** The docs of every docs folder of the site by locale, for relative links from one folder to another's files. */
export interface SiteDocFiles {
  add(locale: string, dir: string, model: Pick<DocsModel, 'docsByPath'>): void;
  /** The other folders' docs in a locale by their path relative to `dir` (`../community/support.md`), made once asked. */
  relativeTo(locale: string, dir: string): () => ReadonlyMap<string, string>;
}

export function createSiteDocFiles(): SiteDocFiles {
  const byLocale = new Map<string, { dir: string; model: Pick<DocsModel, 'docsByPath'> }[]>();
  return {
    add(locale, dir, model) {
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), { dir, model }]);
    },
    relativeTo(locale, dir) {
      // Made again when a folder was added since (a folder's markdown may start before the others are read).
      let made: { folders: number; docs: Map<string, string> } | undefined;
      return () => {
        const folders = (byLocale.get(locale) ?? []).filter((folder) => folder.dir !== dir);
        if (made?.folders !== folders.length) {
          const docs = folders.flatMap((folder) =>
            [...folder.model.docsByPath].map(([relativePath, { route }]) => [path.posix.relative(dir, `${folder.dir}/${relativePath}`), route] as const),
          );
          made = { folders: folders.length, docs: new Map(docs) };
        }
        return made.docs;
      };
    },
  };
}
