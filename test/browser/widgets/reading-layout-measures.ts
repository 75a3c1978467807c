/**
 * Measures of the reading layout, run inside the page (`page.evaluate(fn, arg)`): each
 * function is self-contained, since the browser receives its source only.
 */
import type { Locator } from 'playwright-core';

/** Visible code blocks of the main content, and how many of them scroll sideways. */
export function codeBlocksThatScroll(): { total: number; scrolling: number } {
  const blocks = [...document.querySelectorAll<HTMLElement>('main pre')].filter((pre) => pre.getClientRects().length > 0);
  return { total: blocks.length, scrolling: blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length };
}

/**
 * Words (runs of letters, digits and underscores) inside `selector` that are split over
 * two lines: a word's text has one box per line it is on. Breaks after a hyphen or a
 * slash fall between words, so they are not counted.
 */
export function brokenWords(selector: string): string[] {
  const broken: string[] = [];
  for (const root of document.querySelectorAll(selector)) {
    if (root.getClientRects().length === 0) continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}_]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (lines.length > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

/** The cards of a grid row by row: how many in each, and whether every row spans the grid. */
export function rowsOf(selector: string): { counts: number[]; filled: boolean } {
  const grid = document.querySelector(selector)!;
  const box = grid.getBoundingClientRect();
  const rows = new Map<number, DOMRect[]>();
  for (const card of grid.children) {
    const rect = card.getBoundingClientRect();
    const top = Math.round(rect.top);
    rows.set(top, [...(rows.get(top) ?? []), rect]);
  }
  const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, cards]) => cards);
  const filled = ordered.every(
    (cards) =>
      Math.abs(Math.min(...cards.map((card) => card.left)) - box.left) <= 1.5 &&
      Math.abs(Math.max(...cards.map((card) => card.right)) - box.right) <= 1.5,
  );
  return { counts: ordered.map((cards) => cards.length), filled };
}

/** The opacity of a table frame's scroll edges (rounded): at the inline start and end. */
export function edgeOpacity(frame: Locator): Promise<{ start: number; end: number }> {
  return frame.evaluate((element) => ({
    start: Math.round(Number(getComputedStyle(element, '::before').opacity) * 100) / 100,
    end: Math.round(Number(getComputedStyle(element, '::after').opacity) * 100) / 100,
  }));
}
