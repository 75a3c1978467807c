import type { TocEntry } from './types.js';
import { Island } from '../src/islands/island.js';

/** "On this page": headings of levels 2 and 3; the widget highlights the one in view. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return <Island name="toc" props={{ toc }} />;
}
