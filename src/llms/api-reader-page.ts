import type { ApiService } from '../openapi/model.js';
import type { ApiSiteInfo } from '../openapi/page-data.js';
import { specLinkTarget } from '../openapi/rehype-spec-links.js';
import { hasAdmonition } from '../openapi/remark-spec-directives.js';
import type { AdmonitionType } from '../config/admonition-types.js';
import { CANONICAL_ANCHOR, redocAnchorRoutes } from '../openapi/redoc-anchors.js';
import { htmlToText } from '../search/search-index.js';
import type { ApiReaderContext } from './content-markdown.js';
import type { ReaderLinks } from './reader-links.js';
import { toReaderMarkdown } from './reader-markdown.js';
import type { ReaderPage } from '../core/page.js';
import { createBoundedCache, type BoundedCache } from '../util/bounded-cache.js';
import { urlKind } from '../util/url-kind.js';
import { plainCopy } from '../util/plain-copy.js';
import type { SchemaMarkdownMemo } from './schema-markdown-memo.js';

/** Descriptions as markdown, each text converted once per source (big documents repeat them). */
export type DescriptionCache = BoundedCache;

/** Characters of descriptions and their twins a source keeps at most. */
export const DESCRIPTION_CACHE_CHARACTERS = 8_000_000;

export const createDescriptionCache = (limit = DESCRIPTION_CACHE_CHARACTERS): DescriptionCache => createBoundedCache(limit);

/**
 * A page of the API reference for AI readers, as `read` makes it (its kind's reader,
 * src/sources/api/page-kind.ts) with what every kind shares: descriptions are the
 * markdown the document wrote (its raw HTML shown as text, unsafe links left out, as on
 * the HTML page), their links resolved against the HTML page at `pageUrl`.
 */
export function apiReaderPage(
  site: ApiSiteInfo,
  pageUrl: string,
  read: (context: ApiReaderContext) => ReaderPage,
  links: ReaderLinks,
  cache: DescriptionCache,
  schemaMemo?: SchemaMarkdownMemo,
): ReaderPage {
  return read({
    site,
    links,
    text: (service, html) => {
      const { markdown, perPage } = descriptionMarkdown(service, html, links, pageUrl, cache, redocAnchorRoutes(service, site.urls), site);
      if (perPage) schemaMemo?.readPerPage();
      return markdown;
    },
    schemaMemo,
  });
}

function descriptionMarkdown(
  service: ApiService,
  html: string | undefined,
  links: ReaderLinks,
  page: string,
  cache: DescriptionCache,
  anchorRoutes: Readonly<Record<string, string>> | undefined,
  site: ApiSiteInfo,
): { markdown: string | undefined; perPage?: boolean } {
  if (!html) return { markdown: undefined };
  const source = service.descriptionSource?.(html);
  if (source === undefined) return { markdown: htmlToText(html) || undefined };
  // Admonitions (`:::note`) become quotes with their title, as in the docs' twins.
  const admonitions = hasAdmonition(source);
  if (!mayHaveLinks(source) && !admonitions) return { markdown: source.trim() || undefined };
  // Links resolve as on the HTML page (one rule for both): against the document's own base, else the page.
  const options = service.descriptionLinks ?? {};
  // Most texts read the same on every page (absolute links only): one entry for all pages,
  // else one per page: a parameter's linked text repeats on every page of its operations.
  const shared = `${options.base ?? ''}\n${options.relative ?? 'site'}\n${source}`;
  const known = cache.get(shared);
  if (known !== undefined && known !== PER_PAGE) return { markdown: known || undefined };
  const key = `${page}\n${shared}`;
  let markdown = known === PER_PAGE ? cache.get(key) : undefined;
  let perPage = markdown !== undefined;
  if (markdown === undefined) {
    const resolve = (target: string) => {
      perPage ||= readsPerPage(target);
      return links.resolve(target, page);
    };
    const url = (href: string, use: 'link' | 'image') => {
      const target = specLinkTarget(href, use, options);
      // A Redoc anchor (`#tag/pets`) as on the HTML page: the twin of the page it names, else text.
      if (target !== undefined && CANONICAL_ANCHOR.test(target)) {
        perPage = true; // the routes are the service's
        const route = anchorRoutes && Object.hasOwn(anchorRoutes, target) ? anchorRoutes[target] : undefined;
        return route === undefined ? undefined : resolve(route);
      }
      return target === undefined ? undefined : resolve(target);
    };
    // The tree the HTML was made from, when kept: a copy, as the reader changes it.
    const tree = service.descriptionTree?.(source);
    const parsed = tree && { text: source, tree: plainCopy(tree) };
    const directives = admonitions ? { admonitionTitle: (type: AdmonitionType) => site.messages.format(`admonition.${type}`) } : undefined;
    markdown = toReaderMarkdown(source, { url, rawHtml: 'as-text', parsed, directives }).trim();
    if (perPage) {
      cache.set(shared, PER_PAGE);
      cache.set(key, markdown);
    } else cache.set(shared, markdown);
  }
  return { markdown: markdown || undefined, perPage };
}

/** Marks a text whose twin differs from page to page. */
const PER_PAGE = '\u0000per page';

/** Whether a link resolves differently on different pages: a relative path (`setup`, `../x`, `?tab=1`). */
function readsPerPage(target: string): boolean {
  return urlKind(target) === 'path' && target !== '' && !target.startsWith('/');
}

/**
 * Whether a description could hold HTML or a link of any kind (`[a](x)`, `[a]: x`, `<x:y>`):
 * only text without any of these is kept exactly as written without a parse, so an unsafe
 * or relative link never reaches a twin unchanged, wherever it is written (a quote, a list).
 */
export function mayHaveLinks(text: string): boolean {
  return text.includes('<') || /\][([:]/.test(text);
}
