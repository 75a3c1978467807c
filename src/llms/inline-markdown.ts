import type { PhrasingContent } from 'mdast';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { createBoundedCache } from '../util/bounded-cache.js';

// remark's own escaping: what it writes back reads as exactly the text it was given.
const writer = unified().use(remarkStringify, { resourceLink: true }).freeze();

/** Text that could read as markdown: anything else is written as it is, without a pass. */
const MAY_NEED_ESCAPE = /[\\`*_[\]<>&#!~|+=-]|^\s*\d+[.)]/;

/**
 * Plain text (a summary, a label, a name taken from a document) as markdown that shows
 * exactly that text on one line: `<`, `*`, `_`, `[`, backticks, `&`, a leading `#`... are
 * escaped as remark-stringify escapes them, so no text turns into HTML, a link or a heading.
 */
export function inlineText(text: string): string {
  const value = oneLine(text);
  if (!MAY_NEED_ESCAPE.test(value)) return value;
  // The same few texts recur on every page of a reference (`array<User>`, badges,
  // "circular reference to X"): one remark pass each, not one per use.
  let escaped = escapedTexts.get(value);
  if (escaped === undefined) {
    if (escapedTexts.size >= MAX_ESCAPED_TEXTS) escapedTexts.clear();
    escaped = phrasing([{ type: 'text', value }]);
    escapedTexts.set(value, escaped);
  }
  return escaped;
}

/** Escaped texts by text; cleared when full, so memory stays bounded on any site. */
const escapedTexts = new Map<string, string>();
const MAX_ESCAPED_TEXTS = 20_000;

/** A URL remark writes back unchanged: no spaces, parentheses, `&`, `<` or backslashes. */
const PLAIN_URL = /^[\w/:.~%#?=-]+$/;

/**
 * `[text](url)`, text escaped as by `inlineText`, the URL written as remark writes one.
 * Plain text and URL are written directly: a remark pass costs about half a millisecond,
 * and an index page of a large site lists thousands of links.
 */
export function inlineLink(text: string, url: string): string {
  const value = oneLine(text);
  if (PLAIN_URL.test(url) && !MAY_NEED_ESCAPE.test(value)) return `[${value}](${url})`;
  // Model names (`simple-user`) need the pass for their `-`, and each model's link recurs
  // on the page of every model that uses it: one pass per text and URL.
  const key = `${url}\n${value}`;
  let link = escapedLinks.get(key);
  if (link === undefined) {
    link = phrasing([{ type: 'link', url, children: [{ type: 'text', value }] }]);
    escapedLinks.set(key, link);
  }
  return link;
}

/** Escaped links by URL and text, the most recently used kept within a bound. */
const escapedLinks = createBoundedCache(2_000_000);

/** Titles and descriptions stay on their line: a newline would end the list item. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function phrasing(children: PhrasingContent[]): string {
  return writer.stringify({ type: 'root', children: [{ type: 'paragraph', children }] }).trimEnd();
}
