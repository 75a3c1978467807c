import type { Messages, MessageOverrides } from '../i18n/messages.js';
import type { ReaderSite } from '../core/reader-twin.js';
import type { SiteAddressData } from '../core/site-address.js';
import type { CustomAdmonitions } from '../config/admonition-types.js';
import type { DocsMarkdownSettings } from './docs-markdown-options.js';
import type { LocalizedLinks } from './localized-links.js';

/**
 * What a worker needs to render a docs folder's markdown exactly as the main thread does:
 * only data (functions cannot cross threads; the worker makes its own from this).
 */
export interface MarkdownWorkerContext {
  locale: string;
  overrides: MessageOverrides;
  admonitions?: CustomAdmonitions;
  /** `markdown.math` of the config. */
  math?: boolean;
  /** Image sizes are read (static/ and beside the docs); absent: images get no size. */
  images?: { staticDir?: string; docsPrefix?: string };
  /** The site folder, the sandbox of what pages include. */
  siteRoot?: string;
  /** Each doc's relative path and its route, for the docs whose route is in the table. */
  routes: Record<string, string>;
  /** Where site paths are written (the worker makes the address again with `siteAddress`). */
  address: SiteAddressData;
  /** A locale's prefix and pages: its absolute links go there (localized-links.ts). */
  localizedLinks?: LocalizedLinks;
  /** The site's pages for AI readers: each task that asks gets its twin's body too. */
  reader?: ReaderSite;
}

/**
 * Why a docs folder's markdown must stay on the main thread, or undefined when it can go
 * to workers: the site's remark/rehype plugins and components are functions of the
 * config, which does not cross threads (the worker does not load site.config.ts again).
 */
export function mainThreadOnly(settings: DocsMarkdownSettings): string | undefined {
  if (settings.plugins?.remarkPlugins.length || settings.plugins?.rehypePlugins.length) return 'the site has its own remark/rehype plugins';
  const components = settings.components;
  if (components && (components.components.size || components.overrides.size)) return 'the site has its own components';
  return undefined;
}

/** The data part of the settings, for a worker. */
export function workerContextOf(
  settings: DocsMarkdownSettings & { messages: Messages },
  routes: Record<string, string>,
  address: SiteAddressData,
): MarkdownWorkerContext {
  return {
    locale: settings.messages.locale,
    overrides: settings.messages.overrides ?? {},
    admonitions: settings.admonitions,
    math: settings.plugins?.math,
    images: settings.images && { staticDir: settings.images.staticDir, docsPrefix: settings.images.docsPrefix },
    siteRoot: settings.siteRoot,
    routes,
    address,
  };
}
