import { decodeHtml } from '../util/html.js';
import MiniSearch from 'minisearch';

export interface SearchDocument {
  /** Site route of the page. */
  id: string;
  title: string;
  /** Section label shown with a result: "Guides", "API reference"... */
  section: string;
  headings: string;
  text: string;
}

/** The fields the index is built on; the browser must use the same options to load it. */
export const SEARCH_OPTIONS = {
  fields: ['title', 'headings', 'text'],
  storeFields: ['title', 'section'],
  searchOptions: { boost: { title: 3, headings: 2 }, prefix: true, fuzzy: 0.2 },
};

/** Plain text of an HTML fragment, for indexing. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    // Inline elements join their neighbours ("state <code>x</code>," -> "state x,"); others separate words.
    .replace(/<\/?(a|abbr|b|code|del|em|i|kbd|mark|span|strong|sub|sup|wbr)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeHtml(text).replace(/\s+/g, ' ').trim();
}

/** A serialised MiniSearch index of every page, loaded by the search box on demand. */
export function buildSearchIndex(documents: SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  // Long pages are cut: the first few thousand words carry the page's vocabulary.
  index.addAll(documents.map((doc) => ({ ...doc, text: doc.text.slice(0, 20_000) })));
  return JSON.stringify(index);
}
