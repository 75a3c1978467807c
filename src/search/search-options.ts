/**
 * What the build and the browser share about the search index: its file format and the
 * MiniSearch options (the browser must load the index with the options it was built with).
 * No Node or HTML code here: the search chunk imports this file.
 */
import type { CompactIndex } from './compact-index.js';

/** A section as stored: [page (index into `pages`), anchor ('' for the intro), heading, text]. */
export type StoredSection = [page: number, anchor: string, heading: string, text: string];

export interface SearchIndexFile {
  version: 2;
  /** The site's sections results are grouped under, in site order. */
  groups: string[];
  pages: { route: string; title: string; group: number }[];
  /** One per MiniSearch document; a document's id is its position here. */
  sections: StoredSection[];
  /** MiniSearch's serialisation, compacted. */
  index: CompactIndex;
}

/**
 * The indexed fields: `title`, `keywords` and `terms` only on a page's intro, `page` (the page's
 * title) on its other sections so that "sec-kit install" finds the Install section.
 */
export const SEARCH_FIELDS = ['title', 'keywords', 'heading', 'page', 'text', 'terms'];

/** Titles, identifiers and headings outrank text; a page title repeated on each section counts little. */
export const SEARCH_BOOST = { title: 4, keywords: 3, heading: 3, page: 0.5, text: 1, terms: 1 };

// What separates words: line breaks, spaces and punctuation (MiniSearch's default tokenizer).
const SEPARATORS = String.raw`\n\r\p{Z}\p{P}`;
const SEPARATOR_RUN = new RegExp(`[${SEPARATORS}]+`, 'u');

/**
 * A word as the index sees it. Highlighting and ranking in the browser find words with it,
 * so they mark and weigh exactly the terms MiniSearch matched. Global: use with matchAll/match.
 */
export const WORD = new RegExp(`[^${SEPARATORS}]+`, 'gu');

export const SEARCH_OPTIONS = {
  fields: SEARCH_FIELDS,
  storeFields: [] as string[],
  tokenize: (text: string) => text.split(SEPARATOR_RUN),
  searchOptions: {
    boost: SEARCH_BOOST,
    // The word being typed (the last) matches as a prefix; the others are whole words (or near).
    // A single letter is a whole word only: as a prefix it matches most of the index.
    prefix: (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length > 1,
    // Short words are taken as typed: one typo in "get" would match half the index.
    fuzzy: (term: string) => (term.length > 3 ? 0.2 : false),
    // One typo at most: a second one costs more time than it finds.
    maxFuzzy: 1,
    combineWith: 'AND' as const,
  },
};
