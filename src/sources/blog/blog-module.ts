import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourceModule } from '../source-module.js';
import { messagesFor } from '../../i18n/messages.js';
import { readBlogFolder } from '../../content/blog-posts.js';
import { BLOG_SOURCE_ID, createBlogModel } from '../../content/blog-model.js';
import { createImageSizes } from '../../markdown/image-size-cache.js';
import { normaliseRoute } from '../../routes/paths.js';
import { blogDir, createBlogSource } from './blog-source.js';
import { blogOptionsTranslationsFile, readTranslationFile, type TranslationMessages } from '../../i18n/docusaurus-translations.js';
import type { BlogConfig } from '../../config/blog-schema.js';

/**
 * The blog (`blog` in site.config.ts, Docusaurus's plugin-content-blog) as a source
 * module (src/sources/registry.ts): when the blog's folder exists and `blog` is not
 * `false`, one source per locale, as Docusaurus builds the blog in each: the default
 * locale's at `/blog` (id `blog`), another's at `/<locale>/blog` (id `blog:<locale>`) with
 * the posts of `i18n/<locale>/docusaurus-plugin-content-blog/` over the default ones.
 */
export const blogPages: SourceModule = {
  family: BLOG_SOURCE_ID,
  async load({ config, variants, catalogues, components }) {
    const options = config.blog;
    if (!options) return [];
    const dir = path.resolve(config.root, options.path);
    if (!existsSync(dir)) return [];
    const [loadedCatalogues, siteComponents] = await Promise.all([catalogues, components]);
    const { markdown } = config;
    const sizeOf = createImageSizes();
    return Promise.all(
      variants.locales.map(async (locale) => {
        const prefix = locale.isDefault ? '' : `/${locale.path}`;
        const base = normaliseRoute(`${prefix}/${options.routeBasePath}`);
        const folder = await readBlogFolder(
          {
            dir,
            base,
            tagsBase: normaliseRoute(`${base}/${options.tagsBasePath}`),
            authorsMapPath: options.authorsMapPath,
            tagsMapPath: options.tags,
            // The posts' rules are reported once, for the default locale's posts.
            ...(locale.isDefault
              ? {
                  rules: {
                    onInlineTags: options.onInlineTags,
                    onInlineAuthors: options.onInlineAuthors,
                    onUntruncatedBlogPosts: options.onUntruncatedBlogPosts,
                  },
                }
              : {}),
            ...(locale.isDefault ? {} : { translations: path.join(config.root, 'i18n', locale.code, 'docusaurus-plugin-content-blog') }),
          },
          config.root,
        );
        // A locale's title, description and sidebar title, from its options.json as in Docusaurus.
        const translated = locale.isDefault ? undefined : await readTranslationFile(blogOptionsTranslationsFile(config.root, locale.code));
        const model = createBlogModel(
          folder,
          translated ? translatedOptions(options, translated) : options,
          blogDir(config.root, dir),
          locale.isDefault ? undefined : { code: locale.code, prefix },
        );
        const source = createBlogSource(
          model,
          loadedCatalogues.get(locale.code) ?? messagesFor(locale.code),
          {
            root: config.root,
            plugins: markdown,
            admonitions: markdown.admonitions,
            // Images beside the posts are published under the blog's path.
            images: { staticDir: path.join(config.root, 'static'), sizeOf, docsPrefix: base },
            components: siteComponents,
          },
          locale,
        );
        return locale.isDefault ? source : { ...source, id: `${BLOG_SOURCE_ID}:${locale.code}` };
      }),
    );
  },
};

/** The blog's options with a locale's words (`options.json`: `title`, `description`, `sidebar.title`) over the config's. */
function translatedOptions(options: BlogConfig, messages: TranslationMessages): BlogConfig {
  return {
    ...options,
    ...(messages.title !== undefined ? { blogTitle: messages.title } : {}),
    ...(messages.description !== undefined ? { blogDescription: messages.description } : {}),
    ...(messages['sidebar.title'] !== undefined ? { blogSidebarTitle: messages['sidebar.title'] } : {}),
  };
}
