import type { ApiService } from '../openapi/model.js';
import type { ApiSiteInfo } from '../openapi/page-data.js';
import type { ApiRouteTarget } from '../openapi/routes.js';
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
import { toReaderMarkdown } from './reader-markdown.js';
import type { ReaderPage } from './reader-page.js';

/** Descriptions as markdown, each text converted once per source (big documents repeat them). */
export type DescriptionCache = Map<string, string>;

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
): ReaderPage {
  const section = (service: ApiService) => `${site.title}: ${service.label}`;
  const context: ApiReaderContext = {
    site,
    links,
    text: (service, html) => descriptionMarkdown(service, html, links, site.urls.index, cache),
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
      const first = htmlToText(operation.descriptionHtml ?? '').split(/(?<=[.!?])\s/)[0];
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
  }
}

function descriptionMarkdown(
  service: ApiService,
  html: string | undefined,
  links: ReaderLinks,
  base: string,
  cache: DescriptionCache,
): string | undefined {
  if (!html) return undefined;
  const source = service.descriptionSource?.(html);
  if (source === undefined) return htmlToText(html) || undefined;
  let markdown = cache.get(source);
  if (markdown === undefined) {
    markdown = needsWork(source)
      ? toReaderMarkdown(source, { url: (url) => links.resolve(url, base), rawHtml: 'as-text' }).trim()
      : source.trim();
    cache.set(source, markdown);
  }
  return markdown || undefined;
}

/** Link targets as markdown writes them: `](target` and `[label]: target`. */
const TARGETS = /\]\(\s*<?([^\s)>]*)|^ {0,3}\[[^\]]+\]:\s*<?([^\s>]*)/gm;

/**
 * Whether a description has anything to change: HTML, or a link that is not an absolute
 * http(s) URL (relative, or an unsafe scheme). Most have neither and are kept exactly as
 * written, without a parse (a document with a thousand operations has thousands of them).
 */
export function needsWork(text: string): boolean {
  if (text.includes('<')) return true;
  return [...text.matchAll(TARGETS)].some((match) => !/^https?:\/\//i.test(match[1] ?? match[2] ?? ''));
}
