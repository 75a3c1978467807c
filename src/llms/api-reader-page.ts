import type { ApiService } from '../openapi/model.js';
import { type ApiSiteInfo, firstSentence } from '../openapi/page-data.js';
import type { ApiRouteTarget } from '../openapi/routes.js';
import { specLinkTarget } from '../openapi/rehype-spec-links.js';
import { CANONICAL_ANCHOR, redocAnchorRoutes } from '../openapi/redoc-anchors.js';
import { htmlToText } from '../search/search-index.js';
import {
  apiIndexMarkdown,
  operationMarkdown,
  serviceMarkdown,
  tagMarkdown,
  type ApiReaderContext,
  type ReaderCodeSample,
} from './api-reader.js';
import type { ReaderLinks } from './reader-links.js';
import { modelMarkdown, modelsMarkdown } from './model-reader.js';
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
 * A page of the API reference for AI readers. Descriptions are the markdown the document
 * wrote (its raw HTML shown as text, unsafe links left out, as on the HTML page); an
 * operation's code samples are the ones its HTML page made.
 */
export function apiReaderPage(
  site: ApiSiteInfo,
  services: readonly ApiService[],
  target: ApiRouteTarget,
  links: ReaderLinks,
  cache: DescriptionCache,
  samples: readonly ReaderCodeSample[] = [],
  schemaMemo?: SchemaMarkdownMemo,
): ReaderPage {
  const section = (service: ApiService) => `${site.title}: ${service.label}`;
  const context: ApiReaderContext = {
    site,
    links,
    text: (service, html) => {
      const { markdown, perPage } = descriptionMarkdown(
        service,
        html,
        links,
        pageUrl(site, target),
        cache,
        redocAnchorRoutes(service, site.urls),
      );
      if (perPage) schemaMemo?.readPerPage();
      return markdown;
    },
    schemaMemo,
  };
  switch (target.kind) {
    case 'api-index':
      return {
        markdown: apiIndexMarkdown(context, services),
        section: site.title,
        description: site.description ?? services.map((service) => service.label).join(', '),
      };
    case 'api-service': {
      const download = {
        title: `${target.service.label}: ${site.messages.format('api.download')}`,
        url: links.resolve(site.urls.download(target.service), site.urls.index),
      };
      return { markdown: serviceMarkdown(context, target.service), section: section(target.service), optional: [download] };
    }
    case 'api-tag':
      return { markdown: tagMarkdown(context, target.service, target.tag), section: section(target.service) };
    case 'api-operation': {
      const { operation } = target;
      const summary = `${operation.method.toUpperCase()} ${operation.path}`;
      const first = firstSentence(htmlToText(operation.descriptionHtml ?? ''));
      return {
        // The document's own samples and curl: a reader turns curl into any other language.
        markdown: operationMarkdown(
          context,
          target.service,
          operation,
          samples.filter((sample) => sample.id.startsWith('x-') || sample.id === 'curl'),
        ),
        section: section(target.service),
        description: first ? `${summary}. ${first}` : summary,
      };
    }
    case 'api-webhook': {
      const { operation } = target.webhook;
      const summary = `${site.messages.format('api.webhook')} ${target.webhook.name}`;
      const first = firstSentence(htmlToText(operation.descriptionHtml ?? ''));
      return {
        markdown: operationMarkdown(context, target.service, operation, [], target.webhook),
        section: section(target.service),
        description: first ? `${summary}. ${first}` : summary,
      };
    }
    case 'api-models':
      return { markdown: modelsMarkdown(context, target.service), section: section(target.service) };
    case 'api-model':
      return { markdown: modelMarkdown(context, target.service, target.model), section: section(target.service) };
  }
}

/** The HTML page a target's descriptions appear on: relative links there resolve against it. */
function pageUrl(site: ApiSiteInfo, target: ApiRouteTarget): string {
  switch (target.kind) {
    case 'api-index':
      return site.urls.index;
    case 'api-service':
      return site.urls.service(target.service);
    case 'api-tag':
      return site.urls.tag(target.service, target.tag);
    case 'api-operation':
      return site.urls.operation(target.service, target.operation);
    case 'api-webhook':
      return site.urls.webhook(target.service, target.webhook);
    case 'api-models':
      return site.urls.models(target.service);
    case 'api-model':
      return site.urls.model(target.service, target.model);
  }
}

function descriptionMarkdown(
  service: ApiService,
  html: string | undefined,
  links: ReaderLinks,
  page: string,
  cache: DescriptionCache,
  anchorRoutes: Readonly<Record<string, string>> | undefined,
): { markdown: string | undefined; perPage?: boolean } {
  if (!html) return { markdown: undefined };
  const source = service.descriptionSource?.(html);
  if (source === undefined) return { markdown: htmlToText(html) || undefined };
  if (!mayHaveLinks(source)) return { markdown: source.trim() || undefined };
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
    markdown = toReaderMarkdown(source, { url, rawHtml: 'as-text', parsed }).trim();
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
