/**
 * Highlighting for search results, as plain data: text segments flagged when they are a
 * matched word. The widget renders them as text and <mark>, never as HTML, so nothing
 * from the index can inject markup.
 */
import { WORD } from '../../src/search/search-options.js';

export interface Segment {
  text: string;
  mark: boolean;
}

/** `text` cut into segments, the words whose lower case is one of `terms` marked. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(match[0].toLowerCase())) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index), mark: false });
    segments.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/**
 * A short passage of `text` around its first matched word (its beginning when no word
 * matched: the title or heading did), cut at words and marked with ellipses.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, length = 160): Segment[] {
  if (!text) return [];
  let first = 0;
  for (const match of text.matchAll(WORD)) {
    if (terms.has(match[0].toLowerCase())) {
      first = match.index;
      break;
    }
  }
  // Some context before the match, about a quarter of the passage.
  let start = Math.max(0, first - Math.floor(length / 4));
  if (start > 0) start = wordStartAfter(text, start);
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = wordEndBefore(text, end, start);
  const segments = highlight(text.slice(start, end).trim(), terms);
  if (start > 0) segments.unshift({ text: '…', mark: false });
  if (end < text.length) segments.push({ text: '…', mark: false });
  return segments;
}

function wordStartAfter(text: string, at: number): number {
  const space = text.indexOf(' ', at - 1);
  return space === -1 || space > at + 20 ? at : space + 1;
}

function wordEndBefore(text: string, at: number, floor: number): number {
  const space = text.lastIndexOf(' ', at);
  return space <= floor ? at : space;
}
