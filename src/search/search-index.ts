import { jsonInParts } from './json-parts.js';
import { createPostingsBuilder, type PostingsBuilder } from './postings-builder.js';
import { SEARCH_OPTIONS, type SearchIndexFile, type StoredSection } from './search-options.js';
import type { SearchPage } from '../core/page.js';
import type { OutputFile } from '../core/output.js';

export { htmlToText } from './html-text.js';

/** A page's search entry with the route it lives at. */
export interface IndexedPage extends SearchPage {
  route: string;
}

/**
 * The longest section text indexed, in characters (cut at a word): enough for a long guide
 * section or a service page listing its operations, while one huge section cannot swell
 * the index.
 */
export const MAX_INDEXED_TEXT = 10_000;

/**
 * The longest section text stored for excerpts (cut at a word). An excerpt shows a few
 * lines around the first matched word, or the section's start when that word lies further.
 */
export const MAX_STORED_TEXT = 1000;

/** The search index of one version and locale: one MiniSearch document per page section. */
export function buildSearchIndex(pages: readonly IndexedPage[]): string {
  const builder = createSearchIndexBuilder();
  for (const page of pages) builder.add(page);
  return builder.finish();
}

/** A search index built page by page, as pages render: no page's whole text is kept. */
export interface SearchIndexBuilder {
  add(page: IndexedPage): void;
  /** The index file's JSON; the builder is spent. */
  finish(): string;
  /** The same JSON in parts (see jsonInParts): a large index is never one string, nor its postings all arrays at once. */
  finishInParts(): string[];
  /** The same JSON as an output file (its parts, or a file that holds it). */
  finishFile(): OutputFile;
}

export function createSearchIndexBuilder(): SearchIndexBuilder {
  const groups: string[] = [];
  const groupOf = (label: string) => (groups.includes(label) ? groups.indexOf(label) : groups.push(label) - 1);
  const pages: SearchIndexFile['pages'] = [];
  const sections: StoredSection[] = [];
  let index: PostingsBuilder | undefined = createPostingsBuilder(SEARCH_OPTIONS);
  return {
    add(page) {
      const pageIndex = pages.push({ route: page.route, title: page.title, group: groupOf(page.group) }) - 1;
      for (const section of page.sections) {
        const intro = !section.anchor;
        const text = cutAtWord(section.text, MAX_INDEXED_TEXT);
        index!.add({
          title: intro ? page.title : '',
          keywords: intro ? (page.keywords ?? '') : '',
          // A request line's {placeholders} are parameters, not what the section is about.
          heading: section.heading.replace(/\{[^}]*\}/g, ' '),
          page: intro ? '' : page.title,
          text,
          terms: intro ? (page.terms ?? '') : '',
        });
        sections.push([pageIndex, section.anchor ?? '', section.heading, cutAtWord(text, MAX_STORED_TEXT)]);
      }
    },
    finish() {
      return this.finishInParts().join('');
    },
    finishFile() {
      return { parts: this.finishInParts() };
    },
    finishInParts() {
      // Each term's row written as it is made (no plain form of every posting); the stored
      // sections too, one by one.
      const compact = index!.finish();
      // The postings replaced in place: the keys keep MiniSearch's order.
      const file: SearchIndexFile = { version: 2, pages, groups, sections: [], index: { ...compact, postings: [] } };
      const parts = jsonInParts(
        file,
        new Map<string, Iterable<unknown>>([
          ['sections', consumed(sections)],
          ['postings', compact.postings],
        ]),
      );
      index = undefined;
      return parts;
    },
  };
}

/** The items of an array, each let go once read (the array ends empty). */
function* consumed<T>(items: T[]): Generator<T> {
  for (let at = 0; at < items.length; at++) {
    yield items[at]!;
    (items as (T | undefined)[])[at] = undefined;
  }
  items.length = 0;
}

/** `text` cut to at most `limit` characters, at the last word boundary before it. */
export function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const space = cut.lastIndexOf(' ');
  return (space > limit * 0.8 ? cut.slice(0, space) : cut.slice(0, limit)).trimEnd();
}
