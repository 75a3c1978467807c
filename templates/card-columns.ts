import type { CSSProperties } from 'react';

/** The most columns a card grid is given room for (its stylesheet has a query for each). */
export const MOST_COLUMNS = 5;

/**
 * How many columns `count` cards take when `room` columns fit, so that rows come out
 * full: the widest number of columns that divides the cards evenly (6 cards in room for
 * 4 make 3 + 3, never 4 + 2), unless that would halve the row; then rows as even as
 * possible (5 in room for 4 make 3 + 2), whose last row the stylesheet stretches to fill.
 */
export function cardColumns(count: number, room: number): number {
  if (count <= room) return Math.max(count, 1);
  for (let columns = room; columns * 2 > room && columns >= 2; columns--) if (count % columns === 0) return columns;
  const rows = Math.ceil(count / room);
  return Math.ceil(count / rows);
}

/** The grid's columns for each room (`--card-columns-2` ... ), read by the stylesheet's container queries. */
export function cardColumnStyle(count: number): CSSProperties {
  const style: Record<string, number> = {};
  for (let room = 2; room <= MOST_COLUMNS; room++) style[`--card-columns-${room}`] = cardColumns(count, room);
  return style as CSSProperties;
}
