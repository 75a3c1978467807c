import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { SEARCH_OPTIONS, WORD, type SearchIndexFile } from '../../src/search/search-options.js';

/** One matching section; its text is highlighted only when it is rendered. */
export interface SearchHit {
  key: string;
  href: string;
  title: string;
  /** The section's heading (or an API operation's request line); empty for a page's intro. */
  heading: string;
  text: string;
  /** The indexed words that matched, lower case. */
  terms: ReadonlySet<string>;
}

export interface SearchGroup {
  label: string;
  hits: SearchHit[];
}

export interface SearchResults {
  count: number;
  /** The site's sections that have hits, the one with the best hit first. */
  groups: SearchGroup[];
}

/**
 * Every section matching all the query's words (the last one as a prefix); when none
 * does, with a typo allowed in longer words; when still none, those matching any word.
 * Typos are tried only then: "gist" finds gists, not every "list". Grouped by the site's
 * sections, best first; within a group in rank order.
 */
export function searchSections(
  index: MiniSearch,
  file: SearchIndexFile,
  query: string,
  hrefOf: (route: string, anchor: string) => string,
): SearchResults {
  if (!query.trim()) return { count: 0, groups: [] };
  const options = { ...SEARCH_OPTIONS.searchOptions, boostDocument: exactMatchBoost(file, query) };
  let results: SearchResult[] = index.search(query, { ...options, fuzzy: false });
  if (results.length === 0) results = index.search(query, options);
  if (results.length === 0) results = index.search(query, { ...options, combineWith: 'OR' });
  const groups = new Map<number, SearchGroup>();
  for (const result of results) {
    const section = file.sections[result.id as number];
    if (!section) continue;
    const [pageIndex, anchor, heading, text] = section;
    const page = file.pages[pageIndex]!;
    let group = groups.get(page.group);
    if (!group) groups.set(page.group, (group = { label: file.groups[page.group] ?? '', hits: [] }));
    group.hits.push({
      key: String(result.id),
      href: hrefOf(page.route, anchor),
      title: page.title,
      heading,
      text,
      terms: new Set(result.terms),
    });
  }
  return { count: results.length, groups: [...groups.values()] };
}

/** How much more a section weighs whose heading or page title is exactly the query. */
const EXACT_MATCH_BOOST = 4;

/**
 * Word by word, longer paths and titles sharing the query's words score as well as the
 * one the reader means. So the query typed in full as a heading or title ("POST
 * /transactions", "Transaction log") or as an operation's path ("/transactions") puts
 * that section first, and a title made mostly of the query's words ("Create an issue"
 * for "create issue") outranks longer ones that also hold them.
 */
export function exactMatchBoost(file: SearchIndexFile, query: string): (id: number) => number {
  const wanted = normalise(query);
  const path = wanted.startsWith('/');
  // A path is matched whole, not by the words of titles.
  const queryWords = new Set(path ? [] : (wanted.match(WORD) ?? []));
  const boosts = new Map<number, number>();
  return (id: number) => {
    let boost = boosts.get(id);
    if (boost === undefined) {
      const section = file.sections[id];
      const heading = normalise(section?.[2] ?? '');
      const title = normalise(section ? (file.pages[section[0]]?.title ?? '') : '');
      const exact = heading === wanted || title === wanted || (path && heading.split(' ')[1] === wanted);
      boosts.set(id, (boost = exact ? EXACT_MATCH_BOOST : 1 + titleCoverage(title, queryWords)));
    }
    return boost;
  };
}

/** Twice the share of the title's words that are query words, when it holds all of them and they are at least half of it; else 0. */
function titleCoverage(title: string, queryWords: ReadonlySet<string>): number {
  if (queryWords.size === 0) return 0;
  const words = title.match(WORD) ?? [];
  const matched = words.filter((word) => queryWords.has(word)).length;
  if (matched === 0 || new Set(words.filter((word) => queryWords.has(word))).size < queryWords.size) return 0;
  const share = matched / words.length;
  return share >= 0.5 ? 2 * share : 0;
}

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
