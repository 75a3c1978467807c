import type { ReactNode } from 'react';
import { cardColumnStyle } from './card-columns.js';

/**
 * A list of cards whose rows come out full at every width (see `cardColumns`): the
 * stylesheet's container queries pick the columns the grid has room for.
 */
export function CardGrid({ className, count, children }: { className: string; count: number; children: ReactNode }) {
  return (
    <ul className={`${className} card-rows`} style={cardColumnStyle(count)}>
      {children}
    </ul>
  );
}
