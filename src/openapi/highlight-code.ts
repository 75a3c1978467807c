import type { ElementContent, RootContent } from 'hast';
import { highlightToHast } from '../markdown/highlight.js';
import { escapeAttribute, escapeText } from '../util/html.js';
import { jsonTokens } from '../../widgets/lib/json-tokens.js';

/** Highlights code to HTML (Prism token spans); `cached` adds a per-build cache. */
export type Highlighter = (source: string, language: string) => string;

/**
 * Highlighted HTML (Prism token spans) of a code snippet, at build time. JSON, by far the
 * commonest language of an API reference, has its own small tokenizer (the same token
 * classes as Prism's grammar, several times faster on large examples); other languages go
 * through refractor.
 */
export function highlightCode(source: string, language: string): string {
  if (language === 'json') {
    const html = highlightJson(source);
    if (html !== undefined) return html;
  }
  return serialise(highlightToHast(source, language).children);
}

/**
 * Characters of source and HTML a cached highlighter keeps at most. Unbounded, the cache
 * held every example of Microsoft Graph's 11,422 operations, highlighted, until the end
 * of the build.
 */
export const HIGHLIGHT_CACHE_CHARACTERS = 16_000_000;

/**
 * A highlighter that remembers what it has done (examples repeat across operations),
 * the most recently used first, forgetting the oldest past `limit` characters.
 */
export function cachedHighlighter(highlight: Highlighter = highlightCode, limit = HIGHLIGHT_CACHE_CHARACTERS): Highlighter {
  const cache = new Map<string, string>();
  let size = 0;
  return (source, language) => {
    const key = `${language}\n${source}`;
    let html = cache.get(key);
    if (html === undefined) {
      html = highlight(source, language);
      size += key.length + html.length;
    } else cache.delete(key); // set again below: now the most recent
    cache.set(key, html);
    for (const [oldKey, oldHtml] of cache) {
      if (size <= limit || oldKey === key) break;
      cache.delete(oldKey);
      size -= oldKey.length + oldHtml.length;
    }
    return html;
  };
}

const span = (className: string, text: string) => `<span class="token ${className}">${escapeText(text)}</span>`;

/** Prism-compatible token spans for JSON text; undefined if the text is not plain JSON. */
export function highlightJson(source: string): string | undefined {
  return jsonTokens(source)
    ?.map((token) => (token.className ? span(token.className, token.text) : token.text))
    .join('');
}

/** Refractor's tokens to HTML: text and spans only, so no general serializer is needed. */
function serialise(nodes: (RootContent | ElementContent)[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') html += escapeText(node.value);
    else if (node.type === 'element') {
      const className = node.properties.className;
      const classes = Array.isArray(className) ? className.join(' ') : typeof className === 'string' ? className : '';
      html += `<${node.tagName}${classes ? ` class="${escapeAttribute(classes)}"` : ''}>${serialise(node.children)}</${node.tagName}>`;
    }
  }
  return html;
}

/** An example value as the text shown: JSON pretty-printed, strings as they are. */
export function exampleText(value: unknown, mediaType = 'application/json'): { text: string; language: string } {
  if (typeof value === 'string' && !/json/i.test(mediaType))
    return { text: value, language: /xml/i.test(mediaType) ? 'xml' : /yaml/i.test(mediaType) ? 'yaml' : 'text' };
  return { text: JSON.stringify(value, null, 2) ?? 'null', language: 'json' };
}
