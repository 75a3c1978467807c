import type { TocEntry } from '../markdown/types.js';
import { escapeAttribute } from '../util/html.js';
import { htmlToText } from './html-text.js';
import type { SearchSection } from '../core/page.js';

/**
 * Splits a page's HTML at the headings of its table of contents: the text before the first
 * one is the intro, each heading's section runs to the next heading listed.
 */
export function splitSections(html: string, toc: readonly TocEntry[], intro = ''): SearchSection[] {
  const starts = headingStarts(html);
  const cuts = toc
    .map((entry) => ({ entry, at: starts.get(escapeAttribute(entry.id)) ?? -1 }))
    .filter((cut): cut is { entry: TocEntry; at: number } => cut.at >= 0)
    .sort((a, b) => a.at - b.at);
  const sections: SearchSection[] = [{ heading: '', text: joinText(intro, htmlToText(html.slice(0, cuts[0]?.at ?? html.length))) }];
  cuts.forEach(({ entry, at }, index) => {
    const body = html.slice(at, cuts[index + 1]?.at ?? html.length);
    // The heading's own text (and its "#" link) is not part of the section's text.
    const afterHeading = body.replace(/^<h([1-6])\b[\s\S]*?<\/h\1>/, '');
    sections.push({ anchor: entry.id, heading: entry.text, text: htmlToText(afterHeading) });
  });
  return sections;
}

/**
 * The headings that start a doc's search entries: levels 2 and 3, and every deeper level
 * its table of contents lists (`toc_max_heading_level`), each its own entry, so that a
 * result opens at the heading it matched rather than at the one above it. Whether the page
 * shows its table of contents does not change its entries.
 */
export function searchHeadings(
  markdown: { toc: readonly TocEntry[]; headings?: readonly TocEntry[] },
  tocMaxLevel = 3,
): readonly TocEntry[] {
  if (tocMaxLevel <= 3 || !markdown.headings) return markdown.toc;
  return markdown.headings.filter((entry) => entry.depth <= tocMaxLevel);
}

/** Where each heading with an id starts, by its id as written in the HTML: one pass, however many headings. */
function headingStarts(html: string): Map<string, number> {
  const starts = new Map<string, number>();
  for (const match of html.matchAll(/<h[1-6][^>]*\sid="([^"]*)"/g)) if (!starts.has(match[1]!)) starts.set(match[1]!, match.index);
  return starts;
}

function joinText(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}
