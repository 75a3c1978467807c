import type { CacheStore } from '../cache/cache-store.js';
import { fileFingerprint, hashOf } from '../cache/cache-keys.js';
import type { SiteComponents } from '../components/site-components.js';
import type { DocsModel } from '../content/docs-model.js';
import type { Messages } from '../i18n/messages.js';
import { siteMessagesFile } from '../i18n/site-messages.js';
import type { DocsSite } from './docs-markdown.js';
import { createMarkdownCache, type MarkdownCache } from './markdown-cache.js';
import type { LinkOptions } from './remark-links.js';
import type { Routes } from '../core/route.js';

/** The markdown cache of one docs source, with the key of the context its links resolve in. */
export interface DocsMarkdownCache extends MarkdownCache {
  linksKey(routes: Routes, sitePath?: LinkOptions['sitePath']): string;
}

/**
 * What of the site changes a docs page's output besides its text; undefined when that
 * cannot be known from data: the site's own components render inside pages (and mark
 * themselves interactive as they do), so a site with components renders every page.
 * Plugins given as functions make the settings unhashable (createMarkdownCache).
 */
export function docsCacheSettings(site: DocsSite | undefined, components: SiteComponents, messages: Messages): unknown {
  if (!site || components.components.size || components.overrides.size) return undefined;
  return {
    plugins: site.plugins,
    admonitions: site.admonitions,
    images: site.images && { staticDir: site.images.staticDir, docsPrefix: site.images.docsPrefix },
    locale: messages.locale,
    // The site's own words for the locale (i18n/<locale>/messages.json) reach the pages.
    siteMessages: fileFingerprint(siteMessagesFile(site.root, messages.locale)),
  };
}

/** The docs source's markdown cache, or undefined when there is no store or the settings cannot be hashed. */
export function cachedDocsMarkdown(store: CacheStore | undefined, settings: unknown, model: DocsModel): DocsMarkdownCache | undefined {
  const cache = settings === undefined ? undefined : createMarkdownCache(store, settings);
  if (!cache) return undefined;
  return {
    ...cache,
    counts: cache.counts,
    linksKey(routes, sitePath = (path) => path) {
      // A page's links depend on which docs have which route and on how site paths are
      // written (base URL, trailing slash): probing sitePath captures the latter.
      const docs = [...model.docsByPath].map(([relativePath, { route }]) => `${relativePath}>${routes.has(route) ? route : ''}`).sort();
      return hashOf(sitePath('/p/q', 'page'), sitePath('/p/q.png', 'file'), ...docs);
    },
  };
}
