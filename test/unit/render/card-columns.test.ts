import { describe, expect, it } from 'vitest';
import { cardColumnStyle, cardColumns } from '../../../templates/card-columns.js';

/** The rows `count` cards make in `columns` columns: e.g. [3, 3]. */
function rows(count: number, columns: number): number[] {
  const result: number[] = [];
  for (let left = count; left > 0; left -= columns) result.push(Math.min(columns, left));
  return result;
}

describe('cardColumns', () => {
  it('fills every row when the cards divide evenly: 6 cards make 3 + 3 or 2 + 2 + 2, never 4 + 2', () => {
    expect(rows(6, cardColumns(6, 4))).toEqual([3, 3]);
    expect(rows(6, cardColumns(6, 5))).toEqual([3, 3]);
    expect(rows(6, cardColumns(6, 3))).toEqual([3, 3]);
    expect(rows(6, cardColumns(6, 2))).toEqual([2, 2, 2]);
    expect(rows(4, cardColumns(4, 3))).toEqual([2, 2]);
    expect(rows(8, cardColumns(8, 3))).toEqual([2, 2, 2, 2]);
    expect(rows(12, cardColumns(12, 5))).toEqual([4, 4, 4]);
  });

  it('puts cards that fit in one row all in it', () => {
    expect(cardColumns(2, 4)).toBe(2);
    expect(cardColumns(5, 5)).toBe(5);
    expect(cardColumns(1, 3)).toBe(1);
  });

  it('balances counts that cannot divide evenly (5 and 7): rows differ by one card at most', () => {
    expect(rows(5, cardColumns(5, 4))).toEqual([3, 2]);
    expect(rows(5, cardColumns(5, 3))).toEqual([3, 2]);
    expect(rows(7, cardColumns(7, 4))).toEqual([4, 3]);
    expect(rows(7, cardColumns(7, 6))).toEqual([4, 3]);
  });

  it('never uses more columns than there is room for', () => {
    for (let count = 1; count <= 20; count++)
      for (let room = 1; room <= 5; room++) expect(cardColumns(count, room)).toBeLessThanOrEqual(room);
  });

  it('gives the stylesheet the columns for each room from 2 to 5', () => {
    expect(cardColumnStyle(6)).toEqual({ '--card-columns-2': 2, '--card-columns-3': 3, '--card-columns-4': 3, '--card-columns-5': 3 });
  });
});
