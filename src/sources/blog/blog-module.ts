import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourceModule } from '../source-module.js';
import { messagesFor } from '../../i18n/messages.js';
import { readBlogFolder } from '../../content/blog-posts.js';
import { BLOG_SOURCE_ID, createBlogModel } from '../../content/blog-model.js';
import { createImageSizes } from '../../markdown/image-size-cache.js';
import { normaliseRoute } from '../../routes/paths.js';
import { blogDir, createBlogSource } from './blog-source.js';

/**
 * The blog (`blog` in site.config.ts, Docusaurus's plugin-content-blog) as a source
 * module (src/sources/registry.ts): one source, in the default locale, when the blog's
 * folder exists and `blog` is not `false`.
 */
export const blogPages: SourceModule = {
  family: BLOG_SOURCE_ID,
  async load({ config, variants, catalogues, components }) {
    const options = config.blog;
    if (!options) return [];
    const dir = path.resolve(config.root, options.path);
    if (!existsSync(dir)) return [];
    const base = normaliseRoute(`/${options.routeBasePath}`);
    const folder = await readBlogFolder(
      {
        dir,
        base,
        tagsBase: normaliseRoute(`${base}/${options.tagsBasePath}`),
        authorsMapPath: options.authorsMapPath,
        tagsMapPath: options.tags,
      },
      config.root,
    );
    const model = createBlogModel(folder, options, blogDir(config.root, dir));
    const locale = variants.default.locale.code;
    const [loadedCatalogues, siteComponents] = await Promise.all([catalogues, components]);
    const { markdown } = config;
    return [
      createBlogSource(model, loadedCatalogues.get(locale) ?? messagesFor(locale), {
        root: config.root,
        plugins: markdown,
        admonitions: markdown.admonitions,
        // Images beside the posts are published under the blog's path.
        images: { staticDir: path.join(config.root, 'static'), sizeOf: createImageSizes(), docsPrefix: base },
        components: siteComponents,
      }),
    ];
  },
};
