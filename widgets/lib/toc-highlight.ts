/** Where a heading is, as getBoundingClientRect gives it. */
export interface HeadingBox {
  top: number;
  bottom: number;
}

/**
 * Index of the heading the reader is at: the first heading below the top offset if it
 * sits in the upper half of the viewport, else the one before it; the last heading
 * once every heading has scrolled past.
 */
export function activeHeadingIndex(headings: readonly HeadingBox[], topOffset: number, viewportHeight: number): number {
  const next = headings.findIndex((box) => box.top >= topOffset);
  if (next === -1) return headings.length - 1;
  const box = headings[next]!;
  const inTopHalf = box.top > 0 && box.bottom < viewportHeight / 2;
  return inTopHalf ? next : next - 1;
}
